/**
 * `aws dynamodb` commands for Kinesis Data Streams destinations (part of the console's command table,
 * cliCommands.ts). The engine keeps the switch and its statuses; no records reach any stream
 * (src/engine/kinesis/kinesisDestination.ts).
 */
import type { CommandSpec } from './cliCommands.ts';
import { required, struct } from './optionSpecs.ts';

const destination = { 'table-name': required('string'), 'stream-arn': required('string') };

export const kinesisCommands: Record<string, CommandSpec> = {
  'enable-kinesis-streaming-destination': {
    operation: 'EnableKinesisStreamingDestination',
    options: { ...destination, 'enable-kinesis-streaming-configuration': struct },
  },
  'disable-kinesis-streaming-destination': {
    operation: 'DisableKinesisStreamingDestination',
    options: { ...destination, 'enable-kinesis-streaming-configuration': struct },
  },
  'describe-kinesis-streaming-destination': {
    operation: 'DescribeKinesisStreamingDestination',
    options: { 'table-name': required('string') },
  },
  'update-kinesis-streaming-destination': {
    operation: 'UpdateKinesisStreamingDestination',
    options: { ...destination, 'update-kinesis-streaming-configuration': struct },
  },
};
