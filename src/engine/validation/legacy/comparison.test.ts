import { describe, expect, it } from 'vitest';
import type { AttributeValue } from '../../values/types.ts';
import { checkArguments, combine, conditionFor } from './comparison.ts';

const path = (name: string) => ({ kind: 'path', path: [name] });
const value = (v: AttributeValue) => ({ kind: 'value', value: v });
const s = (text: string): AttributeValue => ({ S: text });

describe('conditionFor', () => {
  it.each([
    ['EQ', [s('x')], { kind: 'compare', op: '=', left: path('a'), right: value(s('x')) }],
    ['NE', [s('x')], { kind: 'compare', op: '<>', left: path('a'), right: value(s('x')) }],
    ['LE', [s('x')], { kind: 'compare', op: '<=', left: path('a'), right: value(s('x')) }],
    ['LT', [s('x')], { kind: 'compare', op: '<', left: path('a'), right: value(s('x')) }],
    ['GE', [s('x')], { kind: 'compare', op: '>=', left: path('a'), right: value(s('x')) }],
    ['GT', [s('x')], { kind: 'compare', op: '>', left: path('a'), right: value(s('x')) }],
    ['NULL', [], { kind: 'attribute_not_exists', path: ['a'] }],
    ['NOT_NULL', [], { kind: 'attribute_exists', path: ['a'] }],
    ['CONTAINS', [s('x')], { kind: 'contains', operand: path('a'), value: value(s('x')) }],
    [
      'NOT_CONTAINS',
      [s('x')],
      {
        kind: 'and',
        left: { kind: 'attribute_exists', path: ['a'] },
        right: { kind: 'not', operand: { kind: 'contains', operand: path('a'), value: value(s('x')) } },
      },
    ],
    ['BEGINS_WITH', [s('x')], { kind: 'begins_with', operand: path('a'), prefix: value(s('x')) }],
    ['IN', [s('x'), s('y')], { kind: 'in', operand: path('a'), list: [value(s('x')), value(s('y'))] }],
    [
      'BETWEEN',
      [s('x'), s('y')],
      { kind: 'between', operand: path('a'), low: value(s('x')), high: value(s('y')) },
    ],
  ] as const)('%s', (operator, values, tree) => {
    expect(conditionFor('a', operator, values)).toEqual(tree);
  });

  it('takes the attribute name literally', () => {
    expect(conditionFor('a.b[0]', 'NULL', [])).toEqual({ kind: 'attribute_not_exists', path: ['a.b[0]'] });
  });
});

describe('combine', () => {
  it('joins left to right', () => {
    const a = conditionFor('a', 'NULL', []);
    const b = conditionFor('b', 'NULL', []);
    const c = conditionFor('c', 'NULL', []);
    expect(combine([a, b, c], 'OR')).toEqual({
      kind: 'or',
      left: { kind: 'or', left: a, right: b },
      right: c,
    });
    expect(combine([a])).toBe(a);
    expect(combine([])).toBeUndefined();
  });
});

describe('checkArguments', () => {
  it('lets EQ and NE compare any type, lists and maps included', () => {
    expect(() => checkArguments('EQ', [{ L: [] }])).not.toThrow();
    expect(() => checkArguments('NE', [{ M: {} }])).not.toThrow();
    expect(() => checkArguments('EQ', [{ SS: ['a'] }])).not.toThrow();
  });

  it('lets BEGINS_WITH take binaries', () => {
    expect(() => checkArguments('BEGINS_WITH', [{ B: 'YQ==' }])).not.toThrow();
  });

  it('orders BETWEEN bounds by type: numbers numerically, strings and binaries by bytes', () => {
    expect(() => checkArguments('BETWEEN', [{ N: '9' }, { N: '10' }])).not.toThrow();
    expect(() => checkArguments('BETWEEN', [{ N: '10' }, { N: '9' }])).toThrow(
      'lower bound is greater than the upper bound',
    );
    expect(() => checkArguments('BETWEEN', [s('\uffff'), s('\u{10000}')])).not.toThrow();
    expect(() => checkArguments('BETWEEN', [{ B: '/w==' }, { B: 'AA==' }])).toThrow('lower bound is greater');
  });
});
