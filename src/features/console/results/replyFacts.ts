/**
 * What ReplySummary says of a reply's own members: an export's or import's status and counts, the
 * reply's counts and the capacity it consumed.
 */
import type { ConsumedCapacity } from '../../../client/wireTypes.ts';
import { exportImportFacts } from './exportImportReplies.ts';

export function replyFacts(reply: Record<string, unknown>): string[] {
  const facts = exportImportFacts(reply);
  if (typeof reply.Count === 'number') facts.push(`Count ${reply.Count}`);
  if (typeof reply.ScannedCount === 'number') facts.push(`ScannedCount ${reply.ScannedCount}`);
  const capacity = totalCapacity(reply.ConsumedCapacity);
  if (capacity !== undefined) facts.push(`ConsumedCapacity ${capacity} ${capacity === 1 ? 'unit' : 'units'}`);
  facts.push(...vectorBytes(reply.ConsumedCapacity));
  return facts;
}

function capacityEntries(consumed: unknown): ConsumedCapacity[] {
  if (!consumed) return [];
  return (Array.isArray(consumed) ? consumed : [consumed]) as ConsumedCapacity[];
}

/** Undefined for a SearchVectors reply: a search is billed in bytes, not units (vectorBytes). */
function totalCapacity(consumed: unknown): number | undefined {
  if (!consumed) return undefined;
  const list = capacityEntries(consumed);
  if (list.some((entry) => entry.VectorSearchRequestBytes !== undefined)) return undefined;
  let total = 0;
  for (const entry of list) total += entry.CapacityUnits ?? 0;
  return total;
}

/**
 * Vector search's own measures: the bytes a search was billed for, and under INDEXES the bytes a
 * write sent each vector index it changed.
 */
function vectorBytes(consumed: unknown): string[] {
  const facts: string[] = [];
  const bytes = (value: number) => `${value.toLocaleString('en-US')} bytes`;
  for (const entry of capacityEntries(consumed)) {
    if (typeof entry.VectorSearchRequestBytes === 'number')
      facts.push(`VectorSearchRequestBytes ${bytes(entry.VectorSearchRequestBytes)}`);
    for (const [index, written] of Object.entries(entry.VectorIndexes ?? {}))
      if (typeof written.VectorWriteRequestBytes === 'number')
        facts.push(
          `vector index ${index}: VectorWriteRequestBytes ${bytes(written.VectorWriteRequestBytes)}`,
        );
  }
  return facts;
}
