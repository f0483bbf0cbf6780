/**
 * How a request was served, for the console's "how it was served" panel: what the engine read and
 * returned, what it charged and where. Plain data (it crosses the worker boundary); never part of
 * the wire reply, which stays exactly DynamoDB's.
 */
export interface RequestTrace {
  operation: string;
  /** Items the engine read (ScannedCount for Query/Scan; items found for key lookups). */
  itemsRead: number;
  /** Items in the reply (after any filter). */
  itemsReturned: number;
  /** Bytes of item data read (before projection), the basis of read charges. */
  bytesRead: number;
  /** Capacity units charged, per table and per index (`table` or `table/index/name`). */
  capacity: { resource: string; read: number; write: number }[];
  /** Partitions touched, by resource, with the units each took (filled once partitions are modelled). */
  partitions: { resource: string; partition: string; read: number; write: number }[];
  /**
   * Eventually consistent reads that the trailing replica answered, when the sandbox simulates
   * replica lag (storage/replicaLag.ts): such a read sees the table as it was `lagMs` ago.
   */
  replicaLag?: { reads: number; lagMs: number };
  /** Throttled attempts before this one succeeded or gave up (set by clients that retry). */
  throttledRetries?: number;
}
