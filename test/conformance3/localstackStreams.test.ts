/**
 * Stream records as DynamoDB Streams recorded them against AWS in LocalStack's test suite
 * (localstack/localstack tests/aws/services/dynamodb/test_dynamodb.snapshot.json, 2023-08 to
 * 2024-06, and tests/aws/services/lambda_/event_source_mapping/
 * test_lambda_integration_dynamodbstreams.snapshot.json, 2024-10). Each test repeats the recorded
 * requests (the test named in its title) and checks what the recording shows: which writes leave a
 * record, each record's event, images and SizeBytes, and the shapes around them. The sizes in
 * test_batch_write_items_streaming and test_dynamodb_stream_stream_view_type are pinned in
 * test/streams/recordSizes.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { ok, testEngine } from '../helpers/wire.ts';
import { iterator, readShard, shardsOf, streamsOk, type Json } from '../streams/streamHelpers.ts';
import { S } from '../helpers/attributeValues.ts';

/** A provisioned 5/5 table keyed by `key` (S) with a stream, as the recorded tests create them. */
function streamTable(engine: Engine, name: string, viewType: string, key = 'id'): string {
  return ok(engine, 'CreateTable', {
    TableName: name,
    KeySchema: [{ AttributeName: key, KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: key, AttributeType: 'S' }],
    ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
    StreamSpecification: { StreamEnabled: true, StreamViewType: viewType },
  }).TableDescription.LatestStreamArn;
}

/** Every record of the stream's only shard. */
function records(engine: Engine, streamArn: string): Record<string, Json>[] {
  const [shard] = shardsOf(engine, streamArn);
  return readShard(engine, streamArn, shard.ShardId);
}

/** Event, key and size of each record: what the recordings let us compare exactly. */
const summary = (list: Record<string, Json>[], key = 'id') =>
  list.map((r) => `${r.eventName} ${r.dynamodb.Keys[key].S} ${r.dynamodb.SizeBytes}`);

const put = (TableName: string, Item: object) => ({ Put: { TableName, Item } });
/** An Update setting attr1, attr2 … to `values`, as the recorded tests write it. */
const setAttributes = (TableName: string, id: string, values: string[]) => ({
  Update: {
    TableName,
    Key: { id: S(id) },
    UpdateExpression: `SET ${values.map((_, i) => `attr${i + 1} = :v${i + 1}`).join(', ')}`,
    ExpressionAttributeValues: Object.fromEntries(values.map((v, i) => [`:v${i + 1}`, S(v)])),
  },
});

describe('test_transact_write_items_streaming', () => {
  it('records each change once, none for a Put or an Update that leaves the item as it was', () => {
    const engine = testEngine();
    const arn = streamTable(engine, 'orders', 'NEW_AND_OLD_IMAGES');
    ok(engine, 'PutItem', { TableName: 'orders', Item: { id: S('Fred') } });
    const transact = (...TransactItems: object[]) =>
      expect(ok(engine, 'TransactWriteItems', { TransactItems })).toEqual({});
    transact(put('orders', { id: S('Fred') }), put('orders', { id: S('NewKey') }));
    transact(setAttributes('orders', 'NewKey', ['value1', 'value2']));
    transact(setAttributes('orders', 'NonExistentKey', ['value1']));
    transact(
      { Delete: { TableName: 'orders', Key: { id: S('NewKey') } } },
      put('orders', { id: S('Fred'), name: S('Fred') }),
      setAttributes('orders', 'NonExistentKey', ['value1']),
    );
    const list = records(engine, arn);
    expect(summary(list)).toEqual([
      'INSERT Fred 12',
      'INSERT NewKey 16',
      'MODIFY NewKey 46',
      'INSERT NonExistentKey 43',
      'REMOVE NewKey 38',
      'MODIFY Fred 26',
    ]);
    expect(list[2].dynamodb).toMatchObject({
      NewImage: { id: S('NewKey'), attr1: S('value1'), attr2: S('value2') },
      OldImage: { id: S('NewKey') },
    });
    expect(list[4].dynamodb).not.toHaveProperty('NewImage');
  });
});

