/**
 * The numbers of the capacity model, each from AWS's documentation where AWS publishes one
 * (sources in docs/capacity-model.md), and the options a sandbox may change to make effects visible
 * with small data and short sessions.
 */

/** Per-partition ceilings: 3,000 read units and 1,000 write units per second (both capacity modes). */
export const PARTITION_READ_UNITS = 3000;
export const PARTITION_WRITE_UNITS = 1000;

/**
 * The sandbox splits no resource past this many partitions: far beyond any lesson, bounded for
 * memory (DynamoDB publishes no such limit).
 */
export const MAX_PARTITIONS = 4096;

/** Burst capacity: up to 300 seconds of unused provisioned capacity is kept. */
export const BURST_SECONDS = 300;

/** A new on-demand table (or index) serves 12,000 read and 4,000 write request units at once. */
export const ON_DEMAND_INITIAL_READ = 12_000;
export const ON_DEMAND_INITIAL_WRITE = 4_000;

/** Default per-table (and per-index) quota: 40,000 read and 40,000 write units per second. */
export const TABLE_QUOTA_UNITS = 40_000;
/** Default account quota for provisioned capacity: 80,000 read and 80,000 write units (DescribeLimits). */
export const ACCOUNT_QUOTA_UNITS = 80_000;

/** Provisioned decreases: 4 at any time in a UTC day, then one per hour after the last one. */
export const FREE_DECREASES_PER_DAY = 4;
export const DECREASE_INTERVAL_MS = 3600 * 1000;

/** Switches from provisioned to on-demand: 4 in any rolling 24 hours. */
export const PAY_PER_REQUEST_SWITCHES_PER_DAY = 4;
export const DAY_MS = 24 * 3600 * 1000;

/** Partition size limit before a split (about 10 GB). */
export const PARTITION_SIZE_BYTES = 10 * 1024 * 1024 * 1024;

export interface CapacityOptions {
  /**
   * False: capacity is metered and shown but nothing is throttled (like DynamoDB Local). For
   * benchmarks and tests that hammer the engine faster than any real table would allow.
   */
  enforce?: boolean;
  /** Size at which a partition splits; lower it so splits can be shown with small data. */
  partitionSizeBytes?: number;
  /** Consecutive hot seconds before a partition is split for heat. */
  hotSecondsBeforeSplit?: number;
  /** Fraction of a partition's ceiling that counts as hot (throttled seconds always do). */
  hotUtilization?: number;
  /** Simulated time a split takes to complete (AWS: "within minutes"). */
  splitDelayMs?: number;
  /** Simulated time the first WarmThroughput increase takes (observed: about 4.5 to 8.5 minutes; later ones about 2 s). */
  warmThroughputDelayMs?: number;
  /** Seconds of per-second metrics kept per table, index and partition. */
  metricsSeconds?: number;
}

export interface ResolvedCapacityOptions {
  enforce: boolean;
  partitionSizeBytes: number;
  hotSecondsBeforeSplit: number;
  hotUtilization: number;
  splitDelayMs: number;
  warmThroughputDelayMs: number;
  metricsSeconds: number;
}

export function resolveCapacityOptions(options: CapacityOptions = {}): ResolvedCapacityOptions {
  return {
    enforce: options.enforce ?? true,
    partitionSizeBytes: Math.max(1, options.partitionSizeBytes ?? PARTITION_SIZE_BYTES),
    hotSecondsBeforeSplit: Math.max(1, Math.round(options.hotSecondsBeforeSplit ?? 30)),
    hotUtilization: options.hotUtilization ?? 0.8,
    splitDelayMs: Math.max(0, options.splitDelayMs ?? 60_000),
    warmThroughputDelayMs: Math.max(0, options.warmThroughputDelayMs ?? 300_000),
    metricsSeconds: Math.max(10, Math.round(options.metricsSeconds ?? 600)),
  };
}
