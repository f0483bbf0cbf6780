/**
 * PutItem write capacity through dispatch and the AWS SDK: for the table and its indexes, and none
 * for a failed conditional write. Recorded answers: architect/dynalite test/putItem.js (capacity of
 * 1024- and 1025-byte items), GSI.html and LSI.html for index writes, read-write-operations.html for
 * the larger-of-old-and-new rule. What PutItem writes is in putItemWrites.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { consumed } from './support/capacity.ts';
import { CLIENT_TRANSPORTS, failed, ok, useEndpoint } from './support/suite.ts';
import { createTable, expectUnchanged, tableRequest } from './support/tables.ts';

const context = useEndpoint();

describe.each(CLIENT_TRANSPORTS)('PutItem functionality via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const hash = `items_${via}`;

  beforeAll(async () => {
    await createTable(context.call.dispatch, tableRequest(hash, ['a', 'S']));
  });

  it('charges a write unit per started KB of the larger of the old and new item', async () => {
    // dynalite's recorded capacity items: 1024 bytes (a 5 + b 1006 + c 5 + d 3 + e 5), then 1025.
    const small = {
      a: { S: 'w001' },
      b: { S: 'b'.repeat(1009 - 4) },
      c: { N: '12.3456' },
      d: { B: 'AQI=' },
      e: { BS: ['AQI=', 'Ag==', 'AQ=='] },
    };
    const large = { ...small, a: { S: 'w002' }, b: { S: 'b'.repeat(1011 - 4) }, e: { BS: ['AQI=', 'Ag=='] } };
    const put = async (item: object, mode = 'TOTAL') =>
      consumed(ok(await call('PutItem', { TableName: hash, Item: item, ReturnConsumedCapacity: mode })));
    expect(await put(small)).toEqual({ TableName: hash, CapacityUnits: 1 });
    expect(await put(small, 'INDEXES')).toEqual({
      TableName: hash,
      CapacityUnits: 1,
      Table: { CapacityUnits: 1 },
    });
    expect(await put(large)).toEqual({ TableName: hash, CapacityUnits: 2 });
    // Replacing the 1025-byte item with a 5-byte one is still charged on the old size.
    expect(await put({ a: { S: 'w002' } })).toEqual({ TableName: hash, CapacityUnits: 2 });
    expect(await put({ a: { S: 'w002' } })).toEqual({ TableName: hash, CapacityUnits: 1 });
    expect(
      ok(await call('PutItem', { TableName: hash, Item: small, ReturnConsumedCapacity: 'NONE' })),
    ).toEqual({});
  });

  it('charges each secondary index the writes its entry needs (GSI.html, LSI.html)', async () => {
    const indexed = `indexed_${via}`;
    const key = { AttributeName: 'a', KeyType: 'HASH' };
    await createTable(context.call.dispatch, {
      ...tableRequest(indexed, ['a', 'S'], ['b', 'S']),
      AttributeDefinitions: ['a', 'b', 'c'].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      LocalSecondaryIndexes: [
        {
          IndexName: 'index1',
          KeySchema: [key, { AttributeName: 'c', KeyType: 'RANGE' }],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'index3',
          KeySchema: [{ AttributeName: 'c', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
    const put = async (extra: object, mode = 'INDEXES') =>
      consumed(
        ok(
          await call('PutItem', {
            TableName: indexed,
            Item: { a: { S: '1' }, b: { S: '1' }, ...extra },
            ReturnConsumedCapacity: mode,
          }),
        ),
      );
    const indexes = (local: number, global: number) => ({
      LocalSecondaryIndexes: { index1: { CapacityUnits: local } },
      GlobalSecondaryIndexes: { index3: { CapacityUnits: global } },
    });
    // A new entry costs one write per index; a changed index key two (delete + put); leaving one.
    expect(await put({ c: { S: 'x' } })).toEqual({
      TableName: indexed,
      CapacityUnits: 3,
      Table: { CapacityUnits: 1 },
      ...indexes(1, 1),
    });
    expect(await put({ c: { S: 'y' } })).toEqual({
      TableName: indexed,
      CapacityUnits: 5,
      Table: { CapacityUnits: 1 },
      ...indexes(2, 2),
    });
    expect(await put({ c: { S: 'z' } }, 'TOTAL')).toEqual({ TableName: indexed, CapacityUnits: 5 });
    // Writing the same item again changes no index entry: only the table is charged.
    expect(await put({ c: { S: 'z' } })).toEqual({
      TableName: indexed,
      CapacityUnits: 1,
      Table: { CapacityUnits: 1 },
    });
    expect(await put({})).toEqual({
      TableName: indexed,
      CapacityUnits: 3,
      Table: { CapacityUnits: 1 },
      ...indexes(1, 1),
    });
    expect(await put({})).toEqual({ TableName: indexed, CapacityUnits: 1, Table: { CapacityUnits: 1 } });
  });

  it('answers a failed conditional write without capacity, and changes nothing', async () => {
    const large = { a: { S: 'w003' }, b: { S: 'b'.repeat(3000) } };
    ok(await call('PutItem', { TableName: hash, Item: large }));
    await expectUnchanged(call, hash, async () => {
      const extra = failed(
        await call('PutItem', {
          TableName: hash,
          Item: { a: { S: 'w003' } },
          ConditionExpression: 'attribute_not_exists(a)',
          ReturnConsumedCapacity: 'TOTAL',
        }),
        'ConditionalCheckFailedException',
        'The conditional request failed',
      );
      expect(extra).toEqual({});
    });
    // DynamoDB charges the failed write as it would the write (the larger item, 3 KB here); an
    // error reply carries no ConsumedCapacity, so the charge shows in the same write succeeding.
    expect(
      consumed(
        ok(
          await call('PutItem', {
            TableName: hash,
            Item: { a: { S: 'w003' } },
            ReturnConsumedCapacity: 'TOTAL',
          }),
        ),
      ),
    ).toEqual({
      TableName: hash,
      CapacityUnits: 3,
    });
  });
});
