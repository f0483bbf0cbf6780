/**
 * The item editor's model: an item as rows of (name, type, text), and back. Each type gets the
 * input a learner would expect — text for S/N/B, true/false for BOOL, one member per line for sets,
 * DynamoDB JSON for lists and maps. A set that one member per line cannot show faithfully (a member
 * with a line break, or an empty string or binary) is shown as a JSON array of its members instead,
 * so an unchanged save writes back exactly what was read. Only the shape is checked here (for lists
 * and maps, also that each value inside is typed and holds what its type takes; for binary values,
 * that they are base64; for sets, setDraft.ts's checks — all of which the engine would answer with
 * a bare SerializationException); the engine judges the rest (number precision, sizes, duplicate
 * set members…) with DynamoDB's own messages.
 */
import type { AttributeType, AttributeValue, Item } from '../../client/wireTypes.ts';
import { typeOf } from '../../client/wireTypes.ts';
import { base64Explanation, base64Problem } from './base64Text.ts';
import { setMembers, setText } from './setDraft.ts';
import { NUMBER_TEXT, typedValueContentsProblem } from './typedValueContents.ts';
import { untypedCollectionProblem } from './untypedCollection.ts';

export interface AttributeDraft {
  name: string;
  type: AttributeType;
  text: string;
}

export const ATTRIBUTE_TYPES: readonly AttributeType[] = [
  'S',
  'N',
  'B',
  'BOOL',
  'NULL',
  'SS',
  'NS',
  'BS',
  'L',
  'M',
];

export function draftsFromItem(item: Item): AttributeDraft[] {
  return Object.keys(item).map((name) => {
    const value = item[name];
    const type = typeOf(value) ?? 'S';
    return { name, type, text: textOf(type, value) };
  });
}

function textOf(type: AttributeType, value: AttributeValue): string {
  const inner = (value as Record<string, unknown>)[type];
  switch (type) {
    case 'S':
    case 'N':
    case 'B':
      return inner as string;
    case 'BOOL':
      return String(inner);
    case 'NULL':
      return '';
    case 'SS':
    case 'NS':
    case 'BS':
      return setText(inner as string[]);
    case 'L':
    case 'M':
      return JSON.stringify(inner, null, 2);
  }
}

/** Whether the rows differ from those the editor opened with (changed back counts as unchanged). */
export function draftsChanged(
  initial: readonly AttributeDraft[],
  drafts: readonly AttributeDraft[],
): boolean {
  return (
    initial.length !== drafts.length ||
    drafts.some(
      (draft, index) =>
        draft.name !== initial[index].name ||
        draft.type !== initial[index].type ||
        draft.text !== initial[index].text,
    )
  );
}

export type DraftResult = { ok: true; item: Item } | { ok: false; errors: string[] };

export function itemFromDrafts(drafts: readonly AttributeDraft[]): DraftResult {
  const item = Object.create(null) as Item;
  const errors: string[] = [];
  const names = new Set<string>();
  drafts.forEach((draft, index) => {
    const where = `"${draft.name}"`;
    if (!draft.name) return errors.push(`Row ${index + 1} needs an attribute name.`);
    if (names.has(draft.name)) return errors.push(`${where} appears twice.`);
    names.add(draft.name);
    const value = valueOf(draft);
    if (typeof value === 'string') errors.push(`${where}: ${value}`);
    else item[draft.name] = value;
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, item };
}

/** The value, or a string saying what is wrong with the text. */
function valueOf({ name, type, text }: AttributeDraft): AttributeValue | string {
  switch (type) {
    case 'S':
      return { S: text };
    case 'N':
      // What DynamoDB reads as a number (a leading + too); the engine judges size and precision.
      return NUMBER_TEXT.test(text.trim()) ? { N: text.trim() } : 'a number looks like 42, -1.5 or 1e3.';
    case 'B': {
      // Not base64: the engine would answer only with a SerializationException about its length.
      const problem = base64Problem(text.trim());
      return problem ? base64Explanation(text.trim(), problem) : { B: text.trim() };
    }
    case 'BOOL':
      return text === 'true' || text === 'false' ? { BOOL: text === 'true' } : 'true or false.';
    case 'NULL':
      return { NULL: true };
    case 'SS':
    case 'NS':
    case 'BS': {
      const members = setMembers(text, type);
      return typeof members === 'string' ? members : ({ [type]: members } as AttributeValue);
    }
    case 'L':
    case 'M': {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return `not valid JSON (a ${type === 'L' ? 'list like [{"S": "a"}]' : 'map like {"city": {"S": "Oslo"}}'}).`;
      }
      const fits =
        type === 'L'
          ? Array.isArray(parsed)
          : parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
      if (!fits) return `a ${type === 'L' ? 'JSON array' : 'JSON object'} of typed values.`;
      return collectionContentsProblem({ name, type, text }) ?? ({ [type]: parsed } as AttributeValue);
    }
  }
}

/**
 * What is wrong inside a list or map row's DynamoDB JSON: a typed value holding what its type does
 * not take, or else a value with no type. The field shows it as it is typed, and Save refuses it,
 * so the engine's bare SerializationException is never the learner's only answer. Undefined for
 * other rows, for text that is not yet JSON of the row's kind (Save says so), and for good JSON.
 */
export function collectionContentsProblem({ name, type, text }: AttributeDraft): string | undefined {
  if (type !== 'L' && type !== 'M') return undefined;
  return typedValueContentsProblem(name, type, text) ?? untypedCollectionProblem(type, text);
}

/**
 * What the value field of a set, list or map row explains under it as it is typed (Save refuses
 * the same): for lists and maps collectionContentsProblem, for sets what setMembers finds.
 */
export function valueFieldProblem(draft: AttributeDraft): string | undefined {
  if (draft.type !== 'SS' && draft.type !== 'NS' && draft.type !== 'BS')
    return collectionContentsProblem(draft);
  const members = setMembers(draft.text, draft.type);
  return typeof members === 'string' ? members : undefined;
}
