/**
 * Lesson 16's sale is judged by what its condition does, not by how it reads: the learner's UpdateItem
 * is replayed on scratch copies of the item, one with no stock left and one with the last unit, and
 * the engine says which it refuses; a condition that names version is also replayed on a copy another
 * checkout has written to since. The copies live under their own key for the length of the check
 * and are deleted after it. Each replay is a one-action transaction, so a refusal does not add to the
 * table's ConditionalCheckFailedRequests, the metric the learner is reading.
 */
import { numberOf, type WireItem } from '../../src/features/lessons/checkHelpers.ts';
import type { LessonEngine } from '../../src/features/lessons/lessonTypes.ts';

/** What the replay on a copy with `stock` units did. */
export type Replay = { stock: number } & (
  | { outcome: 'accepted' | 'refused' }
  | { outcome: 'failed'; type: string; message: string }
);

const SCRATCH = { PK: { S: 'CHECK#scratch-copy' } };

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
  try {
    for (const [stock, wanted] of [
      [0, 'refused'],
      [1, 'accepted'],
    ] as const) {
      const replay = await replayOnCopy(
        engine,
        table,
        { ...item, stock: { N: String(stock) } },
        request,
        stock,
      );
      if (replay.outcome !== wanted) return replay;
    }
    return undefined;
  } finally {
    await engine.call('DeleteItem', { TableName: table, Key: SCRATCH });
  }
}

/** Stock enough that only the version can decide the replay. */
const PLENTY = 1000;

/**
 * Whether `request` still races other checkouts: replayed on a copy of `item` with plenty of stock
 * and its version one further on, as if another checkout had written between the learner's read and
 * write, it is refused (or it fails, and then the condition naming version is all there is to judge
 * by). A condition that merely names version (`attribute_exists(version)`) is accepted.
 */
export async function racesOnVersion(
  engine: LessonEngine,
  table: string,
  item: WireItem,
  request: Record<string, unknown>,
): Promise<boolean> {
  const version = (numberOf(item, 'version') ?? 0) + 1;
  const copy = { ...item, stock: { N: String(PLENTY) }, version: { N: String(version) } };
  try {
    return (await replayOnCopy(engine, table, copy, request, PLENTY)).outcome !== 'accepted';
  } finally {
    await engine.call('DeleteItem', { TableName: table, Key: SCRATCH });
  }
}

/** Writes `copy` under the scratch key, then replays `request` on it. */
async function replayOnCopy(
  engine: LessonEngine,
  table: string,
  copy: WireItem,
  request: Record<string, unknown>,
  stock: number,
): Promise<Replay> {
  const copied = await engine.call('PutItem', { TableName: table, Item: { ...copy, ...SCRATCH } });
  if (!copied.ok) return { stock, outcome: 'failed', type: copied.type, message: copied.message };
  return replayOn(engine, table, SCRATCH, request, stock);
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
