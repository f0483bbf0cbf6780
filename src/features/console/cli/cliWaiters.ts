/**
 * `aws dynamodb wait <waiter>`: the DynamoDB waiters of botocore's waiter model (version 2) — the
 * operation each one polls, how often and how many times, and the acceptors that end it: `path` (a
 * JMESPath expression on the reply equals a value), `pathAny` (any element of it does) and `error`
 * (the call failed with that error code). The console polls every 250 ms of real time instead of
 * every `delay` seconds: status changes in the sandbox take seconds of simulated time, not minutes.
 */
import { required, s } from './optionSpecs.ts';
import type { OptionSpec } from './cliCommands.ts';

export interface WaiterAcceptor {
  state: 'success' | 'failure' | 'retry';
  matcher: 'path' | 'pathAny' | 'error';
  /** The JMESPath expression (path, pathAny). */
  argument?: string;
  expected: string | boolean;
}

export interface CliWaiterSpec {
  /** botocore's name, which its messages use: "Waiter TableExists failed: …". */
  name: string;
  operation: string;
  options: Record<string, OptionSpec>;
  /** Seconds between attempts in the CLI. */
  delay: number;
  maxAttempts: number;
  acceptors: readonly WaiterAcceptor[];
  /** For help: what the waiter waits for. */
  until: string;
  /**
   * The sandbox's: what a successful poll is summed up by in the request list (runWaiter.ts), when
   * not its first path acceptor's expression (a waiter that has none).
   */
  status?: string;
}

export const CLI_WAITERS: Readonly<Record<string, CliWaiterSpec>> = {
  'contributor-insights-enabled': {
    name: 'ContributorInsightsEnabled',
    operation: 'DescribeContributorInsights',
    options: { 'table-name': required('string'), 'index-name': s },
    delay: 20,
    maxAttempts: 30,
    acceptors: [
      { state: 'success', matcher: 'path', argument: 'ContributorInsightsStatus', expected: 'ENABLED' },
      { state: 'failure', matcher: 'path', argument: 'ContributorInsightsStatus', expected: 'FAILED' },
    ],
    until: 'Contributor Insights is ENABLED',
  },
  'export-completed': {
    name: 'ExportCompleted',
    operation: 'DescribeExport',
    options: { 'export-arn': required('string') },
    delay: 20,
    maxAttempts: 60,
    acceptors: [
      {
        state: 'success',
        matcher: 'path',
        argument: 'ExportDescription.ExportStatus',
        expected: 'COMPLETED',
      },
      { state: 'failure', matcher: 'path', argument: 'ExportDescription.ExportStatus', expected: 'FAILED' },
    ],
    until: 'the export is COMPLETED',
  },
  'import-completed': {
    name: 'ImportCompleted',
    operation: 'DescribeImport',
    options: { 'import-arn': required('string') },
    delay: 20,
    maxAttempts: 60,
    acceptors: [
      {
        state: 'success',
        matcher: 'path',
        argument: 'ImportTableDescription.ImportStatus',
        expected: 'COMPLETED',
      },
      {
        state: 'failure',
        matcher: 'path',
        argument: 'ImportTableDescription.ImportStatus',
        expected: 'FAILED',
      },
      {
        state: 'failure',
        matcher: 'path',
        argument: 'ImportTableDescription.ImportStatus',
        expected: 'CANCELLED',
      },
    ],
    until: 'the import is COMPLETED',
  },
  'kinesis-streaming-destination-active': {
    name: 'KinesisStreamingDestinationActive',
    operation: 'DescribeKinesisStreamingDestination',
    options: { 'table-name': required('string') },
    delay: 20,
    maxAttempts: 30,
    acceptors: [
      {
        state: 'success',
        matcher: 'pathAny',
        argument: 'KinesisDataStreamDestinations[].DestinationStatus',
        expected: 'ACTIVE',
      },
      {
        state: 'failure',
        matcher: 'path',
        // botocore's text, double spaces included: its failure message quotes it.
        argument:
          "length(KinesisDataStreamDestinations) > `0`  && length(KinesisDataStreamDestinations[?DestinationStatus == 'DISABLED' || DestinationStatus == 'ENABLE_FAILED']) ==  length(KinesisDataStreamDestinations)",
        expected: true,
      },
    ],
    until: 'a Kinesis destination is ACTIVE',
  },
  'table-exists': {
    name: 'TableExists',
    operation: 'DescribeTable',
    options: { 'table-name': required('string') },
    delay: 20,
    maxAttempts: 25,
    acceptors: [
      { state: 'success', matcher: 'path', argument: 'Table.TableStatus', expected: 'ACTIVE' },
      { state: 'retry', matcher: 'error', expected: 'ResourceNotFoundException' },
    ],
    until: 'the table is ACTIVE',
  },
  'table-not-exists': {
    name: 'TableNotExists',
    operation: 'DescribeTable',
    options: { 'table-name': required('string') },
    delay: 20,
    maxAttempts: 25,
    acceptors: [{ state: 'success', matcher: 'error', expected: 'ResourceNotFoundException' }],
    status: 'Table.TableStatus',
    until: 'the table is gone',
  },
};
