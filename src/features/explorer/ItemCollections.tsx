import { useCallback, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { AttributeValue, Item } from '../../client/wireTypes.ts';
import { opensInspector } from '../../ui/AttributeCell.tsx';
import { ValueInspector } from '../../ui/ValueInspector.tsx';
import { groupByPartition, keyText } from './itemGroups.ts';
import './collections.css';
import { ScrollX } from '../../ui/ScrollX.tsx';
import { ItemRow, type RowActions } from './ItemRow.tsx';
import { useVirtualRows } from './useVirtualRows.ts';
import { attributeWidths } from './attributeWidths.ts';

/** The most characters a key cell shows before its ellipsis (collections.css, .collections__key). */
const KEY_CHARS = 30;

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
 * collection), its items in sort key order, then each item's other attributes. Only the rows near
 * the viewport are in the document (useVirtualRows.ts); the table says how many rows it has
 * (aria-rowcount) and each row which it is (aria-rowindex), so a screen reader counts them all.
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
  const rows = useMemo(
    () =>
      groups.flatMap((group, collection) =>
        group.items.map((item, index) => ({
          item,
          name: itemKeyNames.map((name) => keyText(item, [name])).join(' / '),
          collection,
          first: index === 0,
        })),
      ),
    [groups, itemKeyNames],
  );
  const keys = useMemo(() => rows.map((row) => row.name), [rows]);
  // The key columns are as wide as their widest value in the whole list, not only in the rows drawn:
  // else they would widen and narrow as the list scrolls. Key cells are monospaced (ch is exact).
  const keyWidths = useMemo(() => {
    const widest = (texts: string[]) => Math.min(KEY_CHARS, Math.max(0, ...texts.map((text) => text.length)));
    return {
      '--partition-chars': widest(groups.map((group) => group.label)),
      '--sort-chars': sortKeys.length > 0 ? widest(rows.map((row) => keyText(row.item, sortKeys))) : 0,
    } as CSSProperties;
  }, [groups, rows, sortKeys]);
  const widestEntry = useMemo(() => attributeWidths(items, shownKeys), [items, shownKeys]);
  // Edit and Delete… on every row of a table; on an index's, only a list's or map's button. Found
  // once per list, not on each scroll's render (the keyboard anchors look for them from both ends).
  const controls = useMemo(
    () =>
      rows.map(
        ({ item }) =>
          hasActions ||
          Object.entries(item).some(([name, value]) => !shownKeys.includes(name) && opensInspector(value)),
      ),
    [rows, hasActions, shownKeys],
  );
  const { body, onActive, drawn } = useVirtualRows({
    keys,
    hasControls: (row) => controls[row],
    collectionOf: (row) => rows[row].collection,
  });
  // Rows left out: the attributes column as wide as its widest entry in the whole list (as the key
  // columns are), or it would widen and narrow as the list scrolls. With every row drawn it needs no
  // help, and a short list looks as it always did.
  const leftOut = drawn.some((entry) => entry.kind === 'gap');
  const columns = 2 + (sortKeys.length > 0 ? 1 : 0) + (hasActions ? 1 : 0);
  return (
    <>
      <ScrollX>
        {/* Focusable from script only: where the focus lands when a deleted row disappears. */}
        <table
          className="collections"
          aria-label={label}
          aria-rowcount={rows.length + 1}
          tabIndex={-1}
          style={keyWidths}
        >
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col">{partitionKeys.join(' + ')}</th>
              {sortKeys.length > 0 && <th scope="col">{sortKeys.join(' + ')}</th>}
              <th scope="col">
                Attributes
                {leftOut && (
                  <span
                    className="collections__widest"
                    aria-hidden
                    style={
                      {
                        '--name-chars': widestEntry.names,
                        '--text-chars': widestEntry.text,
                        '--mono-chars': widestEntry.mono,
                      } as CSSProperties
                    }
                  >
                    <span className="collections__widest-name" />
                    <span className="collections__widest-text" />
                    <span className="collections__widest-mono" />
                  </span>
                )}
              </th>
              {actions && (
                <th scope="col" className="collections__actions">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody ref={body} onFocus={onActive} onClick={onActive}>
            {drawn.map((entry) => {
              if (entry.kind === 'gap') {
                // Stands in for the rows left out: the list keeps its height, the scrollbar its scale.
                return (
                  <tr
                    key={`gap ${entry.before}`}
                    className="collections__gap"
                    aria-hidden
                    style={{ height: entry.height }}
                  >
                    <td colSpan={columns} />
                  </tr>
                );
              }
              const { item, name, first, collection } = rows[entry.row];
              return (
                <ItemRow
                  key={name}
                  item={item}
                  name={name}
                  row={entry.row}
                  first={first}
                  collection={entry.heads === undefined ? undefined : groups[collection].label}
                  collectionSize={entry.heads ?? 1}
                  sortKeys={sortKeys}
                  shownKeys={shownKeys}
                  onInspect={onInspect}
                  actions={rowActions}
                  canFindSimilar={findsSimilar && actions?.canFindSimilar?.(item) === true}
                />
              );
            })}
          </tbody>
        </table>
      </ScrollX>
      {inspected && <ValueInspector {...inspected} onClose={() => setInspected(undefined)} />}
    </>
  );
}
