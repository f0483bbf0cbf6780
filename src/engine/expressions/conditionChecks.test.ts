import { describe, expect, it } from 'vitest';
import type { AttributeValue } from '../values/types.ts';
import { parseRequestExpressions } from './requestExpressions.ts';

function filterError(
  expression: string,
  values?: Record<string, AttributeValue>,
  names?: Record<string, string>,
): string {
  try {
    parseRequestExpressions({
      FilterExpression: expression,
      ExpressionAttributeValues: values,
      ExpressionAttributeNames: names,
    });
  } catch (error) {
    return (error as Error).message.replace(/^Invalid FilterExpression: /, '');
  }
  throw new Error('accepted: ' + expression);
}

const operandType = (name: string, type: string) =>
  `Incorrect operand type for operator or function; operator or function: ${name}, operand type: ${type}`;

describe('functions in conditions', () => {
  it('rejects unknown function names, case-sensitively', () => {
    expect(filterError('a=a and whatever((:things)) > a')).toBe('Invalid function name; function: whatever');
    expect(filterError('attRIbute_exIsts((views), #a)')).toBe(
      'Invalid function name; function: attRIbute_exIsts',
    );
    expect(filterError('a < f(f(f(b)))')).toBe('Invalid function name; function: f');
  });

  it('rejects update functions', () => {
    expect(filterError('if_not_exists(s, :f) = :f', { ':f': { S: 'f' } })).toBe(
      'The function is not allowed in a condition expression; function: if_not_exists',
    );
    expect(filterError('list_append(a, :l) = :l', { ':l': { L: [] } })).toBe(
      'The function is not allowed in a condition expression; function: list_append',
    );
  });

  it('allows only size() as an operand, and not size() as a condition', () => {
    for (const [expression, name] of [
      ['a=a and attribute_exists((views), (#a)) > b', 'attribute_exists'],
      ['attribute_not_exists(things) > b', 'attribute_not_exists'],
      ['attribute_type(things, :a) > b', 'attribute_type'],
      ['begins_with(things, a) > b', 'begins_with'],
      ['contains(:things, c) > b', 'contains'],
      ['size(contains(a, b)) > a', 'contains'],
      ['size(things)', 'size'],
      ['NOT size(things)', 'size'],
      ['a between b and attribute_exists(things)', 'attribute_exists'],
      ['a in (b, attribute_exists(things))', 'attribute_exists'],
    ]) {
      expect(filterError(expression), expression).toBe(
        `The function is not allowed to be used this way in an expression; function: ${name}`,
      );
    }
  });

  it('checks the number of operands', () => {
    for (const [expression, name, count] of [
      ['attribute_exists(things, a) and a=a', 'attribute_exists', 2],
      ['attribute_not_exists(things, b)', 'attribute_not_exists', 2],
      ['attribute_type(things)', 'attribute_type', 1],
      ['begins_with(things)', 'begins_with', 1],
      ['begins_with(things, size(a), b)', 'begins_with', 3],
      ['contains(things)', 'contains', 1],
      ['size(things, a) > b', 'size', 2],
    ] as const) {
      expect(filterError(expression), expression).toBe(
        `Incorrect number of operands for operator or function; operator or function: ${name}, number of operands: ${count}`,
      );
    }
  });

  it('checks the types of literal operands and function results', () => {
    const cases: [string, AttributeValue, string, string][] = [
      ['attribute_type(a, size(a)) and a=a and a=:a', { N: '1' }, 'attribute_type', 'N'],
      ['attribute_type(a, :a)', { N: '1' }, 'attribute_type', 'N'],
      ['attribute_type(a, :a)', { BOOL: true }, 'attribute_type', 'BOOL'],
      ['attribute_type(a, :a)', { SS: ['1'] }, 'attribute_type', 'SS'],
      ['begins_with(a, size(a)) and a=:a', { N: '1' }, 'begins_with', 'N'],
      ['begins_with(a, :a)', { N: '1' }, 'begins_with', 'N'],
      ['begins_with(a, :a)', { NULL: true }, 'begins_with', 'NULL'],
      ['begins_with(a, :a)', { L: [] }, 'begins_with', 'L'],
      ['begins_with(:a, a)', { M: {} }, 'begins_with', 'M'],
      ['begins_with(:a, a)', { BS: ['YQ=='] }, 'begins_with', 'BS'],
      ['size(size(a)) > :a', { N: '1' }, 'size', 'N'],
      ['attribute_not_exists(size(:a))', { N: '1' }, 'size', 'N'],
      ['size(:a) > a', { BOOL: true }, 'size', 'BOOL'],
      ['size(:a) > a', { NULL: true }, 'size', 'NULL'],
      ['a < :a', { BOOL: true }, '<', 'BOOL'],
      ['a >= :a', { SS: ['x'] }, '>=', 'SS'],
      ['a BETWEEN :a AND :a', { M: {} }, 'BETWEEN', 'M'],
    ];
    for (const [expression, value, name, type] of cases) {
      expect(filterError(expression, { ':a': value }), expression).toBe(operandType(name, type));
    }
    expect(filterError('attribute_type(a, b)')).toBe(
      operandType(
        'attribute_type',
        '{S,SS,N,NS,B,BS,BOOL,NULL,L,M,HD,DOUBLE,FLOAT,HDS,FS,DOUBLESET,DICT,DECIMAL,INT,DECIMALSET,INTSET}',
      ),
    );
  });

  it('accepts equality, IN and contains on any type', () => {
    const values = { ':m': { M: {} }, ':l': { L: [] }, ':b': { BOOL: false } };
    expect(() =>
      parseRequestExpressions({
        FilterExpression: 'a = :m AND b <> :l AND c IN (:b, :m) AND contains(d, :l)',
        ExpressionAttributeValues: values,
      }),
    ).not.toThrow();
  });

  it('checks attribute_type names', () => {
    expect(filterError('attribute_type(a, :a)', { ':a': { S: 'STRING' } })).toBe(
      'Invalid attribute type name found; type: STRING, valid types: {S,SS,N,NS,B,BS,BOOL,NULL,L,M}',
    );
  });

  it('requires document paths where DynamoDB does', () => {
    expect(filterError('attribute_exists(:a) and a=a', { ':a': { S: '1' } })).toBe(
      'Operator or function requires a document path; operator or function: attribute_exists',
    );
    expect(filterError('attribute_not_exists(size(:a))', { ':a': { S: '1' } })).toBe(
      'Operator or function requires a document path; operator or function: attribute_not_exists',
    );
  });

  it('requires the first operand to differ from the others', () => {
    for (const [expression, operator, path] of [
      ['a = a AND #a = b AND :views > a', '=', '[a]'],
      ['#a <> a', '<>', '[a]'],
      ['a > #a', '>', '[a]'],
      ['((a=a) OR (a=a))', '=', '[a]'],
      ['contains(ab.bc[1].a, ab.bc[1].#a)', 'contains', '[ab, bc, [1], a]'],
      ['attribute_type(ab.bc[1].#a, ab.bc[1].a)', 'attribute_type', '[ab, bc, [1], a]'],
      ['begins_with(ab.bc[1].a, ab.bc[1].#a)', 'begins_with', '[ab, bc, [1], a]'],
      ['a BETWEEN :v AND a', 'BETWEEN', '[a]'],
      ['a IN (:v, a)', 'IN', '[a]'],
    ]) {
      expect(
        filterError(expression, { ':views': { S: 'v' }, ':v': { S: 'v' } }, { '#a': 'a' }),
        expression,
      ).toBe(
        `The first operand must be distinct from the remaining operands for this operator or function; operator: ${operator}, first operand: ${path}`,
      );
    }
    // Two literals may be equal; a path and an index of the same spelling differ.
    expect(() =>
      parseRequestExpressions({
        FilterExpression: ':a > :a AND a[3] <> a.#n',
        ExpressionAttributeValues: { ':a': { N: '1' } },
        ExpressionAttributeNames: { '#n': '[3]' },
      }),
    ).not.toThrow();
  });

  it('checks BETWEEN bounds that are both literals', () => {
    const bounds = (low: AttributeValue, high: AttributeValue) =>
      filterError('a BETWEEN :lo AND :hi', { ':lo': low, ':hi': high });
    expect(bounds({ N: '5' }, { N: '4' })).toBe(
      'The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {N:5}, upper bound operand: AttributeValue: {N:4}',
    );
    expect(bounds({ S: 'z' }, { S: 'a' })).toBe(
      'The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {S:z}, upper bound operand: AttributeValue: {S:a}',
    );
    expect(bounds({ B: 'eg==' }, { B: 'YQ==' })).toBe(
      'The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {B:eg==}, upper bound operand: AttributeValue: {B:YQ==}',
    );
    expect(bounds({ N: '1' }, { S: 'a' })).toBe(
      'The BETWEEN operator requires same data type for lower and upper bounds; lower bound operand: AttributeValue: {N:1}, upper bound operand: AttributeValue: {S:a}',
    );
    // Numbers compare numerically, strings by UTF-8 bytes.
    expect(() =>
      parseRequestExpressions({
        FilterExpression: 'a BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ':lo': { N: '9' }, ':hi': { N: '10' } },
      }),
    ).not.toThrow();
    expect(() =>
      parseRequestExpressions({
        FilterExpression: 'a BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ':lo': { S: '\uffff' }, ':hi': { S: '😀' } },
      }),
    ).not.toThrow();
  });
});

describe('the order of condition checks', () => {
  it('reports the first problem in a post-order walk: operands before their operator', () => {
    // The undefined value inside the first comparison comes before the distinct-operand problem after it.
    expect(filterError('a = :missing AND b = b')).toMatch(/attribute value: :missing$/);
    // Within one function call, an undefined name beats a wrong number of operands.
    expect(filterError('attribute_exists(#x, a)')).toMatch(/attribute name: #x$/);
    // Operand counts are checked in the same walk, so an earlier undefined name wins …
    expect(filterError('#x = :y AND contains(a)')).toMatch(/attribute name: #x$/);
    // … but structure problems (functions, reserved words) come before any placeholder problem.
    expect(filterError('#x = :y AND whatever(a)')).toBe('Invalid function name; function: whatever');
    expect(filterError('#x = :y AND size = :y')).toMatch(/reserved keyword: size$/);
  });

  it('checks structure in source order', () => {
    expect(filterError('abort = :x AND whatever(a)')).toMatch(/reserved keyword: abort$/);
    expect(filterError('whatever(a) AND abort = :x')).toBe('Invalid function name; function: whatever');
  });
});
