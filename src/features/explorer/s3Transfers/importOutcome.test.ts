import { describe, expect, it } from 'vitest';
import { awaitingImportedTable, failedImportLeftTable, importStatusText } from './importOutcome.ts';
import type { ImportTableDescription } from './transferTypes.ts';

const described = (extra: Partial<ImportTableDescription>): ImportTableDescription => ({
  ImportArn: 'arn:aws:dynamodb:us-east-1:000000000000:table/copy/import/01',
  ImportStatus: 'FAILED',
  TableCreationParameters: { TableName: 'copy' },
  ...extra,
});

describe('what the Import from S3 form says of an import', () => {
  it('while it runs: the table shows up only after a moment (ack-api-quirks dynamodb DDB-IMPORT-001)', () => {
    expect(importStatusText(described({ ImportStatus: 'IN_PROGRESS' }))).toBe(
      'Importing into copy. The table shows up a moment after the request (until then DescribeTable answers ResourceNotFoundException) and is CREATING until the import ends…',
    );
  });

  it('offers the table of a failed import only when the import made it', () => {
    expect(failedImportLeftTable(described({ FailureCode: 'ItemValidationError' }))).toBe(true);
    // Another table took the name before this import's table appeared (DDB-IMPORT-018): not its own.
    const beaten = described({ FailureCode: 'TableAlreadyExists' });
    expect(failedImportLeftTable(beaten)).toBe(false);
    expect(importStatusText(beaten)).toBe('The import failed before its table was made.');
    expect(failedImportLeftTable(described({ FailureCode: 'S3NoSuchBucket' }))).toBe(false);
    expect(failedImportLeftTable(described({ ImportStatus: 'COMPLETED' }))).toBe(false);
  });

  it('lists the tables again while the running import’s table has not shown up', () => {
    const running = described({ ImportStatus: 'IN_PROGRESS' });
    expect(awaitingImportedTable(running, [])).toBe(true);
    expect(awaitingImportedTable(running, ['copy'])).toBe(false);
    expect(awaitingImportedTable(described({ ImportStatus: 'COMPLETED' }), [])).toBe(false);
    expect(awaitingImportedTable(undefined, [])).toBe(false);
  });
});
