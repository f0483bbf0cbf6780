import { useEffect, useState } from 'react';
import { callWith } from '../../client/calls.ts';
import type { WireError } from '../../client/engineClient.ts';
import type { Item } from '../../client/wireTypes.ts';
import { useServices } from '../../state/AppServices.tsx';
import { keepUnchanged } from './sameItems.ts';

/** The explorer shows a sample, not a dump: past this many items it says the view is cut short. */
export const EXPLORER_ITEM_LIMIT = 2_000;

export interface TableItems {
  items: Item[];
  /** True when the table holds more items than the explorer loaded. */
  truncated: boolean;
  loading: boolean;
  error: WireError | undefined;
}

/**
 * Scans a table — or one of its indexes, which holds what the index projects — page by page (as any
 * client must) up to EXPLORER_ITEM_LIMIT items. A table is read strongly consistently, so what the
 * Explorer shows includes every write so far even with the sandbox's replica lag on; an index is
 * read as its readers read it (a global one offers nothing else).
 */
export function useTableItems(
  tableName: string,
  indexName: string | undefined,
  /** False while the table cannot be read (CREATING): nothing is requested. */
  enabled: boolean,
  /**
   * Changes when the table changed (an item saved or deleted): the items are read again in place —
   * the list stays shown meanwhile, so the focus and scroll position in it survive.
   */
  refresh: number,
): TableItems {
  const { engine } = useServices();
  const [state, setState] = useState<TableItems>({
    items: [],
    truncated: false,
    loading: true,
    error: undefined,
  });
  useEffect(() => {
    let current = true;
    if (!enabled) return;
    void (async () => {
      const items: Item[] = [];
      let start: unknown;
      do {
        const page = await callWith(engine, 'Scan', {
          TableName: tableName,
          ...(indexName ? { IndexName: indexName } : { ConsistentRead: true }),
          ...(start ? { ExclusiveStartKey: start } : {}),
        });
        if (!current) return;
        if (!page.ok) {
          setState({ items, truncated: false, loading: false, error: page.error });
          return;
        }
        items.push(...((page.value.reply.Items as Item[] | undefined) ?? []));
        start = page.value.reply.LastEvaluatedKey;
      } while (start && items.length < EXPLORER_ITEM_LIMIT);
      setState((shown) => ({
        // An item unchanged since the last read stays the same object: only changed rows redraw.
        items: keepUnchanged(shown.items, items.slice(0, EXPLORER_ITEM_LIMIT)),
        // More to read, or one page held more than the limit (3,000 small items fit in 1 MB).
        truncated: Boolean(start) || items.length > EXPLORER_ITEM_LIMIT,
        loading: false,
        error: undefined,
      }));
    })();
    return () => {
      current = false;
    };
  }, [engine, tableName, indexName, refresh, enabled]);

  return state;
}
