import { describe, expect, it } from 'vitest';
import type { AttributeMap, AttributeValue } from '../values/types.ts';
import type { UpdateActions } from './ast.ts';
import { parseRequestExpressions } from './requestExpressions.ts';
import { applyUpdate } from './update.ts';

/** Parses an update, passing only the values it uses. */
function actions(
  expression: string,
  values?: Record<string, AttributeValue>,
  names?: Record<string, string>,
): UpdateActions {
  const used =
    values &&
    Object.fromEntries(Object.entries(values).filter(([key]) => new RegExp(`${key}\\b`).test(expression)));
  return parseRequestExpressions({
    UpdateExpression: expression,
    ExpressionAttributeValues: used,
    ExpressionAttributeNames: names,
  }).update!;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

function item(json: object): AttributeMap {
  return deepFreeze(JSON.parse(JSON.stringify(json)));
}

function updated(
  base: AttributeMap,
  expression: string,
  values?: Record<string, AttributeValue>,
  names?: Record<string, string>,
) {
  return applyUpdate(actions(expression, values, names), base).item;
}

function failure(base: AttributeMap, expression: string, values?: Record<string, AttributeValue>): string {
  try {
    updated(base, expression, values);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('applied: ' + expression);
}

const NOT_FOUND = 'The provided expression refers to an attribute that does not exist in the item';
const WRONG_TYPE = 'An operand in the update expression has an incorrect data type';
const BAD_PATH = 'The document path provided in the update expression is invalid for update';

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
    expect(failure(base, 'SET x = :a + :a', big)).toBe(
      'Attempting to store more than 38 significant digits in a Number',
    );
    expect(failure(base, 'SET x = :a + :b', { ':a': { N: '9.9E125' }, ':b': { N: '9.9E125' } })).toBe(
      'Number overflow. Attempting to store a number with magnitude larger than supported range',
    );
    expect(failure(base, 'SET x = k + :one', big)).toBe(WRONG_TYPE);
    expect(failure(base, 'SET x = nope + :one', big)).toBe(NOT_FOUND);
  });

  it('keeps nesting within 32 levels', () => {
    let deep: AttributeValue = { N: '1' };
    for (let i = 0; i < 32; i++) deep = { M: { d: deep } };
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

describe('applyUpdate: ADD and DELETE', () => {
  const base = item({
    n: { N: '5' },
    ss: { SS: ['a', 'b'] },
    ns: { NS: ['1', '2'] },
    bs: { BS: ['AQ=='] },
    s: { S: 'x' },
    l: { L: [] },
  });

  it('adds to numbers and creates missing ones', () => {
    const result = updated(base, 'ADD n :d, fresh :d', { ':d': { N: '-7.5' } });
    expect([result.n, result.fresh]).toEqual([{ N: '-2.5' }, { N: '-7.5' }]);
  });

  it('adds set elements, ignoring those already present', () => {
    const result = updated(base, 'ADD ss :s, ns :n, newset :s', {
      ':s': { SS: ['b', 'c'] },
      ':n': { NS: ['3'] },
    });
    expect(result.ss).toEqual({ SS: ['a', 'b', 'c'] });
    expect(result.ns).toEqual({ NS: ['1', '2', '3'] });
    expect(result.newset).toEqual({ SS: ['b', 'c'] });
  });

  it('appends an ADD at a list index past the end', () => {
    expect(updated(base, 'ADD l[3] :d', { ':d': { N: '1' } }).l).toEqual({ L: [{ N: '1' }] });
  });

  it('deletes set elements, and the attribute when the set empties', () => {
    const result = updated(base, 'DELETE ss :a, ns :all, nope :a, bs :b', {
      ':a': { SS: ['a', 'zz'] },
      ':all': { NS: ['1', '2'] },
      ':b': { BS: ['Ag=='] },
    });
    expect(result.ss).toEqual({ SS: ['b'] });
    expect('ns' in result).toBe(false);
    expect('nope' in result).toBe(false);
    expect(result.bs).toBe(base.bs);
  });

  it('rejects operands of another type than the attribute', () => {
    expect(failure(base, 'ADD ss :n', { ':n': { NS: ['1'] } })).toBe(WRONG_TYPE);
    expect(failure(base, 'ADD s :n', { ':n': { N: '1' } })).toBe(WRONG_TYPE);
    expect(failure(base, 'DELETE ns :s', { ':s': { SS: ['1'] } })).toBe(WRONG_TYPE);
    expect(failure(base, 'DELETE n :s', { ':s': { NS: ['5'] } })).toBe(WRONG_TYPE);
  });

  it('uses the AttributeUpdates message for legacy actions, and appends lists for legacy ADD', () => {
    const legacy: UpdateActions = {
      set: [],
      remove: [],
      add: [{ path: ['ss'], value: { NS: ['1'] } }],
      delete: [],
      legacy: true,
    };
    expect(() => applyUpdate(legacy, base)).toThrow('Type mismatch for attribute to update');
    const append: UpdateActions = {
      set: [],
      remove: [],
      add: [{ path: ['l'], value: { L: [{ S: 'a' }] }, appendToList: true }],
      delete: [],
    };
    expect(applyUpdate(append, item({ l: { L: [{ S: 'z' }] } })).item.l).toEqual({
      L: [{ S: 'z' }, { S: 'a' }],
    });
  });
});

describe('applyUpdate as a whole', () => {
  it('applies the nested update DynamoDB documents, and reports the changed paths', () => {
    const base = item({
      a: { S: 'key' },
      b: { M: { a: { N: '1' }, b: { N: '2' }, c: { N: '3' } } },
      c: { L: [{ N: '1' }, { N: '3' }] },
    });
    const result = applyUpdate(
      actions('set b.c=((c[1])+(b.a)),b.a = a,c[1] = a, c[4] = b.a - b.b, c[2] = b.c add c[8] :b, c[6] :a', {
        ':a': { N: '2' },
        ':b': { SS: ['a'] },
      }),
      base,
    );
    expect(result.item).toEqual({
      a: { S: 'key' },
      b: { M: { a: { S: 'key' }, b: { N: '2' }, c: { N: '4' } } },
      c: { L: [{ N: '1' }, { S: 'key' }, { N: '3' }, { N: '-1' }, { N: '2' }, { SS: ['a'] }] },
    });
    expect(result.changedPaths).toEqual([
      ['b', 'c'],
      ['b', 'a'],
      ['c', 1],
      ['c', 4],
      ['c', 2],
      ['c', 8],
      ['c', 6],
    ]);
  });

  it('never changes its input, and shares what it did not change', () => {
    const base = item({ keep: { M: { deep: { L: [{ S: 'x' }] } } }, edit: { M: { x: { N: '1' } } } });
    const snapshot = JSON.stringify(base);
    const result = updated(base, 'SET edit.y = :v REMOVE edit.x', { ':v': { N: '2' } });
    expect(JSON.stringify(base)).toBe(snapshot);
    expect(result.keep).toBe(base.keep);
    expect(result.edit).toEqual({ M: { y: { N: '2' } } });
  });

  it('returns the item itself when there is nothing to do', () => {
    const base = item({ a: { N: '1' } });
    expect(applyUpdate({ set: [], remove: [], add: [], delete: [] }, base)).toEqual({
      item: base,
      changedPaths: [],
    });
    expect(applyUpdate({ set: [], remove: [], add: [], delete: [] }, base).item).toBe(base);
  });

  it('treats __proto__ and constructor as ordinary attribute names', () => {
    const base = item({ a: { N: '1' } });
    const names = { '#p': '__proto__', '#c': 'constructor' };
    const result = updated(base, 'SET #p = :v, #c = :v', { ':v': { M: {} } }, names);
    expect(Object.keys(result)).toEqual(['a', '__proto__', 'constructor']);
    // An own attribute, not a replaced prototype (the copy is an ordinary object).
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toEqual({ M: {} });
    const nested = updated(result, 'SET #c.#p = a REMOVE #p', undefined, names);
    expect(nested).toEqual({ a: { N: '1' }, constructor: { M: JSON.parse('{"__proto__": {"N": "1"}}') } });
    expect(failure(base, 'SET toString.x = a')).toBe(BAD_PATH);
  });
});
