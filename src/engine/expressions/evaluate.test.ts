import { describe, expect, it } from 'vitest';
import type { AttributeMap, AttributeValue } from '../values/types.ts';
import { evaluateCondition, getPath } from './evaluate.ts';
import { parseRequestExpressions } from './requestExpressions.ts';

const item: AttributeMap = JSON.parse(
  JSON.stringify({
    s: { S: 'hello world' },
    n: { N: '10' },
    neg: { N: '-2.5' },
    b: { B: 'AQID' }, // 01 02 03
    t: { BOOL: true },
    z: { NULL: true },
    ss: { SS: ['a', 'b'] },
    ns: { NS: ['1', '2'] },
    bs: { BS: ['AQ=='] },
    l: { L: [{ S: 'x' }, { N: '1' }, { M: { k: { S: 'v' } } }] },
    m: { M: { nest: { M: { deep: { N: '5' } } }, list: { L: [{ N: '7' }] } } },
    e: { S: '' },
    u: { S: 'é😀' },
  }).replace(/}$/, ', "__proto__": {"S": "proto"}}'),
);

/** Evaluates a FilterExpression on `target.item` (the test item unless given), passing the values it uses. */
function holds(
  expression: string,
  values: Record<string, AttributeValue> = {},
  target: { item: AttributeMap | undefined } = { item },
): boolean {
  const used = Object.fromEntries(
    Object.entries(values).filter(([key]) => new RegExp(`${key}\\b`).test(expression)),
  );
  const { filter } = parseRequestExpressions({
    FilterExpression: expression,
    ExpressionAttributeValues: Object.keys(used).length > 0 ? used : undefined,
    ExpressionAttributeNames: expression.includes('#p') ? { '#p': '__proto__' } : undefined,
  });
  return evaluateCondition(filter!, target.item);
}

describe('getPath', () => {
  it('follows names and indexes, and gives undefined for anything absent', () => {
    expect(getPath(item, ['m', 'nest', 'deep'])).toEqual({ N: '5' });
    expect(getPath(item, ['l', 2, 'k'])).toEqual({ S: 'v' });
    expect(getPath(item, ['m', 'list', 0])).toEqual({ N: '7' });
    expect(getPath(item, ['l', 3])).toBeUndefined();
    expect(getPath(item, ['l', 'k'])).toBeUndefined();
    expect(getPath(item, ['m', 0])).toBeUndefined();
    expect(getPath(item, ['s', 'x'])).toBeUndefined();
    expect(getPath(item, ['toString'])).toBeUndefined();
    expect(getPath(item, ['__proto__'])).toEqual({ S: 'proto' });
    expect(getPath(undefined, ['s'])).toBeUndefined();
  });
});

