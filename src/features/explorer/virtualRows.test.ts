import { describe, expect, it } from 'vitest';
import { drawnRows, rowOffsets, rowsInBand, rowsToRender } from './virtualRows.ts';

describe('virtual rows', () => {
  const offsets = rowOffsets([40, 60, 40, 100, 40]); // 0 40 100 140 240 280

  it('adds up the rows’ heights into where each starts', () => {
    expect(offsets).toEqual([0, 40, 100, 140, 240, 280]);
  });

  it('finds the rows overlapping a band, partly shown ones included', () => {
    expect(rowsInBand(offsets, 0, 40)).toEqual([0, 1]);
    expect(rowsInBand(offsets, 50, 150)).toEqual([1, 4]);
    expect(rowsInBand(offsets, -500, 10_000)).toEqual([0, 5]);
    // A band above or below the list holds none of its rows.
    expect(rowsInBand(offsets, -500, -100)).toEqual([0, 0]);
    expect(rowsInBand(offsets, 300, 900)).toEqual([5, 5]);
  });

  it('keeps the first and last rows with controls, and the focused row’s neighbours, however far', () => {
    const every = () => true;
    expect(rowsToRender(100, [40, 43], every, undefined)).toEqual([0, 40, 41, 42, 99]);
    expect(rowsToRender(100, [40, 43], every, 70)).toEqual([0, 40, 41, 42, 69, 70, 71, 99]);
    // Rows without controls (an index's, without lists or maps) are skipped over to the nearest with.
    const some = (row: number) => row % 10 === 5;
    expect(rowsToRender(100, [40, 43], some, 55)).toEqual([5, 40, 41, 42, 45, 55, 65, 95]);
    expect(rowsToRender(3, [0, 0], () => false, undefined)).toEqual([]);
  });

  it('puts spacers where rows are left out, and a heading on each collection’s first row drawn', () => {
    // Collections: rows 0–1 are collection 0, rows 2–4 collection 1.
    const collection = (row: number) => (row < 2 ? 0 : 1);
    expect(drawnRows([0, 1, 2, 3, 4], offsets, collection)).toEqual([
      { kind: 'row', row: 0, heads: 2 },
      { kind: 'row', row: 1 },
      { kind: 'row', row: 2, heads: 3 },
      { kind: 'row', row: 3 },
      { kind: 'row', row: 4 },
    ]);
    // Row 3 drawn alone after a gap heads what is drawn of its collection: itself.
    expect(drawnRows([0, 3], offsets, collection)).toEqual([
      { kind: 'row', row: 0, heads: 1 },
      { kind: 'gap', before: 3, height: 100 },
      { kind: 'row', row: 3, heads: 1 },
      { kind: 'gap', before: 5, height: 40 },
    ]);
    expect(drawnRows([1, 2, 3], offsets, collection)).toEqual([
      { kind: 'gap', before: 1, height: 40 },
      { kind: 'row', row: 1, heads: 1 },
      { kind: 'row', row: 2, heads: 2 },
      { kind: 'row', row: 3 },
      { kind: 'gap', before: 5, height: 40 },
    ]);
  });
});
