/**
 * A table with a global index being built, for the backfill tests (operations/globalIndexBackfill.ts):
 * ITEMS items of 1,514 bytes, so 2 write units per index entry, and a new index `byG` over all of them.
 */
import { expect } from 'vitest';
import type { Engine, EngineOptions } from '../../src/engine/engine.ts';
import { capacitySnapshot } from '../../src/engine/metrics/snapshot.ts';
import { call, ok, testEngine } from '../helpers/wire.ts';

export const DELAY_MS = 1000;
export const TableName = 'build';
export const ITEMS = 100;
/** 'pk' + 'item-00' (9) + 'g' + 'x' (2) + 'pad' + 1,500 characters (1,503): 1,514 bytes, 2 write units. */
const PAD = 'p'.repeat(1500);
export const UNITS_PER_ITEM = 2;
export const units = (read: number, write: number) => ({
  ReadCapacityUnits: read,
  WriteCapacityUnits: write,
});

/**
 * The table, its items and the new index `byG` projecting ALL (5 WCU when provisioned; `index`
 * adds to its Create); the clock is at the start of the backfill (after the allocation phase).
 * Returns that time.
 */
export function building(
  billing: 'PROVISIONED' | 'PAY_PER_REQUEST',
  index: Record<string, unknown> = {},
  options: EngineOptions = {},
): { engine: Engine; start: number } {
  const engine = testEngine({ tableStatusDelayMs: DELAY_MS, ...options });
  const provisioned = billing === 'PROVISIONED';
  ok(engine, 'CreateTable', {
    TableName,
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
    BillingMode: billing,
    ProvisionedThroughput: provisioned ? units(1000, 1000) : undefined,
  });
  engine.advance(DELAY_MS);
  for (let i = 0; i < ITEMS; i++) put(engine, `item-${String(i).padStart(2, '0')}`);
  ok(engine, 'UpdateTable', {
    TableName,
    AttributeDefinitions: [{ AttributeName: 'g', AttributeType: 'S' }],
    GlobalSecondaryIndexUpdates: [
      {
        Create: {
          IndexName: 'byG',
          KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'ALL' },
          ...(provisioned ? { ProvisionedThroughput: units(5, 5) } : {}),
          ...index,
        },
      },
    ],
  });
  engine.advance(DELAY_MS);
  expect(state(engine)).toEqual({ IndexStatus: 'CREATING', Backfilling: true });
  return { engine, start: engine.now() };
}

export function put(engine: Engine, pk: string, pad = PAD) {
  return call(engine, 'PutItem', { TableName, Item: { pk: { S: pk }, g: { S: 'x' }, pad: { S: pad } } });
}

export function state(engine: Engine) {
  const index = ok(engine, 'DescribeTable', { TableName }).Table.GlobalSecondaryIndexes[0];
  return { IndexStatus: index.IndexStatus, Backfilling: index.Backfilling };
}

/** Asserts the index is still building just before `doneAt` and ACTIVE at it. */
export function expectDoneAt(engine: Engine, doneAt: number) {
  engine.setTime(doneAt - 1);
  expect(state(engine)).toEqual({ IndexStatus: 'CREATING', Backfilling: true });
  engine.setTime(doneAt);
  expect(state(engine)).toEqual({ IndexStatus: 'ACTIVE', Backfilling: undefined });
}

/** The index's metric `name` for each whole second of [from, to) (epoch ms, on second boundaries). */
export function indexMetric(engine: Engine, name: string, from: number, to: number): number[] {
  const snapshot = capacitySnapshot(engine, engine.tables.get(TableName)!);
  const index = snapshot.indexes[0];
  const values = (index.metrics as Record<string, number[]>)[name];
  return values.slice(from / 1000 - snapshot.from, to / 1000 - snapshot.from);
}
