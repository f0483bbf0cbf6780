import { useAppState } from '../../../state/AppServices.tsx';
import { formatBytes, formatSimulatedTime } from '../../s3/s3Format.ts';
import { s3Href } from '../../s3/s3Href.ts';
import { exportFolder, exportId } from './exportRequest.ts';
import type { ExportDescription } from './transferTypes.ts';

/** The table's exports, newest first: status, what and when, item count, and where the files are. */
export function ExportList({ exports }: { exports: ExportDescription[] }) {
  const paused = useAppState((state) => state.clock?.Paused ?? false);
  const running = exports.some((description) => description.ExportStatus === 'IN_PROGRESS');
  if (exports.length === 0) {
    return <p className="explorer__muted">No exports of this table yet.</p>;
  }
  return (
    <>
      {running && paused && (
        <p className="explorer__muted" role="status">
          The clock is paused: an export in progress finishes once it runs again.
        </p>
      )}
      <table className="data-table s3-transfer__exports" aria-label="Exports of the table">
        <thead>
          <tr>
            <th scope="col">Export</th>
            <th scope="col">Status</th>
            <th scope="col">Items</th>
            <th scope="col">Files</th>
          </tr>
        </thead>
        <tbody>
          {exports.map((description) => (
            <ExportRow key={description.ExportArn} description={description} />
          ))}
        </tbody>
      </table>
    </>
  );
}

function ExportRow({ description }: { description: ExportDescription }) {
  const id = exportId(description.ExportArn);
  const folder = exportFolder(description);
  const incremental = description.IncrementalExportSpecification;
  return (
    <tr>
      <th scope="row">
        <span className="s3-transfer__id">{id}</span>
        <span className="s3-transfer__what">
          {description.ExportType === 'INCREMENTAL_EXPORT'
            ? `Incremental, ${formatSimulatedTime(incremental?.ExportFromTime)} to ${formatSimulatedTime(incremental?.ExportToTime)}`
            : `Full, as of ${formatSimulatedTime(description.ExportTime)}`}
          {' · '}
          {description.ExportFormat === 'ION' ? 'Amazon Ion' : 'DynamoDB JSON'}
          {description.FilterSpecification && (
            <span title={JSON.stringify(description.FilterSpecification, null, 1)}> · filtered</span>
          )}
        </span>
      </th>
      <td>
        <span
          className={`s3-transfer__status s3-transfer__status--${description.ExportStatus.toLowerCase()}`}
        >
          {description.ExportStatus}
        </span>
        {description.FailureMessage && (
          <span className="s3-transfer__failure">
            {description.FailureCode}: {description.FailureMessage}
          </span>
        )}
      </td>
      <td>
        {description.ItemCount === undefined ? '—' : description.ItemCount.toLocaleString('en-US')}
        {description.BilledSizeBytes !== undefined && (
          <span className="s3-transfer__what">{formatBytes(description.BilledSizeBytes)} billed</span>
        )}
      </td>
      <td>
        <a href={s3Href(description.S3Bucket, folder)} aria-label={`Files of export ${id}`}>
          s3://{description.S3Bucket}/{folder}
        </a>
      </td>
    </tr>
  );
}
