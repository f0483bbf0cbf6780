import { useEffect, useRef, useState } from 'react';
import { callWith } from '../../client/calls.ts';
import { errorText, type WireError } from '../../client/engineClient.ts';
import type {
  AttributeValue,
  ConsumedCapacity,
  Item,
  SearchResult,
  TableDescription,
} from '../../client/wireTypes.ts';
import { useServices } from '../../state/AppServices.tsx';
import { AttributeCell } from '../../ui/AttributeCell.tsx';
import { ValueInspector } from '../../ui/ValueInspector.tsx';
import { useOpenDraft } from '../console/useOpenDraft.ts';
import { keyText } from './itemGroups.ts';
import {
  isSameItem,
  scoreDirection,
  selfResultNote,
  similarSearchIndexes,
  similarSearchRequest,
} from './similarItems.ts';
import './collections.css';
import './SimilarItemsPanel.css';

/** Besides the key attributes, this many of each result's other attributes: enough to recognise it. */
const OTHER_ATTRIBUTES_SHOWN = 2;

/** A search's outcome, with the request text it answers: any other request shown is still running. */
type Search = { request: string } & (
  | { state: 'done'; results: SearchResult[]; bytes?: number }
  | { state: 'failed'; error: WireError }
);

/**
 * The items nearest to one item's vector, by SearchVectors on one of the table's vector indexes
 * (the user picks which when several hold the item). Shows the ranking DynamoDB returned as is —
 * the item itself included — so what the Explorer shows is what a client would get.
 */
export function SimilarItemsPanel({
  table,
  item,
  itemName,
  region,
  onClose,
}: {
  table: TableDescription;
  item: Item;
  /** The Region of the replica shown: "Open in Console" picks it, as the search was signed for it. */
  region: string | undefined;
  /** The item's key values as the item list names it (`dish#1`, `CUSTOMER#42 / PROFILE`). */
  itemName: string;
  onClose(): void;
}) {
  const { engine, store } = useServices();
  const openDraft = useOpenDraft();
  const indexes = similarSearchIndexes(table, item);
  const [indexName, setIndexName] = useState(indexes[0]?.IndexName ?? '');
  const [answered, setSearch] = useState<Search>();
  const [inspected, setInspected] = useState<{ title: string; value: AttributeValue }>();
  const index = indexes.find((candidate) => candidate.IndexName === indexName);
  const request = index ? similarSearchRequest(table, index, item) : undefined;
  // The effect depends on the request's text: the object is rebuilt on every render.
  const requestText = request ? JSON.stringify(request, null, 2) : '';

  useEffect(() => {
    if (!requestText) return;
    let current = true;
    void callWith(engine, 'SearchVectors', JSON.parse(requestText) as object).then((outcome) => {
      if (!current) return;
      if (!outcome.ok) return setSearch({ request: requestText, state: 'failed', error: outcome.error });
      const reply = outcome.value.reply as {
        SearchResults?: SearchResult[];
        ConsumedCapacity?: ConsumedCapacity;
      };
      setSearch({
        request: requestText,
        state: 'done',
        results: reply.SearchResults ?? [],
        bytes: reply.ConsumedCapacity?.VectorSearchRequestBytes,
      });
    });
    return () => {
      current = false;
    };
  }, [engine, requestText]);

  const search = answered?.request === requestText ? answered : undefined;
  const keyNames = table.KeySchema.map((element) => element.AttributeName);
  // Opened from a row far down the list, the panel sits above it: bring it into view, heading
  // focused, so the learner sees where the click went (each click mounts a new panel).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const openInConsole = () => {
    openDraft('json', 'SearchVectors', requestText);
    store.getState().setConsoleRegion(region);
    window.location.hash = '#/console';
  };

  return (
    <section className="import-panel similar-items" aria-label={`Items similar to ${itemName}`}>
      <h3 ref={heading} tabIndex={-1}>
        Items similar to {itemName}
      </h3>
      {!index ? (
        <p className="explorer__muted">No ACTIVE vector index holds a vector of this item.</p>
      ) : (
        <>
          {indexes.length > 1 ? (
            <label className="table-view__view">
              <span>Vector index</span>
              <select value={indexName} onChange={(event) => setIndexName(event.target.value)}>
                {indexes.map((candidate) => (
                  <option key={candidate.IndexName} value={candidate.IndexName}>
                    {candidate.IndexName} ({candidate.DistanceFunction})
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <p className="explorer__muted">
            SearchVectors on index <strong>{index.IndexName}</strong> with the item&apos;s own{' '}
            {index.VectorAttribute.AttributeName}, top {request!.TopK}
            {request!.ExpressionAttributeNames &&
              `, within ${request!.ExpressionAttributeNames['#h']} = ${keyText(item, [request!.ExpressionAttributeNames['#h']])}`}
            . {index.DistanceFunction}: the score is {scoreDirection(index.DistanceFunction)}.{' '}
            {selfResultNote(index.DistanceFunction, request!.SearchVector)}
          </p>
          {!search ? (
            <p className="explorer__muted">Searching…</p>
          ) : search.state === 'failed' ? (
            <p className="explorer__error" role="alert">
              {errorText(search.error)}
            </p>
          ) : (
            <>
              <ol className="similar-items__results" aria-label="Similar items, most similar first">
                {search.results.map((result, rank) => {
                  const found = result.Item ?? {};
                  const foundName = keyNames.map((name) => keyText(found, [name])).join(' / ');
                  const others = Object.keys(found)
                    .filter(
                      (name) => !keyNames.includes(name) && name !== index.VectorAttribute.AttributeName,
                    )
                    .slice(0, OTHER_ATTRIBUTES_SHOWN);
                  return (
                    <li key={rank} className="similar-items__result">
                      <span>
                        <span className="collections__name">Score</span>
                        <span className="similar-items__score">{result.Score}</span>
                      </span>
                      <span className="similar-items__key">{foundName}</span>
                      {isSameItem(table, item, found) && <span className="explorer__muted">(this item)</span>}
                      {others.map((name) => (
                        <span key={name} className="similar-items__attribute">
                          <span className="collections__name">{name}</span>
                          <AttributeCell
                            value={found[name]}
                            subject={`${name} of ${foundName}`}
                            onInspect={(value) => setInspected({ title: `${name} of ${foundName}`, value })}
                          />
                        </span>
                      ))}
                    </li>
                  );
                })}
              </ol>
              {search.results.length === 0 && (
                <p className="explorer__muted">
                  No results: the index may not hold the item yet — it follows the table a moment behind.
                </p>
              )}
              {search.bytes !== undefined && (
                <p className="explorer__muted" role="status">
                  VectorSearchRequestBytes: {search.bytes.toLocaleString('en-US')} (what a search is billed
                  by, instead of read units)
                </p>
              )}
            </>
          )}
        </>
      )}
      <div className="item-editor__actions">
        {request && (
          <button type="button" className="button" onClick={openInConsole}>
            Open in Console
          </button>
        )}
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
      {inspected && <ValueInspector {...inspected} onClose={() => setInspected(undefined)} />}
    </section>
  );
}
