/** Lesson 5's exercise: a hot counter replaced by ten write shards. */
import { allPages, notYet, numberOf, pass, stringOf } from '../../src/features/lessons/checkHelpers.ts';
import { createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import type { Exercise, SelfCheck } from '../../src/features/lessons/lessonTypes.ts';

const SHARDS = 10;
const VIEWS = 50;
/** At least this many shards must have taken views: fifty random picks miss five of ten almost never. */
const MIN_SHARDS_USED = 5;
const OLD_COUNT = 1200;
const SHARD_PREFIX = 'COUNTER#views#';

const increment = (shard: number) => ({
  operation: 'UpdateItem',
  body: {
    TableName: 'counters',
    Key: { PK: { S: `${SHARD_PREFIX}${shard}` } },
    UpdateExpression: 'ADD #c :one',
    ExpressionAttributeNames: { '#c': 'count' },
    ExpressionAttributeValues: { ':one': { N: '1' } },
  },
});

export const exercises: Exercise[] = [
  {
    id: 'shard-the-counter',
    title: 'Shard a hot counter',
    task:
      `Table \`counters\` (partition key \`PK\`) counts page views in one item, \`COUNTER#views\`, so every view ` +
      `writes the same key. Leave that item as it is and count the next ${VIEWS} views in ${SHARDS} shards instead: ` +
      `for each view, add 1 to the \`count\` of \`COUNTER#views#<n>\` with \`n\` picked at random from 0 to ${SHARDS - 1}. ` +
      `The goal: the shards add up to ${VIEWS}, spread over at least ${MIN_SHARDS_USED} of them.`,
    hints: [
      '`count` is a reserved word: `UpdateExpression: "ADD #c :one"` with `ExpressionAttributeNames: {"#c": "count"}`. ADD creates the item and the attribute the first time.',
      'In JavaScript mode, a loop does it: `for (let i = 0; i < 50; i++) { const n = Math.floor(Math.random() * 10); await doc.send(new UpdateCommand({ … Key: { PK: `COUNTER#views#${n}` } … })); }`.',
      'Counted too many? Press Set up to start again from no shards.',
    ],
    setup: {
      resetTables: ['counters'],
      calls: [
        createTableCall('counters', { hash: 'PK' }),
        putCall('counters', { PK: { S: 'COUNTER#views' }, count: { N: String(OLD_COUNT) } }),
      ],
    },
    async check(engine) {
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
          `The shards count ${total} views; the exercise adds exactly ${VIEWS}.${total > VIEWS ? ' Set up to start again.' : ''}`,
        );
      if (shards.length < MIN_SHARDS_USED)
        return notYet(
          `All ${VIEWS} views went to ${shards.length} shard${shards.length === 1 ? '' : 's'}: pick the shard at random for each view.`,
        );
      return pass(
        `${VIEWS} views over ${shards.length} shards: each key now takes about a tenth of the writes, and a read sums ${SHARDS} items.`,
      );
    },
    solution: Array.from({ length: VIEWS }, (_, i) => increment(i % SHARDS)),
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
