import { formatBytes } from '../../s3/s3Format.ts';
import type { ImportTableDescription } from './transferTypes.ts';

/**
 * An import's status and counts as DescribeImport gives them: items processed, imported and in
 * error (a row that is not a valid item is counted, logged and skipped; it does not fail the import).
 */
export function ImportProgress({ description }: { description: ImportTableDescription }) {
  const count = (value: number | undefined) => (value ?? 0).toLocaleString('en-US');
  const status = description.ImportStatus;
  return (
    <div className="s3-transfer__progress" role="status" aria-label="Import status">
      <p>
        <span className={`s3-transfer__status s3-transfer__status--${status.toLowerCase()}`}>{status}</span>{' '}
        {status === 'IN_PROGRESS'
          ? `Importing into ${description.TableCreationParameters?.TableName ?? 'the new table'}, which is CREATING until the import ends…`
          : status === 'COMPLETED'
            ? `The table ${description.TableCreationParameters?.TableName ?? ''} is ACTIVE.`
            : 'The import failed.'}
      </p>
      <dl className="table-summary">
        <div>
          <dt>ProcessedItemCount</dt>
          <dd>{count(description.ProcessedItemCount)}</dd>
        </div>
        <div>
          <dt>ImportedItemCount</dt>
          <dd>{count(description.ImportedItemCount)}</dd>
        </div>
        <div>
          <dt>ErrorCount</dt>
          <dd>{count(description.ErrorCount)}</dd>
        </div>
        {description.ProcessedSizeBytes !== undefined && (
          <div>
            <dt>ProcessedSizeBytes</dt>
            <dd>{formatBytes(description.ProcessedSizeBytes)}</dd>
          </div>
        )}
      </dl>
      {description.FailureMessage && (
        <p className="explorer__error">
          {description.FailureCode ? `${description.FailureCode}: ` : ''}
          {description.FailureMessage}
        </p>
      )}
      {status === 'COMPLETED' && (description.ErrorCount ?? 0) > 0 && (
        <p className="explorer__muted">
          Rows that were not valid items (a missing key, a value of the wrong type) were skipped and counted
          in ErrorCount; DynamoDB writes them to the CloudWatch log group{' '}
          {description.CloudWatchLogGroupArn ?? ''}.
        </p>
      )}
    </div>
  );
}
