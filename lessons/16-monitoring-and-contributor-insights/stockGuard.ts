/**
 * Lesson 16's sale is judged by what its condition does, not by how it reads: the learner's UpdateItem
 * is replayed on scratch copies of the item, one with no stock left and one with the last unit, and
 * the engine says which it refuses. The copies live under their own key for the length of the check
 * and are deleted after it. Each replay is a one-action transaction, so a refusal does not add to the
 * table's ConditionalCheckFailedRequests, the metric the learner is reading.
 */
import type { WireItem } from '../../src/features/lessons/checkHelpers.ts';
import type { LessonEngine } from '../../src/features/lessons/lessonTypes.ts';

/** What the replay on a copy with `stock` units did. */
export type Replay = { stock: number } & (
  { outcome: 'accepted' | 'refused' } | { outcome: 'failed'; type: string; message: string }
);

const SCRATCH_KEY = 'CHECK#scratch-copy';

/**
 * Replays `request` (an UpdateItem's body) on a copy of `item` in `table` with stock 0, then 1; the
 * first replay that is not what a guard against overselling does ends the trial and is returned, or
 * undefined when stock 0 was refused and stock 1 accepted.
 */
export async function stockGuardTrial(
  engine: LessonEngine,
  table: string,
  item: WireItem,
  request: Record<string, unknown>,
): Promise<Replay | undefined> {
  const key = { PK: { S: SCRATCH_KEY } };
  try {
    for (const [stock, wanted] of [
      [0, 'refused'],
      [1, 'accepted'],
    ] as const) {
      const copied = await engine.call('PutItem', {
        TableName: table,
        Item: { ...item, ...key, stock: { N: String(stock) } },
      });
      if (!copied.ok) return { stock, outcome: 'failed', type: copied.type, message: copied.message };
      const replay = await replayOn(engine, table, key, request, stock);
      if (replay.outcome !== wanted) return replay;
    }
    return undefined;
  } finally {
    await engine.call('DeleteItem', { TableName: table, Key: key });
  }
}

async function replayOn(
  engine: LessonEngine,
  table: string,
  key: WireItem,
  request: Record<string, unknown>,
  stock: number,
): Promise<Replay> {
  const { UpdateExpression, ConditionExpression, ExpressionAttributeNames, ExpressionAttributeValues } =
    request;
  const sent = await engine.call('TransactWriteItems', {
    TransactItems: [
      {
        Update: {
          TableName: table,
          Key: key,
          UpdateExpression,
          ...(ConditionExpression !== undefined && { ConditionExpression }),
          ...(ExpressionAttributeNames !== undefined && { ExpressionAttributeNames }),
          ...(ExpressionAttributeValues !== undefined && { ExpressionAttributeValues }),
        },
      },
    ],
  });
  if (sent.ok) return { stock, outcome: 'accepted' };
  if (sent.type === 'TransactionCanceledException' && /\bConditionalCheckFailed\b/.test(sent.message))
    return { stock, outcome: 'refused' };
  return { stock, outcome: 'failed', type: sent.type, message: sent.message };
}
