/**
 * `aws dynamodbstreams` commands: the DynamoDB Streams API, which the engine serves next to DynamoDB
 * (reading a table's stream: its shards, an iterator into a shard, the records after it). The CLI
 * has no paginators for this service, so each command is one request.
 */
import type { CommandSpec } from './cliCommands.ts';

export const streamsCommands: Record<string, CommandSpec> = {
  'list-streams': {
    operation: 'ListStreams',
    options: {
      'table-name': { kind: 'string' },
      limit: { kind: 'integer' },
      'exclusive-start-stream-arn': { kind: 'string' },
    },
  },
  'describe-stream': {
    operation: 'DescribeStream',
    options: {
      'stream-arn': { kind: 'string', required: true },
      limit: { kind: 'integer' },
      'exclusive-start-shard-id': { kind: 'string' },
    },
  },
  'get-shard-iterator': {
    operation: 'GetShardIterator',
    options: {
      'stream-arn': { kind: 'string', required: true },
      'shard-id': { kind: 'string', required: true },
      'shard-iterator-type': { kind: 'string', required: true },
      'sequence-number': { kind: 'string' },
    },
  },
  'get-records': {
    operation: 'GetRecords',
    options: { 'shard-iterator': { kind: 'string', required: true }, limit: { kind: 'integer' } },
  },
};
