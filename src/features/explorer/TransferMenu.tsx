import { useState } from 'react';
import type { TableDescription } from '../../client/wireTypes.ts';
import { useServices } from '../../state/AppServices.tsx';
import { downloadJson } from '../../ui/downloadJson.ts';
import { toPlain, type ItemFormat } from './itemJson.ts';
import { scanAll } from './scanAll.ts';

/**
 * Import (opens the import panel) and export of every item, as DynamoDB JSON or plain JSON — or of
 * the whole table as a script that makes it again (opens the recreate panel), or to the sandbox's
 * S3 with ExportTableToPointInTime (opens the export panel).
 */
export function TransferMenu(props: {
  table: TableDescription;
  onImport(): void;
  /** Absent where the table cannot be recreated from here (a replica in another Region). */
  onRecreate?: () => void;
  /** Absent where the table cannot be exported from here (a replica in another Region). */
  onExportToS3?: () => void;
}) {
  const { table, onImport, onRecreate, onExportToS3 } = props;
  const { engine } = useServices();
  const [problem, setProblem] = useState<string>();

  const exportAs = async (format: ItemFormat) => {
    const scanned = await scanAll(engine, table.TableName);
    if (typeof scanned === 'string') {
      setProblem(scanned);
      return;
    }
    setProblem(undefined);
    const items = format === 'dynamodb' ? scanned : scanned.map(toPlain);
    downloadJson(`${table.TableName}${format === 'plain' ? '.plain' : ''}.json`, { Items: items });
  };

  return (
    <div className="transfer-menu">
      <button type="button" className="button" onClick={onImport}>
        Import…
      </button>
      <details className="transfer-menu__export">
        <summary className="button">Export</summary>
        <div className="transfer-menu__choices">
          <button type="button" className="link-button" onClick={() => void exportAs('dynamodb')}>
            DynamoDB JSON (typed, like Scan)
          </button>
          <button type="button" className="link-button" onClick={() => void exportAs('plain')}>
            Plain JSON (like the document client)
          </button>
          {onExportToS3 && (
            <button
              type="button"
              className="link-button"
              onClick={(event) => {
                event.currentTarget.closest('details')?.removeAttribute('open');
                onExportToS3();
              }}
            >
              To S3, from point-in-time recovery…
            </button>
          )}
          {onRecreate && (
            <button
              type="button"
              className="link-button"
              onClick={(event) => {
                // The menu closes, so it does not sit over the panel that opens below.
                event.currentTarget.closest('details')?.removeAttribute('open');
                onRecreate();
              }}
            >
              A script that makes the table again…
            </button>
          )}
        </div>
      </details>
      {problem && (
        <p className="explorer__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
