/**
 * The sample of a table's items (or an index's entries) drawn as item collections, shown under the
 * Explore form until a Run; a file of its own so TableView.tsx holds only the table's frame.
 */
import { useState } from 'react';
import { errorText } from '../../client/engineClient.ts';
import type { IndexDescription, Item, TableDescription } from '../../client/wireTypes.ts';
import { useAppState } from '../../state/AppServices.tsx';
import { ItemCollections } from './ItemCollections.tsx';
import { SimilarItemsPanel } from './SimilarItemsPanel.tsx';
import { similarSearchIndexes } from './similarItems.ts';
import { EXPLORER_ITEM_LIMIT, useTableItems } from './useTableItems.ts';
import { keysOf, tableKeyNames, useItemDeletion, useSameNames } from './itemKeys.ts';

/** The table's items, or the index's entries (read-only: DynamoDB maintains them). */
export function ItemsView({
  table,
  index,
  region,
  refresh,
  onEdit,
  onChanged,
}: {
  table: TableDescription;
  index: IndexDescription | undefined;
  /** Changes when the table changed: the items are read again. */
  refresh: number;
  /** A global table's replica shown in another Region (its requests are signed for it). */
  region: string | undefined;
  onEdit(item: Item): void;
  onChanged(): void;
}) {
  const creating = table.TableStatus === 'CREATING';
  // A global index added to a table is CREATING while DynamoDB backfills it, and refuses reads until
  // it is ACTIVE: it is not read meanwhile, and read as soon as it is (the description follows it).
  const backfilling =
    index !== undefined &&
    index.IndexStatus === 'CREATING' &&
    (table.GlobalSecondaryIndexes ?? []).some((global) => global.IndexName === index.IndexName);
  const { items, truncated, loading, error } = useTableItems(
    table.TableName,
    index?.IndexName,
    !creating && !backfilling,
    refresh,
  );
  const paused = useAppState((state) => state.clock?.Paused === true);
  const [similarTo, setSimilarTo] = useState<{ item: Item; name: string; click: number }>();
  const tableKeys = tableKeyNames(table);
  const remove = useItemDeletion(table, onChanged);
  const partitionKeys = useSameNames(keysOf(index ?? table, 'HASH'));
  const sortKeys = useSameNames(keysOf(index ?? table, 'RANGE'));

  if (creating) {
    return (
      <p className="explorer__muted" role="status">
        The table is CREATING: until it is ACTIVE, DynamoDB answers reads and writes with
        ResourceNotFoundException.{' '}
        {paused
          ? 'The clock is paused: press play, or Step, to let it finish.'
          : 'This takes a moment of the sandbox’s clock.'}
      </p>
    );
  }
  if (backfilling) {
    return (
      <p className="explorer__muted" role="status">
        Index {index.IndexName} is CREATING: DynamoDB is filling it from the table’s items (backfilling), and
        until it is ACTIVE answers a read of it with ValidationException: Cannot read from backfilling global
        secondary index.{' '}
        {paused
          ? 'The clock is paused: press play, or Step, to let it finish.'
          : 'This takes a moment of the sandbox’s clock.'}
      </p>
    );
  }
  if (loading) return <p className="explorer__muted">Loading items…</p>;
  return (
    <>
      {error && (
        <p className="explorer__error" role="alert">
          {errorText(error)}
        </p>
      )}
      {similarTo && (
        <SimilarItemsPanel
          // A new click searches again, even on the same item: the index may have caught up since.
          key={similarTo.click}
          table={table}
          item={similarTo.item}
          itemName={similarTo.name}
          region={region}
          onClose={() => setSimilarTo(undefined)}
        />
      )}
      {index && (
        <p className="explorer__muted">
          What index {index.IndexName} holds: {index.Projection?.ProjectionType ?? 'ALL'} projection, items
          without its key attributes left out.
          {table.GlobalSecondaryIndexes?.includes(index) &&
            ' A global index follows the table a moment behind: Refresh to see a write arrive.'}
        </p>
      )}
      {error ? null : items.length === 0 ? (
        <p className="explorer__muted">{index ? 'The index is empty.' : 'No items yet: add one.'}</p>
      ) : (
        <ItemCollections
          items={items}
          partitionKeys={partitionKeys}
          sortKeys={sortKeys}
          itemKeyNames={tableKeys}
          actions={
            index
              ? undefined
              : {
                  onEdit,
                  onDelete: remove,
                  canFindSimilar: (item) => similarSearchIndexes(table, item).length > 0,
                  onFindSimilar: (item, name) =>
                    setSimilarTo((shown) => ({ item, name, click: (shown?.click ?? 0) + 1 })),
                }
          }
          label={index ? `Item collections of index ${index.IndexName}` : 'Item collections'}
        />
      )}
      {truncated && (
        <p className="explorer__muted">
          Showing the first {EXPLORER_ITEM_LIMIT.toLocaleString('en-US')} items: Scan or Query above to page
          through them all.
        </p>
      )}
    </>
  );
}
