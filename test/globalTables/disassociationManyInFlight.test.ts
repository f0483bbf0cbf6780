/**
 * Disassociating a replica while very many writes are on their way to it (WAIT_FOR_REPLICATION,
 * globalTables/replicaDisassociation.ts): the wait for the last of 135,000 ends, and the replica
 * becomes a Regional table with every item. Finding the last arrival with Math.max(...arrivals)
 * overflowed the call stack in the clock's callback and left the replica UPDATING for good.
 */
import { expect, it } from 'vitest';
import { EU, twoRegionTable } from '../helpers/globalTable.ts';
import { ok } from '../helpers/wire.ts';

const LATENCY = 120_000;

it('waits for the last of 135,000 writes in flight, then leaves the group', () => {
  const { us, eu } = twoRegionTable({ tableStatusDelayMs: 400, replicationLatencyMs: LATENCY });
  ok(eu, 'UpdateTable', { TableName: 'profiles', DisassociationProtectionEnabled: false });
  us.advance(1000);
  const batches = 5400;
  for (let b = 0; b < batches; b++) {
    const puts = Array.from({ length: 25 }, (_, i) => ({ PutRequest: { Item: { id: { S: `${b}-${i}` } } } }));
    ok(us, 'BatchWriteItem', { RequestItems: { profiles: puts } });
    // Within the table's on-demand write rate: 25 units every 7 ms.
    us.advance(7);
  }
  ok(eu, 'UpdateTable', {
    TableName: 'profiles',
    ReplicaUpdates: [{ Disassociate: { RegionName: EU, DisassociationMode: 'WAIT_FOR_REPLICATION' } }],
  });
  expect(() => us.advance(LATENCY)).not.toThrow();
  const table = ok(eu, 'DescribeTable', { TableName: 'profiles' }).Table;
  expect(table.TableStatus).toBe('ACTIVE');
  expect(table.Replicas).toBeUndefined();
  // The last write sent reached it before it left.
  const last = { id: { S: `${batches - 1}-24` } };
  expect(ok(eu, 'GetItem', { TableName: 'profiles', Key: last }).Item).toEqual(last);
}, 30_000);
