import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/protocol/dispatch.ts';
import { ok, testEngine } from '../helpers/wire.ts';

describe('tagging replies', () => {
  it('answers TagResource and UntagResource with an empty body, as the API reference documents', () => {
    const engine = testEngine();
    const arn = ok(engine, 'CreateTable', {
      TableName: 'tagged',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    }).TableDescription.TableArn;
    const tag = dispatch(
      engine,
      'DynamoDB_20120810.TagResource',
      JSON.stringify({ ResourceArn: arn, Tags: [{ Key: 'a', Value: 'b' }] }),
    );
    expect(tag).toEqual({ status: 200, body: '' });
    const untag = dispatch(
      engine,
      'DynamoDB_20120810.UntagResource',
      JSON.stringify({ ResourceArn: arn, TagKeys: ['a'] }),
    );
    expect(untag).toEqual({ status: 200, body: '' });
  });
});
