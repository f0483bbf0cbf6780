/**
 * Lesson 12's first exercise reads the garden hose item: what is wrong with its types, and whether
 * the learner's own UpdateItem added to it with ADD (or, if not, how the learner added to it).
 */
import { stringOf, type WireItem } from '../../src/features/lessons/checkHelpers.ts';
import type { LessonEngine } from '../../src/features/lessons/lessonTypes.ts';
import { learnerWrites, namesResolved, writesItem } from '../../src/features/lessons/learnerRequests.ts';
import { statementVerb } from '../../src/features/lessons/partiqlWrites.ts';

export const HOSE = 'PRODUCT#p01';
export const HOSE_KEY = { PK: { S: HOSE }, SK: { S: 'PRODUCT' } };
/** The hose's tags before the exercise and after its sale tag: what the set must end up holding. */
export const HOSE_TAGS = ['garden', 'tools'];
const FINAL_TAGS = [...HOSE_TAGS, 'sale'];

const TYPE_NAMES: Record<string, string> = {
  S: 'String',
  N: 'Number',
  B: 'Binary',
  BOOL: 'Boolean',
  NULL: 'Null',
  M: 'Map',
  L: 'List',
  SS: 'String Set',
  NS: 'Number Set',
  BS: 'Binary Set',
};

/** An attribute's type code (`S`, `N`, `SS` …), or undefined when the attribute is missing. */
export const typeOf = (item: WireItem, name: string) => Object.keys(item[name] ?? {})[0];

/** What is wrong with one scalar that should be a Number holding `expected`, or undefined. */
export function numberProblem(item: WireItem, name: string, expected: string): string | undefined {
  const type = typeOf(item, name);
  if (type === undefined) return `${name} is missing: store ${expected} as a Number`;
  if (type === 'S') {
    const text = stringOf(item, name)!;
    // Strings can be neither added to nor compared as numbers: "10" sorts before "9".
    return `${name} is a String ("${text}"): ADD cannot add to a string, so write it as {"N": "${text}"}`;
  }
  if (type !== 'N') return `${name} is a ${TYPE_NAMES[type] ?? type}: make it a Number`;
  return undefined;
}

/** What is wrong with the hose's tags as a type, or undefined once they are a String Set of its tags. */
export function tagsProblem(item: WireItem): string | undefined {
  const type = typeOf(item, 'tags');
  if (type === undefined) return `tags is missing: store "${HOSE_TAGS.join('" and "')}" as a String Set`;
  if (type === 'L') {
    const texts = ((item.tags.L as Record<string, unknown>[]) ?? []).map((element) => element.S);
    const twice = texts.find((text, i) => typeof text === 'string' && texts.indexOf(text) !== i);
    return `tags is a List${twice === undefined ? '' : ` with "${String(twice)}" twice`}: make it a String Set, {"SS": [...]}, which holds each tag once`;
  }
  if (type !== 'SS') return `tags is a ${TYPE_NAMES[type] ?? type}: make it a String Set`;
  const tags = item.tags.SS as string[];
  const lost = HOSE_TAGS.find((tag) => !tags.includes(tag));
  if (lost) return `tags has lost "${lost}"`;
  const stranger = tags.find((tag) => !FINAL_TAGS.includes(tag));
  if (stranger !== undefined) return `tags has "${stranger}", which is not one of the hose’s tags`;
  return undefined;
}

/**
 * An update-expression keyword (`SET`, `ADD` …) where it starts a section, as a regular expression
 * source: not a `:value`, `#name` or path segment that merely spells one, such as `:set` or `:add`.
 */
const keyword = (words: string) => String.raw`(?<![\w:#.])(?:${words})\b`;

/** The text of the expression's section that starts with `word`, up to the next section; '' if none. */
const section = (expression: string, word: string, others: string) =>
  new RegExp(String.raw`${keyword(word)}([\s\S]*?)(?=${keyword(others)}|$)`, 'i').exec(expression)?.[1] ?? '';

/** What one ADD clause adds: the attribute it names and the value it adds. */
interface Addition {
  name: string;
  value: Record<string, unknown> | undefined;
}

/**
 * The additions of an UpdateExpression's ADD section (`ADD stock :five, tags :sale`), its `#names`
 * and `:values` resolved; clauses that are not a plain name and a value are left out.
 */
function additions(
  expression: string,
  names: Record<string, string> = {},
  values: Record<string, Record<string, unknown>> = {},
): Addition[] {
  return section(expression, 'ADD', 'SET|REMOVE|DELETE')
    .split(',')
    .flatMap((clause) => {
      const [path, value] = clause.trim().split(/\s+/);
      if (path === undefined || value === undefined) return [];
      return [{ name: path.startsWith('#') ? (names[path] ?? path) : path, value: values[value] }];
    });
}

