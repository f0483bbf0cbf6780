import { describe, expect, it } from 'vitest';
import { convertExpected } from './expected.ts';

const path = (name: string) => ({ kind: 'path', path: [name] });

describe('convertExpected', () => {
  it('reads Value as "exists and equals" and Exists:false as "does not exist"', () => {
    const { condition, expected } = convertExpected(
      { a: { Value: { N: '01' } }, b: { Exists: true, Value: { S: 'x' } }, c: { Exists: false } },
      undefined,
      'current',
    );
    expect(condition).toEqual({
      kind: 'and',
      left: {
        kind: 'and',
        left: { kind: 'compare', op: '=', left: path('a'), right: { kind: 'value', value: { N: '1' } } },
        right: { kind: 'compare', op: '=', left: path('b'), right: { kind: 'value', value: { S: 'x' } } },
      },
      right: { kind: 'attribute_not_exists', path: ['c'] },
    });
    expect(expected.a).toEqual({ Value: { N: '1' } });
    expect(expected.c).toEqual({ Exists: false });
  });

  it('takes a comparison from Value or AttributeValueList', () => {
    const { condition } = convertExpected(
      {
        a: { ComparisonOperator: 'GT', Value: { N: '5' } },
        b: { ComparisonOperator: 'BETWEEN', AttributeValueList: [{ N: '1' }, { N: '2' }] },
      },
      'OR',
      'current',
    );
    expect(condition).toEqual({
      kind: 'or',
      left: { kind: 'compare', op: '>', left: path('a'), right: { kind: 'value', value: { N: '5' } } },
      right: {
        kind: 'between',
        operand: path('b'),
        low: { kind: 'value', value: { N: '1' } },
        high: { kind: 'value', value: { N: '2' } },
      },
    });
  });

  it('keeps __proto__ as an ordinary attribute name', () => {
    const expected = JSON.parse('{"__proto__":{"ComparisonOperator":"NOT_NULL"}}');
    const converted = convertExpected(expected, undefined, 'current');
    expect(converted.condition).toEqual({ kind: 'attribute_exists', path: ['__proto__'] });
    expect(Object.keys(converted.expected)).toEqual(['__proto__']);
  });

  it('checks the comparison value type', () => {
    expect(() =>
      convertExpected({ a: { ComparisonOperator: 'LT', Value: { BOOL: true } } }, undefined, 'current'),
    ).toThrow(
      'One or more parameter values were invalid: ComparisonOperator LT is not valid for BOOL AttributeValue type',
    );
  });
});
