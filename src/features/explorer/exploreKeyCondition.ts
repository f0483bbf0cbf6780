/**
 * The key condition of the Explore items form's Query, for a key of one partition attribute and at
 * most one sort attribute, or for a global index's multi-attribute key (up to 4 partition and 4 sort
 * attributes, November 2025). A Query of a multi-attribute key names every partition attribute with
 * `=`, and conditions sort attributes left to right: `=` on each but the last one given, which may
 * take any key condition; later ones may be left out. A form that breaks this is explained to the
 * learner here rather than sent (DynamoDB would refuse it, in terms of the key schema).
 */
import type { AttributeValue } from '../../client/wireTypes.ts';
import type { ExploreForm, KeyAttribute, SortCondition } from './exploreRequest.ts';

/** The value typed for the partition key attribute at `at` (in key schema order). */
export const partitionValueAt = (form: ExploreForm, at: number): string => form.partitionValues[at] ?? '';

export const withPartitionValue = (form: ExploreForm, at: number, text: string): ExploreForm => ({
  ...form,
  partitionValues: withAt(form.partitionValues, at, text, ''),
});

const NO_CONDITION: SortCondition = { value: '', value2: '' };

/** The condition chosen for the sort key attribute at `at` (in key schema order). */
export const sortConditionAt = (form: ExploreForm, at: number): SortCondition =>
  form.sortConditions[at] ?? NO_CONDITION;

export const withSortCondition = (
  form: ExploreForm,
  at: number,
  change: Partial<SortCondition>,
): ExploreForm => ({
  ...form,
  sortConditions: withAt(form.sortConditions, at, { ...sortConditionAt(form, at), ...change }, NO_CONDITION),
});

/** `list` with `value` at `at`, filled with `empty` up to it. */
function withAt<T>(list: readonly T[], at: number, value: T, empty: T): T[] {
  return Array.from({ length: Math.max(list.length, at + 1) }, (_, index) =>
    index === at ? value : (list[index] ?? empty),
  );
}

/** "a", "a and b", "a, b and c". */
const listed = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

export type WrittenKeyCondition = { ok: true; expression: string } | { ok: false; problem: string };

/**
 * The KeyConditionExpression for the form, its names and values added to `names` and `values`:
 * placeholder #kN for the key attribute N in key schema order (partition attributes, then sort).
 * An empty value of a one-attribute partition key is sent, for DynamoDB to answer as it does.
 */
export function writeKeyCondition(
  keys: { partition: KeyAttribute[]; sort: KeyAttribute[] },
  form: ExploreForm,
  names: Record<string, string>,
  values: Record<string, AttributeValue>,
): WrittenKeyCondition {
  if (keys.partition.length > 1) {
    const empty = keys.partition.filter((_, at) => partitionValueAt(form, at) === '');
    if (empty.length > 0) {
      const which = listed(empty.map((key) => key.name));
      return {
        ok: false,
        problem: `A Query names every attribute of a multi-attribute partition key: give ${which} a value.`,
      };
    }
  }
  const conditions = keys.sort.map((_, at) => sortConditionAt(form, at));
  const last = conditions.findLastIndex((condition) => condition.operator !== undefined);
  for (let at = 0; at < last; at++) {
    const [name, later] = [keys.sort[at].name, keys.sort[last].name];
    if (!conditions[at].operator) {
      return {
        ok: false,
        problem: `Give ${name} a value (=) before a condition on ${later}: DynamoDB reads a multi-attribute sort key left to right, so a condition on one attribute needs = on each one before it.`,
      };
    }
    if (conditions[at].operator !== '=') {
      return {
        ok: false,
        problem: `${name} takes = only while ${later} after it has a condition: of a multi-attribute sort key, only the last attribute given can take a range or begins with.`,
      };
    }
  }

  const terms: string[] = [];
  const placeholders = (key: KeyAttribute, at: number) => {
    names[`#k${at}`] = key.name;
    return {
      name: `#k${at}`,
      value: `:k${at}`,
      typed: (text: string) => ({ [key.type]: text }) as AttributeValue,
    };
  };
  keys.partition.forEach((key, at) => {
    const { name, value, typed } = placeholders(key, at);
    values[value] = typed(partitionValueAt(form, at));
    terms.push(`${name} = ${value}`);
  });
  conditions.slice(0, last + 1).forEach(({ operator, value: text, value2 }, at) => {
    const { name, value, typed } = placeholders(keys.sort[at], keys.partition.length + at);
    values[value] = typed(text);
    if (operator === 'between') {
      values[`${value}b`] = typed(value2);
      terms.push(`${name} BETWEEN ${value} AND ${value}b`);
    } else if (operator === 'begins_with') {
      terms.push(`begins_with(${name}, ${value})`);
    } else {
      terms.push(`${name} ${operator} ${value}`);
    }
  });
  return { ok: true, expression: terms.join(' AND ') };
}
