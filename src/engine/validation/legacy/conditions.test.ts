import { describe, expect, it } from 'vitest';
import { failureOf, invalid, parameter } from '../../../../test/helpers/validationFailures.ts';
import { validateQuery } from '../query.ts';

/** Recorded DynamoDB answers are from architect/dynalite's query tests unless noted. */
const failure = failureOf(validateQuery);

describe('QueryFilter and KeyConditions arguments', () => {
  it.each([
    [
      {
        a: { ComparisonOperator: 'EQ' },
        b: { ComparisonOperator: 'NULL' },
        c: { ComparisonOperator: 'NULL' },
      },
      'EQ',
    ],
    [{ a: { ComparisonOperator: 'BEGINS_WITH' } }, 'BEGINS_WITH'],
    [{ a: { ComparisonOperator: 'NOT_NULL', AttributeValueList: [{ S: 'a' }] } }, 'NOT_NULL'],
    [{ a: { ComparisonOperator: 'CONTAINS', AttributeValueList: [{ S: 'a' }, { S: 'a' }] } }, 'CONTAINS'],
    [
      { a: { ComparisonOperator: 'BETWEEN', AttributeValueList: [{ S: 'a' }, { S: 'a' }, { S: 'a' }] } },
      'BETWEEN',
    ],
  ])('counts QueryFilter arguments (%j)', (filter, operator) => {
    expect(
      failure({
        TableName: 'abc',
        KeyConditions: { a: { ComparisonOperator: 'EQ', AttributeValueList: [{}] } },
        QueryFilter: filter,
      }),
    ).toEqual(parameter(`Invalid number of argument(s) for the ${operator} ComparisonOperator`));
  });

  it.each([
    ['LT', { BOOL: true }],
    ['GE', { NULL: true }],
    ['IN', { SS: ['a'] }],
    ['CONTAINS', { NS: ['1'] }],
    ['NOT_CONTAINS', { L: [] }],
    ['BEGINS_WITH', { N: '1' }],
    ['BEGINS_WITH', { M: {} }],
  ])('checks the value type for %s', (operator, value) => {
    for (const parameterName of ['QueryFilter', 'KeyConditions']) {
      expect(
        failure({
          TableName: 'abc',
          [parameterName]: { a: { ComparisonOperator: operator, AttributeValueList: [value] } },
        }),
      ).toEqual(
        parameter(
          `ComparisonOperator ${operator} is not valid for ${Object.keys(value)[0]} AttributeValue type`,
        ),
      );
    }
  });

  it('rejects an out-of-order BETWEEN and mixed value types', () => {
    expect(
      failure({
        TableName: 'abc',
        KeyConditions: { a: { ComparisonOperator: 'BETWEEN', AttributeValueList: [{ S: 'b' }, { S: 'a' }] } },
      }),
    ).toEqual(
      invalid(
        'The BETWEEN condition was provided a range where the lower bound is greater than the upper bound',
      ),
    );
    expect(
      failure({
        TableName: 'abc',
        KeyConditions: { a: { ComparisonOperator: 'IN', AttributeValueList: [{ S: 'b' }, { N: '1' }] } },
      }),
    ).toEqual(parameter('AttributeValues inside AttributeValueList must be of same type'));
  });
});

describe('QueryFilter and KeyConditions trees', () => {
  it('converts KeyConditions, QueryFilter and AttributesToGet into trees', () => {
    const request = validateQuery({
      TableName: 'abc',
      KeyConditions: {
        pk: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'p' }] },
        sk: { ComparisonOperator: 'BETWEEN', AttributeValueList: [{ N: '1' }, { N: '2.0' }] },
      },
      QueryFilter: {
        a: { ComparisonOperator: 'IN', AttributeValueList: [{ S: 'x' }, { S: 'y' }] },
        b: { ComparisonOperator: 'NOT_CONTAINS', AttributeValueList: [{ S: 'z' }] },
      },
      ConditionalOperator: 'OR',
      AttributesToGet: ['a'],
    });
    const path = (name: string) => ({ kind: 'path', path: [name] });
    const value = (v: object) => ({ kind: 'value', value: v });
    expect(request.expressions).toEqual({
      keyCondition: {
        kind: 'and',
        left: { kind: 'compare', op: '=', left: path('pk'), right: value({ S: 'p' }) },
        right: { kind: 'between', operand: path('sk'), low: value({ N: '1' }), high: value({ N: '2' }) },
      },
      filter: {
        kind: 'or',
        left: { kind: 'in', operand: path('a'), list: [value({ S: 'x' }), value({ S: 'y' })] },
        right: {
          kind: 'and',
          left: { kind: 'attribute_exists', path: ['b'] },
          right: { kind: 'not', operand: { kind: 'contains', operand: path('b'), value: value({ S: 'z' }) } },
        },
      },
      projection: [['a']],
    });
    expect(request.KeyConditions!.sk.AttributeValueList).toEqual([{ N: '1' }, { N: '2' }]);
  });
});
