/**
 * "How it was served": what the engine read and what it returned (a filter is applied after the
 * read, and the read is what is charged), the capacity charged per table and index, and the
 * partitions the request touched with the units each took — from the engine's RequestTrace, which
 * DynamoDB itself never shows a client. Without a trace, the reply's own fields say what they can.
 */
import { lazy, Suspense } from 'react';
import type { OperationReply } from '../../../client/calls.ts';
import type { RequestTrace } from '../../../client/engineClient.ts';
import { formatLag } from '../../../ui/formatLag.ts';
import { isExportOrImport } from './exportImportReplies.ts';
import { filteredOutNote } from './servedNotes.ts';

const ExportImportFacts = lazy(() => import('./ExportImportFacts.tsx'));

export function ServedPanel({ value }: { value: OperationReply }) {
  const { reply, trace } = value;
  // A vector search reads no table partitions and is billed in bytes: its own facts, not a read's.
  if (Array.isArray(reply.SearchResults)) {
    return (
      <div className="served">
        <SearchFacts reply={reply} trace={trace} />
        <Timing value={value} />
      </div>
    );
  }
  // An export or import runs outside the table's capacity: where its files are says more than a trace.
  if (isExportOrImport(reply)) {
    return (
      <div className="served">
        <Suspense fallback={null}>
          <ExportImportFacts reply={reply} />
        </Suspense>
        <Timing value={value} />
      </div>
    );
  }
  return (
    <div className="served">
      {trace ? <TraceFacts trace={trace} /> : <ReplyFacts reply={reply} />}
      {trace && <CapacityTable trace={trace} />}
      {trace && <PartitionsTable trace={trace} />}
      <Timing value={value} />
    </div>
  );
}

function Timing({ value }: { value: OperationReply }) {
  return (
    <p className="served__timing">
      Engine {value.engineMs.toFixed(1)} ms · round trip {value.roundTripMs.toFixed(1)} ms
    </p>
  );
}

function SearchFacts({ reply, trace }: { reply: Record<string, unknown>; trace: RequestTrace | undefined }) {
  const results = (reply.SearchResults as unknown[]).length;
  const consumed = reply.ConsumedCapacity as { VectorSearchRequestBytes?: number } | undefined;
  const bytes = consumed?.VectorSearchRequestBytes;
  return (
    <>
      <dl className="facts">
        {trace && <Fact label="Vectors compared" value={trace.itemsRead} />}
        <Fact label="Results returned" value={results} />
        {bytes !== undefined && <Fact label="VectorSearchRequestBytes" value={bytes} />}
      </dl>
      <p className="served__note">
        A vector search is billed by the bytes it processes (VectorSearchRequestBytes, with
        ReturnConsumedCapacity), not in read capacity units. The sandbox compares the search vector with every
        vector in the index (or in the searched HASH value’s part of it), so its results are exact; DynamoDB’s
        search is approximate, and may now and then miss a close item.
      </p>
    </>
  );
}

function TraceFacts({ trace }: { trace: RequestTrace }) {
  const filtered = trace.itemsRead - trace.itemsReturned;
  return (
    <>
      <dl className="facts">
        <Fact label="Items read" value={trace.itemsRead} />
        <Fact label="Items returned" value={trace.itemsReturned} />
        {filtered > 0 && <Fact label="Read, then filtered out" value={filtered} />}
        <Fact label="Bytes read" value={trace.bytesRead} />
        {trace.throttledRetries !== undefined && (
          <Fact label="Throttled retries before this" value={trace.throttledRetries} />
        )}
      </dl>
      {filtered > 0 && <p className="served__note">{filteredOutNote(filtered)}</p>}
      {trace.replicaLag && <ReplicaNote {...trace.replicaLag} />}
    </>
  );
}

/** The sandbox simulates replica lag (the header's Stale reads setting), and this read met it. */
function ReplicaNote({ reads, lagMs }: { reads: number; lagMs: number }) {
  const lag = formatLag(lagMs);
  const which =
    reads === 1 ? 'This eventually consistent read was' : `${reads} of its eventually consistent reads were`;
  return (
    <p className="served__note">
      {which} served by the replica that is {lag} behind, so what it returned is the table as it was {lag}{' '}
      ago: a write made since then is missing from it. A strongly consistent read (ConsistentRead true) always
      goes to the partition's leader.
    </p>
  );
}

function ReplyFacts({ reply }: { reply: Record<string, unknown> }) {
  const count = typeof reply.Count === 'number' ? reply.Count : undefined;
  const scanned = typeof reply.ScannedCount === 'number' ? reply.ScannedCount : undefined;
  if (count === undefined && scanned === undefined) return null;
  return (
    <dl className="facts">
      {scanned !== undefined && <Fact label="Items read (ScannedCount)" value={scanned} />}
      {count !== undefined && <Fact label="Items returned (Count)" value={count} />}
      {count !== undefined && scanned !== undefined && scanned > count && (
        <Fact label="Read, then filtered out" value={scanned - count} />
      )}
    </dl>
  );
}

function Fact({ label, value }: { label: string; value: number }) {
  return (
    <div className="facts__item">
      <dt>{label}</dt>
      <dd>{value.toLocaleString('en-US')}</dd>
    </div>
  );
}

/** `app/index/GSI1` → `app · index GSI1`. */
function resourceName(label: string): string {
  const [table, index] = label.split('/index/');
  return index === undefined ? table : `${table} · index ${index}`;
}

const units = (value: number) =>
  Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, '');

function CapacityTable({ trace }: { trace: RequestTrace }) {
  if (trace.capacity.length === 0) {
    return <p className="served__note">No capacity was charged: the request read and wrote no items.</p>;
  }
  return (
    <table className="capacity">
      <caption>Capacity charged</caption>
      <thead>
        <tr>
          <th scope="col">Table / index</th>
          <th scope="col">Read units</th>
          <th scope="col">Write units</th>
        </tr>
      </thead>
      <tbody>
        {trace.capacity.map((row) => (
          <tr key={row.resource}>
            <th scope="row">{resourceName(row.resource)}</th>
            <td>{units(row.read)}</td>
            <td>{units(row.write)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PartitionsTable({ trace }: { trace: RequestTrace }) {
  if (trace.partitions.length === 0) return null;
  return (
    <table className="capacity">
      <caption>Partitions touched ({trace.partitions.length})</caption>
      <thead>
        <tr>
          <th scope="col">Table / index</th>
          <th scope="col">Partition</th>
          <th scope="col">Read units</th>
          <th scope="col">Write units</th>
        </tr>
      </thead>
      <tbody>
        {trace.partitions.map((partition) => (
          <tr key={`${partition.resource}/${partition.partition}`}>
            <th scope="row">{resourceName(partition.resource)}</th>
            <td>
              <code>{partition.partition}</code>
            </td>
            <td>{units(partition.read)}</td>
            <td>{units(partition.write)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
