/**
 * What a load run did to a table, from the capacity model: splits, and each partition of the table
 * and of its global indexes — current and retired by splits — with its hash range, peak consumption
 * per second and throttled requests.
 */
import type { Engine } from '../engine.ts';
import { displaySortKey } from '../metrics/keyDisplay.ts';
import { byKeyPosition } from '../metrics/keyOrder.ts';
import type { Table } from '../storage/table.ts';

export interface PartitionSummary {
  /** `table` or `table/index/name`. */
  resource: string;
  id: string;
  /** Hash range [start, end) of the 32-bit space. */
  start: number;
  end: number;
  /** Where a split divided an item collection: the sort key the range starts (ends) at, as text. */
  startSortKey?: string;
  endSortKey?: string;
  peakReadUnits: number;
  peakWriteUnits: number;
  throttled: number;
  /** False once a split replaced it. */
  active: boolean;
}

export interface TableSummary {
  splits: number;
  partitions: PartitionSummary[];
  events: {
    time: number;
    resource: string;
    kind: string;
    cause: string;
    partition: string;
    /** Why a hot partition was left whole (single-item, monotonic, local-index, global-index). */
    reason?: string;
  }[];
}

export function summarizeTable(engine: Engine, table: Table): TableSummary {
  const resources = engine.capacity.of(table).resources(engine.now());
  const partitions: PartitionSummary[] = [];
  let splits = 0;
  const events: TableSummary['events'] = [];
  for (const resource of resources) {
    splits += resource.events.splits;
    for (const event of resource.events.list) {
      events.push({
        time: event.time,
        resource: event.resource,
        kind: event.kind,
        cause: event.cause,
        partition: event.partition,
        ...(event.reason === undefined ? {} : { reason: event.reason }),
      });
    }
    const { identity } = resource;
    const text = (sk: string) => displaySortKey(sk, identity.sortKeyAttributes, identity.isIndex);
    const all = [...resource.retired, ...resource.partitions].sort(byKeyPosition);
    for (const partition of all) {
      partitions.push({
        resource: identity.label,
        id: partition.id,
        start: partition.start,
        end: partition.end,
        ...(partition.startSk === '' ? {} : { startSortKey: text(partition.startSk) }),
        ...(partition.endSk === '' ? {} : { endSortKey: text(partition.endSk) }),
        peakReadUnits: partition.peakReadUnits,
        peakWriteUnits: partition.peakWriteUnits,
        throttled: partition.throttledRequests,
        active: partition.retiredAt === undefined,
      });
    }
  }
  events.sort((a, b) => a.time - b.time);
  return { splits, partitions, events };
}
