/**
 * A small declarative language for request shapes, as DynamoDB's service model (Coral) declares
 * them: member types, `required`, length/range/pattern/enum rules, nested structures, lists and
 * maps, and attribute values. A shape is plain data; typeCheck.ts and constraints.ts compile it once
 * per operation into checking functions, so no schema object is built per request.
 */
import type { ValueLayer } from '../../values/valueLayer.ts';

/** Coral's Java types, as its messages name them. */
const MODEL_PACKAGE = 'com.amazonaws.dynamodb.v20120810.';

export type ErrorList = string[];

/** A custom rule run after the declared ones; it may push Coral-formatted errors. */
export type CustomRule<T> = (value: T, path: string, errors: ErrorList) => void;

export interface BaseRules {
  /** Coral's "Member must not be null". */
  readonly required?: boolean;
  /**
   * The layer whose wording reports this member (values/valueLayer.ts); the older one when absent.
   * DynamoDB's current layer names the member as sent, without its value, when it breaks a length
   * or range rule (`Value at 'RequestItems.t.member.Keys' failed to satisfy constraint: …`), and
   * echoes a map as JSON when its keys or values break theirs. Its other violations — not null,
   * enums, patterns — keep the older wording, but for the item writes' ReturnValues
   * (validation/itemWriteConstraints.ts). Marked member by member, where captured.
   */
  readonly layer?: ValueLayer;
}

export interface StringRules extends BaseRules {
  readonly pattern?: string;
  readonly min?: number;
  readonly max?: number;
  readonly enum?: readonly string[];
  readonly custom?: CustomRule<string>;
}

export interface NumberRules extends BaseRules {
  readonly min?: number;
  readonly max?: number;
}

export interface LengthRules extends BaseRules {
  readonly min?: number;
  readonly max?: number;
}

/**
 * Rules on a map's keys, which Coral reports once for the whole map as "Map keys must satisfy
 * constraint: [...]", listing every key constraint whichever one failed.
 */
export interface MapKeyRules {
  /** The constraint texts, in Coral's order. */
  readonly constraints: readonly string[];
  readonly accepts: (key: string) => boolean;
}

export interface MapRules extends LengthRules {
  readonly keys?: MapKeyRules;
}

export interface Field {
  /** The wire name (UpperCamel); messages use its lowerCamel form. */
  readonly name: string;
  readonly shape: Shape;
}

export type Shape =
  | { readonly kind: 'string'; readonly rules: StringRules }
  | { readonly kind: 'boolean'; readonly rules: BaseRules }
  /** Epoch seconds, fractions allowed (the JSON protocol's timestamps). */
  | { readonly kind: 'timestamp'; readonly rules: BaseRules }
  | { readonly kind: 'integer' | 'long'; readonly rules: NumberRules }
  /** Java's Double: any finite JSON number (auto scaling's TargetValue). */
  | { readonly kind: 'double'; readonly rules: BaseRules }
  | { readonly kind: 'list'; readonly member: Shape; readonly rules: LengthRules }
  | { readonly kind: 'map'; readonly value: Shape; readonly rules: MapRules }
  | {
      readonly kind: 'structure';
      readonly name: string;
      readonly fields: readonly Field[];
      readonly rules: BaseRules;
    }
  | { readonly kind: 'attributeValue'; readonly rules: BaseRules };

export const string = (rules: StringRules = {}): Shape => ({ kind: 'string', rules });
export const boolean = (rules: BaseRules = {}): Shape => ({ kind: 'boolean', rules });
export const timestamp = (rules: BaseRules = {}): Shape => ({ kind: 'timestamp', rules });
export const integer = (rules: NumberRules = {}): Shape => ({ kind: 'integer', rules });
export const long = (rules: NumberRules = {}): Shape => ({ kind: 'long', rules });
export const double = (rules: BaseRules = {}): Shape => ({ kind: 'double', rules });
export const list = (member: Shape, rules: LengthRules = {}): Shape => ({ kind: 'list', member, rules });
/**
 * A map of strings to `value`. Length rules of a list value are Coral's "Map value must satisfy
 * constraint: [...]", reported once for the whole map (constraints.ts).
 */
export const map = (value: Shape, rules: MapRules = {}): Shape => ({ kind: 'map', value, rules });
export const attributeValue = (rules: BaseRules = {}): Shape => ({ kind: 'attributeValue', rules });

export type StructureShape = Extract<Shape, { kind: 'structure' }>;

/** Fields keep their declaration order: it is the order their constraint errors are listed in. */
export function structure(
  name: string,
  fields: Record<string, Shape>,
  rules: BaseRules = {},
): StructureShape {
  return {
    kind: 'structure',
    name,
    fields: Object.entries(fields).map(([n, shape]) => ({ name: n, shape })),
    rules,
  };
}

/** The Java class Coral names when a JSON array arrives where this shape belongs. */
export function javaClassOf(shape: Shape): string {
  switch (shape.kind) {
    case 'string':
      return 'java.lang.String';
    case 'boolean':
      return 'java.lang.Boolean';
    case 'timestamp':
      return 'java.util.Date';
    case 'integer':
      return 'java.lang.Integer';
    case 'long':
      return 'java.lang.Long';
    case 'double':
      return 'java.lang.Double';
    case 'list':
      return `java.util.List<${javaClassOf(shape.member)}>`;
    case 'map':
      return `java.util.Map<java.lang.String, ${javaClassOf(shape.value)}>`;
    case 'structure':
      return MODEL_PACKAGE + shape.name;
    case 'attributeValue':
      return MODEL_PACKAGE + 'AttributeValue';
  }
}

/** `TableName` → `tableName`, as Coral names members in its messages. */
export function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * Where `name` is in `names`, or -1. A loop, not a Map: the names a request's JSON carries are
 * internalised strings, so each comparison is a pointer comparison, and a dozen of those cost less
 * than hashing into a Map.
 */
export function indexOfName(names: readonly string[], name: string): number {
  for (let i = 0; i < names.length; i++) if (names[i] === name) return i;
  return -1;
}
