import { describe, expect, it } from 'vitest';
import type { Item } from '../../client/wireTypes.ts';
import { keepUnchanged } from './sameItems.ts';

const item = (pk: string, extra: Item = {}): Item => ({ PK: { S: pk }, ...extra });

describe('keepUnchanged', () => {
  it('gives back the shown object for an item read again unchanged, the new one for a changed item', () => {
    const shown = [item('a', { n: { N: '1' } }), item('b', { n: { N: '2' } })];
    const read = [item('a', { n: { N: '1' } }), item('b', { n: { N: '3' } }), item('c')];
    const kept = keepUnchanged(shown, read);
    expect(kept).toEqual(read);
    expect(kept[0]).toBe(shown[0]);
    expect(kept[1]).toBe(read[1]);
    expect(kept[2]).toBe(read[2]);
  });

  it('keeps the order of the new read, and drops an item no longer there', () => {
    const shown = [item('a'), item('b'), item('c')];
    const kept = keepUnchanged(shown, [item('c'), item('a')]);
    expect(kept).toEqual([item('c'), item('a')]);
    expect(kept[0]).toBe(shown[2]);
    expect(kept[1]).toBe(shown[0]);
  });

  it('tells a nested change apart', () => {
    const shown = [item('a', { m: { M: { x: { L: [{ S: '1' }] } } } })];
    const read = [item('a', { m: { M: { x: { L: [{ S: '2' }] } } } })];
    expect(keepUnchanged(shown, read)[0]).toBe(read[0]);
  });
});
