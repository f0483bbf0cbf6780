/**
 * The table explorer: the sandbox's tables, a table's description, and its items drawn as item
 * collections (PK | SK | attributes), with adding, editing and deleting items, a create-table form
 * and a table made by an import from S3. Everything goes through the same engine requests a client
 * would send.
 */
import { errorName, errorText, type WireError } from '../../client/engineClient.ts';
import { useEffect, useRef, useState } from 'react';
import { useAppState } from '../../state/AppServices.tsx';
import { leaveOrAsk } from '../../state/leaveGuard.ts';
import { CreateTableForm } from './CreateTableForm.tsx';
import { tableRegions } from '../../client/tableRegions.ts';
import { explorerHref } from './explorerHref.ts';
import { ReplicaTableView } from './ReplicaTableView.tsx';
import { ImportFromS3Form } from './s3Transfers/ImportFromS3Form.tsx';
import { ImportResult } from './s3Transfers/ImportResult.tsx';
import type { ImportTableDescription } from './s3Transfers/transferTypes.ts';
import { TableView } from './TableView.tsx';
import './explorer.css';

export default function ExplorerPage({
  tableName,
  region,
}: {
  tableName: string | undefined;
  /** A global table's replica to show (the home Region's table when unset). */
  region?: string;
}) {
  const tableNames = useAppState((state) => state.tableNames);
  const tables = useAppState((state) => state.tables);
  const describeErrors = useAppState((state) => state.describeErrors);
  const selectedTable = useAppState((state) => state.selectedTable);
  const selectTable = useAppState((state) => state.selectTable);
  const refreshTables = useAppState((state) => state.refreshTables);
  const sandboxGeneration = useAppState((state) => state.sandboxGeneration);
  /** What the main area shows instead of a table: the create-table form, or the import-from-S3 one. */
  const [adding, setAdding] = useState<'create' | 'import'>();
  /** The import that made a table, shown above it once it opens. */
  const [imported, setImported] = useState<{ tableName: string; description: ImportTableDescription }>();
  /** The table the create-table form just made: the focus goes to it when it opens. */
  const [created, setCreated] = useState<string>();
  const formOpen = adding !== undefined;
  // A form cancelled gives the focus back to the button that opened it (the form is gone, and with it
  // the focused Cancel).
  const createButton = useRef<HTMLButtonElement>(null);
  const importButton = useRef<HTMLButtonElement>(null);
  const cancelForm = () => {
    (adding === 'import' ? importButton : createButton).current?.focus();
    setAdding(undefined);
  };
  const shown = tableName ?? selectedTable;
  const table = shown !== undefined && Object.hasOwn(tables, shown) ? tables[shown] : undefined;
  // Another table picked (a link, the URL, the header's picker) closes a form left open: the learner
  // asked to see that table, and the form would hide it. The first table of an empty sandbox is
  // selected by itself when it appears, which is no pick: an import making that very table keeps
  // its form open, so a FAILED status and its ErrorCount stay in view.
  const [formFor, setFormFor] = useState(shown);
  if (formFor !== shown) {
    setFormFor(shown);
    if (formFor !== undefined || tableName !== undefined) setAdding(undefined);
  }

  useEffect(() => {
    void refreshTables();
  }, [refreshTables]);
  // While the table settles (CREATING, an index backfilling …) the header's table picker describes
  // it again every half second: the view follows without a click.
  useEffect(() => {
    if (tableName && tableNames.includes(tableName)) selectTable(tableName);
  }, [tableName, tableNames, selectTable]);

  return (
    <div className="explorer">
      <h1 className="visually-hidden">Explorer</h1>
      <nav className="explorer__tables" aria-label="Tables">
        <h2>Tables</h2>
        {tableNames.length === 0 ? (
          <p className="explorer__muted">No tables yet.</p>
        ) : (
          <ul>
            {tableNames.map((name) => (
              <li key={name}>
                <a
                  href={explorerHref(name)}
                  aria-current={!formOpen && name === shown ? 'page' : undefined}
                  onClick={() => setAdding(undefined)}
                >
                  {name}
                </a>
              </li>
            ))}
          </ul>
        )}
        <div className="explorer__add">
          {/* These replace the table shown, and an item form open on it: leaveGuard.ts asks first. */}
          <button
            ref={createButton}
            type="button"
            className="button"
            onClick={() => leaveOrAsk('Creating a table instead drops them.', () => setAdding('create'))}
          >
            Create table
          </button>
          <button
            ref={importButton}
            type="button"
            className="button"
            onClick={() =>
              leaveOrAsk('Importing a table from S3 instead drops them.', () => setAdding('import'))
            }
          >
            Import from S3
          </button>
        </div>
      </nav>
      <div className="explorer__main">
        {adding === 'create' ? (
          <CreateTableForm
            onCancel={cancelForm}
            onCreated={(name) => {
              setAdding(undefined);
              setCreated(name);
              void refreshTables();
              window.location.hash = explorerHref(name);
            }}
          />
        ) : adding === 'import' ? (
          <ImportFromS3Form
            onCancel={cancelForm}
            onImported={(description, name) => {
              setAdding(undefined);
              setImported({ tableName: name, description });
              void refreshTables();
              window.location.hash = explorerHref(name);
            }}
          />
        ) : table && region !== undefined && tableName !== undefined ? (
          <ReplicaTableView
            key={`${table.TableName}/${region}`}
            tableName={table.TableName}
            region={region}
            regions={tableRegions(table)}
            home={table}
            onChanged={() => void refreshTables()}
          />
        ) : table ? (
          <>
            {imported?.tableName === table.TableName && (
              <ImportResult description={imported.description} onDismiss={() => setImported(undefined)} />
            )}
            <TableView
              // An opened sandbox file may hold a table of the same name with other items.
              key={`${sandboxGeneration}/${table.TableName}`}
              table={table}
              regions={tableRegions(table)}
              focusTitle={created === table.TableName}
              onChanged={() => void refreshTables()}
            />
          </>
        ) : shown !== undefined && Object.hasOwn(describeErrors, shown) ? (
          <DescribeRefused table={shown} error={describeErrors[shown]} />
        ) : shown !== undefined && tableName !== undefined && !tableNames.includes(tableName) ? (
          <p>There is no table named “{tableName}”.</p>
        ) : (
          <p className="explorer__muted">Pick a table, or create one.</p>
        )}
      </div>
    </div>
  );
}

/**
 * A table the engine lists but will not describe. With a resource-based policy that denies
 * DescribeTable, DynamoDB refuses even the account's root user — who may still read and remove the
 * policy.
 */
function DescribeRefused({ table, error }: { table: string; error: WireError }) {
  return (
    <div role="alert">
      <h2>{table}</h2>
      <p>DynamoDB refused to describe this table: {errorText(error)}</p>
      {errorName(error.__type) === 'AccessDeniedException' && (
        <p className="explorer__muted">
          A resource-based policy on the table denies it. As the account’s root user you can still read that
          policy (GetResourcePolicy) and remove it (DeleteResourcePolicy) in the Console.
        </p>
      )}
    </div>
  );
}
