/**
 * Fills a RequestTrace ("how it was served") with what a request consumed, per table or index and
 * per partition. Only runs while a traced dispatch is in progress.
 */
import type { RequestTrace } from '../trace.ts';
import type { AccessKind } from './throttleReasons.ts';
import type { Partition } from './partition.ts';
import type { ResourceCapacity } from './resourceCapacity.ts';

export function newTrace(operation: string): RequestTrace {
  return { operation, itemsRead: 0, itemsReturned: 0, bytesRead: 0, capacity: [], partitions: [] };
}

export function traceUse(
  trace: RequestTrace,
  resource: ResourceCapacity,
  partition: Partition,
  kind: AccessKind,
  units: number,
): void {
  const label = resource.identity.label;
  let total = trace.capacity.find((entry) => entry.resource === label);
  if (!total) {
    total = { resource: label, read: 0, write: 0 };
    trace.capacity.push(total);
  }
  total[kind] += units;
  let part = trace.partitions.find((entry) => entry.resource === label && entry.partition === partition.id);
  if (!part) {
    part = { resource: label, partition: partition.id, read: 0, write: 0 };
    trace.partitions.push(part);
  }
  part[kind] += units;
}

export function traceItems(trace: RequestTrace, read: number, returned: number, bytes: number): void {
  trace.itemsRead += read;
  trace.itemsReturned += returned;
  trace.bytesRead += bytes;
}
