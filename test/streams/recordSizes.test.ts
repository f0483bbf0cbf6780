/**
 * SizeBytes of stream records, checked against sizes DynamoDB itself reported: the keys plus each
 * image the view type carries, every attribute its name's bytes plus its value's. Sources:
 * localstack/localstack tests/aws/services/dynamodb/test_dynamodb.snapshot.json (GetRecords
 * recorded against AWS, 2023-10-22: test_batch_write_items_streaming and
 * test_dynamodb_stream_stream_view_type), and the Lambda documentation's sample DynamoDB event
 * (Id 101, "New item!" / "This item has changed": 26, 59 and 38 bytes).
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { ok, testEngine } from '../helpers/wire.ts';
import { latestStreamArn, readStream } from './streamHelpers.ts';

function streamTable(engine: Engine, name: string, key: string, type: 'S' | 'N', viewType: string) {
  ok(engine, 'CreateTable', {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [{ AttributeName: key, AttributeType: type }],
    KeySchema: [{ AttributeName: key, KeyType: 'HASH' }],
    StreamSpecification: { StreamEnabled: true, StreamViewType: viewType },
  });
}

/** Each record's event and size, in write order (an on-demand table spreads keys over shards). */
const sizes = (engine: Engine, table: string) =>
  readStream(engine, latestStreamArn(engine, table))
    .sort((a, b) => (BigInt(a.dynamodb.SequenceNumber) < BigInt(b.dynamodb.SequenceNumber) ? -1 : 1))
    .map((r) => [r.eventName, r.dynamodb.SizeBytes]);

describe('SizeBytes as DynamoDB reports it', () => {
  it('NEW_AND_OLD_IMAGES: keys, then each image present (recorded against AWS)', () => {
    const engine = testEngine();
    streamTable(engine, 'people', 'id', 'S', 'NEW_AND_OLD_IMAGES');
    const put = (Item: object) => ({ PutRequest: { Item } });
    ok(engine, 'PutItem', { TableName: 'people', Item: { id: { S: 'Fred' } } });
    ok(engine, 'BatchWriteItem', {
      RequestItems: {
        people: [put({ id: { S: 'Fred' }, name: { S: 'Fred' } }), put({ id: { S: 'NewKey' } })],
      },
    });
    ok(engine, 'BatchWriteItem', {
      RequestItems: { people: [{ DeleteRequest: { Key: { id: { S: 'NewKey' } } } }] },
    });
    expect(sizes(engine, 'people')).toEqual([
      ['INSERT', 12],
      ['MODIFY', 26],
      ['INSERT', 16],
      ['REMOVE', 16],
    ]);
  });

  it('KEYS_ONLY: the key alone, whatever the event (recorded against AWS)', () => {
    const engine = testEngine();
    streamTable(engine, 'users', 'Username', 'S', 'KEYS_ONLY');
    for (const name of ['Fred', 'Alice']) {
      const Key = { Username: { S: name } };
      ok(engine, 'PutItem', { TableName: 'users', Item: Key });
      ok(engine, 'PutItem', { TableName: 'users', Item: { ...Key, age: { N: '30' } } });
      ok(engine, 'DeleteItem', { TableName: 'users', Key });
    }
    expect(sizes(engine, 'users').map(([, size]) => size)).toEqual([12, 12, 12, 13, 13, 13]);
  });

  it('a number key counts its digits as DynamoDB sizes numbers (the Lambda sample event)', () => {
    const engine = testEngine();
    streamTable(engine, 'messages', 'Id', 'N', 'NEW_AND_OLD_IMAGES');
    const item = (Message: string) => ({ Id: { N: '101' }, Message: { S: Message } });
    ok(engine, 'PutItem', { TableName: 'messages', Item: item('New item!') });
    ok(engine, 'PutItem', { TableName: 'messages', Item: item('This item has changed') });
    ok(engine, 'DeleteItem', { TableName: 'messages', Key: { Id: { N: '101' } } });
    expect(sizes(engine, 'messages')).toEqual([
      ['INSERT', 26],
      ['MODIFY', 59],
      ['REMOVE', 38],
    ]);
  });
});
