import { describe, expect, it } from 'vitest';
import type { KeySchema } from '../storage/primaryKey.ts';
import type { AttributeValue } from '../values/types.ts';
import type { Condition } from './ast.ts';
import { analyzeKeyCondition } from './keyCondition.ts';
import { parseRequestExpressions } from './requestExpressions.ts';

const HASH: KeySchema = { partition: { name: 'a', type: 'S' } };
const RANGE: KeySchema = { partition: { name: 'a', type: 'S' }, sort: { name: 'b', type: 'N' } };

function keyCondition(expression: string, values?: Record<string, AttributeValue>): Condition {
  return parseRequestExpressions({ KeyConditionExpression: expression, ExpressionAttributeValues: values })
    .keyCondition!;
}

function validationError(expression: string, values?: Record<string, AttributeValue>): string {
  try {
    keyCondition(expression, values);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('accepted: ' + expression);
}

function analysisError(schema: KeySchema, condition: Condition, origin?: 'legacy'): string {
  try {
    analyzeKeyCondition(condition, schema, origin);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('accepted');
}

const s = { ':s': { S: 'x' } };
const n = { ':n': { N: '1' }, ':m': { N: '5' } };

describe('KeyConditionExpression shape (checked with the request)', () => {
  it('rejects operators and functions no key condition can use', () => {
    for (const [expression, operator] of [
      ['a > b and size(b) > c or a > c', 'OR'],
      ['a in (b, size(c), d)', 'IN'],
      ['attribute_exists(a)', 'attribute_exists'],
      ['attribute_not_exists(a)', 'attribute_not_exists'],
      ['contains(a.d, b)', 'contains'],
      ['not a > b', 'NOT'],
      ['a <> b', '<>'],
    ]) {
      expect(validationError(expression), expression).toBe(
        `Invalid operator used in KeyConditionExpression: ${operator}`,
      );
    }
    expect(validationError('attribute_type(a, :a)', { ':a': { S: 'S' } })).toBe(
      'Invalid operator used in KeyConditionExpression: attribute_type',
    );
  });

  it('requires the key attribute first in BETWEEN and begins_with', () => {
    const values = { ':a': { S: '1' }, ':b': { S: '1' } };
    expect(validationError(':a between size(b) and size(a) and b > :b', values)).toBe(
      'Invalid condition in KeyConditionExpression: BETWEEN operator must have the key attribute as its first operand',
    );
    expect(validationError('begins_with(:a, b) and a > :b', values)).toBe(
      'Invalid condition in KeyConditionExpression: begins_with operator must have the key attribute as its first operand',
    );
  });

  it('rejects nested operations, nested attributes, several attributes and none', () => {
    for (const expression of [
      'size(b) > a AND a.b > b AND b > c',
      'a > size(b.d)',
      'a between size(b) and size(a)',
    ]) {
      expect(validationError(expression), expression).toBe(
        'KeyConditionExpressions cannot contain nested operations',
      );
    }
    for (const expression of [
      'b > a.b',
      'b between c[1] and d',
      'a between b and size(a)',
      'begins_with(a, b)',
    ]) {
      expect(validationError(expression), expression).toBe(
        'Invalid condition in KeyConditionExpression: Multiple attribute names used in one condition',
      );
    }
    for (const expression of ['b.d > a AND c.d > e.f', 'a.d > c', 'b[0] > a']) {
      expect(validationError(expression), expression).toBe(
        'Invalid KeyConditionExpression: KeyConditionExpressions cannot have conditions on nested attributes',
      );
    }
    const values = { ':a': { N: '1' }, ':b': { N: '1' } };
    expect(validationError(':b > :a AND a < :b', values)).toBe(
      'Invalid condition in KeyConditionExpression: No key attribute specified',
    );
  });

  it('allows one condition per key and two conditions in all', () => {
    const values = { ':a': { N: '1' } };
    expect(validationError('b > :a AND b < :a and c = :a and d = :a', values)).toBe(
      'Invalid KeyConditionExpression: KeyConditionExpressions must only contain one condition per key',
    );
    // Multi-attribute GSI keys allow up to 8 terms until the key schema is known…
    const nine = Array.from({ length: 9 }, (_, i) => `k${i} = :a`).join(' and ');
    expect(validationError(nine, values)).toBe('Conditions can be of length 1 or 2 only');
    // …and a one-attribute partition and sort key allows two.
    const three = keyCondition(':a = a and b = :a and :a = c', values);
    expect(analysisError(RANGE, three)).toBe(
      'The number of query conditions (3) exceeds the number of key attributes defined in the schema (2)',
    );
  });

  it('checks BETWEEN bounds like any condition', () => {
    expect(validationError('a between :b and :a', { ':a': { S: 'a' }, ':b': { S: 'b' } })).toBe(
      'Invalid KeyConditionExpression: The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {S:b}, upper bound operand: AttributeValue: {S:a}',
    );
  });
});

describe('analyzeKeyCondition', () => {
  it('finds the partition value and the sort condition, turning `:v < key` around', () => {
    expect(analyzeKeyCondition(keyCondition('a = :s', s), HASH)).toEqual({ partitionValue: { S: 'x' } });
    expect(analyzeKeyCondition(keyCondition(':s = a AND :n < b', { ...s, ':n': n[':n'] }), RANGE)).toEqual({
      partitionValue: { S: 'x' },
      sort: { op: '>', values: [{ N: '1' }] },
    });
    for (const [written, op] of [
      ['b = :n', '='],
      ['b < :n', '<'],
      ['b <= :n', '<='],
      ['b > :n', '>'],
      ['b >= :n', '>='],
      [':n >= b', '<='],
    ]) {
      expect(
        analyzeKeyCondition(keyCondition(`a = :s AND ${written}`, { ...s, ':n': n[':n'] }), RANGE).sort,
        written,
      ).toEqual({
        op,
        values: [{ N: '1' }],
      });
    }
    expect(
      analyzeKeyCondition(keyCondition('b BETWEEN :n AND :m AND a = :s', { ...s, ...n }), RANGE).sort,
    ).toEqual({
      op: 'between',
      values: [{ N: '1' }, { N: '5' }],
    });
    const stringSort: KeySchema = { partition: RANGE.partition, sort: { name: 'b', type: 'S' } };
    expect(
      analyzeKeyCondition(
        keyCondition('a = :s AND begins_with(b, :p)', { ...s, ':p': { S: 'ORDER#' } }),
        stringSort,
      ).sort,
    ).toEqual({
      op: 'begins_with',
      values: [{ S: 'ORDER#' }],
    });
  });

  it('allows the partition key alone on a table with a sort key', () => {
    expect(analyzeKeyCondition(keyCondition('a = :s', s), RANGE)).toEqual({ partitionValue: { S: 'x' } });
  });

  it('reports missing key schema elements', () => {
    expect(analysisError(RANGE, keyCondition('z between :n and :m', n))).toBe(
      'Query condition missed key schema element: a',
    );
    expect(analysisError(RANGE, keyCondition('a = :s and c = :n', { ...s, ':n': n[':n'] }))).toBe(
      'Query condition missed key schema element: b',
    );
    expect(analysisError(HASH, keyCondition('z = :s', s))).toBe(
      'Query condition missed key schema element: a',
    );
  });

  it('reports conditions the key schema does not support', () => {
    for (const expression of [
      'a > :s',
      'a < :s',
      ':s <= a',
      ':s >= a',
      'begins_with(a, :s)',
      'a between :s and :s',
    ]) {
      expect(analysisError(HASH, keyCondition(expression, s)), expression).toBe(
        'Query key condition not supported',
      );
    }
  });

  it('counts the conditions against the key schema before matching them to keys', () => {
    for (const expression of ['a = :s AND b = :s', 'y = :s and z = :s']) {
      expect(analysisError(HASH, keyCondition(expression, s)), expression).toBe(
        'The number of query conditions (2) exceeds the number of key attributes defined in the schema (1)',
      );
    }
  });

  it('requires values of the key types', () => {
    expect(analysisError(HASH, keyCondition(':n > a', { ':n': { N: '1' } }))).toBe(
      'One or more parameter values were invalid: Condition parameter type does not match schema type',
    );
    expect(analysisError(RANGE, keyCondition('a = :s AND b = :t', { ...s, ':t': { S: '1' } }))).toBe(
      'One or more parameter values were invalid: Condition parameter type does not match schema type',
    );
  });

  it('reports legacy operators no index can serve', () => {
    const eq = (name: string): Condition => ({
      kind: 'compare',
      op: '=',
      left: { kind: 'path', path: [name] },
      right: { kind: 'value', value: { S: 'x' } },
    });
    const ne: Condition = {
      kind: 'compare',
      op: '<>',
      left: { kind: 'path', path: ['a'] },
      right: { kind: 'value', value: { S: 'x' } },
    };
    expect(analysisError(HASH, ne, 'legacy')).toBe(
      'Attempted conditional constraint is not an indexable operation',
    );
    expect(analysisError(HASH, { kind: 'attribute_not_exists', path: ['a'] }, 'legacy')).toBe(
      'Attempted conditional constraint is not an indexable operation',
    );
    const notContains: Condition = {
      kind: 'and',
      left: eq('a'),
      right: {
        kind: 'not',
        operand: {
          kind: 'contains',
          operand: { kind: 'path', path: ['b'] },
          value: { kind: 'value', value: { N: '1' } },
        },
      },
    };
    expect(analysisError(RANGE, notContains, 'legacy')).toBe(
      'Attempted conditional constraint is not an indexable operation',
    );
    const three: Condition = {
      kind: 'and',
      left: { kind: 'and', left: eq('a'), right: eq('b') },
      right: eq('c'),
    };
    expect(analysisError(RANGE, three, 'legacy')).toBe('Conditions can be of length 1 or 2 only');
    expect(analyzeKeyCondition(eq('a'), HASH, 'legacy')).toEqual({ partitionValue: { S: 'x' } });
  });
});
