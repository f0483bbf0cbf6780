/**
 * Capacity and load runs as the app reaches them (worker/capacityApi.ts): the same calls,
 * asynchronous, and never throwing — a failure to reach the engine comes back as data too.
 */
import type {
  CapacityApi,
  CapacityPull,
  CapacityPullOptions,
  LoadRequest,
  LoadStatus,
} from '../worker/capacityApi.ts';
import { clientError, type Outcome } from './engineClient.ts';

export type {
  AccountMetricName,
  CapacityDetail,
  CapacityFrame,
  CapacityPull,
  CapacityPullOptions,
  FrameEvent,
  FramePartition,
  FrameResource,
  LoadRequest,
  LoadState,
  LoadStatus,
  PartitionMetricName,
  PlacedKeys,
  ResourceDetail,
  ResourceMetricName,
  TopKeySnapshot,
} from '../worker/capacityApi.ts';
export type { LoadPattern } from '../worker/capacity/loadRequest.ts';
/** The most partitions the sandbox keeps for one table or index (a split past it is not made). */
export { MAX_PARTITIONS } from '../engine/capacity/limits.ts';

export interface CapacityClient {
  /** Capacity of a table and its global indexes since `options.since`, with the load's status. */
  pull(tableName: string, options?: CapacityPullOptions): Promise<Outcome<CapacityPull>>;
  startLoad(request: LoadRequest): Promise<Outcome<LoadStatus>>;
  stopLoad(): Promise<LoadStatus | undefined>;
  /** Issues the next `seconds` of the running load at once. */
  fastForwardLoad(seconds: number): Promise<LoadStatus | undefined>;
  loadStatus(): Promise<LoadStatus | undefined>;
}

type Async<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

/** `source`: the engine worker's remote (comlink), or the capacity API on this thread. */
export function createCapacityClient(source: CapacityApi | Async<CapacityApi>): CapacityClient {
  const outcome = async <T>(call: () => Outcome<T> | Promise<Outcome<T>>): Promise<Outcome<T>> => {
    try {
      return await call();
    } catch (error) {
      return { ok: false, error: clientError(error) };
    }
  };
  const status = async (call: () => LoadStatus | undefined | Promise<LoadStatus | undefined>) => {
    try {
      return await call();
    } catch {
      return undefined;
    }
  };
  return {
    pull: (tableName, options) => outcome(() => source.capacityPull(tableName, options)),
    startLoad: (request) => outcome(() => source.startLoad(request)),
    stopLoad: () => status(() => source.stopLoad()),
    fastForwardLoad: (seconds) => status(() => source.fastForwardLoad(seconds)),
    loadStatus: () => status(() => source.loadStatus()),
  };
}
