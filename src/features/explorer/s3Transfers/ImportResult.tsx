import { ImportProgress } from './ImportProgress.tsx';
import type { ImportTableDescription } from './transferTypes.ts';
import './s3Transfers.css';

/**
 * The import that made the table just opened: its counts stay in view above the new table, since
 * the form that showed its progress has closed.
 */
export function ImportResult({
  description,
  onDismiss,
}: {
  description: ImportTableDescription;
  onDismiss(): void;
}) {
  const source = description.S3BucketSource;
  return (
    <section className="import-panel s3-transfer s3-transfer__result" aria-label="Import result">
      <h3>
        {description.ImportStatus === 'COMPLETED' ? 'Imported' : 'Import'} from s3://{source?.S3Bucket}/
        {source?.S3KeyPrefix ?? ''}
      </h3>
      <ImportProgress description={description} />
      <div className="item-editor__actions">
        <button type="button" className="button" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
