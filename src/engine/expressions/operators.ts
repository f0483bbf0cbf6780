/**
 * What DynamoDB knows about each operator and function: arity, which operand types it accepts, what
 * it returns, and whether a missing attribute may be an operand. Validation reports a literal of
 * the wrong type with these (e.g. `operator or function: begins_with, operand type: N`).
 */
import type { AttributeType } from '../values/types.ts';

/** A set of attribute types, or every type (a document path can hold anything). */
export type TypeSet = ReadonlySet<AttributeType> | 'any';

const types = (...list: AttributeType[]): ReadonlySet<AttributeType> => new Set(list);

export const ORDERED = types('S', 'N', 'B');
export const STRING_BINARY = types('S', 'B');
export const ITERABLE = types('S', 'B', 'SS', 'NS', 'BS', 'L', 'M');
export const NUMERIC = types('N');
export const LIST = types('L');

/** How DynamoDB prints "any type" (its internal type names included). */
export const ANY_TYPE_NAMES =
  '{S,SS,N,NS,B,BS,BOOL,NULL,L,M,HD,DOUBLE,FLOAT,HDS,FS,DOUBLESET,DICT,DECIMAL,INT,DECIMALSET,INTSET}';
/** The type names attribute_type accepts, in DynamoDB's order. */
export const ATTRIBUTE_TYPE_NAMES = '{S,SS,N,NS,B,BS,BOOL,NULL,L,M}';

export interface OperatorSpec {
  /** Operands must have a type in this set (checked for literal values and function results). */
  operands: TypeSet;
  arity: number;
  /** IN takes one or more. */
  variadic: boolean;
  /** Whether a missing attribute may be an operand; also enables the distinct-operands check. */
  allowMissing: boolean;
}

export type FunctionName =
  | 'attribute_exists'
  | 'attribute_not_exists'
  | 'attribute_type'
  | 'begins_with'
  | 'contains'
  | 'size'
  | 'if_not_exists'
  | 'list_append';

export interface FunctionSpec extends OperatorSpec {
  context: 'condition' | 'update';
  /** Type of the result: 'BOOL' for condition functions, 'any' for if_not_exists. */
  returns: AttributeType | 'any';
}

const condition = (operands: TypeSet, arity: number, returns: AttributeType = 'BOOL'): FunctionSpec => ({
  context: 'condition',
  operands,
  arity,
  variadic: false,
  allowMissing: true,
  returns,
});

export const FUNCTIONS: Readonly<Record<FunctionName, FunctionSpec>> = {
  attribute_exists: condition('any', 1),
  attribute_not_exists: condition('any', 1),
  attribute_type: condition('any', 2),
  begins_with: condition(STRING_BINARY, 2),
  contains: condition('any', 2),
  size: condition(ITERABLE, 1, 'N'),
  if_not_exists: {
    context: 'update',
    operands: 'any',
    arity: 2,
    variadic: false,
    allowMissing: true,
    returns: 'any',
  },
  list_append: {
    context: 'update',
    operands: LIST,
    arity: 2,
    variadic: false,
    allowMissing: false,
    returns: 'L',
  },
};

export function functionSpec(name: string): FunctionSpec | undefined {
  return Object.prototype.hasOwnProperty.call(FUNCTIONS, name) ? FUNCTIONS[name as FunctionName] : undefined;
}

const comparison = (operands: TypeSet, arity = 2, variadic = false): OperatorSpec => ({
  operands,
  arity,
  variadic,
  allowMissing: true,
});

/** Comparators, BETWEEN, IN and the update arithmetic, by the name DynamoDB prints. */
export const OPERATORS: Readonly<Record<string, OperatorSpec>> = {
  '=': comparison('any'),
  '<>': comparison('any'),
  '<': comparison(ORDERED),
  '<=': comparison(ORDERED),
  '>': comparison(ORDERED),
  '>=': comparison(ORDERED),
  BETWEEN: comparison(ORDERED, 3),
  IN: comparison('any', 1, true),
  '+': { operands: NUMERIC, arity: 2, variadic: false, allowMissing: false },
  '-': { operands: NUMERIC, arity: 2, variadic: false, allowMissing: false },
};

export function accepts(set: TypeSet, type: AttributeType | 'any'): boolean {
  return set === 'any' || type === 'any' || set.has(type);
}
