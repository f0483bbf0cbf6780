/**
 * The numbers of DynamoDB Streams (capacity-facts.md §10, API_streams_GetRecords.html,
 * API_streams_GetShardIterator.html) and the options a sandbox may change to show them in a session.
 */

export const HOUR_MS = 3600 * 1000;

/** Stream records are kept 24 hours; a disabled stream stays readable for as long. */
export const STREAM_RETENTION_MS = 24 * HOUR_MS;
/** A shard iterator can be used for 15 minutes after it was issued. */
export const ITERATOR_LIFETIME_MS = 15 * 60 * 1000;
/**
 * AWS does not publish when an open shard closes on its own; users report about four hours. The
 * sandbox closes an open shard once it is this old (see tableStream.ts for the whole shard rule).
 */
export const SHARD_ROLLOVER_MS = 4 * HOUR_MS;
/** GetRecords answers with at most 1,000 records or 1 MB, whichever comes first. */
export const MAX_RECORDS_PER_GET = 1000;
export const MAX_BYTES_PER_GET = 1024 * 1024;

export interface StreamOptions {
  /** Age at which an open shard is closed and replaced by a child (default 4 h). */
  shardRolloverMs?: number;
  /**
   * Records kept per stream before the oldest are trimmed early — a memory bound for long load
   * tests (DynamoDB keeps 24 hours whatever the volume). Default 250,000: a record costs a couple
   * of hundred bytes beside the items it points to, so about 50 MB at most per stream.
   */
  maxRetainedRecords?: number;
}

export interface ResolvedStreamOptions {
  shardRolloverMs: number;
  maxRetainedRecords: number;
}

export function resolveStreamOptions(options: StreamOptions = {}): ResolvedStreamOptions {
  return {
    shardRolloverMs: Math.max(1000, options.shardRolloverMs ?? SHARD_ROLLOVER_MS),
    maxRetainedRecords: Math.max(1, Math.floor(options.maxRetainedRecords ?? 250_000)),
  };
}
