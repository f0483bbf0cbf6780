/** Lesson 5's exercise: a hot counter replaced by ten write shards. */
import {
  allPages,
  notYet,
  numberOf,
  pass,
  stringOf,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import { createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import {
  HISTORY_STARTS_AFRESH,
  learnerWrites,
  type LearnerWrite,
  namesResolved,
  noLearnerRequests,
} from '../../src/features/lessons/learnerRequests.ts';
import type {
  CheckResult,
  Exercise,
  LessonCall,
  LessonEngine,
  SelfCheck,
} from '../../src/features/lessons/lessonTypes.ts';

const SHARDS = 10;
const VIEWS = 50;
/** At least this many shards must have taken views: fifty random picks miss five of ten almost never. */
const MIN_SHARDS_USED = 5;
const OLD_COUNT = 1200;
const SHARD_PREFIX = 'COUNTER#views#';

/**
 * The reference solution's random picks, drawn once and written down (the first fifty decimals of π)
 * so that the solution reads the same each time it is shown. All ten shards appear among them.
 */
const PICKS = '14159265358979323846264338327950288419716939937510';

const increment = (shard: number): LessonCall => ({
  operation: 'UpdateItem',
  body: {
    TableName: 'counters',
    Key: { PK: { S: `${SHARD_PREFIX}${shard}` } },
    UpdateExpression: 'ADD #c :one',
    ExpressionAttributeNames: { '#c': 'count' },
    ExpressionAttributeValues: { ':one': { N: '1' } },
  },
});

type Request = Record<string, unknown>;

/**
 * Whether an UpdateItem adds 1 to `count` in DynamoDB itself: `ADD count :one`, or
 * `SET count = count + :one` (a shard's first view needs `if_not_exists(count, :zero) + :one` there).
 */
function addsOne(request: Request): boolean {
  const expression = namesResolved(request.UpdateExpression, request.ExpressionAttributeNames);
  const values = (request.ExpressionAttributeValues ?? {}) as Record<string, { N?: string }>;
  const isOne = (placeholder: string) => Number(values[placeholder]?.N) === 1;
  const added = /\bADD\b[\s\S]*?\bcount\s+(:\w+)/i.exec(expression);
  if (added && isOne(added[1])) return true;
  const current = String.raw`(?:count|if_not_exists\(\s*count\s*,\s*:\w+\s*\))`;
  const set = new RegExp(
    String.raw`\bcount\s*=\s*(?:${current}\s*\+\s*(:\w+)|(:\w+)\s*\+\s*${current})`,
    'i',
  );
  const summed = set.exec(expression);
  return summed !== null && isOne(summed[1] ?? summed[2]);
}

const isShardKey = (request: Request) =>
  stringOf(request.Key as WireItem | undefined, 'PK')?.startsWith(SHARD_PREFIX) === true;

/**
 * At least this many of the learner's UpdateItems must each have added 1: fewer than VIEWS, because
 * the Console keeps only its latest 50 runs, and fifty increments sent one by one, with a Scan or two
 * to look, run past that.
 */
const MIN_INCREMENTS_SEEN = VIEWS - 10;

/**
 * How the views were counted, which the shards' totals cannot tell: a PutItem can leave the same
 * numbers as fifty increments, but two writers putting back what they read lose a view between them.
 * Undefined when every write of the learner's to a shard added 1, and enough of them are in view.
 */
function countedByIncrements(engine: LessonEngine): CheckResult | undefined {
  const writes = learnerWrites(engine, 'counters', ['PK']).filter((write) => write.succeeded);
  const put = writes.find(({ call }) => call.operation === 'PutItem' || call.operation === 'BatchWriteItem');
  if (put)
    return notYet(
      `The shards add up to ${VIEWS}, but your ${put.call.operation} wrote them whole: a put replaces the item, so two servers that each read a count and put it back plus one lose a view between them. Count each view with an UpdateItem that adds 1 in DynamoDB itself, "ADD #c :one". Set up to start again.`,
    );
  const updates = writes.filter(({ call }) => call.operation === 'UpdateItem' && isShardKey(call.request));
  const other = updates.find(({ call }) => !addsOne(call.request));
  if (other) {
    const { Key, UpdateExpression, ExpressionAttributeNames } = other.call.request;
    return notYet(
      `The shards add up to ${VIEWS}, but your UpdateItem on ${stringOf(Key as WireItem, 'PK')} did not add 1 to count ("${namesResolved(UpdateExpression, ExpressionAttributeNames)}"): count each view with its own UpdateItem, "ADD #c :one" with :one = 1. Set up to start again.`,
    );
  }
  if (updates.length >= MIN_INCREMENTS_SEEN) return undefined;
  const elsewhere = otherIncrements(writes, updates.length);
  if (elsewhere) return elsewhere;
  if (noLearnerRequests(engine))
    return notYet(
      `The shards add up to ${VIEWS}, but not by a request this check can see. ${HISTORY_STARTS_AFRESH}`,
    );
  return notYet(
    `The shards add up to ${VIEWS}, but only ${updates.length} of your UpdateItems added 1 to a shard’s count. Count each view with its own UpdateItem, "ADD #c :one" with :one = 1. Set up to start again.`,
  );
}

/**
 * Views counted by another operation than UpdateItem, named as what they were: a transaction of one
 * Update (or a PartiQL UPDATE) adds 1 just as well, and "only 0 of your UpdateItems" would not say
 * why it does not count. `counted` is how many UpdateItems did.
 */
function otherIncrements(writes: readonly LearnerWrite[], counted: number): CheckResult | undefined {
  const others = writes.filter(({ call }) => call.operation !== 'UpdateItem');
  if (others.length === 0) return undefined;
  const { operation } = others[0].call;
  const times = others.filter(({ call }) => call.operation === operation).length;
  const sent = `${times === 1 ? 'one view was' : `${times} views were`} written with ${operation}${counted > 0 ? `, and only ${counted} with UpdateItem` : ''}`;
  if (operation === 'TransactWriteItems')
    return notYet(
      `The shards add up to ${VIEWS}, but ${sent}. A transaction costs twice the write units of the same UpdateItem (DynamoDB writes each of its items twice, to prepare and to commit), and one counter’s view needs none of what it buys. The task asks for one UpdateItem per view, "ADD #c :one" with :one = 1. Set up to start again.`,
    );
  return notYet(
    `The shards add up to ${VIEWS}, but ${sent}. The task asks for one UpdateItem per view, "ADD #c :one" with :one = 1. Set up to start again.`,
  );
}

async function checkShards(engine: LessonEngine): Promise<CheckResult> {
  const scanned = await allPages(engine, 'Scan', { TableName: 'counters', ConsistentRead: true });
  if ('problem' in scanned) return scanned.problem;
  const items = scanned.items;
  const old = items.find((item) => stringOf(item, 'PK') === 'COUNTER#views');
  if (numberOf(old, 'count') !== OLD_COUNT)
    return notYet(`COUNTER#views changed: the views go to the shards only. Set up and try again.`);
  const shards = items.filter((item) => stringOf(item, 'PK')!.startsWith(SHARD_PREFIX));
  const outside = shards.find((item) => !/^\d$/.test(stringOf(item, 'PK')!.slice(SHARD_PREFIX.length)));
  if (outside) return notYet(`${stringOf(outside, 'PK')} is not one of the shards #0 to #${SHARDS - 1}.`);
  if (shards.length === 0)
    return notYet(`There are no shards yet: no item's PK starts with ${SHARD_PREFIX}.`);
  const total = shards.reduce((sum, item) => sum + (numberOf(item, 'count') ?? 0), 0);
  if (total !== VIEWS)
    return notYet(
      `The shards count ${total} view${total === 1 ? '' : 's'}; the exercise adds exactly ${VIEWS}.${total > VIEWS ? ' Set up to start again.' : ''}`,
    );
  const counted = countedByIncrements(engine);
  if (counted) return counted;
  if (shards.length < MIN_SHARDS_USED)
    return notYet(
      `All ${VIEWS} views went to ${shards.length} shard${shards.length === 1 ? '' : 's'}: pick the shard at random for each view.`,
    );
  return pass(
    `${VIEWS} views over ${shards.length} shards: each key now takes about a tenth of the writes, and a read sums ${SHARDS} items.`,
  );
}

export const exercises: Exercise[] = [
  {
    id: 'shard-the-counter',
    title: 'Shard a hot counter',
    task:
      `Table \`counters\` (partition key \`PK\`) counts page views in one item, \`COUNTER#views\`, so every view ` +
      `writes the same key. Leave that item as it is and count the next ${VIEWS} views in ${SHARDS} shards instead: ` +
      `for each view, add 1 to the \`count\` of \`COUNTER#views#<n>\` with \`n\` picked at random from 0 to ${SHARDS - 1}. ` +
      `The goal: the shards add up to ${VIEWS}, spread over at least ${MIN_SHARDS_USED} of them, each view one UpdateItem.`,
    hints: [
      '`count` is a reserved word: `UpdateExpression: "ADD #c :one"` with `ExpressionAttributeNames: {"#c": "count"}`. ADD creates the item and the attribute the first time.',
      'In JavaScript mode, a loop does it: `import { UpdateCommand } from "@aws-sdk/lib-dynamodb";` then ``for (let i = 0; i < 50; i++) { const n = Math.floor(Math.random() * 10); await doc.send(new UpdateCommand({ … Key: { PK: `COUNTER#views#${n}` } … })); }``.',
      'Counted too many? Press Set up to start again from no shards.',
    ],
    setup: {
      resetTables: ['counters'],
      calls: [
        createTableCall('counters', { hash: 'PK' }),
        putCall('counters', { PK: { S: 'COUNTER#views' }, count: { N: String(OLD_COUNT) } }),
      ],
    },
    check: checkShards,
    solution: [...PICKS].map((digit, i) => ({
      ...increment(Number(digit)),
      ...(i === 0 && {
        note: 'Fifty views, each to a shard picked at random (here the decimals of π stand in for the dice).',
      }),
    })),
  },
];

export const questions: SelfCheck[] = [
  {
    question:
      'A sensor fleet writes 4,000 small readings a second, all with today’s date as partition key and the reading’s timestamp as sort key, on a table provisioned with 10,000 write units. What happens?',
    answer:
      'The readings all land on one partition, which serves at most about 1,000 write units a second, so roughly three writes in four are throttled however much the table has. Splitting the item collection by sort key does not help either: the timestamps only rise, so every new reading lands in the newest half. Sharding the key (`DATE#2026-10-17#0` … `#9`, by a random suffix or the sensor id modulo 10) spreads them; reading a day then means querying every shard.',
  },
  {
    question: 'Can adaptive capacity fix a single hot item by splitting its partition?',
    answer:
      'No. Splits can give a hot item a partition of its own, but one partition still serves at most about 1,000 write and 3,000 read units a second, and a single item cannot be split further.',
  },
];
