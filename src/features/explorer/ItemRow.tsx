/**
 * One row of the item collections (ItemCollections.tsx): an item's sort key, its other attributes,
 * and its actions. Memoized, and given only values that stay the same while the item does (its
 * key text, its collection's label and size, callbacks that never change): a click elsewhere — the
 * item editor opening, a value inspected — redraws the list, and its rows need not (with all of the
 * 2,000 items drawn, before the list was virtualized, that took the best part of a second).
 */
import { memo } from 'react';
import type { AttributeValue, Item } from '../../client/wireTypes.ts';
import { AttributeCell } from '../../ui/AttributeCell.tsx';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';
import { keyText } from './itemGroups.ts';

/** A row's actions: the same functions for every row and every render (ItemCollections keeps them). */
export interface RowActions {
  onEdit(item: Item): void;
  onDelete(item: Item): Promise<string | undefined>;
  onFindSimilar?(item: Item, name: string): void;
}

interface ItemRowProps {
  item: Item;
  /** The item's table key values, "CUSTOMER#42 / PROFILE": what its buttons and values are named by. */
  name: string;
  /** Its place in the whole list, from 0 (the rows around it may be out of the document). */
  row: number;
  /** Whether it is its collection's first row (ruled off from the collection before). */
  first: boolean;
  /**
   * On a collection's first row drawn (its first, or the first in the document after rows left out):
   * the partition key value it heads, over `collectionSize` rows.
   */
  collection?: string;
  collectionSize: number;
  /** The sort key attributes (none: no sort key column). */
  sortKeys: readonly string[];
  /** The key attributes shown in their own columns, not among the attributes. */
  shownKeys: readonly string[];
  onInspect(title: string, value: AttributeValue): void;
  actions: RowActions | undefined;
  /** Whether Find similar is offered (a vector index can be searched with this item). */
  canFindSimilar: boolean;
}

export const ItemRow = memo(function ItemRow({
  item,
  name,
  row,
  first,
  collection,
  collectionSize,
  sortKeys,
  shownKeys,
  onInspect,
  actions,
  canFindSimilar,
}: ItemRowProps) {
  const others = Object.keys(item).filter((attribute) => !shownKeys.includes(attribute));
  return (
    <tr className={first ? 'collections__first' : undefined} data-key={name} aria-rowindex={row + 2}>
      {collection !== undefined && (
        <th scope="rowgroup" rowSpan={collectionSize} className="collections__partition">
          <KeyValue text={collection} />
        </th>
      )}
      {sortKeys.length > 0 && (
        <td className="collections__sort">
          <KeyValue text={keyText(item, sortKeys)} />
        </td>
      )}
      <td>
        <ul className="collections__attributes">
          {others.map((attribute) => (
            <li key={attribute}>
              <span className="collections__name">{attribute}</span>
              <AttributeCell
                value={item[attribute]}
                subject={`${attribute} of ${name}`}
                onInspect={(value) => onInspect(`${attribute} of ${name}`, value)}
              />
            </li>
          ))}
        </ul>
      </td>
      {actions && (
        <td className="collections__actions">
          {actions.onFindSimilar && canFindSimilar && (
            <button
              type="button"
              className="link-button"
              onClick={() => actions.onFindSimilar!(item, name)}
              aria-label={`Find items similar to ${name}`}
            >
              Find similar
            </button>
          )}
          <button
            type="button"
            className="link-button"
            onClick={() => actions.onEdit(item)}
            aria-label={`Edit ${name}`}
          >
            Edit
          </button>
          <ConfirmDelete name={name} onDelete={() => actions.onDelete(item)} overlay />
        </td>
      )}
    </tr>
  );
});

/**
 * A key value, cut short with an ellipsis when long (a key may be up to 2048 bytes): one long key
 * would otherwise widen the whole table. The title holds it whole.
 */
function KeyValue({ text }: { text: string }) {
  return (
    <span className="collections__key" title={text}>
      {text}
    </span>
  );
}