describe('evaluateCondition', () => {
  it('compares numbers numerically, strings by UTF-8 bytes and binaries by unsigned bytes', () => {
    expect(holds('n > :v', { ':v': { N: '9' } })).toBe(true);
    expect(holds('n = :v', { ':v': { N: '10.0' } })).toBe(true);
    expect(holds('neg < :v', { ':v': { N: '-2' } })).toBe(true);
    expect(holds('s < :v', { ':v': { S: 'hello x' } })).toBe(true);
    // U+FFFF sorts before U+1F600 in UTF-8 although its UTF-16 code unit is larger.
    expect(holds('u > :v', { ':v': { S: 'é\uffff' } })).toBe(true);
    expect(holds('b < :v', { ':v': { B: '/w==' } })).toBe(true); // 01… < ff
    expect(holds('b >= :v', { ':v': { B: 'AQID' } })).toBe(true);
  });

  it('never orders or equates values of different types', () => {
    expect(holds('n = :v', { ':v': { S: '10' } })).toBe(false);
    expect(holds('n <> :v', { ':v': { S: '10' } })).toBe(true);
    expect(holds('s > :v', { ':v': { N: '1' } })).toBe(false);
    expect(holds('t < :v', { ':v': { S: 'a' } })).toBe(false);
  });

  it('treats a absent attribute as unequal to everything', () => {
    expect(holds('absent = :v', { ':v': { S: 'a' } })).toBe(false);
    expect(holds('absent <> :v', { ':v': { S: 'a' } })).toBe(true);
    expect(holds('absent < :v', { ':v': { S: 'a' } })).toBe(false);
    expect(holds('absent IN (:v)', { ':v': { S: 'a' } })).toBe(false);
    expect(holds('absent <> :v', { ':v': { S: 'a' } }, { item: undefined })).toBe(true);
  });

  it('compares sets as sets, lists in order and maps by content', () => {
    expect(holds('ss = :v', { ':v': { SS: ['b', 'a'] } })).toBe(true);
    expect(holds('ns = :v', { ':v': { NS: ['2', '1', '3'] } })).toBe(false);
    expect(holds('l = :v', { ':v': { L: [{ S: 'x' }, { N: '1' }, { M: { k: { S: 'v' } } }] } })).toBe(true);
    expect(holds('l = :v', { ':v': { L: [{ N: '1' }, { S: 'x' }, { M: { k: { S: 'v' } } }] } })).toBe(false);
    expect(holds('m.nest = :v', { ':v': { M: { deep: { N: '5.0' } } } })).toBe(true);
    expect(holds('z = :v AND t = :t', { ':v': { NULL: true }, ':t': { BOOL: true } })).toBe(true);
  });

  it('evaluates BETWEEN inclusively and IN against each operand', () => {
    expect(holds('n BETWEEN :a AND :b', { ':a': { N: '10' }, ':b': { N: '10' } })).toBe(true);
    expect(holds('n BETWEEN :a AND :b', { ':a': { N: '11' }, ':b': { N: '12' } })).toBe(false);
    expect(holds('s BETWEEN :a AND :b', { ':a': { N: '1' }, ':b': { N: '2' } })).toBe(false);
    expect(holds('n IN (:a, :b)', { ':a': { S: '10' }, ':b': { N: '10' } })).toBe(true);
    expect(holds('n IN (:a, s)', { ':a': { N: '3' } })).toBe(false);
  });

  it('applies NOT, AND and OR with their precedence', () => {
    const values = { ':y': { S: 'hello world' }, ':n': { N: '0' } };
    expect(holds('s = :y OR n = :n AND n = :n', values)).toBe(true);
    expect(holds('(s = :y OR n = :n) AND n = :n', values)).toBe(false);
    expect(holds('NOT s = :y OR s = :y', values)).toBe(true);
    expect(holds('NOT (s = :y OR s = :y)', values)).toBe(false);
    expect(holds('NOT NOT s = :y', values)).toBe(true);
  });

  it('evaluates attribute_exists, attribute_not_exists and attribute_type', () => {
    expect(holds('attribute_exists(m.nest.deep) AND attribute_not_exists(m.nest.nope)')).toBe(true);
    expect(holds('attribute_exists(l[2].k) AND attribute_not_exists(l[3])')).toBe(true);
    expect(holds('attribute_exists(#p)')).toBe(true);
    expect(holds('attribute_not_exists(s)', {}, { item: undefined })).toBe(true);
    for (const [path, type] of [
      ['s', 'S'],
      ['n', 'N'],
      ['b', 'B'],
      ['t', 'BOOL'],
      ['z', 'NULL'],
      ['ss', 'SS'],
      ['ns', 'NS'],
      ['bs', 'BS'],
      ['l', 'L'],
      ['m', 'M'],
    ]) {
      expect(holds(`attribute_type(${path}, :t)`, { ':t': { S: type } }), path).toBe(true);
      expect(holds(`attribute_type(${path}, :t)`, { ':t': { S: type === 'S' ? 'N' : 'S' } }), path).toBe(
        false,
      );
    }
    expect(holds('attribute_type(absent, :t)', { ':t': { S: 'S' } })).toBe(false);
  });

  it('evaluates attribute_type of a literal or of size() by their fixed types', () => {
    expect(holds('attribute_type(:v, :t)', { ':v': { N: '1' }, ':t': { S: 'N' } })).toBe(true);
    expect(holds('attribute_type(size(s), :t)', { ':t': { S: 'N' } })).toBe(true);
    expect(holds('attribute_type(size(n), :t)', { ':t': { S: 'N' } })).toBe(false);
  });

  it('evaluates begins_with on strings and binaries only', () => {
    expect(holds('begins_with(s, :p)', { ':p': { S: 'hello' } })).toBe(true);
    expect(holds('begins_with(s, :p)', { ':p': { S: 'world' } })).toBe(false);
    expect(holds('begins_with(s, :p)', { ':p': { S: '' } })).toBe(true);
    expect(holds('begins_with(b, :p)', { ':p': { B: 'AQI=' } })).toBe(true);
    expect(holds('begins_with(b, :p)', { ':p': { B: 'Ag==' } })).toBe(false);
    expect(holds('begins_with(s, :p)', { ':p': { B: 'aGVs' } })).toBe(false);
    expect(holds('begins_with(n, :p)', { ':p': { S: '1' } })).toBe(false);
  });

  it('evaluates contains on strings, binaries, sets and lists', () => {
    expect(holds('contains(s, :v)', { ':v': { S: 'o w' } })).toBe(true);
    expect(holds('contains(b, :v)', { ':v': { B: 'AgM=' } })).toBe(true);
    expect(holds('contains(ss, :v)', { ':v': { S: 'b' } })).toBe(true);
    expect(holds('contains(ss, :v)', { ':v': { SS: ['b'] } })).toBe(false);
    expect(holds('contains(ns, :v)', { ':v': { N: '2' } })).toBe(true);
    expect(holds('contains(ns, :v)', { ':v': { S: '2' } })).toBe(false);
    expect(holds('contains(bs, :v)', { ':v': { B: 'AQ==' } })).toBe(true);
    expect(holds('contains(l, :v)', { ':v': { M: { k: { S: 'v' } } } })).toBe(true);
    expect(holds('contains(l, :v)', { ':v': { N: '1.00' } })).toBe(true);
    expect(holds('contains(m, :v)', { ':v': { S: 'nest' } })).toBe(false);
    expect(holds('contains(n, :v)', { ':v': { N: '1' } })).toBe(false);
    expect(holds('contains(absent, :v)', { ':v': { N: '1' } })).toBe(false);
  });

  it('evaluates size() of strings, binaries, sets, lists and maps', () => {
    const size = (path: string, n: string) => holds(`size(${path}) = :n`, { ':n': { N: n } });
    expect(size('s', '11')).toBe(true);
    expect(size('u', '3')).toBe(true); // UTF-16 units, as DynamoDB counts
    expect(size('e', '0')).toBe(true);
    expect(size('b', '3')).toBe(true);
    expect(size('ss', '2')).toBe(true);
    expect(size('l', '3')).toBe(true);
    expect(size('m', '2')).toBe(true);
    expect(holds('size(n) = :n', { ':n': { N: '2' } })).toBe(false);
    expect(holds('size(n) <> :n', { ':n': { N: '2' } })).toBe(true);
    expect(holds('size(:v) = :n', { ':v': { SS: ['a', 'b', 'c'] }, ':n': { N: '3' } })).toBe(true);
    expect(holds('size(l) > size(ss)')).toBe(true);
  });
});