/** What one of the learner's successful UpdateItems on the hose added with ADD: the delivery, the tag. */
interface HoseAddition {
  delivery: boolean;
  sale: boolean;
}

/**
 * What each of the learner's successful UpdateItems on the hose added with ADD (or the legacy Action
 * ADD): `delivery` to `stock`, "sale" to `tags`. Newest first.
 */
function hoseAdditions(engine: LessonEngine, delivery: number): HoseAddition[] {
  return engine.recentCalls().flatMap((call) => {
    const request = call.request as {
      TableName?: string;
      Key?: WireItem;
      UpdateExpression?: unknown;
      ExpressionAttributeNames?: Record<string, string>;
      ExpressionAttributeValues?: Record<string, Record<string, unknown>>;
      AttributeUpdates?: Record<string, { Action?: unknown; Value?: Record<string, unknown> }>;
    };
    if (call.operation !== 'UpdateItem' || call.reply === undefined || request.TableName !== 'app') return [];
    if (stringOf(request.Key, 'PK') !== HOSE || stringOf(request.Key, 'SK') !== 'PRODUCT') return [];
    const added: Addition[] =
      typeof request.UpdateExpression === 'string'
        ? additions(
            request.UpdateExpression,
            request.ExpressionAttributeNames,
            request.ExpressionAttributeValues,
          )
        : Object.entries(request.AttributeUpdates ?? {}).flatMap(([name, update]) =>
            update?.Action === 'ADD' ? [{ name, value: update.Value }] : [],
          );
    const stock = added.find((addition) => addition.name === 'stock');
    const tags = added.find((addition) => addition.name === 'tags');
    return [
      {
        delivery: Number(stock?.value?.N) === delivery,
        sale: Array.isArray(tags?.value?.SS) && (tags.value.SS as unknown[]).includes('sale'),
      },
    ];
  });
}

/**
 * Whether one of the learner's UpdateItems on the hose succeeded adding the delivery to `stock` and
 * `sale` to `tags`, both with ADD (or the legacy Action ADD) in that one request.
 */
export const addedToHose = (engine: LessonEngine, delivery: number): boolean =>
  hoseAdditions(engine, delivery).some((added) => added.delivery && added.sale);

/**
 * Whether the learner added the delivery and the tag with ADD, but each in an UpdateItem of its own:
 * right in the end, yet two writes, between which a reader sees the one without the other.
 */
export function addedApart(engine: LessonEngine, delivery: number): boolean {
  const added = hoseAdditions(engine, delivery);
  return added.some((one) => one.delivery) && added.some((one) => one.sale);
}

/**
 * Whether a PartiQL UPDATE of the learner's changed the hose (alone, in a batch or a transaction).
 * PartiQL has no ADD: the check, which asks for one, says so rather than take it for a PutItem.
 */
export const updatedInPartiql = (engine: LessonEngine): boolean =>
  learnerWrites(engine, 'app', ['PK', 'SK']).some(
    (write) =>
      write.succeeded &&
      statementVerb(write.action.Statement) === 'UPDATE' &&
      writesItem(write, { PK: HOSE, SK: 'PRODUCT' }),
  );

/**
 * Whether one of the learner's UpdateItems on the hose succeeded adding to `stock` with SET
 * (`SET stock = stock + :five`, or from `if_not_exists(stock, :zero)`), its `#names` resolved: atomic
 * in place like ADD, but not what the task asks for.
 */
export function addedWithSet(engine: LessonEngine): boolean {
  return engine.recentCalls().some((call) => {
    const request = call.request as {
      TableName?: string;
      Key?: WireItem;
      UpdateExpression?: unknown;
      ExpressionAttributeNames?: Record<string, string>;
    };
    if (call.operation !== 'UpdateItem' || call.reply === undefined || request.TableName !== 'app')
      return false;
    if (stringOf(request.Key, 'PK') !== HOSE || stringOf(request.Key, 'SK') !== 'PRODUCT') return false;
    const plain = namesResolved(request.UpdateExpression, request.ExpressionAttributeNames);
    const set = section(plain, 'SET', 'ADD|REMOVE|DELETE');
    const stock = String.raw`(?:stock|if_not_exists\s*\(\s*stock\s*,[^)]*\))`;
    return new RegExp(
      String.raw`(?:^|,)\s*stock\s*=\s*(?:${stock}\s*\+\s*:\w+|:\w+\s*\+\s*${stock})\s*(?:,|$)`,
    ).test(set);
  });
}
