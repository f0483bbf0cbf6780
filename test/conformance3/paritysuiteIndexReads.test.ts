/**
 * Index reads and item collection metrics as paritysuite/dynamodb-conformance recorded them against
 * DynamoDB: consistent reads on a global index through Query, Scan and ExecuteStatement, and an
 * unknown index winning over them (tests/tier3/error-messages/indexReads.test.ts, eu-west-1
 * 2026-09-02); ReturnItemCollectionMetrics on a table with local indexes
 * (tests/tier1/putItem/itemCollectionMetrics.test.ts, eu-west-2 and us-east-1 2026-10-09).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fails, ok, testEngine } from '../helpers/wire.ts';
import { createCompositeIndexedTable } from './support/paritysuiteTables.ts';
import type { Engine } from '../../src/engine/engine.ts';

const T = 'compositeIdx';
let engine: Engine;

beforeEach(() => {
  engine = testEngine();
  createCompositeIndexedTable(engine, T);
});

describe('consistent reads on an index (tests/tier3/error-messages/indexReads.test.ts)', () => {
  it('Query and Scan refuse ConsistentRead on a global index', () => {
    const query = {
      TableName: T,
      IndexName: 'gsi1',
      KeyConditionExpression: '#hk = :v',
      ExpressionAttributeNames: { '#hk': 'lsi1sk' },
      ExpressionAttributeValues: { ':v': { S: 'val' } },
      ConsistentRead: true,
    };
    const refusal = {
      type: 'ValidationException',
      message: 'Consistent reads are not supported on global secondary indexes',
    };
    expect(fails(engine, 'Query', query)).toMatchObject(refusal);
    expect(fails(engine, 'Scan', { TableName: T, IndexName: 'gsi1', ConsistentRead: true })).toMatchObject(
      refusal,
    );
  });

  it('ExecuteStatement words it its own way, after the index is found', () => {
    expect(
      fails(engine, 'ExecuteStatement', { Statement: `SELECT * FROM "${T}"."gsi1"`, ConsistentRead: true }),
    ).toMatchObject({
      type: 'ValidationException',
      message: 'Strongly consistent read is not supported on Global Secondary Indexes',
    });
    const unknown = { type: 'ValidationException', message: 'The table does not have the specified index' };
    expect(
      fails(engine, 'ExecuteStatement', { Statement: `SELECT * FROM "${T}"."no-such-index"` }),
    ).toMatchObject(unknown);
    expect(
      fails(engine, 'ExecuteStatement', {
        Statement: `SELECT * FROM "${T}"."no-such-index"`,
        ConsistentRead: true,
      }),
    ).toMatchObject(unknown);
  });
});

describe('ReturnItemCollectionMetrics (tests/tier1/putItem/itemCollectionMetrics.test.ts)', () => {
  const item = (pk: string, data: string) => ({
    pk: { S: pk },
    sk: { S: 'a' },
    lsi1sk: { S: 'lval' },
    data: { S: data },
  });

  it('PutItem, DeleteItem and UpdateItem report the collection as a range of whole gigabytes', () => {
    const put = ok(engine, 'PutItem', {
      TableName: T,
      Item: item('icm-put-1', 'hello'),
      ReturnItemCollectionMetrics: 'SIZE',
    });
    expect(put.ItemCollectionMetrics).toEqual({
      ItemCollectionKey: { pk: { S: 'icm-put-1' } },
      SizeEstimateRangeGB: [0, 1],
    });

    ok(engine, 'PutItem', { TableName: T, Item: item('icm-del-1', 'to-delete') });
    const removed = ok(engine, 'DeleteItem', {
      TableName: T,
      Key: { pk: { S: 'icm-del-1' }, sk: { S: 'a' } },
      ReturnItemCollectionMetrics: 'SIZE',
    });
    expect(removed.ItemCollectionMetrics.ItemCollectionKey).toEqual({ pk: { S: 'icm-del-1' } });
    expect(removed.ItemCollectionMetrics.SizeEstimateRangeGB).toHaveLength(2);

    ok(engine, 'PutItem', { TableName: T, Item: item('icm-upd-1', 'original') });
    const updated = ok(engine, 'UpdateItem', {
      TableName: T,
      Key: { pk: { S: 'icm-upd-1' }, sk: { S: 'a' } },
      UpdateExpression: 'SET #d = :v',
      ExpressionAttributeNames: { '#d': 'data' },
      ExpressionAttributeValues: { ':v': { S: 'updated' } },
      ReturnItemCollectionMetrics: 'SIZE',
    });
    expect(updated.ItemCollectionMetrics.ItemCollectionKey).toEqual({ pk: { S: 'icm-upd-1' } });
    expect(updated.ItemCollectionMetrics.SizeEstimateRangeGB).toHaveLength(2);
  });

  it('NONE leaves the metrics out', () => {
    const put = ok(engine, 'PutItem', {
      TableName: T,
      Item: item('icm-none-1', 'hello'),
      ReturnItemCollectionMetrics: 'NONE',
    });
    expect(put.ItemCollectionMetrics).toBeUndefined();
  });
});
