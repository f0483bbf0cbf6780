import { it } from 'vitest';
import { testEngine, ok } from '../helpers/wire.ts';
import { dispatch } from '../../src/protocol/dispatch.ts';

it('smoke', () => {
  const engine = testEngine();
  const t = ok(engine, 'CreateTable', { TableName: 'tab1', AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }], KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }], BillingMode: 'PAY_PER_REQUEST', StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } });
  console.log(JSON.stringify(t.TableDescription));
  ok(engine, 'PutItem', { TableName: 'tab1', Item: { id: { S: 'a' }, v: { N: '1' } } });
  ok(engine, 'PutItem', { TableName: 'tab1', Item: { id: { S: 'a' }, v: { N: '1' } } });
  ok(engine, 'PutItem', { TableName: 'tab1', Item: { id: { S: 'a' }, v: { N: '2' } } });
  ok(engine, 'DeleteItem', { TableName: 'tab1', Key: { id: { S: 'a' } } });
  const s = (op: string, body: unknown) => JSON.parse(dispatch(engine, `DynamoDBStreams_20120810.${op}`, JSON.stringify(body)).body);
  const list = s('ListStreams', {});
  console.log(JSON.stringify(list));
  const d = s('DescribeStream', { StreamArn: list.Streams[0].StreamArn });
  console.log(JSON.stringify(d, null, 1));
  for (const shard of d.StreamDescription.Shards) {
    const it = s('GetShardIterator', { StreamArn: list.Streams[0].StreamArn, ShardId: shard.ShardId, ShardIteratorType: 'TRIM_HORIZON' });
    const r = s('GetRecords', { ShardIterator: it.ShardIterator });
    if (r.Records.length) console.log(JSON.stringify(r, null, 1));
  }
});
