/**
 * The read both of lesson 18's global-table exercises ask for after the write: a GetItem of the
 * item, signed for the home Region, with ConsistentRead. What the learner sent instead decides the
 * message, which each exercise words for its own table.
 */
import { stringOf, type WireItem } from '../../src/features/lessons/checkHelpers.ts';
import type { LessonEngine, RecordedCall } from '../../src/features/lessons/lessonTypes.ts';

export type StrongRead =
  | { kind: 'made' }
  /** A strongly consistent read was sent, and failed (the first one). */
  | { kind: 'failed'; call: RecordedCall }
  /** Only eventually consistent reads. */
  | { kind: 'eventual' }
  | { kind: 'none' };

/**
 * The reads of item `id` in `table` in `region` sent after `writeAt` (the write's place in
 * recentCalls, which is newest first: a later call has a smaller index).
 */
export function strongReadAfter(
  engine: LessonEngine,
  writeAt: number,
  item: { table: string; id: string; region: string },
): StrongRead {
  const reads = engine
    .recentCalls()
    .slice(0, writeAt)
    .filter(
      (call) =>
        call.operation === 'GetItem' &&
        call.request.TableName === item.table &&
        stringOf(call.request.Key as WireItem, 'id') === item.id &&
        (call.region ?? item.region) === item.region,
    );
  const strong = reads.filter((call) => call.request.ConsistentRead === true);
  if (strong.some((call) => call.reply)) return { kind: 'made' };
  if (strong.length > 0) return { kind: 'failed', call: strong[0] };
  return { kind: reads.length > 0 ? 'eventual' : 'none' };
}

/** The message for a strongly consistent read that failed: DynamoDB's error, quoted. */
export const failedReadMessage = (region: string, call: RecordedCall) =>
  `Your strongly consistent GetItem in ${region} failed: ${call.error?.type}: ${call.error?.message}`;
