/**
 * Resolved expression trees: what the evaluator, the update applier and the operations work on.
 * `#name` and `:value` placeholders are already replaced (see resolve.ts), so the same trees can be
 * built from expression strings or from the legacy parameters (Expected, QueryFilter,
 * AttributeUpdates …). The parser's own tree, with placeholders and source offsets for editor
 * markers, lives in parser.ts.
 */
import type { AttributeValue } from '../values/types.ts';

/** One step of a document path: an attribute or map key name, or a list index. */
export type PathElement = string | number;
/** `a.b[2].c` is `['a', 'b', 2, 'c']`; the first element is always a name. */
export type DocumentPath = PathElement[];

export type Operand =
  | { kind: 'path'; path: DocumentPath }
  | { kind: 'value'; value: AttributeValue }
  /** `size(path)` used as an operand of a comparison. */
  | { kind: 'size'; path: DocumentPath };

export type Comparator = '=' | '<>' | '<' | '<=' | '>' | '>=';

export type Condition =
  | { kind: 'compare'; op: Comparator; left: Operand; right: Operand }
  | { kind: 'between'; operand: Operand; low: Operand; high: Operand }
  | { kind: 'in'; operand: Operand; list: Operand[] }
  | { kind: 'and' | 'or'; left: Condition; right: Condition }
  | { kind: 'not'; operand: Condition }
  | { kind: 'attribute_exists' | 'attribute_not_exists'; path: DocumentPath }
  | { kind: 'attribute_type'; path: DocumentPath; type: Operand }
  | { kind: 'begins_with'; operand: Operand; prefix: Operand }
  | { kind: 'contains'; operand: Operand; value: Operand };

/** The right-hand side of a SET action. */
export type SetValue =
  | { kind: 'operand'; operand: Operand }
  | { kind: 'if_not_exists'; path: DocumentPath; fallback: SetValue }
  | { kind: 'list_append'; first: SetValue; second: SetValue }
  | { kind: 'plus' | 'minus'; left: SetValue; right: SetValue };

export interface UpdateActions {
  set: { path: DocumentPath; value: SetValue }[];
  remove: DocumentPath[];
  /** ADD to a number or a set. `appendToList` is the legacy AttributeUpdates ADD on a list. */
  add: { path: DocumentPath; value: AttributeValue; appendToList?: boolean }[];
  /** DELETE elements from a set. */
  delete: { path: DocumentPath; value: AttributeValue }[];
  /** Built from legacy AttributeUpdates: type mismatches get that parameter's message. */
  legacy?: boolean;
}

/** A projection: the document paths to keep, in request order. */
export type Projection = DocumentPath[];
