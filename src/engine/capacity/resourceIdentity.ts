/** What a capacity resource (a table or a global index) is, and what every resource shares. */
import type { Engine } from '../engine.ts';
import type { LatencyModel } from '../metrics/latency.ts';
import type { ItemStore } from '../storage/itemStore.ts';
import type { KeyAttribute } from '../storage/primaryKey.ts';
import type { ResolvedCapacityOptions } from './limits.ts';

export interface CapacityContext {
  readonly engine: Engine;
  readonly options: ResolvedCapacityOptions;
  readonly latency: LatencyModel;
}

export interface ResourceIdentity {
  /** `table` or `table/index/name`: how traces and snapshots name the resource. */
  readonly label: string;
  readonly arn: string;
  readonly isIndex: boolean;
  readonly store: ItemStore;
  readonly keyAttributes: readonly KeyAttribute[];
  /**
   * The attributes behind an encoded sort key, for showing where a split divided a collection: the
   * table's sort key, or for an index entry the tuple (index sort keys…, table key…).
   */
  readonly sortKeyAttributes: readonly KeyAttribute[];
  /** Whether a hot item collection may be split by sort key: not in a table with a local index. */
  readonly splitsCollections: boolean;
}

export interface WarmThroughputState {
  read: number;
  write: number;
  status: 'ACTIVE' | 'UPDATING';
}
