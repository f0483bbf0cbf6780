/**
 * Items as a table (@tanstack/react-table v9): one column per attribute name in any item, key
 * attributes first, typed cells, nested values opening in an inspector; a search's results lead with
 * their Score, in the order the search ranked them. Rows are virtualized —
 * only the rows in view are in the DOM — so a 10,000-item scan scrolls smoothly.
 */
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState, type UIEvent } from 'react';
import type { AttributeValue, Item } from '../../../client/wireTypes.ts';
import { AttributeCell } from '../../../ui/AttributeCell.tsx';
import { columnsFor, keyColumnWidth } from './itemColumns.ts';
import { ValueInspector } from '../../../ui/ValueInspector.tsx';

const features = tableFeatures({});
const ROW_HEIGHT = 32;
const VIEWPORT_ROWS = 14;
const OVERSCAN = 6;
type ColumnKind = 'score' | 'key' | 'attribute';
/** Minimum column widths (px; a key column widens to its values) and shares of the spare room (fr). */
const COLUMN_WIDTHS: Record<ColumnKind, [number, number]> = {
  score: [110, 0.8],
  key: [180, 1.4],
  attribute: [130, 1],
};

interface ItemsTableProps {
  items: Item[];
  keyNames: string[];
  /** SearchVectors: each item's score, in the items' order (not an attribute, so a column apart). */
  scores?: readonly (number | undefined)[];
  /** What an empty list means for this request (default "No items."). */
  emptyText?: string;
}

interface Inspected {
  title: string;
  value: AttributeValue;
}

export function ItemsTable({ items, keyNames, scores, emptyText = 'No items.' }: ItemsTableProps) {
  const [inspected, setInspected] = useState<Inspected>();
  const [scrollTop, setScrollTop] = useState(0);
  const names = useMemo(() => columnsFor(items, keyNames), [items, keyNames]);

  // Column ids are positions, not attribute names: a name like __proto__ must stay data, never a key.
  const columns = useMemo<ColumnDef<typeof features, Item>[]>(
    () => [
      ...(scores ? [scoreColumn(scores)] : []),
      ...names.map((name, index): ColumnDef<typeof features, Item> => ({
        id: `c${index}`,
        header: name,
        accessorFn: (item: Item) => (Object.hasOwn(item, name) ? item[name] : undefined),
        cell: (info) => (
          <AttributeCell
            value={info.getValue() as AttributeValue | undefined}
            subject={`${name} (row ${info.row.index + 1})`}
            onInspect={(value) => setInspected({ title: `${name} (row ${info.row.index + 1})`, value })}
          />
        ),
      })),
    ],
    [names, scores],
  );
  const table = useTable({ features, columns, data: items });
  const rows = table.getRowModel().rows;

  // One kind per column, in order: the search's score (when there is one), then key or other attributes.
  const kinds: ColumnKind[] = [
    ...(scores ? (['score'] as const) : []),
    ...names.map((name): ColumnKind => (keyNames.includes(name) ? 'key' : 'attribute')),
  ];
  const headers = [...(scores ? ['Score'] : []), ...names];
  const widths = kinds.map((kind, index) =>
    kind === 'key' ? keyColumnWidth(items, headers[index], COLUMN_WIDTHS.key[0]) : COLUMN_WIDTHS[kind][0],
  );
  const minWidth = widths.reduce((sum, width) => sum + width, 0);
  const gridTemplateColumns = kinds
    .map((kind, index) => `minmax(${widths[index]}px, ${COLUMN_WIDTHS[kind][1]}fr)`)
    .join(' ');
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil(scrollTop / ROW_HEIGHT) + VIEWPORT_ROWS + OVERSCAN);
  const onScroll = (event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop);

  if (items.length === 0) return <p className="results__empty">{emptyText}</p>;
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
                  className={kinds[index] === 'attribute' ? undefined : `items-table__${kinds[index]}`}
                  title={kinds[index] === 'score' ? SCORE_TITLE : undefined}
                >
                  {headers[index]}
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

const SCORE_TITLE =
  'SearchResults[].Score, not an attribute: the distance to the search vector (COSINE, EUCLIDEAN: lower is closer) or the dot product (DOT_PRODUCT: higher is closer). Rows are in the order DynamoDB ranked them.';

/** The Score column: the reply's number as it came (a 32-bit float's digits), lined up as numbers are. */
function scoreColumn(scores: readonly (number | undefined)[]): ColumnDef<typeof features, Item> {
  return {
    id: 'score',
    header: 'Score',
    accessorFn: (_item: Item, index: number) => scores[index],
    cell: (info) => {
      const score = info.getValue() as number | undefined;
      return <span className="cell--n">{score === undefined ? '—' : String(score)}</span>;
    },
  };
}
