import { describe, expect, it } from 'vitest';
import { callOperation } from '../../../client/calls.ts';
import { createInProcessClient } from '../../../client/inProcessClient.ts';
import { cliName, derivedCommands } from './derivedCommands.ts';
import { parseCliText } from './parseCli.ts';

describe('commands derived from the service model', () => {
  it('take their options from the service model, as the CLI does', () => {
    const [command] = parseCliText(
      'aws dynamodb export-table-to-point-in-time --table-arn arn:t --s3-bucket b --export-time 2026-01-01T00:00:00Z --export-format ION',
    );
    expect(command).toMatchObject({
      operation: 'ExportTableToPointInTime',
      request: { TableArn: 'arn:t', S3Bucket: 'b', ExportTime: 1767225600, ExportFormat: 'ION' },
    });
    expect(() => parseCliText('aws dynamodb create-global-table --global-table-name g')).toThrow(
      'aws: error: the following arguments are required: --replication-group',
    );
    expect(() => parseCliText('aws dynamodb list-exports --bogus 1')).toThrow('Unknown options: --bogus, 1');
    expect(Object.keys(derivedCommands)).toEqual(
      expect.arrayContaining(['create-global-table', 'start-bulk-put-items', 'get-resource-policy']),
    );
    // Vector search, exports and imports have curated commands in cliCommands.ts; Kinesis destinations
    // take theirs from the model (kinesisDerivedCommands.test.ts).
    expect(Object.keys(derivedCommands)).not.toContain('search-vectors');
    expect(Object.keys(derivedCommands)).toContain('describe-kinesis-streaming-destination');
    expect(Object.keys(derivedCommands)).not.toContain('import-table');
    expect(cliName('SSESpecificationOverride')).toBe('sse-specification-override');
  });

  it('are listed in the help with the others, and answered by the engine', async () => {
    const help = parseCliText('aws dynamodb help')[0].printed!;
    expect(help).toContain('\n  query\n');
    expect(help).toContain('\n  create-global-table\n');
    expect(help.indexOf('create-global-table')).toBeLessThan(help.indexOf('\n  query\n'));

    const [command] = parseCliText('aws dynamodb describe-global-table --global-table-name app');
    const client = createInProcessClient();
    const outcome = await callOperation(client, command.operation, JSON.stringify(command.request));
    expect(!outcome.ok && outcome.error).toMatchObject({
      message: "Global table not found: Global table with name: 'app' does not exist.",
    });
  });
});
