/**
 * What limits a global index's changes and what does not, as probed against AWS in 2026
 * (ack-api-quirks dynamodb DDB-TABLE-157: separate daily decrease budgets for the table and each
 * index; DDB-TABLE-166: deletion protection does not cover indexes).
 */
import { expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, ok, testEngine } from '../helpers/wire.ts';

const DELAY_MS = 1000;
const TableName = 'budgets';
const units = (read: number, write = read) => ({ ReadCapacityUnits: read, WriteCapacityUnits: write });
const indexThroughput = (read: number) => ({
  GlobalSecondaryIndexUpdates: [{ Update: { IndexName: 'gsi1', ProvisionedThroughput: units(read) } }],
});
const DECREASES_LIMITED =
  'Subscriber limit exceeded: Provisioned throughput decreases are limited within a given UTC day.';

/** A PROVISIONED 50/50 table with global index `gsi1` at 50/50. */
function provisionedTable(): Engine {
  const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
  ok(engine, 'CreateTable', {
    TableName,
    BillingMode: 'PROVISIONED',
    ProvisionedThroughput: units(50),
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: ['pk', 'a'].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
    GlobalSecondaryIndexes: [
      {
        IndexName: 'gsi1',
        KeySchema: [{ AttributeName: 'a', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'KEYS_ONLY' },
        ProvisionedThroughput: units(50),
      },
    ],
  });
  engine.advance(DELAY_MS);
  return engine;
}

const described = (engine: Engine) => ok(engine, 'DescribeTable', { TableName }).Table;
const decreasesOf = (engine: Engine) => {
  const table = described(engine);
  return [
    table.ProvisionedThroughput.NumberOfDecreasesToday,
    table.GlobalSecondaryIndexes[0].ProvisionedThroughput.NumberOfDecreasesToday,
  ];
};

it('counts the table’s decreases apart from the index’s, and refuses a coupled one whole', () => {
  const engine = provisionedTable();
  // A read decrease with a write increase counts as one decrease.
  for (const throughput of [units(40), units(30, 60), units(20), units(10)]) {
    ok(engine, 'UpdateTable', { TableName, ProvisionedThroughput: throughput });
    engine.advance(DELAY_MS);
  }
  expect(decreasesOf(engine)).toEqual([4, 0]);
  const coupled = fails(engine, 'UpdateTable', {
    TableName,
    ProvisionedThroughput: units(5),
    ...indexThroughput(40),
  });
  expect(coupled.type).toBe('LimitExceededException');
  expect(coupled.message.startsWith(DECREASES_LIMITED)).toBe(true);
  expect(described(engine).GlobalSecondaryIndexes[0].ProvisionedThroughput).toMatchObject(units(50));
  // The index has its own four.
  for (const read of [40, 30, 20, 10]) {
    ok(engine, 'UpdateTable', { TableName, ...indexThroughput(read) });
    engine.advance(DELAY_MS);
  }
  expect(decreasesOf(engine)).toEqual([4, 4]);
  expect(fails(engine, 'UpdateTable', { TableName, ...indexThroughput(5) }).message).toContain(
    DECREASES_LIMITED,
  );
});

it('deletes a global index of a table with deletion protection', () => {
  const engine = provisionedTable();
  ok(engine, 'UpdateTable', { TableName, DeletionProtectionEnabled: true });
  const reply = ok(engine, 'UpdateTable', {
    TableName,
    GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: 'gsi1' } }],
  });
  expect(reply.TableDescription.GlobalSecondaryIndexes[0].IndexStatus).toBe('DELETING');
  engine.advance(DELAY_MS);
  const table = described(engine);
  expect(table.GlobalSecondaryIndexes).toBeUndefined();
  expect(table.AttributeDefinitions).toEqual([{ AttributeName: 'pk', AttributeType: 'S' }]);
});
