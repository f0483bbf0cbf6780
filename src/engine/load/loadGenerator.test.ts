import { describe, expect, it } from 'vitest';
import { Engine } from '../engine.ts';
import { createTable } from '../operations/createTable.ts';
import { LoadGenerator } from './loadGenerator.ts';

function engineWith(keySchema: { AttributeName: string; KeyType: 'HASH' | 'RANGE' }[]) {
  const engine = new Engine({
    clock: { start: Date.UTC(2026, 4, 4), running: false },
    tableStatusDelayMs: 0,
  });
  createTable(engine, {
    TableName: 'users',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: keySchema,
    AttributeDefinitions: keySchema.map((key) => ({ AttributeName: key.AttributeName, AttributeType: 'S' })),
  });
  return engine;
}

describe('load generator key names', () => {
  it("writes and reads the table's own key attributes", () => {
    const engine = engineWith([
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ]);
    const load = new LoadGenerator(engine, {
      tableName: 'users',
      pattern: 'uniform',
      rate: 100,
      readRatio: 0.5,
      keys: 10,
      keyNames: { partition: 'PK', sort: 'SK' },
    });
    load.advance(2000);
    expect(load.totals).toMatchObject({ requests: 200, failed: 0 });
    // About half the requests were writes, over a key space of ten.
    const count = engine.tables.get('users')!.items.itemCount;
    expect(count).toBeGreaterThan(5);
    expect(count).toBeLessThanOrEqual(10);
  });

  it('addresses the partition key alone on a table without a sort key', () => {
    const engine = engineWith([{ AttributeName: 'id', KeyType: 'HASH' }]);
    const load = new LoadGenerator(engine, {
      tableName: 'users',
      pattern: 'hot-key',
      rate: 50,
      keyNames: { partition: 'id' },
    });
    load.advance(1000);
    expect(load.totals).toMatchObject({ requests: 50, failed: 0 });
    expect(engine.tables.get('users')!.items.itemCount).toBe(1);
  });
});
