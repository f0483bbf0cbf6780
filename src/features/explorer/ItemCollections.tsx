import { Fragment, useState } from 'react';
import type { AttributeValue, Item } from '../../client/wireTypes.ts';
import { AttributeCell } from '../../ui/AttributeCell.tsx';
import { ValueInspector } from '../../ui/ValueInspector.tsx';
import { groupByPartition, scalarText } from './itemGroups.ts';

interface ItemCollectionsProps {
  items: Item[];
  keyNames: string[];
  onEdit(item: Item): void;
  onDelete(item: Item): void;
}

/**
 * Items drawn the way single-table designs are: one block per partition key value (an item
 * collection), its items in sort key order, then each item's other attributes.
 */
export function ItemCollections({ items, keyNames, onEdit, onDelete }: ItemCollectionsProps) {
  const [inspected, setInspected] = useState<{ title: string; value: AttributeValue }>();
  const [partitionKey, sortKey] = keyNames;
  if (items.length === 0) return <p className="explorer__muted">No items yet: add one.</p>;
  const groups = groupByPartition(items, partitionKey);
  return (
    <>
      <table className="collections" aria-label="Item collections">
        <thead>
          <tr>
            <th scope="col">{partitionKey}</th>
            {sortKey && <th scope="col">{sortKey}</th>}
            <th scope="col">Attributes</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <Fragment key={group.label}>
              {group.items.map((item, index) => {
                const label = keyNames
                  .map((name) => (Object.hasOwn(item, name) ? scalarText(item[name]) : ''))
                  .join(' / ');
                const others = Object.keys(item).filter((name) => !keyNames.includes(name));
                return (
                  <tr key={label} className={index === 0 ? 'collections__first' : undefined}>
                    {index === 0 && (
                      <th scope="rowgroup" rowSpan={group.items.length} className="collections__partition">
                        {group.label}
                      </th>
                    )}
                    {sortKey && (
                      <td className="collections__sort">
                        {Object.hasOwn(item, sortKey) ? scalarText(item[sortKey]) : ''}
                      </td>
                    )}
                    <td>
                      <ul className="collections__attributes">
                        {others.map((name) => (
                          <li key={name}>
                            <span className="collections__name">{name}</span>
                            <AttributeCell
                              value={item[name]}
                              onInspect={(value) => setInspected({ title: `${name} of ${label}`, value })}
                            />
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td className="collections__actions">
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => onEdit(item)}
                        aria-label={`Edit ${label}`}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => onDelete(item)}
                        aria-label={`Delete ${label}`}
                      >
                        Delete
                      </button>
                    </td>
                  </tr>
                );
              })}
            </Fragment>
          ))}
        </tbody>
      </table>
      {inspected && <ValueInspector {...inspected} onClose={() => setInspected(undefined)} />}
    </>
  );
}
