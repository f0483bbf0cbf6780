import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { Item, TableDescription } from '../../client/wireTypes.ts';
import { ExploreItems } from './ExploreItems.tsx';
import { ImportPanel } from './ImportPanel.tsx';
import { ItemEditor } from './ItemEditor.tsx';
import { ItemsView } from './ItemsView.tsx';
import { keyText } from './itemGroups.ts';
import { keysOf, tableKeyNames } from './itemKeys.ts';
import { RecreatePanel } from './RecreatePanel.tsx';
import { ExportToS3Panel } from './s3Transfers/ExportToS3Panel.tsx';
import { TableSettingsPanel } from './TableSettingsPanel.tsx';
import { TableSummary } from './TableSummary.tsx';
import { TransferMenu } from './TransferMenu.tsx';
import { TableTabs, type TableTab } from '../streams/TableTabs.tsx';
import { RegionChoice } from '../../ui/RegionChoice.tsx';
import { explorerHref } from './explorerHref.ts';

// The stream and triggers tab is a chunk of its own, loaded when it is opened.
const StreamsTab = lazy(() => import('../streams/StreamsTab.tsx'));

type Editing = { mode: 'add' } | { mode: 'edit'; item: Item };

/** Which form the editor shows: a new item to edit (or Add after Edit) starts a fresh one. */
const editorKey = (editing: Editing) => (editing.mode === 'edit' ? JSON.stringify(editing.item) : 'add');

/**
 * One table: what it is, its item collections (or an index's), the item editor, import and export.
 * A global table offers its replicas, Region by Region (ReplicaTableView.tsx).
 */
