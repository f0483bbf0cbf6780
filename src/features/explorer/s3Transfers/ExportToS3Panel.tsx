import { ExportList } from './ExportList.tsx';
import { ExportToS3Form } from './ExportToS3Form.tsx';
import type { TableDescription } from '../../../client/wireTypes.ts';
import { formatSimulatedTime } from '../../s3/s3Format.ts';
import { usePointInTimeRecovery } from './usePointInTimeRecovery.ts';
import { useTableExports } from './useTableExports.ts';
import { useFocusOnOpen } from '../../../ui/useFocusOnOpen.ts';
import './s3Transfers.css';

/**
 * Export to S3 (ExportTableToPointInTime) from the table view: point-in-time recovery first (an
 * export reads the recovery data, not the table, so it costs no read capacity), the form, and the
 * table's exports with their progress and a link to their files in the S3 section.
 */
export function ExportToS3Panel({
  table,
  onClose,
  onChanged,
}: {
  table: TableDescription;
  onClose(): void;
  /** Point-in-time recovery was turned on: the table's summary shows it. */
  onChanged(): void;
}) {
  const { recovery, error, turningOn, turnOn } = usePointInTimeRecovery(table.TableName);
  const exports = useTableExports(table.TableArn);
  const enabled = recovery?.PointInTimeRecoveryStatus === 'ENABLED';
  const heading = useFocusOnOpen<HTMLHeadingElement>();

  return (
    <section className="import-panel s3-transfer" aria-label="Export to S3">
      <h3 ref={heading} tabIndex={-1}>
        Export {table.TableName} to S3
      </h3>
      <p className="explorer__muted">
        ExportTableToPointInTime writes the table’s items to the sandbox’s simulated S3, read from its
        point-in-time recovery data: no read capacity is used and the table carries on serving requests. The
        export runs for a few seconds of simulated time.
      </p>
      {recovery === undefined ? (
        !error && <p className="explorer__muted">Reading the table’s point-in-time recovery…</p>
      ) : enabled ? (
        <p className="explorer__muted">
          Point-in-time recovery is on: any second from{' '}
          {formatSimulatedTime(recovery.EarliestRestorableDateTime)} until now can be exported.
        </p>
      ) : (
        <div className="s3-transfer__pitr" role="status">
          <p>
            Point-in-time recovery is <strong>off</strong> for this table. An export needs it: without it,
            DynamoDB answers PointInTimeRecoveryUnavailableException.
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={turningOn}
            onClick={() => void turnOn().then((done) => done && onChanged())}
          >
            Turn on point-in-time recovery
          </button>
        </div>
      )}
      {error && (
        <p className="explorer__error" role="alert">
          {error}
        </p>
      )}
      {table.TableArn && (
        <ExportToS3Form tableArn={table.TableArn} recovery={recovery} onStarted={exports.add} />
      )}
      <div className="s3-transfer__list-header">
        <h4 className="s3-transfer__subtitle">Exports of {table.TableName}</h4>
        <button type="button" className="link-button" onClick={exports.reload}>
          Refresh the list
        </button>
      </div>
      {exports.error ? (
        <p className="explorer__error" role="alert">
          {exports.error}
        </p>
      ) : exports.exports === undefined ? (
        <p className="explorer__muted">Listing exports…</p>
      ) : (
        <ExportList exports={exports.exports} />
      )}
      <div className="item-editor__actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}
