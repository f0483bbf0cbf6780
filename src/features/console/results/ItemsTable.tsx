/**
 * Items as a table (@tanstack/react-table v9): one column per attribute name in any item, key
 * attributes first, typed cells, nested values opening in an inspector. Rows are virtualized —
 * only the rows in view are in the DOM — so a 10,000-item scan scrolls smoothly.
 */
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState, type UIEvent } from 'react';
import type { AttributeValue, Item } from '../../../client/wireTypes.ts';
import { AttributeCell } from '../../../ui/AttributeCell.tsx';
import { columnsFor } from './itemColumns.ts';
import { ValueInspector } from '../../../ui/ValueInspector.tsx';

const features = tableFeatures({});
const ROW_HEIGHT = 32;
const VIEWPORT_ROWS = 14;
const OVERSCAN = 6;
/** Minimum column widths; wider tables share the spare room (keys get a little more). */
const KEY_COLUMN_WIDTH = 180;
const COLUMN_WIDTH = 130;

interface ItemsTableProps {
  items: Item[];
  keyNames: string[];
}

interface Inspected {
  title: string;
  value: AttributeValue;
}

export function ItemsTable({ items, keyNames }: ItemsTableProps) {
  const [inspected, setInspected] = useState<Inspected>();
  const [scrollTop, setScrollTop] = useState(0);
  const names = useMemo(() => columnsFor(items, keyNames), [items, keyNames]);

  // Column ids are positions, not attribute names: a name like __proto__ must stay data, never a key.
  const columns = useMemo<ColumnDef<typeof features, Item>[]>(
    () =>
      names.map((name, index) => ({
        id: `c${index}`,
        header: name,
        accessorFn: (item: Item) => (Object.hasOwn(item, name) ? item[name] : undefined),
        cell: (info) => (
          <AttributeCell
            value={info.getValue() as AttributeValue | undefined}
            onInspect={(value) => setInspected({ title: `${name} (row ${info.row.index + 1})`, value })}
          />
        ),
      })),
    [names],
  );
  const table = useTable({ features, columns, data: items });
  const rows = table.getRowModel().rows;

  const isKey = names.map((name) => keyNames.includes(name));
  const minWidth = isKey.reduce((sum, key) => sum + (key ? KEY_COLUMN_WIDTH : COLUMN_WIDTH), 0);
  const gridTemplateColumns = isKey
    .map((key) => (key ? `minmax(${KEY_COLUMN_WIDTH}px, 1.4fr)` : `minmax(${COLUMN_WIDTH}px, 1fr)`))
    .join(' ');
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil(scrollTop / ROW_HEIGHT) + VIEWPORT_ROWS + OVERSCAN);
  const onScroll = (event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop);

  if (items.length === 0) return <p className="results__empty">No items.</p>;
  return (
    <>
      <div
        className="items-table"
        role="table"
        aria-label="Items"
        aria-rowcount={rows.length + 1}
        onScroll={onScroll}
        style={{ maxHeight: ROW_HEIGHT * (VIEWPORT_ROWS + 1) + 2 }}
      >
        <div className="items-table__inner" style={{ minWidth }}>
          {table.getHeaderGroups().map((group) => (
            <div
              key={group.id}
              className="items-table__row items-table__head"
              role="row"
              style={{ gridTemplateColumns }}
            >
              {group.headers.map((header, index) => (
                <div
                  key={header.id}
                  role="columnheader"
                  className={isKey[index] ? 'items-table__key' : undefined}
                >
                  {names[index]}
                </div>
              ))}
            </div>
          ))}
          <div style={{ height: rows.length * ROW_HEIGHT, position: 'relative' }}>
            {rows.slice(first, last).map((row) => (
              <div
                key={row.id}
                role="row"
                aria-rowindex={row.index + 2}
                className="items-table__row"
                style={{
                  gridTemplateColumns,
                  transform: `translateY(${row.index * ROW_HEIGHT}px)`,
                  height: ROW_HEIGHT,
                }}
              >
                {row.getAllCells().map((cell) => (
                  <div key={cell.id} role="cell">
                    <table.FlexRender cell={cell} />
                  </div>
                ))}
              </div>
            ))}
          </div>
        </div>
      </div>
      {inspected && <ValueInspector {...inspected} onClose={() => setInspected(undefined)} />}
    </>
  );
}
