import { describe, expect, it } from 'vitest';
import { encodeTuple, tupleBounds } from './tupleKey.ts';

const tuples: string[][] = [
  ['a'],
  ['a', ''],
  ['a', 'b'],
  ['a\u0000'],
  ['a\u0000', 'z'],
  ['a\u0000b'],
  ['ab'],
  ['b', '\u0000'],
  [''],
  ['', 'x'],
];

function compareTuples(x: string[], y: string[]): number {
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  }
  return x.length - y.length;
}

describe('tuple keys', () => {
  it('sort like the tuples they encode', () => {
    const byEncoding = [...tuples].sort((x, y) => (encodeTuple(x) < encodeTuple(y) ? -1 : 1));
    expect(byEncoding).toEqual([...tuples].sort(compareTuples));
  });

  it('bound every tuple whose next component equals a value', () => {
    for (const tuple of tuples) {
      const encoded = encodeTuple(tuple);
      for (const v of ['a', 'a\u0000', '', 'b']) {
        const equal = tuple[0] === v;
        const inRange = encoded >= tupleBounds.exactly('', v) && encoded < tupleBounds.above('', v);
        expect(inRange, `${JSON.stringify(tuple)} vs ${JSON.stringify(v)}`).toBe(equal);
        expect(encoded.startsWith(tupleBounds.startsWith('', v))).toBe(tuple[0].startsWith(v));
      }
    }
  });
});
