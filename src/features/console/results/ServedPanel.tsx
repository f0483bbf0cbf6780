/**
 * "How it was served": what the engine read and returned, and what it charged. Built on
 * RequestTrace once the engine traces requests; until then, from the reply's own fields (Count,
 * ScannedCount, ConsumedCapacity) — which is also all DynamoDB itself tells a client.
 */
import type { OperationReply } from '../../../client/calls.ts';
import type { RequestTrace } from '../../../client/engineClient.ts';
import type { ConsumedCapacity } from '../../../client/wireTypes.ts';

export function ServedPanel({ operation, value }: { operation: string; value: OperationReply }) {
  const { reply, trace } = value;
  return (
    <div className="served">
      {trace ? <TraceFacts trace={trace} /> : <ReplyFacts reply={reply} />}
      <CapacityTable reply={reply} trace={trace} operation={operation} />
      {trace && trace.partitions.length > 0 ? (
        <PartitionsTable trace={trace} />
      ) : (
        <p className="served__note">Partitions touched: shown once the engine models partitions (issue 4).</p>
      )}
      <p className="served__timing">
        Engine {value.engineMs.toFixed(1)} ms · round trip {value.roundTripMs.toFixed(1)} ms
      </p>
    </div>
  );
}

function TraceFacts({ trace }: { trace: RequestTrace }) {
  const filtered = trace.itemsRead - trace.itemsReturned;
  return (
    <dl className="facts">
      <Fact label="Items read" value={trace.itemsRead} />
      <Fact label="Items returned" value={trace.itemsReturned} />
      {filtered > 0 && <Fact label="Read, then filtered out" value={filtered} />}
      <Fact label="Bytes read" value={trace.bytesRead} />
      {trace.throttledRetries !== undefined && (
        <Fact label="Throttled retries" value={trace.throttledRetries} />
      )}
    </dl>
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

interface CapacityRow {
  resource: string;
  read?: number;
  write?: number;
  total?: number;
}

function capacityRows(reply: Record<string, unknown>, trace: RequestTrace | undefined): CapacityRow[] {
  if (trace)
    return trace.capacity.map(({ resource, read, write }) => ({
      resource,
      read,
      write,
      total: read + write,
    }));
  const consumed = reply.ConsumedCapacity;
  const list = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) as ConsumedCapacity[];
  const rows: CapacityRow[] = [];
  for (const entry of list) {
    const table = entry.TableName ?? 'table';
    rows.push({
      resource: table,
      read: entry.ReadCapacityUnits,
      write: entry.WriteCapacityUnits,
      total: entry.CapacityUnits,
    });
    for (const [kind, indexes] of [
      ['GSI', entry.GlobalSecondaryIndexes],
      ['LSI', entry.LocalSecondaryIndexes],
    ] as const) {
      for (const [name, units] of Object.entries(indexes ?? {})) {
        rows.push({
          resource: `${table} · ${kind} ${name}`,
          read: units.ReadCapacityUnits,
          write: units.WriteCapacityUnits,
          total: units.CapacityUnits,
        });
      }
    }
  }
  return rows;
}

function CapacityTable({
  reply,
  trace,
  operation,
}: {
  reply: Record<string, unknown>;
  trace?: RequestTrace;
  operation: string;
}) {
  const rows = capacityRows(reply, trace);
  if (rows.length === 0) {
    const reads = ['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems'].includes(operation);
    const writes = ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems'].includes(
      operation,
    );
    return reads || writes ? (
      <p className="served__note">
        Consumed capacity: add <code>&quot;ReturnConsumedCapacity&quot;: &quot;TOTAL&quot;</code> (or INDEXES)
        to the request to see it.
      </p>
    ) : null;
  }
  const units = (value: number | undefined) => (value === undefined ? '—' : String(value));
  return (
    <table className="capacity">
      <caption>Consumed capacity</caption>
      <thead>
        <tr>
          <th scope="col">Table / index</th>
          <th scope="col">Read units</th>
          <th scope="col">Write units</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.resource}>
            <th scope="row">{row.resource}</th>
            <td>{units(row.read)}</td>
            <td>{units(row.write)}</td>
            <td>{units(row.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PartitionsTable({ trace }: { trace: RequestTrace }) {
  return (
    <table className="capacity">
      <caption>Partitions touched</caption>
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
            <th scope="row">{partition.resource}</th>
            <td>{partition.partition}</td>
            <td>{partition.read}</td>
            <td>{partition.write}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
