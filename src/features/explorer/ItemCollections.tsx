import { Fragment, useState } from 'react';
import type { AttributeValue, Item } from '../../client/wireTypes.ts';
import { AttributeCell } from '../../ui/AttributeCell.tsx';
import { ValueInspector } from '../../ui/ValueInspector.tsx';
import { groupByPartition, keyText } from './itemGroups.ts';
import './collections.css';
import { ScrollX } from '../../ui/ScrollX.tsx';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';

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
  const groups = groupByPartition(items, partitionKeys);
  const shownKeys = [...partitionKeys, ...sortKeys];
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
            {groups.map((group) => (
              <Fragment key={group.label}>
                {group.items.map((item, index) => {
                  const name = itemLabel(item);
                  const others = Object.keys(item).filter((attribute) => !shownKeys.includes(attribute));
                  return (
                    <tr key={name} className={index === 0 ? 'collections__first' : undefined}>
                      {index === 0 && (
                        <th scope="rowgroup" rowSpan={group.items.length} className="collections__partition">
                          <KeyValue text={group.label} />
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
                                onInspect={(value) =>
                                  setInspected({ title: `${attribute} of ${name}`, value })
                                }
                              />
                            </li>
                          ))}
                        </ul>
                      </td>
                      {actions && (
                        <td className="collections__actions">
                          {actions.onFindSimilar && actions.canFindSimilar?.(item) && (
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
                          <ConfirmDelete name={name} onDelete={() => actions.onDelete(item)} />
                        </td>
                      )}
                    </tr>
                  );
                })}
              </Fragment>
            ))}
          </tbody>
        </table>
      </ScrollX>
      {inspected && <ValueInspector {...inspected} onClose={() => setInspected(undefined)} />}
    </>
  );
}

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
