/** A global table for tests: `profiles` in us-east-1 with an ACTIVE replica in eu-west-1. */
import type { Engine, EngineOptions } from '../../src/engine/engine.ts';
import { idTable, ok, testEngine } from './wire.ts';

export const EU = 'eu-west-1';

/**
 * `extra` adds to the CreateTable request. With a table status delay, the clock is moved on until
 * the replica is ACTIVE (adding one takes four delays: globalTables/replicaLifecycle.ts).
 */
export function twoRegionTable(
  options: EngineOptions = {},
  extra: Record<string, unknown> = {},
): { us: Engine; eu: Engine } {
  const us = testEngine(options);
  const delay = options.tableStatusDelayMs ?? 0;
  ok(us, 'CreateTable', idTable('profiles', extra));
  us.advance(delay);
  ok(us, 'UpdateTable', { TableName: 'profiles', ReplicaUpdates: [{ Create: { RegionName: EU } }] });
  us.advance(4 * delay);
  return { us, eu: us.regions.forRequest(EU) };
}
