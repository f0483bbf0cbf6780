/**
 * A GlobalSecondaryIndexUpdates Update must change something, as AWS answered in 2026 probes
 * (ack-api-quirks dynamodb DDB-TABLE-456): on an on-demand table, an Update naming only the index, or
 * with an empty OnDemandThroughput, is refused like one with ProvisionedThroughput; an empty
 * WarmThroughput is refused in its own words. Nothing changes.
 */
import { expect, it } from 'vitest';
import { fails, ok, testEngine } from '../helpers/wire.ts';

const ONLY_ON_DEMAND =
  'One or more parameter values were invalid: The only Updates for index: gsi1 when TableThroughputMode is PAY_PER_REQUEST can be to OnDemandThroughput, WarmThroughput';

it('refuses an Update of an on-demand table’s index that changes nothing', () => {
  const engine = testEngine();
  ok(engine, 'CreateTable', {
    TableName: 'orders',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'g', AttributeType: 'S' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'gsi1',
        KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  });
  const updateIndex = (update: Record<string, unknown>) =>
    fails(engine, 'UpdateTable', {
      TableName: 'orders',
      GlobalSecondaryIndexUpdates: [{ Update: { IndexName: 'gsi1', ...update } }],
    });
  expect(updateIndex({})).toMatchObject({ type: 'ValidationException', message: ONLY_ON_DEMAND });
  expect(updateIndex({ OnDemandThroughput: {} }).message).toBe(ONLY_ON_DEMAND);
  expect(updateIndex({ WarmThroughput: {} }).message).toBe(
    'One or more parameter values were invalid: WarmThroughput must have at least one of ReadUnitsPerSecond or WriteUnitsPerSecond specified for index: gsi1',
  );
  const index = ok(engine, 'DescribeTable', { TableName: 'orders' }).Table.GlobalSecondaryIndexes[0];
  expect(index.IndexStatus).toBe('ACTIVE');
  expect(index.OnDemandThroughput).toBeUndefined();
  // A change that does change something goes through.
  ok(engine, 'UpdateTable', {
    TableName: 'orders',
    GlobalSecondaryIndexUpdates: [
      { Update: { IndexName: 'gsi1', OnDemandThroughput: { MaxReadRequestUnits: 100 } } },
    ],
  });
});
