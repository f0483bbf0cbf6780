import { useEffect, useState } from 'react';
import { errorText } from '../../client/engineClient.ts';
import type { IndexDescription, Item, TableDescription } from '../../client/wireTypes.ts';
import { useServices } from '../../state/AppServices.tsx';
import { useOpenDraft } from '../console/useOpenDraft.ts';
import { readExplorePage, type Key, type PageOutcome } from './explorePage.ts';
import { ItemCollections } from './ItemCollections.tsx';
import { keysOf, tableKeyNames, useItemDeletion, useSameNames } from './itemKeys.ts';

/** Capacity units as DynamoDB reports them (halves and quarters), without float noise. */
const units = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * The results of one Run, a page at a time. DynamoDB has no "previous page": like any client, this
 * keeps the ExclusiveStartKey each page was read from, and going back reads that page again — so an
 * item edited or deleted since shows as it is now. A change made here (Edit, Delete) reads the
 * current page again the same way.
 */
export function ExploreResults({
  table,
  index,
  region,
  operation,
  request,
  refresh,
  onEdit,
  onChanged,
}: {
  table: TableDescription;
  index: IndexDescription | undefined;
  region: string | undefined;
  operation: 'Scan' | 'Query';
  request: Record<string, unknown>;
  /** Changes when the table changed: the current page is read again. */
  refresh: number;
  onEdit(item: Item): void;
  onChanged(): void;
}) {
  const { engine, store } = useServices();
  const openDraft = useOpenDraft();
  // The start key of every page read so far, the shown page's last.
  const [starts, setStarts] = useState<(Key | undefined)[]>([undefined]);
  const [read, setRead] = useState<{ at: number; outcome: PageOutcome }>();
  const pageNumber = starts.length;
  const start = starts[starts.length - 1];

  useEffect(() => {
    let current = true;
    void readExplorePage(engine, operation, request, start).then((outcome) => {
      if (current) setRead({ at: pageNumber, outcome });
    });
    return () => {
      current = false;
    };
  }, [engine, operation, request, start, pageNumber, refresh]);

  // A page being read keeps the previous one shown (and its buttons where the focus is) meanwhile.
  const outcome = read?.outcome;
  const loading = read?.at !== pageNumber;
  const tableKeys = tableKeyNames(table);
  const remove = useItemDeletion(table, onChanged);
  const partitionKeys = useSameNames(keysOf(index ?? table, 'HASH'));
  const sortKeys = useSameNames(keysOf(index ?? table, 'RANGE'));
  const shownRequest = outcome ? (outcome.ok ? outcome.page.request : outcome.request) : undefined;
  const requestText = shownRequest ? JSON.stringify(shownRequest, null, 2) : '';
  const openInConsole = () => {
    openDraft('json', operation, requestText);
    store.getState().setConsoleRegion(region);
    window.location.hash = '#/console';
  };

  // The paging buttons are aria-disabled, not disabled: a disabled button drops the keyboard focus
  // to the page's start, and Next page is where the focus is when the last page arrives.
  return (
    <section className="explore-results" aria-label={`${operation} results`}>
      {/* Announced as each page arrives: the counts are the point of the exercise. */}
      <p className="explore-results__counts" role="status" aria-live="polite">
        {!outcome || loading
          ? `Reading page ${pageNumber}…`
          : outcome.ok
            ? `Page ${pageNumber}: Count ${outcome.page.count.toLocaleString('en-US')} (items returned), ` +
              `ScannedCount ${outcome.page.scannedCount.toLocaleString('en-US')} (items read), ` +
              `ConsumedCapacity ${outcome.page.capacityUnits === undefined ? 'not reported' : `${units(outcome.page.capacityUnits)} RCU`}.`
            : `Page ${pageNumber}: the request failed.`}
      </p>
      {outcome && !outcome.ok && (
        <p className="explorer__error" role="alert">
          {errorText(outcome.error)}
        </p>
      )}
      <div className="explore-form__row">
        <button
          type="button"
          className="button"
          aria-disabled={pageNumber === 1 || loading}
          onClick={() => {
            if (pageNumber > 1 && !loading) setStarts((shown) => shown.slice(0, -1));
          }}
        >
          Previous page
        </button>
        <button
          type="button"
          className="button"
          aria-disabled={!outcome?.ok || !outcome.page.lastKey || loading}
          onClick={() => {
            if (outcome?.ok && outcome.page.lastKey && !loading)
              setStarts((shown) => [...shown, outcome.page.lastKey]);
          }}
        >
          Next page
        </button>
        {shownRequest && (
          <button type="button" className="button" onClick={openInConsole}>
            Open in Console
          </button>
        )}
        {outcome?.ok && !outcome.page.lastKey && (
          <span className="explorer__muted">No LastEvaluatedKey: this is the last page.</span>
        )}
      </div>
      {shownRequest && (
        <details className="explore-results__request">
          <summary>The {operation} request sent</summary>
          <pre tabIndex={0} aria-label={`The ${operation} request sent`}>
            {requestText}
          </pre>
        </details>
      )}
      {outcome?.ok && (
        <>
          {request.FilterExpression !== undefined && (
            <p className="explorer__muted">
              The filter is applied after the items are read: all{' '}
              {outcome.page.scannedCount.toLocaleString('en-US')} were read and charged,{' '}
              {outcome.page.count.toLocaleString('en-US')} of them returned.
            </p>
          )}
          {outcome.page.items.length === 0 ? (
            <p className="explorer__muted">
              No items on this page{outcome.page.lastKey ? ', but there is more to read: Next page.' : '.'}
            </p>
          ) : (
            <ItemCollections
              items={outcome.page.items}
              partitionKeys={partitionKeys}
              sortKeys={sortKeys}
              itemKeyNames={tableKeys}
              actions={index ? undefined : { onEdit, onDelete: remove }}
              label={`${operation} results, page ${pageNumber}`}
            />
          )}
        </>
      )}
    </section>
  );
}
