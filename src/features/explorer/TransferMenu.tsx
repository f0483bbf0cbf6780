import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { TableDescription } from '../../client/wireTypes.ts';
import { useServices } from '../../state/AppServices.tsx';
import { downloadJson, downloadText } from '../../ui/downloadJson.ts';
import { plainItemsText, type ItemFormat } from './itemJson.ts';
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
  /** Where the focus goes back to when the panel a button opened closes. */
  importButton?: Ref<HTMLButtonElement>;
  exportSummary?: Ref<HTMLElement>;
}) {
  const { table, onImport, onRecreate, onExportToS3, importButton, exportSummary } = props;
  const { engine } = useServices();
  const [problem, setProblem] = useState<string>();
  const menu = useRef<HTMLDetailsElement>(null);
  // The menu closes like one: after a choice, on Escape (the focus back on Export) and on a click elsewhere.
  const close = () => menu.current?.removeAttribute('open');
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (menu.current && !menu.current.contains(event.target as Node)) menu.current.removeAttribute('open');
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, []);
  const escape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    close();
    menu.current.querySelector('summary')?.focus();
  };

  const exportAs = async (format: ItemFormat) => {
    close();
    const scanned = await scanAll(engine, table.TableName);
    if (typeof scanned === 'string') {
      setProblem(scanned);
      return;
    }
    setProblem(undefined);
    if (format === 'dynamodb') downloadJson(`${table.TableName}.json`, { Items: scanned });
    else downloadText(`${table.TableName}.plain.json`, plainItemsText(scanned), 'application/json');
  };

  return (
    <div className="transfer-menu">
      <button
        ref={importButton}
        type="button"
        className="button"
        onClick={() => {
          close();
          onImport();
        }}
      >
        Import…
      </button>
      <details ref={menu} className="transfer-menu__export" onKeyDown={escape}>
        <summary ref={exportSummary} className="button">
          Export
        </summary>
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
              onClick={() => {
                close();
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
              onClick={() => {
                close();
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
