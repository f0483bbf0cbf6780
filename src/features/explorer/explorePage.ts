/**
 * One page of the Explorer's Scan or Query results: one request with `Limit`, continued from the
 * previous page's LastEvaluatedKey. A page is exactly one DynamoDB reply, so what the learner sees is
 * what DynamoDB does: Limit caps the items read, before the filter, so a filtered page may hold fewer
 * items than the Limit — even none — and still carry a LastEvaluatedKey to go on from. Errors come
 * back as data (DynamoDB's message), never thrown into React.
 */
import { callWith } from '../../client/calls.ts';
import type { EngineClient, WireError } from '../../client/engineClient.ts';
import type { AttributeValue, ConsumedCapacity, Item } from '../../client/wireTypes.ts';
import { pageRequest } from './exploreRequest.ts';

/** Items read per page: enough to see a pattern, few enough to render at once. */
export const PAGE_SIZE = 100;

export type Key = Record<string, AttributeValue>;

export interface ExplorePage {
  items: Item[];
  /** What matched the filter (Count) and what was read (ScannedCount). */
  count: number;
  scannedCount: number;
  /** Read capacity units the request consumed (undefined if none was reported). */
  capacityUnits: number | undefined;
  /** The request sent for the page. */
  request: Record<string, unknown>;
  /** Where the next page starts: the reply's LastEvaluatedKey (none: nothing more to read). */
  lastKey: Key | undefined;
}

export type PageOutcome =
  | { ok: true; page: ExplorePage }
  | { ok: false; error: WireError; request: Record<string, unknown> };

/** Reads the page that starts at `start` (undefined: the first page). */
export async function readExplorePage(
  engine: EngineClient,
  operation: 'Scan' | 'Query',
  request: Record<string, unknown>,
  start: Key | undefined,
  pageSize = PAGE_SIZE,
): Promise<PageOutcome> {
  const sent = pageRequest(request, start, pageSize);
  const outcome = await callWith(engine, operation, sent);
  if (!outcome.ok) return { ok: false, error: outcome.error, request: sent };
  const reply = outcome.value.reply as {
    Items?: Item[];
    Count?: number;
    ScannedCount?: number;
    ConsumedCapacity?: ConsumedCapacity;
    LastEvaluatedKey?: Key;
  };
  return {
    ok: true,
    page: {
      items: reply.Items ?? [],
      count: reply.Count ?? 0,
      scannedCount: reply.ScannedCount ?? 0,
      capacityUnits: reply.ConsumedCapacity?.CapacityUnits,
      request: sent,
      lastKey: reply.LastEvaluatedKey,
    },
  };
}
