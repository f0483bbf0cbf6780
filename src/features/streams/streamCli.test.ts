import { describe, expect, it } from 'vitest';
import { parseCliText } from '../console/cli/parseCli.ts';
import { regionOfArn, streamReadCommands } from './streamCli.ts';

const ARN = 'arn:aws:dynamodb:eu-west-1:000000000000:table/app/stream/2026-12-05T03:00:00.000';
const SHARD = 'shardId-00000001700000000000-0a1b2c3d';

describe('streamReadCommands', () => {
  it('describes the stream and takes a TRIM_HORIZON iterator for the shard, in the stream’s Region', () => {
    const text = streamReadCommands(ARN, SHARD);
    expect(text).toContain(`aws dynamodbstreams describe-stream --stream-arn ${ARN} --region eu-west-1`);
    expect(text).toContain(`--shard-id ${SHARD} --shard-iterator-type TRIM_HORIZON --region eu-west-1`);
    expect(text).toContain("# aws dynamodbstreams get-records --shard-iterator '<ShardIterator>'");
    expect(regionOfArn(ARN)).toBe('eu-west-1');
  });

  it('is text the Console’s CLI mode runs as it is: two requests, get-records left as a comment', () => {
    const requests = parseCliText(streamReadCommands(ARN, SHARD));
    expect(requests.map((request) => [request.operation, request.request])).toEqual([
      ['DescribeStream', { StreamArn: ARN }],
      ['GetShardIterator', { StreamArn: ARN, ShardId: SHARD, ShardIteratorType: 'TRIM_HORIZON' }],
    ]);
  });

  it('quotes the iterator in get-records: iterators hold `|`, which the CLI would read as a pipe', () => {
    const getRecords = streamReadCommands(ARN, SHARD)
      .split('\n')
      .find((line) => line.startsWith('# aws dynamodbstreams get-records'))!;
    const iterator = `${ARN}|1|c2hhcmRJZC0wMDAwMDAwMXwwfDE3MDA=`;
    const pasted = getRecords.slice(2).replace('<ShardIterator>', iterator);
    expect(parseCliText(`${pasted}\n`).map((request) => request.request)).toEqual([
      { ShardIterator: iterator },
    ]);
  });

  it('leaves the iterator out while no shard is known', () => {
    expect(streamReadCommands(ARN, undefined)).not.toContain('get-shard-iterator');
  });
});
