/**
 * A global index added by UpdateTable: its own capacity settings and the per-table limit, as probed
 * against AWS in 2026 (ack-api-quirks dynamodb DDB-TABLE-169, 418).
 */
import { describe, expect, it } from 'vitest';
import { fails, ok, testEngine } from '../helpers/wire.ts';

const DELAY_MS = 1000;
const hash = (AttributeName: string) => [{ AttributeName, KeyType: 'HASH' }];
const definitions = (...names: string[]) =>
  names.map((AttributeName) => ({ AttributeName, AttributeType: 'S' }));
const gsi = (IndexName: string, extra: object = {}) => ({
  IndexName,
  KeySchema: hash('g'),
  Projection: { ProjectionType: 'KEYS_ONLY' },
  ...extra,
});

describe('a global index added by UpdateTable', () => {
  it('keeps the on-demand maximums and warm throughput it is created with', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
    ok(engine, 'CreateTable', {
      TableName: 'grow',
      AttributeDefinitions: definitions('pk'),
      KeySchema: hash('pk'),
      BillingMode: 'PAY_PER_REQUEST',
    });
    engine.advance(DELAY_MS);
    const warm = { ReadUnitsPerSecond: 13000, WriteUnitsPerSecond: 5000 };
    ok(engine, 'UpdateTable', {
      TableName: 'grow',
      AttributeDefinitions: definitions('g'),
      GlobalSecondaryIndexUpdates: [
        {
          Create: gsi('bygee', {
            OnDemandThroughput: { MaxReadRequestUnits: 50, MaxWriteRequestUnits: 60 },
            WarmThroughput: warm,
          }),
        },
      ],
    });
    const index = () => ok(engine, 'DescribeTable', { TableName: 'grow' }).Table.GlobalSecondaryIndexes[0];
    expect(index()).toMatchObject({
      IndexStatus: 'CREATING',
      OnDemandThroughput: { MaxReadRequestUnits: 50, MaxWriteRequestUnits: 60 },
      WarmThroughput: { ...warm, Status: 'UPDATING' },
    });
    engine.advance(DELAY_MS);
    expect(index()).toMatchObject({ IndexStatus: 'ACTIVE', WarmThroughput: { ...warm, Status: 'ACTIVE' } });
  });

  it('is refused beyond 20 global indexes', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', {
      TableName: 'full',
      AttributeDefinitions: definitions('pk', 'g'),
      KeySchema: hash('pk'),
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexes: Array.from({ length: 20 }, (_, i) => gsi(`gsi${i}`)),
    });
    const more = fails(engine, 'UpdateTable', {
      TableName: 'full',
      AttributeDefinitions: definitions('g'),
      GlobalSecondaryIndexUpdates: [{ Create: gsi('gsi20') }],
    });
    expect(more).toMatchObject({
      type: 'LimitExceededException',
      message: 'Subscriber limit exceeded: Number of global secondary indexes exceeds per-table limit of 20',
    });
  });
});
