/**
 * The simulated replica lag as the header shows it: how far the replica that trails is behind, so
 * that one eventually consistent read in three may miss the writes of that long (engine
 * storage/replicaLag.ts). The engine owns the setting (a lesson's set-up may change it); this slice
 * keeps the last reading.
 */
import { replicaLagCalls, type ReplicaLagDescription } from '../client/calls.ts';
import type { Outcome } from '../client/engineClient.ts';
import type { SliceCreator } from './types.ts';

export interface ReplicaLagSlice {
  /** Milliseconds; undefined until first read. */
  replicaLagMs: number | undefined;
  replicaLagError: string | undefined;
  refreshReplicaLag(): Promise<void>;
  setReplicaLag(lagMs: number): Promise<void>;
}

export const createReplicaLagSlice: SliceCreator<ReplicaLagSlice> = (set, _get, _store, { engine }) => {
  const apply = (outcome: Outcome<ReplicaLagDescription>) => {
    if (outcome.ok) set({ replicaLagMs: outcome.value.LagMilliseconds, replicaLagError: undefined });
    else set({ replicaLagError: outcome.error.message || outcome.error.__type });
  };
  return {
    replicaLagMs: undefined,
    replicaLagError: undefined,
    refreshReplicaLag: async () => apply(await replicaLagCalls.describe(engine)),
    setReplicaLag: async (lagMs) => apply(await replicaLagCalls.set(engine, lagMs)),
  };
};
