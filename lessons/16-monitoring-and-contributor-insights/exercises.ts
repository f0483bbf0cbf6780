/**
 * Lesson 16's exercises: Contributor Insights switched on per table and per index in the mode each
 * needs (read back with DescribeContributorInsights), and a flash sale whose optimistic locking fills
 * ConditionalCheckFailedRequests, diagnosed in the Metrics section and fixed with an update that
 * cannot collide (judged from the learner's latest UpdateItem, its condition replayed on scratch
 * copies of the item with no stock and with one unit left, and the item it changed). A sale made in
 * PartiQL is named and its effect on the stock told, not judged (partiqlSale.ts).
 */
import {
  describeTable,
  getItem,
  learnerCalls,
  notYet,
  numberOf,
  pass,
  stringOf,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import { advanceClockCall, createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import { namesResolved } from '../../src/features/lessons/learnerRequests.ts';
import { partiqlSaleFeedback, partiqlStockNote } from './partiqlSale.ts';
import { racesOnVersion, stockGuardTrial, type Replay } from './stockGuard.ts';
import { AFTER_SALE, HOT, INVENTORY, OTHERS, ROUNDS, saleRound, skuKey, START } from './flashSale.ts';
import type {
  CheckResult,
  Exercise,
  LessonCall,
  LessonEngine,
  SelfCheck,
} from '../../src/features/lessons/lessonTypes.ts';

const ACCESSED = 'ACCESSED_AND_THROTTLED_KEYS';
const THROTTLED = 'THROTTLED_KEYS';

/** Where Contributor Insights stands for a table or one of its global indexes, or why it cannot be read. */
async function insightsOf(
  engine: LessonEngine,
  table: string,
  index?: string,
): Promise<{ on: boolean; status: string; mode?: string } | { problem: CheckResult }> {
  const described = await engine.call('DescribeContributorInsights', {
    TableName: table,
    ...(index && { IndexName: index }),
  });
  if (!described.ok)
    return {
      problem: notYet(`DescribeContributorInsights failed: ${described.type}: ${described.message}`),
    };
  const status = described.reply.ContributorInsightsStatus as string;
  const mode = described.reply.ContributorInsightsMode as string | undefined;
  // DISABLE leaves the last mode in the reply: only the status says whether the rules run.
  return { on: status === 'ENABLED' || status === 'ENABLING', status, mode };
}

const stillEnabling = (what: string) =>
  notYet(
    `Contributor Insights for ${what} is still ENABLING: DynamoDB is creating its rules. Let the clock run a few seconds (or step it) and check again.`,
  );

const enableInsights = (table: string, mode: string, index?: string): LessonCall => ({
  operation: 'UpdateContributorInsights',
  body: {
    TableName: table,
    ...(index && { IndexName: index }),
    ContributorInsightsAction: 'ENABLE',
    ContributorInsightsMode: mode,
  },
});

// Exercise 1: an index under suspicion, and a table that only needs a standing watch.
const ORDERS = 'orders';
const INDEX = 'ByStatus';

async function checkOrdersInsights(engine: LessonEngine): Promise<CheckResult> {
  const described = await describeTable(engine, ORDERS);
  if ('problem' in described) return described.problem;
  const index = await insightsOf(engine, ORDERS, INDEX);
  if ('problem' in index) return index.problem;
  const table = await insightsOf(engine, ORDERS);
  if ('problem' in table) return table.problem;
  if (!index.on)
    return notYet(
      table.on
        ? `Contributor Insights is on for the table ${ORDERS} but off for its index ${INDEX}: each global secondary index has its own switch and its own rules. Send UpdateContributorInsights again with "IndexName": "${INDEX}".`
        : `Contributor Insights is off for ${ORDERS} and for its index ${INDEX}: nothing records which keys take the traffic yet.`,
    );
  if (index.mode !== ACCESSED)
    return notYet(
      `${INDEX} is in ${index.mode} mode, which graphs only keys that are already throttled. To see which status values take the write capacity before they throttle, enable it with "ContributorInsightsMode": "${ACCESSED}".`,
    );
  if (!table.on)
    return notYet(
      `${INDEX} is set. The table ${ORDERS} itself still has Contributor Insights off: turn it on in ${THROTTLED} mode as the watch that stays on.`,
    );
  if (table.mode !== THROTTLED)
    return notYet(
      `${ORDERS} is in ${table.mode} mode (the default when ContributorInsightsMode is left out), so every request to the table is an event for its rules. For a watch left on for good, switch it to ${THROTTLED}: an ENABLE with the other mode changes it.`,
    );
  if (index.status === 'ENABLING') return stillEnabling(`the index ${INDEX}`);
  if (table.status === 'ENABLING') return stillEnabling(ORDERS);
  return pass(
    `${INDEX} now ranks its status values by the capacity they take and by their throttles, and ${ORDERS} processes only throttled requests. When the index throttles the table’s writes again, its graphs name the status value behind it.`,
  );
}

/** What a replay of the learner's UpdateItem on a scratch copy of the item showed about its guard. */
function guardFeedback(replay: Replay): string {
  if (replay.outcome === 'failed')
    return `To test your condition the check sent your UpdateItem again, on a copy of ${HOT} with stock ${replay.stock}, and it failed there: ${replay.type}: ${replay.message}`;
  if (replay.outcome === 'accepted')
    return `Your condition lets a sale through when no stock is left: sent again on a copy of ${HOT} with stock 0, your UpdateItem was accepted and took the stock below zero. Refuse the sale unless there is a unit to sell: "stock >= :one" (or "stock > :zero").`;
  return `Your condition refuses the last unit: sent again on a copy of ${HOT} with stock 1, your UpdateItem was refused, so the shop could never sell it. Refuse a sale only when no stock is left: "stock >= :one".`;
}

async function checkSale(engine: LessonEngine): Promise<CheckResult> {
  const described = await describeTable(engine, INVENTORY);
  if ('problem' in described) return described.problem;
  const insights = await insightsOf(engine, INVENTORY);
  if ('problem' in insights) return insights.problem;
  if (!insights.on)
    return notYet(
      `Contributor Insights is off for ${INVENTORY}. In DynamoDB its graphs exist only while it is on (the sandbox’s Metrics section shows them anyway): turn it on first.`,
    );
  if (insights.mode !== ACCESSED)
    return notYet(
      `${INVENTORY} is in ${insights.mode} mode, and nothing in this sale is throttled: a failed condition is not a throttle, so that mode would graph nothing here. Use ${ACCESSED}.`,
    );
  if (insights.status === 'ENABLING') return stillEnabling(INVENTORY);
  // A PartiQL sale is not judged, but it moved the stock: say so rather than judge an older UpdateItem.
  const partiql = await partiqlSaleFeedback(engine);
  if (partiql) return notYet(partiql);
  const [latest] = learnerCalls(engine, 'UpdateItem', INVENTORY);
  if (!latest)
    return notYet(
      `Now sell one unit of the contended SKU with an UpdateItem on ${INVENTORY} in the Console: this exercise checks your latest one.`,
    );
  const { Key, ConditionExpression, UpdateExpression, ExpressionAttributeNames } = latest.request;
  const sku = stringOf(Key as WireItem, 'PK');
  if (sku !== HOT)
    return notYet(
      `${sku ?? 'That item'} is not where the sale’s failed conditions come from: it took little capacity. In the Metrics section, with ${INVENTORY} chosen, find the key at the top of Contributor Insights’ "Most accessed items (partition key)".`,
    );
  const condition = namesResolved(ConditionExpression, ExpressionAttributeNames);
  // Judged by replaying it (stockGuard.ts): a condition may name version without racing on it.
  if (/\bversion\b/.test(condition)) {
    const hot = await getItem(engine, INVENTORY, skuKey(HOT));
    if ('problem' in hot) return hot.problem;
    if (hot.item && (await racesOnVersion(engine, INVENTORY, hot.item, latest.request)))
      return notYet(
        'Your latest UpdateItem still compares version: every checkout that read the same version races the others, and all but one fail. Take version out of the condition and guard the stock itself.',
      );
  }
  if (latest.error)
    return notYet(`Your latest UpdateItem failed (${latest.error.type}): fix it and run it again.`);
  if (!/\bstock\b/.test(condition))
    return notYet(
      'Nothing in your condition protects the stock: without "ConditionExpression": "stock >= :one", a sale could take stock below zero.',
    );
  const update = namesResolved(UpdateExpression, ExpressionAttributeNames);
  if (!/\bstock\s*=\s*stock\s*[-+]/.test(update) && !/\bADD\b[\s\S]*\bstock\s+:/.test(update))
    return notYet(
      'Your update sets stock to a number worked out from a read: two checkouts that read the same stock would write the same number, and one sale would vanish. Let DynamoDB do the arithmetic: "SET stock = stock - :one".',
    );
  const read = await getItem(engine, INVENTORY, skuKey(HOT));
  if ('problem' in read) return read.problem;
  if (read.item) {
    const wrong = await stockGuardTrial(engine, INVENTORY, read.item, latest.request);
    if (wrong) return notYet(guardFeedback(wrong));
  }
  const stock = numberOf(read.item, 'stock');
  if (stock !== AFTER_SALE - 1)
    return notYet(
      `${HOT} has stock ${stock ?? 'missing'}; selling one unit takes it from ${AFTER_SALE} to ${AFTER_SALE - 1}.${partiqlStockNote(engine)} Press Set up to start again.`,
    );
  return pass(
    `One unit of ${HOT} sold in one request, with no read and no version: checkouts no longer fail each other, and ConditionalCheckFailedRequests falls back to the odd sold-out attempt.`,
  );
}

export const exercises: Exercise[] = [
  {
    id: 'insights-table-and-index',
    title: 'Contributor Insights for a table and its index',
    task:
      `Writes to \`${ORDERS}\` are sometimes throttled, and the errors’ ThrottlingReasons say ` +
      `\`IndexWriteKeyRangeThroughputExceeded\`, naming the ARN of its global secondary index \`${INDEX}\` ` +
      '(partition key `status`). Turn on Contributor Insights where it can name the hot key: on the index, ' +
      `in \`${ACCESSED}\` mode, to see which status values take the capacity. Also turn it on for the ` +
      `table itself in \`${THROTTLED}\` mode, as a watch the team can leave on for good.`,
    hints: [
      'UpdateContributorInsights takes `TableName`, `ContributorInsightsAction` ("ENABLE") and `ContributorInsightsMode`; add `IndexName` to switch an index.',
      'Two calls: one for the index, one for the table. DescribeContributorInsights, with or without `IndexName`, shows where each stands.',
      'An ENABLE with the other mode switches a resource that is already on. The status reads ENABLING for a few seconds of the sandbox clock.',
    ],
    setup: {
      resetTables: [ORDERS],
      calls: [
        createTableCall(ORDERS, { hash: 'PK', range: 'SK' }, [{ name: INDEX, hash: 'status', range: 'SK' }]),
        ...['PENDING', 'PENDING', 'SHIPPED'].map((status, i) =>
          putCall(ORDERS, { PK: { S: `ORDER#${1001 + i}` }, SK: { S: 'ORDER' }, status: { S: status } }),
        ),
      ],
    },
    check: checkOrdersInsights,
    solution: [enableInsights(ORDERS, ACCESSED, INDEX), enableInsights(ORDERS, THROTTLED)],
  },
  {
    id: 'contended-item',
    title: 'A spike of failed conditions',
    task:
      `\`${INVENTORY}\` (partition key \`PK\`) holds the shop’s stock. Its checkout uses optimistic locking: read ` +
      'an item, then `SET stock = :new, version = :next` on the condition `version = :read`. "Set up" ' +
      'replays a few seconds of a flash sale on one product. Checkouts are slow, nothing is throttled, and ' +
      'the Metrics section (choose `inventory` in the header) shows `ConditionalCheckFailedRequests` jumping. ' +
      `First turn on Contributor Insights for \`${INVENTORY}\` in the mode that can show this problem. ` +
      '(On DynamoDB it would rank only the requests that come after that; the sandbox’s Metrics section also ranks ' +
      'the sale Set up replayed before it, for the current and previous minute of the sandbox clock.) Then ' +
      'find the contended SKU, and sell one unit of it in a way that cannot collide: one UpdateItem that ' +
      'takes 1 off `stock` in DynamoDB itself, refused only when no stock is left.',
    hints: [
      'A failed condition is not a throttle: `ThrottledRequests` stays at 0 and THROTTLED_KEYS mode would show nothing. You need the most accessed keys.',
      'Contributor Insights in the Metrics section ranks keys by the capacity they took over the current and previous minute of the sandbox clock; failed writes take capacity too. If the tables have emptied, press Set up to replay the sale (then turn insights on again).',
      '`"UpdateExpression": "SET stock = stock - :one"` with `"ConditionExpression": "stock >= :one"` reads nothing first and compares no version.',
    ],
    setup: {
      resetTables: [INVENTORY],
      calls: [
        createTableCall(INVENTORY, { hash: 'PK' }),
        ...[[HOT, START.stock, START.version] as const, ...OTHERS].map(([sku, stock, version]) =>
          putCall(INVENTORY, {
            PK: { S: sku },
            stock: { N: String(stock) },
            version: { N: String(version) },
          }),
        ),
        ...Array.from({ length: ROUNDS }, (_, round) => saleRound(round)).flat(),
        // Ends the sale's second, so the Metrics charts show it even with the clock paused.
        advanceClockCall(1),
      ],
    },
    check: checkSale,
    solution: [
      enableInsights(INVENTORY, ACCESSED),
      {
        operation: 'UpdateItem',
        body: {
          TableName: INVENTORY,
          Key: skuKey(HOT),
          UpdateExpression: 'SET stock = stock - :one',
          ConditionExpression: 'stock >= :one',
          ExpressionAttributeValues: { ':one': { N: '1' } },
        },
      },
    ],
  },
];

export const questions: SelfCheck[] = [
  {
    question:
      'A nightly job loads orders with BatchWriteItem. Some nights orders go missing, yet the alarm on `ThrottledRequests > 0` never fires. Why, and what should the alarm watch?',
    answer:
      '`ThrottledRequests` counts a batch only when every item in it was throttled. A batch with some items throttled succeeds and hands them back in `UnprocessedItems`, which the job apparently did not resend. Alarm on `WriteThrottleEvents` (each throttled item counts) for the table and each global index, and read the per-reason metrics such as `WriteKeyRangeThroughputThrottleEvents` to learn which limit was hit.',
  },
  {
    question:
      'After a release, `ConditionalCheckFailedRequests` goes from a handful a minute to thousands, with no throttling and no rise in `UserErrors`. What does it tell you, and what does it cost?',
    answer:
      'Writes are being refused by their own conditions: many writers racing on the same items with version checks, or a condition that can no longer be true (say, a client that stopped re-reading the version). These are not `UserErrors`, but each one still consumes write capacity, and the client usually reads and retries, so latency rises too. Contributor Insights in `ACCESSED_AND_THROTTLED_KEYS` mode shows which keys take the traffic; a counter or stock level under contention is better updated in place (`SET stock = stock - :one` with a condition on the stock).',
  },
  {
    question:
      'Why leave `THROTTLED_KEYS` mode on all the time and switch to `ACCESSED_AND_THROTTLED_KEYS` only while investigating? What can the first one not show you?',
    answer:
      'In `THROTTLED_KEYS` mode DynamoDB processes a request for insights only when it is throttled, so a healthy table gives it next to nothing to do (AWS suggests this mode for leaving on continuously), and when throttling starts the graph names the keys. It cannot show a key that is hot but not yet throttled, nor contention that never throttles; for those you need the most accessed keys, which only `ACCESSED_AND_THROTTLED_KEYS` mode graphs.',
  },
  {
    question:
      'A provisioned table has 4,000 write capacity units. You want an alarm at 80 % use, on `ConsumedWriteCapacityUnits` with the Sum statistic over 1-minute periods. What threshold, and what can such an alarm miss?',
    answer:
      '3,200 units a second for 60 seconds: 192,000. The Sum of a minute averages the minute, so a burst of a few seconds shows only diluted; the throttle-event alarms catch the requests it cost. Nor does the alarm see a hot key: one partition serves at most 1,000 write units a second, so a single busy key throttles while the table uses a quarter of its capacity.',
  },
];
