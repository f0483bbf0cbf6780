/** applyUpdate: ADD and DELETE, legacy actions, and whole updates (SET and REMOVE: update.test.ts). */
import { describe, expect, it } from 'vitest';
import type { UpdateActions } from './ast.ts';
import { applyUpdate } from './update.ts';
import {
  actions,
  BAD_PATH,
  failure,
  item,
  updated,
  WRONG_TYPE,
} from '../../../test/helpers/updateExpressions.ts';

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
