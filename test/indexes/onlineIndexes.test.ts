/** A global secondary index added to and removed from a table with items (UpdateTable). */
import { describe, expect, it } from 'vitest';
import { expectIndexesMatchTable } from '../helpers/indexInvariant.ts';
import { fails, ok, testEngine } from '../helpers/wire.ts';
import { createApp, putOrder, S } from './appTable.ts';

describe('UpdateTable on global secondary indexes', () => {
  it('backfills a new index on the clock, then serves it; deletes it', () => {
    const engine = testEngine({ tableStatusDelayMs: 100 });
    createApp(engine);
    engine.advance(100);
    for (let i = 0; i < 10; i++) putOrder(engine, String(i), `O${i}`, i);
    const created = ok(engine, 'UpdateTable', {
      TableName: 'app',
      AttributeDefinitions: [{ AttributeName: 'note', AttributeType: 'S' }],
      GlobalSecondaryIndexUpdates: [
        {
          Create: {
            IndexName: 'ByNote',
            KeySchema: [{ AttributeName: 'note', KeyType: 'HASH' }],
            Projection: { ProjectionType: 'ALL' },
          },
        },
      ],
    }).TableDescription;
    expect(created.TableStatus).toBe('UPDATING');
    const index = created.GlobalSecondaryIndexes.find((i: any) => i.IndexName === 'ByNote');
    // Backfilling while the table is ACTIVE again (ack-api-quirks dynamodb DDB-TABLE-148).
    expect(index).toMatchObject({ IndexStatus: 'CREATING', Backfilling: false });
    engine.advance(100);
    const described = ok(engine, 'DescribeTable', { TableName: 'app' }).Table;
    expect(described.TableStatus).toBe('ACTIVE');
    expect(described.GlobalSecondaryIndexes.find((i: any) => i.IndexName === 'ByNote')).toMatchObject({
      IndexStatus: 'CREATING',
      Backfilling: true,
    });
    const query = {
      TableName: 'app',
      IndexName: 'ByNote',
      KeyConditionExpression: 'note = :n',
      ExpressionAttributeValues: { ':n': S('order O3') },
    };
    expect(fails(engine, 'Query', query).message).toBe(
      'Cannot read from backfilling global secondary index: ByNote',
    );
    engine.advance(1000);
    expect(ok(engine, 'Query', query).Items[0].SK).toEqual(S('ORDER#O3'));
    expect(ok(engine, 'DescribeTable', { TableName: 'app' }).Table.TableStatus).toBe('ACTIVE');
    expectIndexesMatchTable(engine);
    ok(engine, 'UpdateTable', {
      TableName: 'app',
      GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: 'ByNote' } }],
    });
    engine.advance(1000);
    expect(fails(engine, 'Query', query).message).toBe('The table does not have the specified index: ByNote');
  });
});