describe('test_transact_write_items_streaming_for_different_tables', () => {
  it('records only the write to the table that has a stream', () => {
    const engine = testEngine();
    const arn = streamTable(engine, 'withStream', 'NEW_AND_OLD_IMAGES');
    ok(engine, 'CreateTable', {
      TableName: 'withoutStream',
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
      ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
    });
    ok(engine, 'TransactWriteItems', {
      TransactItems: [put('withoutStream', { id: S('Fred') }), put('withStream', { id: S('Fred') })],
    });
    expect(summary(records(engine, arn))).toEqual(['INSERT Fred 12']);
  });
});

describe('test_dynamodb_stream_records_with_update_item', () => {
  it('records the insert and the change, not the update that changed nothing', () => {
    const engine = testEngine();
    const arn = streamTable(engine, 'updates', 'NEW_AND_OLD_IMAGES');
    const [shard] = shardsOf(engine, arn);
    const start = BigInt(shard.SequenceNumberRange.StartingSequenceNumber);
    for (const values of [
      ['value1', 'value2'],
      ['value1', 'value2'],
      ['value2', 'value3'],
    ]) {
      const { Update } = setAttributes('updates', 'my-item-id', values);
      ok(engine, 'UpdateItem', Update);
    }
    const list = records(engine, arn);
    expect(summary(list)).toEqual(['INSERT my-item-id 46', 'MODIFY my-item-id 80']);
    for (const record of list) {
      // After the shard's starting sequence number, strictly (the recorded test asserts it on AWS).
      expect(BigInt(record.dynamodb.SequenceNumber) > start).toBe(true);
      expect(Number.isInteger(record.dynamodb.ApproximateCreationDateTime)).toBe(true);
    }
  });
});

describe('test_dynamodb_stream_stream_view_type', () => {
  it('KEYS_ONLY: keys alone for item writes and PartiQL writes, read from the starting number', () => {
    const engine = testEngine();
    const arn = streamTable(engine, 'users', 'KEYS_ONLY', 'Username');
    const Key = { Username: S('Fred') };
    ok(engine, 'PutItem', { TableName: 'users', Item: Key });
    ok(engine, 'PutItem', { TableName: 'users', Item: Key });
    const updated = ok(engine, 'UpdateItem', {
      TableName: 'users',
      Key,
      UpdateExpression: 'set S=:r',
      ExpressionAttributeValues: { ':r': S('Fred_Modified') },
      ReturnValues: 'UPDATED_NEW',
    });
    expect(updated).toEqual({ Attributes: { S: S('Fred_Modified') } });
    ok(engine, 'DeleteItem', { TableName: 'users', Key });
    for (const Statement of [
      `INSERT INTO users VALUE {'Username': 'Alice'}`,
      `UPDATE users SET partiql=1 WHERE Username='Alice'`,
      `DELETE FROM users WHERE Username='Alice'`,
    ]) {
      ok(engine, 'ExecuteStatement', { Statement });
    }
    const [shard] = shardsOf(engine, arn);
    const at = iterator(
      engine,
      arn,
      shard.ShardId,
      'AT_SEQUENCE_NUMBER',
      shard.SequenceNumberRange.StartingSequenceNumber,
    );
    const list = streamsOk(engine, 'GetRecords', { ShardIterator: at }).Records;
    expect(summary(list, 'Username')).toEqual([
      'INSERT Fred 12',
      'MODIFY Fred 12',
      'REMOVE Fred 12',
      'INSERT Alice 13',
      'MODIFY Alice 13',
      'REMOVE Alice 13',
    ]);
    for (const record of list) {
      expect(Object.keys(record.dynamodb).sort()).toEqual([
        'ApproximateCreationDateTime',
        'Keys',
        'SequenceNumber',
        'SizeBytes',
        'StreamViewType',
      ]);
      expect(record).toMatchObject({ eventVersion: '1.1', eventSource: 'aws:dynamodb' });
    }
  });
});