export function TableView({
  table,
  region,
  regions = [],
  focusTitle = false,
  onChanged,
}: {
  table: TableDescription;
  /** The Region of the replica shown, when not the home Region's table. */
  region?: string;
  /** Every Region holding the table, the home Region first (one: a Regional table). */
  regions?: string[];
  /** Move the focus to the table's name when it opens (the table was just created). */
  focusTitle?: boolean;
  onChanged(): void;
}) {
  const [editing, setEditing] = useState<Editing>();
  const [importing, setImporting] = useState(false);
  const [recreating, setRecreating] = useState(false);
  const [exportingToS3, setExportingToS3] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsButton = useRef<HTMLButtonElement>(null);
  // The panels the Import… button and the Export menu open give the focus back to them when they close.
  const importButton = useRef<HTMLButtonElement>(null);
  const exportSummary = useRef<HTMLElement>(null);
  const [view, setView] = useState('');
  const [generation, setGeneration] = useState(0);
  const [tab, setTab] = useState<TableTab>('items');
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);
  const indexes = [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])];
  const index = indexes.find((candidate) => candidate.IndexName === view);
  const changed = () => {
    setGeneration((value) => value + 1);
    onChanged();
  };
  // The item editor opens above the list: when it closes, the focus goes back to the Edit or Add
  // item button that opened it, so a keyboard user carries on where they were.
  const opener = useRef<HTMLElement | null>(null);
  // Opening another item while the form has unsaved changes would drop them: the form asks first.
  const unsaved = useRef(false);
  const onUnsavedChange = useCallback((value: boolean) => {
    unsaved.current = value;
  }, []);
  // As the item collections name an item: its key values, "CUSTOMER#42 / PROFILE".
  const itemName = (item: Item) =>
    tableKeyNames(table)
      .map((name) => keyText(item, [name]))
      .join(' / ');
  // `asked` counts the questions: one asked again (another click) takes the focus again.
  const [switching, setSwitching] = useState<{ next: Editing; opener: HTMLElement | null; asked: number }>();
  const openEditor = (next: Editing) => {
    const from = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (editing && unsaved.current && editorKey(editing) !== editorKey(next)) {
      setSwitching((shown) => ({ next, opener: from, asked: (shown?.asked ?? 0) + 1 }));
      return;
    }
    opener.current = from;
    setSwitching(undefined);
    setEditing(next);
  };
  const closeEditor = () => {
    setEditing(undefined);
    setSwitching(undefined);
    const back = opener.current;
    requestAnimationFrame(() => (back?.isConnected ? back : title.current)?.focus());
  };

  const itemsView = (
    <ItemsView
      // A table that turns ACTIVE is read again: while CREATING there was nothing to read.
      key={`${view}/${table.TableStatus}`}
      refresh={generation}
      table={table}
      index={index}
      region={region}
      onEdit={(item) => openEditor({ mode: 'edit', item })}
      onChanged={changed}
    />
  );

  return (
    <section className="table-view" aria-labelledby="table-title">
      <header className="table-view__header">
        <h2 id="table-title" ref={title} tabIndex={-1}>
          {table.TableName}
          {region && <span className="table-view__region"> in {region}</span>}
        </h2>
        <div className="table-view__actions">
          <RegionChoice
            regions={regions}
            shown={region ?? regions[0]}
            href={(name) => explorerHref(table.TableName, name === regions[0] ? undefined : name)}
          />
          {/* The table's description too, not only its items: its status, and the item count and size
              DynamoDB refreshes about every 6 hours, change on the clock without a request of the app's. */}
          <button type="button" className="button" onClick={changed}>
            Refresh
          </button>
          <button
            ref={settingsButton}
            type="button"
            className="button"
            aria-expanded={settingsOpen}
            onClick={() => setSettingsOpen((open) => !open)}
          >
            Settings…
          </button>
          <TransferMenu
            table={table}
            onImport={() => setImporting(true)}
            onRecreate={region ? undefined : () => setRecreating(true)}
            onExportToS3={region ? undefined : () => setExportingToS3(true)}
            importButton={importButton}
            exportSummary={exportSummary}
          />
          <button
            type="button"
            className="button button--primary"
            onClick={() => openEditor({ mode: 'add' })}
          >
            Add item
          </button>
        </div>
      </header>
      <TableSummary key={generation} table={table} />
      {settingsOpen && (
        <TableSettingsPanel
          table={table}
          region={region}
          onChanged={onChanged}
          onClose={() => {
            setSettingsOpen(false);
            settingsButton.current?.focus();
          }}
        />
      )}
      {importing && (
        <ImportPanel
          table={table}
          onClose={() => {
            setImporting(false);
            importButton.current?.focus();
          }}
          onImported={() => {
            changed();
          }}
        />
      )}
      {recreating && (
        <RecreatePanel
          table={table}
          onClose={() => {
            setRecreating(false);
            exportSummary.current?.focus();
          }}
        />
      )}
      {exportingToS3 && (
        <ExportToS3Panel
          table={table}
          onClose={() => {
            setExportingToS3(false);
            exportSummary.current?.focus();
          }}
          onChanged={onChanged}
        />
      )}
      {editing && (
        <ItemEditor
          // A new item to edit (or Add after Edit) starts a fresh form: its drafts are set when it opens.
          key={editorKey(editing)}
          table={table}
          region={region}
          item={editing.mode === 'edit' ? editing.item : undefined}
          onUnsavedChange={onUnsavedChange}
          switchTo={
            switching && {
              asked: switching.asked,
              next: switching.next.mode === 'edit' ? itemName(switching.next.item) : undefined,
              onDiscard: () => {
                opener.current = switching.opener;
                unsaved.current = false;
                setSwitching(undefined);
                setEditing(switching.next);
              },
              onKeep: () => setSwitching(undefined),
            }
          }
          onCancel={closeEditor}
          onSaved={() => {
            closeEditor();
            changed();
          }}
        />
      )}
      <TableTabs value={tab} onChange={setTab} />
      <div
        id="table-tab-panel"
        role="tabpanel"
        aria-labelledby={`table-tab-${tab}`}
        className="table-view__panel"
      >
        {tab === 'streams' ? (
          <Suspense fallback={<p className="explorer__muted">Loading…</p>}>
            <StreamsTab table={table} onChanged={onChanged} triggers={!region} />
          </Suspense>
        ) : (
          <>
            {indexes.length > 0 && (
              <label className="table-view__view">
                <span>View</span>
                <select value={view} onChange={(event) => setView(event.target.value)}>
                  <option value="">Table: item collections by {table.KeySchema[0].AttributeName}</option>
                  {indexes.map((candidate) => (
                    <option key={candidate.IndexName} value={candidate.IndexName}>
                      Index {candidate.IndexName}: regrouped by {keysOf(candidate, 'HASH').join(' + ')}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {table.TableStatus === 'CREATING' ? (
              itemsView
            ) : (
              // Scan or Query with a form; until a Run, the sample of item collections below.
              <ExploreItems
                table={table}
                index={index}
                region={region}
                refresh={generation}
                onEdit={(item) => openEditor({ mode: 'edit', item })}
                onChanged={changed}
              >
                {itemsView}
              </ExploreItems>
            )}
          </>
        )}
      </div>
    </section>
  );
}
