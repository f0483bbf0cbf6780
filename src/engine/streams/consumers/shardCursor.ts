/**
 * A consumer's place in one shard: the next position, the batch being retried (bisected halves
 * queue up behind it, in order), and whether a handler call is in flight or the shard is done.
 */
import type { Shard } from '../shard.ts';
import { formatSequence } from '../streamRecord.ts';
import type { ShardProgress } from './consumerTypes.ts';

/** Records [start, end) of a shard, by position. */
export interface Batch {
  start: number;
  end: number;
  attempts: number;
  invocations: number;
}

export interface Cursor {
  readonly shard: Shard;
  position: number;
  /** The batch being retried first; bisected halves follow in order. */
  queue: Batch[];
  inFlight: boolean;
  finished: boolean;
  lastSequence: number | undefined;
}

export function newCursor(shard: Shard, position: number): Cursor {
  return { shard, position, queue: [], inFlight: false, finished: false, lastSequence: undefined };
}

/** Whether a poll could move the cursor on (a closed shard read to its end still has to finish). */
export function hasWork(cursor: Cursor): boolean {
  return cursor.queue.length > 0 || cursor.position < cursor.shard.end || !cursor.shard.isOpen;
}

/** The cursor as plain data for the consumer's state. */
export function cursorProgress(cursor: Cursor, waitingForParent: boolean): ShardProgress {
  const state: ShardProgress['state'] = cursor.finished
    ? 'finished'
    : cursor.inFlight
      ? 'in-flight'
      : waitingForParent
        ? 'waiting-for-parent'
        : cursor.queue.length > 0
          ? 'retrying'
          : 'idle';
  return {
    shardId: cursor.shard.id,
    lastSequenceNumber: cursor.lastSequence === undefined ? undefined : formatSequence(cursor.lastSequence),
    behind: Math.max(0, cursor.shard.end - cursor.position),
    state,
    attempts: cursor.queue[0]?.attempts ?? 0,
  };
}
