import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AttributeValue, Item } from '../../client/wireTypes.ts';
import { ValueInspector } from '../../ui/ValueInspector.tsx';
import { groupByPartition, keyText } from './itemGroups.ts';
import './collections.css';
import { ScrollX } from '../../ui/ScrollX.tsx';
import { ItemRow, type RowActions } from './ItemRow.tsx';

interface ItemCollectionsProps {
  items: Item[];
  /** What groups the rows: the table's partition key, or an index's (one or more attributes). */
  partitionKeys: string[];
  /** What orders rows within a collection (none, one, or an index's several attributes). */
  sortKeys: string[];
  /** The table's key attributes: they name each item (`CUSTOMER#42 / PROFILE`). */
  itemKeyNames: string[];
  /**
   * Edit and delete, for the table view; index entries are read-only (DynamoDB maintains them).
   * Find similar, on the items a vector index can be searched with (canFindSimilar says which).
   */
  actions?: {
    onEdit(item: Item): void;
    /** Deletes; resolves to what went wrong, or undefined on success. */
    onDelete(item: Item): Promise<string | undefined>;
    canFindSimilar?(item: Item): boolean;
    onFindSimilar?(item: Item, name: string): void;
  };
  label: string;
}

/**
 * Items drawn the way single-table designs are: one block per partition key value (an item
 * collection), its items in sort key order, then each item's other attributes.
 */
export function ItemCollections({
  items,
  partitionKeys,
  sortKeys,
  itemKeyNames,
  actions,
  label,
}: ItemCollectionsProps) {
  const [inspected, setInspected] = useState<{ title: string; value: AttributeValue }>();
  const groups = useMemo(() => groupByPartition(items, partitionKeys), [items, partitionKeys]);
  const shownKeys = useMemo(() => [...partitionKeys, ...sortKeys], [partitionKeys, sortKeys]);
  const onInspect = useCallback((title: string, value: AttributeValue) => setInspected({ title, value }), []);
  // The rows are memoized (ItemRow.tsx): they get callbacks that stay the same across renders and
  // call the latest `actions` the parent gave (a new object, with new functions, on each render).
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  const hasActions = actions !== undefined;
  const findsSimilar = actions?.onFindSimilar !== undefined;
  const rowActions = useMemo<RowActions | undefined>(
    () =>
      hasActions
        ? {
            onEdit: (item) => latest.current?.onEdit(item),
            onDelete: async (item) => latest.current?.onDelete(item),
            onFindSimilar: findsSimilar
              ? (item, name) => latest.current?.onFindSimilar?.(item, name)
              : undefined,
          }
        : undefined,
    [hasActions, findsSimilar],
  );
  const itemLabel = (item: Item) => itemKeyNames.map((name) => keyText(item, [name])).join(' / ');
  return (
    <>
      <ScrollX>
        {/* Focusable from script only: where the focus lands when a deleted row disappears. */}
        <table className="collections" aria-label={label} tabIndex={-1}>
          <thead>
            <tr>
              <th scope="col">{partitionKeys.join(' + ')}</th>
              {sortKeys.length > 0 && <th scope="col">{sortKeys.join(' + ')}</th>}
              <th scope="col">Attributes</th>
              {actions && (
                <th scope="col" className="collections__actions">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {groups.map((group) =>
              group.items.map((item, index) => {
                const name = itemLabel(item);
                return (
                  <ItemRow
                    key={name}
                    item={item}
                    name={name}
                    collection={index === 0 ? group.label : undefined}
                    collectionSize={index === 0 ? group.items.length : 1}
                    sortKeys={sortKeys}
                    shownKeys={shownKeys}
                    onInspect={onInspect}
                    actions={rowActions}
                    canFindSimilar={findsSimilar && actions?.canFindSimilar?.(item) === true}
                  />
                );
              }),
            )}
          </tbody>
        </table>
      </ScrollX>
      {inspected && <ValueInspector {...inspected} onClose={() => setInspected(undefined)} />}
    </>
  );
}