describe('test_data_encoding_consistency', () => {
  it('gives the same binary value in GetItem and in the new image, before and after an update', () => {
    const engine = testEngine();
    const arn = streamTable(engine, 'encoded', 'NEW_AND_OLD_IMAGES');
    const Key = { id: S('id1') };
    ok(engine, 'PutItem', {
      TableName: 'encoded',
      Item: { ...Key, version: { N: '1' }, data: { B: 'kA==' } },
    });
    ok(engine, 'UpdateItem', {
      TableName: 'encoded',
      Key,
      UpdateExpression: 'SET version=:v',
      ExpressionAttributeValues: { ':v': { N: '2' } },
    });
    const item = ok(engine, 'GetItem', { TableName: 'encoded', Key }).Item;
    expect(item).toEqual({ ...Key, version: { N: '2' }, data: { B: 'kA==' } });
    expect(records(engine, arn).map((r) => r.dynamodb.NewImage)).toEqual([
      { ...Key, version: { N: '1' }, data: { B: 'kA==' } },
      item,
    ]);
  });
});

describe('the stream around the records', () => {
  it('test_batch_write_items_streaming: DescribeStream of a new stream', () => {
    const engine = testEngine();
    const arn = streamTable(engine, 'described', 'NEW_AND_OLD_IMAGES');
    const description = streamsOk(engine, 'DescribeStream', { StreamArn: arn }).StreamDescription;
    expect(Object.keys(description).sort()).toEqual([
      'CreationRequestDateTime',
      'KeySchema',
      'Shards',
      'StreamArn',
      'StreamLabel',
      'StreamStatus',
      'StreamViewType',
      'TableName',
    ]);
    expect(description).toMatchObject({
      StreamArn: arn,
      StreamStatus: 'ENABLED',
      StreamViewType: 'NEW_AND_OLD_IMAGES',
      TableName: 'described',
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    });
    expect(arn.endsWith(`/stream/${description.StreamLabel}`)).toBe(true);
    expect(description.Shards).toHaveLength(1);
    expect(Object.keys(description.Shards[0]).sort()).toEqual(['SequenceNumberRange', 'ShardId']);
    expect(Object.keys(description.Shards[0].SequenceNumberRange)).toEqual(['StartingSequenceNumber']);
  });

  it('test_dynamodb_streams_describe_with_exclusive_start_shard_id: leaves that shard out', () => {
    const engine = testEngine();
    const arn = streamTable(engine, 'excluded', 'NEW_AND_OLD_IMAGES');
    const [shard] = shardsOf(engine, arn);
    const after = streamsOk(engine, 'DescribeStream', {
      StreamArn: arn,
      ExclusiveStartShardId: shard.ShardId,
    });
    expect(after.StreamDescription.Shards.map((s: Json) => s.ShardId)).not.toContain(shard.ShardId);
  });

  it('test_dynamodb_streams_shard_iterator_format: the stream ARN, |digit|, then more; empty reads go on', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', {
      TableName: 'iterated',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'my_partition_key', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'my_partition_key', AttributeType: 'S' }],
    });
    const arn = ok(engine, 'UpdateTable', {
      TableName: 'iterated',
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
    }).TableDescription.LatestStreamArn;
    const escaped = arn.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const format = new RegExp(`^${escaped}\\|\\d\\|.+$`);
    const first = iterator(engine, arn, shardsOf(engine, arn)[0].ShardId);
    expect(first).toMatch(format);
    const page = streamsOk(engine, 'GetRecords', { ShardIterator: first });
    expect(page.Records).toEqual([]);
    expect(page.NextShardIterator).toMatch(format);
  });
});

describe('test_dynamodb_event_source_mapping (Lambda event, 2024-10)', () => {
  it('NEW_IMAGE with a binary attribute: 70 bytes, the new image only', () => {
    const engine = testEngine();
    const arn = streamTable(engine, 'mapped', 'NEW_IMAGE', 'my_partition_key');
    const Item = { my_partition_key: S('hello world'), binary_key: { B: 'Zm9vYmFy' } };
    ok(engine, 'PutItem', { TableName: 'mapped', Item });
    const [record] = records(engine, arn);
    expect(record.dynamodb).toMatchObject({
      Keys: { my_partition_key: S('hello world') },
      NewImage: Item,
      SizeBytes: 70,
      StreamViewType: 'NEW_IMAGE',
    });
    expect(record.dynamodb).not.toHaveProperty('OldImage');
  });
});
