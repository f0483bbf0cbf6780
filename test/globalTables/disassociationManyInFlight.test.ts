/**
 * Disassociating a replica while very many writes are on their way to it (WAIT_FOR_REPLICATION,
 * globalTables/replicaDisassociation.ts): the wait for the last of 135,000 ends, and the replica
 * becomes a Regional table with every item. Finding the last arrival with Math.max(...arrivals)
 * overflowed the call stack in the clock's callback and left the replica UPDATING for good.
 * The writes go to 5,000 keys, each written 27 times: as many writes in flight (one per write), and
 * half the time of writing 135,000 keys (growing each Region's tree of items was most of it).
 */
import { expect, it } from 'vitest';
import { EU, twoRegionTable } from '../helpers/globalTable.ts';
import { ok } from '../helpers/wire.ts';

const LATENCY = 120_000;
/** Batches in turn write to KEYS / 25 different sets of 25 keys. */
const KEYS = 5000;

it('waits for the last of 135,000 writes in flight, then leaves the group', () => {
  const { us, eu } = twoRegionTable({ tableStatusDelayMs: 400, replicationLatencyMs: LATENCY });
  ok(eu, 'UpdateTable', { TableName: 'profiles', DisassociationProtectionEnabled: false });
  us.advance(1000);
  const batches = 5400;
  for (let b = 0; b < batches; b++) {
    const puts = Array.from({ length: 25 }, (_, i) => ({
      PutRequest: { Item: { id: { S: `${b % (KEYS / 25)}-${i}` }, batch: { N: `${b}` } } },
    }));
    // Every write taken, so every one of them is on its way to the replica.
    expect(ok(us, 'BatchWriteItem', { RequestItems: { profiles: puts } }).UnprocessedItems).toEqual({});
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
  // The last writes sent reached it before it left: every key holds its last batch's version.
  const scan = ok(eu, 'Scan', { TableName: 'profiles', ConsistentRead: true });
  expect(scan.LastEvaluatedKey).toBeUndefined();
  expect(scan.Items).toHaveLength(KEYS);
  for (const item of scan.Items as { id: { S: string }; batch: { N: string } }[]) {
    const set = Number(item.id.S.split('-')[0]);
    expect(item.batch.N, item.id.S).toBe(`${batches - KEYS / 25 + set}`);
  }
}, 30_000);
