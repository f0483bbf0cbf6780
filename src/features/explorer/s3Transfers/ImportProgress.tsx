import { formatBytes } from '../../s3/s3Format.ts';
import { ImportErrorList } from './ImportErrorList.tsx';
import { importStatusText } from './importOutcome.ts';
import type { ImportTableDescription } from './transferTypes.ts';

/**
 * An import's status and counts as DescribeImport gives them: items processed, imported and in
 * error. A record that is not a valid item is counted, logged and skipped; the import then ends
 * FAILED (only an import without errors is COMPLETED), its table holding the other items, and the
 * logged records are listed below.
 */
export function ImportProgress({ description }: { description: ImportTableDescription }) {
  const count = (value: number | undefined) => (value ?? 0).toLocaleString('en-US');
  const status = description.ImportStatus;
  return (
    <div className="s3-transfer__progress" role="status" aria-label="Import status">
      <p>
        <span className={`s3-transfer__status s3-transfer__status--${status.toLowerCase()}`}>{status}</span>{' '}
        {importStatusText(description)}
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
      {status === 'FAILED' && (description.ErrorCount ?? 0) > 0 && (
        <ImportErrorList importArn={description.ImportArn} errorCount={description.ErrorCount ?? 0} />
      )}
    </div>
  );
}
