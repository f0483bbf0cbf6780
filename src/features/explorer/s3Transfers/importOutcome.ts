/**
 * What the Import from S3 form says of an import, worked out from DescribeImport alone. DynamoDB
 * makes an import's table in the background: the table is unknown for a while after ImportTable
 * answers (DescribeTable: ResourceNotFoundException), then CREATING until the import ends
 * (ack-api-quirks dynamodb DDB-IMPORT-001, probed in 2026), so the form follows the import, not the
 * table.
 */
import type { ImportTableDescription } from './transferTypes.ts';

/**
 * The failures that come before the import's table appears: a bucket that cannot exist
 * (S3NoSuchBucket), or a name another table took meanwhile (TableAlreadyExists, DDB-IMPORT-018).
 * Such an import made no table, and a table of that name is not its own. Any other failure comes
 * while the objects are read, and the table stays, with the items that were read
 * (ItemValidationError).
 */
const FAILURES_BEFORE_THE_TABLE = new Set(['S3NoSuchBucket', 'TableAlreadyExists']);

/** Whether a FAILED import left its table behind. */
export function failedImportLeftTable(description: ImportTableDescription): boolean {
  return (
    description.ImportStatus === 'FAILED' && !FAILURES_BEFORE_THE_TABLE.has(description.FailureCode ?? '')
  );
}

/**
 * Whether the tables should be listed again to find the import's table: it runs, and its table has
 * not shown up in the list yet (DescribeImport is polled meanwhile, each poll a chance to look).
 */
export function awaitingImportedTable(
  description: ImportTableDescription | undefined,
  tableNames: readonly string[],
): boolean {
  const name = description?.TableCreationParameters?.TableName;
  return description?.ImportStatus === 'IN_PROGRESS' && name !== undefined && !tableNames.includes(name);
}

/** The sentence beside the import's status. */
export function importStatusText(description: ImportTableDescription): string {
  const name = description.TableCreationParameters?.TableName;
  switch (description.ImportStatus) {
    case 'IN_PROGRESS':
      return `Importing into ${name ?? 'the new table'}. The table shows up a moment after the request (until then DescribeTable answers ResourceNotFoundException) and is CREATING until the import ends…`;
    case 'COMPLETED':
      return `The table ${name ?? ''} is ACTIVE.`;
    default:
      return failedImportLeftTable(description)
        ? 'The import failed.'
        : 'The import failed before its table was made.';
  }
}
