import { useState } from 'react';
import { callWith } from '../../client/calls.ts';
import { errorName, type WireError } from '../../client/engineClient.ts';
import type { Item, TableDescription } from '../../client/wireTypes.ts';
import { useServices } from '../../state/AppServices.tsx';
import { ItemCollections } from './ItemCollections.tsx';
import { ItemEditor } from './ItemEditor.tsx';
import { TableSummary } from './TableSummary.tsx';
import { EXPLORER_ITEM_LIMIT, useTableItems } from './useTableItems.ts';

type Editing = { mode: 'add' } | { mode: 'edit'; item: Item };

/** One table: what it is, its item collections, and the item editor. */
export function TableView({ table, onChanged }: { table: TableDescription; onChanged(): void }) {
  const { engine } = useServices();
  const { items, truncated, loading, error, reload } = useTableItems(table.TableName);
  const [editing, setEditing] = useState<Editing>();
  const [actionError, setActionError] = useState<WireError>();
  const keyNames = table.KeySchema.map((element) => element.AttributeName);

  const remove = async (item: Item) => {
    const key = Object.fromEntries(keyNames.map((name) => [name, item[name]]));
    const outcome = await callWith(engine, 'DeleteItem', { TableName: table.TableName, Key: key });
    setActionError(outcome.ok ? undefined : outcome.error);
    reload();
    onChanged();
  };

  return (
    <section className="table-view" aria-labelledby="table-title">
      <header className="table-view__header">
        <h2 id="table-title">{table.TableName}</h2>
        <div className="table-view__actions">
          <button type="button" className="button" onClick={reload}>
            Refresh
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing({ mode: 'add' })}
          >
            Add item
          </button>
        </div>
      </header>
      <TableSummary table={table} />
      {editing && (
        <ItemEditor
          table={table}
          item={editing.mode === 'edit' ? editing.item : undefined}
          onCancel={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
            onChanged();
          }}
        />
      )}
      {actionError && (
        <p className="explorer__error" role="alert">
          {errorName(actionError.__type)}: {actionError.message}
        </p>
      )}
      {error ? (
        <p className="explorer__error" role="alert">
          {errorName(error.__type)}: {error.message}
        </p>
      ) : loading ? (
        <p className="explorer__muted">Loading items…</p>
      ) : (
        <>
          <ItemCollections
            items={items}
            keyNames={keyNames}
            onEdit={(item) => setEditing({ mode: 'edit', item })}
            onDelete={(item) => void remove(item)}
          />
          {truncated && (
            <p className="explorer__muted">
              Showing the first {EXPLORER_ITEM_LIMIT.toLocaleString('en-US')} items; query the table in the
              console for the rest.
            </p>
          )}
        </>
      )}
    </section>
  );
}
