/**
 * A partition over the size limit splits at the middle of its stored bytes; when no boundary can
 * divide them — one item, or one item collection the resource keeps whole — its `no-split` event
 * says which, so the learner is not told about traffic it never had. Limits lowered to a few items.
 */
import { describe, expect, it } from 'vitest';
import { putItem } from '../../src/engine/operations/putItem.ts';
import { call, keyedTable, LOCAL_INDEX, manualEngine, provisioned } from './support.ts';

const LIMIT = 150_000;

/** Stores items of `bytes` bytes at (pk, sk) in a one-partition table, then lets a split for size land. */
function store(items: [pk: string, sk: string, bytes: number][], extra: Record<string, unknown> = {}) {
  const engine = manualEngine({ capacity: { partitionSizeBytes: LIMIT } });
  keyedTable(engine, 'docs', { ...provisioned(10, 10), ...extra });
  for (const [pk, sk, bytes] of items) {
    putItem(engine, {
      TableName: 'docs',
      Item: { pk: { S: pk }, sk: { S: sk }, body: { S: 'x'.repeat(bytes) } },
    });
  }
  // A request in each later second moves the table's clock on: the size check, then the split's landing.
  for (const wait of [1_000, 61_000]) {
    engine.advance(wait);
    call(engine, 'GetItem', { TableName: 'docs', Key: { pk: { S: 'a' }, sk: { S: 'a' } } });
  }
  return engine.capacity.of(engine.tables.get('docs')!).tableResource(engine.now());
}

const events = (resource: ReturnType<typeof store>) =>
  resource.events.list.map(({ kind, cause, reason }) => ({ kind, cause, reason }));

describe('a partition over the size limit', () => {
  it('that holds one item is left whole, and the event says it is one item', () => {
    const resource = store([['big', 'only', 160_000]]);
    expect(resource.partitions).toHaveLength(1);
    expect(events(resource)).toEqual([{ kind: 'no-split', cause: 'size', reason: 'single-item' }]);
  });

  it('that holds one item collection of a table with a local secondary index says so', () => {
    const resource = store(
      [
        ['tenant', 'a', 80_000],
        ['tenant', 'b', 80_000],
      ],
      LOCAL_INDEX,
    );
    expect(resource.partitions).toHaveLength(1);
    expect(events(resource)).toEqual([{ kind: 'no-split', cause: 'size', reason: 'local-index' }]);
  });

  it('splits between two collections even when the one that comes last holds more than half', () => {
    // Both orders of a 60 KB and a 100 KB collection: whichever key hashes first, a boundary divides them.
    for (const [first, second] of [
      [60_000, 100_000],
      [100_000, 60_000],
    ]) {
      const resource = store([
        ['alpha', 'x', first],
        ['beta', 'x', second],
      ]);
      expect(events(resource)).toEqual([{ kind: 'split', cause: 'size', reason: undefined }]);
      expect(resource.partitions).toHaveLength(2);
    }
  });
});
