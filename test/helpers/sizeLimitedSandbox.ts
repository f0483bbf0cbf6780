/**
 * A sandbox whose partitions split for size above 150 KB, driven request by request on a paused
 * clock, read back as the heatmap, its findings and the partition events read it. `capacity` lowers the
 * heat thresholds too when a test needs a hot partition within seconds.
 */
import { expect } from 'vitest';
import { callWith } from '../../src/client/calls.ts';
import { mergeFrame } from '../../src/client/capacityHistory.ts';
import { createInProcessClient } from '../../src/client/inProcessClient.ts';
import { explainCapacity } from '../../src/features/heatmap/explain.ts';
import {
  MAX_PARTITIONS,
  PARTITION_WRITE_UNITS,
  type CapacityOptions,
} from '../../src/engine/capacity/limits.ts';
import { growTo } from '../../src/engine/capacity/partitionScaling.ts';
import { keyedTableRequest, provisioned } from '../capacity/support.ts';

const START = Date.UTC(2026, 4, 4, 9, 0, 0);
export const SIZE_LIMIT = 150_000;

export async function sizeLimitedSandbox(table: Record<string, unknown>, capacity: CapacityOptions = {}) {
  const client = createInProcessClient({
    clock: { start: START, running: false },
    tableStatusDelayMs: 0,
    gsiPropagationDelayMs: 0,
    capacity: { partitionSizeBytes: SIZE_LIMIT, ...capacity },
  });
  const tableName = table.TableName as string;
  expect((await callWith(client, 'CreateTable', table)).ok).toBe(true);

  async function call(operation: string, request: Record<string, unknown>) {
    const reply = await callWith(client, operation, { TableName: tableName, ...request });
    expect(reply.ok).toBe(true);
  }
  /** Stores an item of about `bytes` bytes at (pk, sk). */
  const put = (pk: string, sk: string, bytes: number) =>
    call('PutItem', { Item: { pk: { S: pk }, sk: { S: sk }, body: { S: 'x'.repeat(bytes) } } });
  /** Moves the clock on by `ms`, then reads each of `pks` (sort key `sk`) `reads` times in the new second. */
  async function advance(ms: number, reads = 1, pks = ['none'], sk = 'none') {
    client.engine.advance(ms);
    for (let i = 0; i < reads; i++) {
      for (const pk of pks)
        await call('GetItem', { Key: { pk: { S: pk }, sk: { S: sk } }, ConsistentRead: true });
    }
  }
  /** What the heatmap and the partition events show now: the table's history, and the findings. */
  async function view() {
    const pull = await client.capacity.pull(tableName, { detail: true });
    if (!pull.ok || !pull.value.frame) throw new Error('no capacity frame');
    const history = mergeFrame(undefined, pull.value.frame, tableName);
    return {
      history,
      table: history.resources[0],
      findings: explainCapacity(history, pull.value.detail),
    };
  }
  /** The table's resource, split into as many partitions as the sandbox keeps (a raise would ask as much). */
  function fillPartitionLimit() {
    const table = client.engine.tables.get(tableName)!;
    const resource = client.engine.capacity.of(table).tableResource(client.engine.now());
    growTo(resource, 0, MAX_PARTITIONS * PARTITION_WRITE_UNITS, client.engine.now());
    expect(resource.partitions).toHaveLength(MAX_PARTITIONS);
    const partitionOf = (pk: string) => resource.partitionFor(table.items.hashOf(pk));
    /** `pk` and another partition key of its partition. */
    return (pk: string): [string, string] => {
      for (let i = 0; ; i++) if (partitionOf(`${pk}${i}`) === partitionOf(pk)) return [pk, `${pk}${i}`];
    };
  }
  return { put, advance, view, fillPartitionLimit };
}

/** A table keyed by `pk` and `sk`: provisioned at 10 units, so one partition holds everything. */
export function docsTable(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return keyedTableRequest('docs', { ...provisioned(10, 10), ...extra });
}
