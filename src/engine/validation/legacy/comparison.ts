/**
 * Legacy ComparisonOperator conditions (Expected, QueryFilter, ScanFilter, KeyConditions): their
 * argument rules, and their translation into the resolved condition trees the expression evaluator
 * runs, so legacy and expression requests share one evaluator. Messages are DynamoDB's (recorded in
 * architect/dynalite's query, scan and deleteItem tests).
 */
import { invalidParameter, validation } from '../../errors.ts';
import type { Condition, Operand } from '../../expressions/index.ts';
import { decodeBase64 } from '../../values/base64.ts';
import { compareNumbers } from '../../values/number.ts';
import type { AttributeType, AttributeValue } from '../../values/types.ts';
import { typeOf } from '../../values/types.ts';
import { compareUtf8 } from '../../values/utf8.ts';
import type { ComparisonOperator } from '../requestTypes.ts';

/** How many values each operator takes: an exact count, or IN's "one or more". */
const ARGUMENT_COUNTS: Record<ComparisonOperator, number | 'oneOrMore'> = {
  EQ: 1,
  NE: 1,
  LE: 1,
  LT: 1,
  GE: 1,
  GT: 1,
  CONTAINS: 1,
  NOT_CONTAINS: 1,
  BEGINS_WITH: 1,
  NULL: 0,
  NOT_NULL: 0,
  IN: 'oneOrMore',
  BETWEEN: 2,
};

const SCALARS: readonly AttributeType[] = ['S', 'N', 'B'];

/** The value types an operator accepts; EQ and NE take every type (lists and maps included). */
const ACCEPTED_TYPES: Partial<Record<ComparisonOperator, readonly AttributeType[]>> = {
  LE: SCALARS,
  LT: SCALARS,
  GE: SCALARS,
  GT: SCALARS,
  BETWEEN: SCALARS,
  IN: SCALARS,
  CONTAINS: SCALARS,
  NOT_CONTAINS: SCALARS,
  BEGINS_WITH: ['S', 'B'],
};

/** The argument rules, in DynamoDB's order: count, one type throughout, accepted type, BETWEEN order. */
export function checkArguments(operator: ComparisonOperator, values: readonly AttributeValue[]): void {
  const expected = ARGUMENT_COUNTS[operator];
  const countOk = expected === 'oneOrMore' ? values.length >= 1 : values.length === expected;
  if (!countOk)
    throw invalidParameter(`Invalid number of argument(s) for the ${operator} ComparisonOperator`);
  if (values.length === 0) return;
  const type = typeOf(values[0]);
  for (const value of values) {
    if (typeOf(value) !== type) {
      throw invalidParameter('AttributeValues inside AttributeValueList must be of same type');
    }
  }
  const accepted = ACCEPTED_TYPES[operator];
  if (accepted && !accepted.includes(type)) {
    throw invalidParameter(`ComparisonOperator ${operator} is not valid for ${type} AttributeValue type`);
  }
  if (operator === 'BETWEEN' && compareScalars(values[0], values[1]) > 0) {
    throw validation(
      'The BETWEEN condition was provided a range where the lower bound is greater than the upper bound',
    );
  }
}

function compareScalars(a: AttributeValue, b: AttributeValue): number {
  if ('N' in a) return compareNumbers(a.N, (b as { N: string }).N);
  if ('S' in a) return compareUtf8(a.S, (b as { S: string }).S);
  const x = decodeBase64((a as { B: string }).B) ?? '';
  const y = decodeBase64((b as { B: string }).B) ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
}

const value = (v: AttributeValue): Operand => ({ kind: 'value', value: v });

/** The condition `operator` states about the top-level attribute `name` (arguments already checked). */
export function conditionFor(
  name: string,
  operator: ComparisonOperator,
  values: readonly AttributeValue[],
): Condition {
  const path = [name];
  const attribute: Operand = { kind: 'path', path };
  switch (operator) {
    case 'EQ':
      return { kind: 'compare', op: '=', left: attribute, right: value(values[0]) };
    case 'NE':
      return { kind: 'compare', op: '<>', left: attribute, right: value(values[0]) };
    case 'LE':
      return { kind: 'compare', op: '<=', left: attribute, right: value(values[0]) };
    case 'LT':
      return { kind: 'compare', op: '<', left: attribute, right: value(values[0]) };
    case 'GE':
      return { kind: 'compare', op: '>=', left: attribute, right: value(values[0]) };
    case 'GT':
      return { kind: 'compare', op: '>', left: attribute, right: value(values[0]) };
    case 'NULL':
      return { kind: 'attribute_not_exists', path };
    case 'NOT_NULL':
      return { kind: 'attribute_exists', path };
    case 'CONTAINS':
      return { kind: 'contains', operand: attribute, value: value(values[0]) };
    case 'NOT_CONTAINS':
      // Not the plain negation of CONTAINS: on a missing attribute both are false (unlike NE, which
      // holds there) — Alternator's test_expected.py, run against DynamoDB.
      return {
        kind: 'and',
        left: { kind: 'attribute_exists', path },
        right: { kind: 'not', operand: { kind: 'contains', operand: attribute, value: value(values[0]) } },
      };
    case 'BEGINS_WITH':
      return { kind: 'begins_with', operand: attribute, prefix: value(values[0]) };
    case 'IN':
      return { kind: 'in', operand: attribute, list: values.map(value) };
    case 'BETWEEN':
      return { kind: 'between', operand: attribute, low: value(values[0]), high: value(values[1]) };
  }
}

/** Joins conditions left to right with AND or OR (legacy maps are evaluated in request order). */
export function combine(
  conditions: readonly Condition[],
  operator: 'AND' | 'OR' = 'AND',
): Condition | undefined {
  const kind = operator === 'OR' ? 'or' : 'and';
  let result: Condition | undefined;
  for (const condition of conditions) result = result ? { kind, left: result, right: condition } : condition;
  return result;
}
