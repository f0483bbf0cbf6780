import { describe, expect, it } from 'vitest';
import { callOperation, callWith } from '../../../client/calls.ts';
import { createInProcessClient } from '../../../client/inProcessClient.ts';
import { parseCliText } from './parseCli.ts';

describe('aws dynamodbstreams in the console', () => {
  it('reads a table’s stream: its shards, an iterator, the records', async () => {
    const client = createInProcessClient({ tableStatusDelayMs: 0 });
    await callWith(client, 'CreateTable', {
      TableName: 'app',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
    });
    await callWith(client, 'PutItem', { TableName: 'app', Item: { PK: { S: 'a' }, v: { N: '1' } } });
    /** Runs one console command and returns its reply. */
    const cli = async (text: string) => {
      const [command] = parseCliText(text);
      const outcome = await callOperation(
        client,
        command.operation,
        JSON.stringify(command.request),
        command.targetPrefix,
      );
      if (!outcome.ok) throw new Error(`${text}: ${outcome.error.message}`);
      return outcome.value.reply as Record<string, never>;
    };
    const { Streams } = await cli('aws dynamodbstreams list-streams --table-name app');
    const arn = (Streams as { StreamArn: string }[])[0].StreamArn;
    const { StreamDescription } = await cli(`aws dynamodbstreams describe-stream --stream-arn ${arn}`);
    // One shard per partition: the record is in the shard of its key's partition.
    const records: unknown[] = [];
    for (const { ShardId } of (StreamDescription as { Shards: { ShardId: string }[] }).Shards) {
      const { ShardIterator } = await cli(
        `aws dynamodbstreams get-shard-iterator --stream-arn ${arn} --shard-id ${ShardId} --shard-iterator-type TRIM_HORIZON`,
      );
      const { Records } = await cli(
        `aws dynamodbstreams get-records --shard-iterator '${ShardIterator as string}'`,
      );
      records.push(...(Records as unknown[]));
    }
    expect(records).toMatchObject([
      {
        eventName: 'INSERT',
        dynamodb: { Keys: { PK: { S: 'a' } }, NewImage: { PK: { S: 'a' }, v: { N: '1' } } },
      },
    ]);
  });
});
