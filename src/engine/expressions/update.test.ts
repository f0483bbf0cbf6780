/** applyUpdate: SET and REMOVE (ADD, DELETE and whole updates: updateAddDelete.test.ts). */
import { describe, expect, it } from 'vitest';
import type { AttributeValue } from '../values/types.ts';
import {
  BAD_PATH,
  failure,
  item,
  NOT_FOUND,
  updated,
  WRONG_TYPE,
} from '../../../test/helpers/updateExpressions.ts';

describe('applyUpdate: SET', () => {
  const base = item({
    k: { S: 'key' },
    n: { N: '1' },
    m: { M: { a: { N: '1' } } },
    l: { L: [{ S: 'x' }, { S: 'y' }] },
  });

  it('adds, replaces and copies values', () => {
    expect(updated(base, 'SET s = :s, n = :n, c = k', { ':s': { S: 'new' }, ':n': { N: '2' } })).toEqual({
      ...base,
      s: { S: 'new' },
      n: { N: '2' },
      c: { S: 'key' },
    });
  });

  it('sets into nested maps and list elements', () => {
    const result = updated(base, 'SET m.b = :v, m.a = :v, l[1] = :v', { ':v': { BOOL: true } });
    expect(result.m).toEqual({ M: { a: { BOOL: true }, b: { BOOL: true } } });
    expect(result.l).toEqual({ L: [{ S: 'x' }, { BOOL: true }] });
  });

  it('appends when the index is past the end, in index order', () => {
    const result = updated(base, 'SET l[9] = :c, l[5] = :b', { ':b': { S: 'b' }, ':c': { S: 'c' } });
    expect(result.l).toEqual({ L: [{ S: 'x' }, { S: 'y' }, { S: 'b' }, { S: 'c' }] });
  });

  it('rejects paths into missing attributes, scalars, or of the wrong kind', () => {
    for (const expression of [
      'SET nope.a = :v',
      'SET nope[0] = :v',
      'SET n.a = :v',
      'SET m[0] = :v',
      'SET l.a = :v',
      'SET l[5].a = :v',
    ]) {
      expect(failure(base, expression, { ':v': { S: 'v' } }), expression).toBe(BAD_PATH);
    }
    expect(failure({}, 'SET b.a = a')).toBe(BAD_PATH);
  });

  it('rejects a right-hand side that refers to a missing attribute', () => {
    expect(failure(base, 'SET c = nope')).toBe(NOT_FOUND);
    expect(failure(base, 'SET c = m.nope')).toBe(NOT_FOUND);
  });

  it('evaluates every right-hand side against the item as it was', () => {
    const result = updated(base, 'SET n = n + :one, dup = n, m.a = :two, b = m.a', {
      ':one': { N: '1' },
      ':two': { N: '2' },
    });
    expect(result.n).toEqual({ N: '2' });
    expect(result.dup).toEqual({ N: '1' });
    expect(result.b).toEqual({ N: '1' });
  });

  it('keeps an existing value with if_not_exists, and uses the fallback otherwise', () => {
    const result = updated(base, 'SET n = if_not_exists(n, :z), fresh = if_not_exists(fresh, :z)', {
      ':z': { N: '0' },
    });
    expect([result.n, result.fresh]).toEqual([{ N: '1' }, { N: '0' }]);
    expect(failure(base, 'SET x = if_not_exists(n, nope)')).toBe(NOT_FOUND);
  });

  it('appends lists with list_append, in both orders', () => {
    const values = { ':t': { L: [{ S: 'z' }] } };
    expect(updated(base, 'SET l = list_append(l, :t)', values).l).toEqual({
      L: [{ S: 'x' }, { S: 'y' }, { S: 'z' }],
    });
    expect(updated(base, 'SET l = list_append(:t, l)', values).l).toEqual({
      L: [{ S: 'z' }, { S: 'x' }, { S: 'y' }],
    });
    expect(updated(base, 'SET e = list_append(if_not_exists(e, :t), :t)', values).e).toEqual({
      L: [{ S: 'z' }, { S: 'z' }],
    });
    expect(failure(base, 'SET e = list_append(nope, :t)', values)).toBe(NOT_FOUND);
    expect(failure(base, 'SET e = list_append(n, :t)', values)).toBe(WRONG_TYPE);
  });

  it('adds and subtracts numbers exactly, to 38 digits', () => {
    const big = {
      ':a': { N: '99999999999999999999999999999999999998' },
      ':one': { N: '1' },
      ':tiny': { N: '0.1' },
    };
    expect(updated(base, 'SET x = :a + :one', big).x).toEqual({
      N: '99999999999999999999999999999999999999',
    });
    expect(updated(base, 'SET x = :one - :tiny', big).x).toEqual({ N: '0.9' });
    expect(updated(base, 'SET x = n - :one', big).x).toEqual({ N: '0' });
    // A sum needing a 39th digit gets DynamoDB's overflow message, whatever its magnitude.
    expect(failure(base, 'SET x = :a + :a', big)).toBe(
      'Number overflow. Attempting to store a number with magnitude larger than supported range',
    );
    expect(failure(base, 'SET x = :b - :one', { ...big, ':b': { N: '1e50' } })).toBe(
      'Number overflow. Attempting to store a number with magnitude larger than supported range',
    );
    expect(failure(base, 'SET x = :a + :b', { ':a': { N: '9.9E125' }, ':b': { N: '9.9E125' } })).toBe(
      'Number overflow. Attempting to store a number with magnitude larger than supported range',
    );
    expect(failure(base, 'SET x = k + :one', big)).toBe(WRONG_TYPE);
    expect(failure(base, 'SET x = nope + :one', big)).toBe(NOT_FOUND);
  });

  it('keeps lists and maps within level 31 (a value at level 32 at most)', () => {
    let deep: AttributeValue = { N: '1' };
    for (let i = 0; i < 31; i++) deep = { M: { d: deep } };
    expect(() => updated(base, 'SET x = :deep', { ':deep': deep })).not.toThrow();
    expect(failure(base, 'SET m.x = :deep', { ':deep': deep })).toBe(
      'Nesting Levels have exceeded supported limits',
    );
  });
});

describe('applyUpdate: REMOVE', () => {
  const base = item({
    a: { N: '1' },
    m: { M: { x: { N: '1' } } },
    l: { L: [{ N: '0' }, { N: '1' }, { N: '2' }, { N: '3' }] },
  });

  it('removes attributes and map entries; missing ones are fine', () => {
    const result = updated(base, 'REMOVE a, m.x, nope, m.nope');
    expect(result).toEqual({ m: { M: {} }, l: base.l });
  });

  it('removes list elements by their original indexes and closes the gaps', () => {
    expect(updated(base, 'REMOVE l[1], l[2]').l).toEqual({ L: [{ N: '0' }, { N: '3' }] });
    expect(updated(base, 'REMOVE l[9]').l).toEqual(base.l);
    expect(updated(base, 'REMOVE l[0] SET l[1] = :v', { ':v': { S: 'v' } }).l).toEqual({
      L: [{ S: 'v' }, { N: '2' }, { N: '3' }],
    });
  });

  it('rejects paths through missing or scalar attributes', () => {
    expect(failure(base, 'REMOVE nope.a')).toBe(BAD_PATH);
    expect(failure(base, 'REMOVE nope[1]')).toBe(BAD_PATH);
    expect(failure(base, 'REMOVE a.b')).toBe(BAD_PATH);
    expect(failure(base, 'REMOVE m[1]')).toBe(BAD_PATH);
  });
});
