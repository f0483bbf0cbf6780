/**
 * Lesson 20's exercises: a read that must see its own write (staleRead.ts), a list read from a lean
 * index instead of a fat one, and an archive table that costs less to keep.
 */
import {
  consumedUnits,
  INDEX_LAG_NOTE,
  latestResult,
  learnerQueries,
  notYet,
  pass,
  stringOf,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import {
  advanceClockCall,
  createTableCall,
  putCall,
  replicaLagCall,
  resumeClockCall,
} from '../../src/features/lessons/lessonCalls.ts';
import { plural } from '../../src/ui/plural.ts';
import type {
  CheckResult,
  Exercise,
  LessonEngine,
  SelfCheck,
} from '../../src/features/lessons/lessonTypes.ts';
import { notingPartiqlSelects } from '../../src/features/lessons/learnerRequests.ts';
import {
  blog,
  CATEGORY,
  createLeanIndex,
  LEAN_INDEX,
  leanIndexProblem,
  LISTED,
  listQuery,
  OLD_INDEX,
  postOf,
  TABLE,
  WANTED,
} from './blog.ts';
import { refusedListQuery } from './refusedListQuery.ts';
import { staleRead } from './staleRead.ts';

const units = (value: number) => plural(value, 'read unit');

/**
 * The first exercise's set-up pauses the clock and puts a replica behind; the others undo both, so
 * that their reads are not stale and their new indexes and settings can settle.
 */
const inSync = [replicaLagCall(0), resumeClockCall()];

/** What the list page's Query costs on the old index now: the check measures it rather than trusting a figure. */
async function oldCost(engine: LessonEngine): Promise<number | CheckResult> {
  let total = 0;
  let start: unknown;
  do {
    const page = await engine.call('Query', {
      ...listQuery(OLD_INDEX),
      ...(start ? { ExclusiveStartKey: start } : {}),
    });
    if (!page.ok) return notYet(`Query on ${OLD_INDEX} failed: ${page.type}: ${page.message}`);
    total += consumedUnits(page.reply) ?? 0;
    start = page.reply.LastEvaluatedKey;
  } while (start);
  return total;
}

const ARCHIVE = 'audit';
const IA = 'STANDARD_INFREQUENT_ACCESS';
const DAY = 86_400;
const RETENTION_DAYS = 365;
/** Audit entries of the last days: each keeps its expiry twice, as epoch seconds and, for people, as a date. */
const ACTIONS = ['login', 'export-report', 'change-role', 'login', 'delete-user', 'login'];

const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
const auditEntries = (now: number) =>
  ACTIONS.map((action, i) => {
    const at = now - (ACTIONS.length - i) * DAY + i * 977;
    const expires = at + RETENTION_DAYS * DAY;
    return putCall(ARCHIVE, {
      PK: { S: 'ACCOUNT#acme' },
      SK: { S: `${isoOf(at)}#${action}` },
      actor: { S: i % 2 ? 'lin' : 'ada' },
      action: { S: action },
      expiresAt: { N: String(expires) },
      expiresOn: { S: isoOf(expires).slice(0, 10) },
    });
  });

/** Why TTL on `attribute` would delete nothing in `audit`, read from one of its entries. */
async function wrongTtlAttribute(engine: LessonEngine, attribute: string): Promise<string> {
  const sample = await engine.call('Query', {
    TableName: ARCHIVE,
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': { S: 'ACCOUNT#acme' } },
    Limit: 1,
  });
  const entry = sample.ok ? (sample.reply.Items as WireItem[])[0] : undefined;
  const value = entry?.[attribute];
  if (!value) return `the entries have no ${attribute}, so none would ever expire`;
  if (stringOf(entry, attribute) !== undefined)
    return `the entries hold ${attribute} as a String (${stringOf(entry, attribute)}), and TTL acts only on a Number of epoch seconds: none would ever expire`;
  return `the entries keep their expiry in expiresAt`;
}

export const exercises: Exercise[] = [
  staleRead,
  {
    id: 'lean-list-index',
    title: 'A list that reads only what it shows',
    task:
      `Table \`${TABLE}\` (partition key \`postId\`) holds blog posts, each with a \`category\`, a \`publishedAt\` date, ` +
      `a \`title\`, an \`author\` and a \`body\` of several kilobytes. The category page lists the posts of a category ` +
      `with their date, title and author, read from the index \`${OLD_INDEX}\` (category, then publishedAt), ` +
      'which projects ALL: every entry carries the whole body.\n\n' +
      `1. Add a global secondary index \`${LEAN_INDEX}\`, keyed like \`${OLD_INDEX}\`, that projects only what ` +
      'the list shows.\n' +
      `2. Once it is ACTIVE, list the category \`${CATEGORY}\` with one Query on it, with ` +
      '`"ReturnConsumedCapacity": "TOTAL"`.\n\n' +
      `Keep \`${OLD_INDEX}\`: the live site still reads it, and “Check” compares your Query with the same Query on it.`,
    hints: [
      `Run the list Query on \`${OLD_INDEX}\` first (\`KeyConditionExpression: "category = :c"\`, \`ReturnConsumedCapacity: "TOTAL"\`) and note its \`CapacityUnits\`.`,
      'A projection is fixed when an index is created, so the lean list needs a new index: UpdateTable with `GlobalSecondaryIndexUpdates: [{"Create": {…}}]`, and `category` and `publishedAt` listed again in `AttributeDefinitions` (both `S`).',
      `\`"Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["title", "author"]}\`. Key attributes, the index’s and the table’s, are always projected.`,
    ],
    // The index copies writes a moment after the table: let that moment pass even with the clock paused.
    setup: { resetTables: [TABLE], calls: [...inSync, ...blog, advanceClockCall(1)] },
    check: notingPartiqlSelects(TABLE, async (engine) => {
      const problem = await leanIndexProblem(engine);
      if (problem) return problem;
      const queries = learnerQueries(engine, TABLE);
      const [newest] = queries;
      if (newest?.error) return refusedListQuery(newest.error, newest.request.IndexName);
      const latest = latestResult(queries, 'Query', TABLE);
      if ('problem' in latest) return latest.problem;
      const { request, reply } = latest.call;
      const consumed = consumedUnits(reply);
      if (request.IndexName === OLD_INDEX)
        return notYet(
          request.ProjectionExpression !== undefined
            ? `Your latest Query read ${OLD_INDEX} with a ProjectionExpression${consumed === undefined ? '' : ` and consumed ${units(consumed)}`}: it returned less, but DynamoDB charges for the entries it reads, bodies included. Query ${LEAN_INDEX} instead.`
            : `Your latest Query read ${OLD_INDEX}${consumed === undefined ? '' : `, ${units(consumed)}`}: its entries carry every body. Now run it on ${LEAN_INDEX}.`,
        );
      if (request.IndexName !== LEAN_INDEX)
        return notYet(
          `Your latest Query read ${request.IndexName ? `the index ${String(request.IndexName)}` : `the table itself`}; set "IndexName": "${LEAN_INDEX}".`,
        );
      if (consumed === undefined)
        return notYet(
          'Your latest Query did not say what it consumed: add "ReturnConsumedCapacity": "TOTAL" and run it again.',
        );
      const items = reply.Items as WireItem[] | undefined;
      if (!items) return notYet('Your latest Query returned a count but no posts: leave Select out.');
      const posts = items.map(postOf);
      if (posts.includes(undefined))
        return notYet(
          'Your latest Query returned posts without postId or title, so the check cannot tell which they are: leave ProjectionExpression out, or keep title in it.',
        );
      const ids = posts.map((post) => post!.id);
      const extra = posts.find((post) => post!.category !== CATEGORY);
      if (extra)
        return notYet(
          `Your latest Query listed ${extra.id}, a post in ${extra.category}: the page lists ${CATEGORY}.`,
        );
      const missing = WANTED.filter((id) => !ids.includes(id));
      if (missing.length > 0)
        return notYet(
          `Your latest Query listed ${items.length} of the ${WANTED.length} posts in ${CATEGORY}. ${
            reply.LastEvaluatedKey ? 'It stopped at its Limit: leave Limit out.' : INDEX_LAG_NOTE
          }`,
        );
      const bare = LISTED.find((name) => items.some((item) => item[name] === undefined));
      if (bare)
        return notYet(
          `Your latest Query returned posts without ${bare}, which the list shows: leave ProjectionExpression out, or name ${LISTED.join(' and ')} in it.`,
        );
      const old = await oldCost(engine);
      if (typeof old !== 'number') return old;
      if (consumed > old / 4)
        return notYet(
          `Your latest Query consumed ${units(consumed)}, and the same list on ${OLD_INDEX} ${units(old)}: ${LEAN_INDEX} should save far more. Run the Query on it again.`,
        );
      return pass(
        `${items.length} posts for ${units(consumed)}, where the same Query on ${OLD_INDEX} consumes ${units(old)}: a Query is charged for the index entries it reads, and there each entry carries a body the list never shows. ${LEAN_INDEX} is cheaper to keep, too: an edit of a body does not write to it at all.`,
      );
    }),
    solution: [createLeanIndex, { operation: 'Query', body: listQuery(LEAN_INDEX) }],
  },
  {
    id: 'archive-table',
    title: 'An audit log that costs less to keep',
    task:
      `Table \`${ARCHIVE}\` keeps an audit log: every sign-in and admin action of every account, kept a year and ` +
      'then useless. It grows every day and is read only when someone investigates, so storage is most of its ' +
      'bill, and a nightly job deletes old entries one by one, paying a write for each. Each entry carries its ' +
      'end twice: `expiresAt`, a Number of epoch seconds, and `expiresOn`, a date for people to read.\n\n' +
      '1. Move the table to the Standard-Infrequent Access table class.\n' +
      '2. Turn on Time to Live, so that DynamoDB deletes each entry after its end, without write charges.',
    hints: [
      'The class is one UpdateTable: `{"TableName": "audit", "TableClass": "STANDARD_INFREQUENT_ACCESS"}`. A table class change must be the only change in its request.',
      'The table is UPDATING for a moment; `DescribeTable` shows `TableClassSummary` with the new class once it is ACTIVE again.',
      'UpdateTimeToLive takes `TimeToLiveSpecification` with `Enabled` and `AttributeName`. TTL reads only a Number of epoch seconds, and can be changed once an hour: choose the attribute before you send it.',
    ],
    setup: {
      resetTables: [ARCHIVE],
      calls: (now) => [
        ...inSync,
        createTableCall(ARCHIVE, { hash: 'PK', range: 'SK' }),
        ...auditEntries(now),
      ],
    },
    async check(engine) {
      const described = await engine.call('DescribeTable', { TableName: ARCHIVE });
      if (!described.ok)
        return notYet(
          described.type === 'ResourceNotFoundException'
            ? `There is no table named ${ARCHIVE}: press Set up.`
            : `DescribeTable ${ARCHIVE} failed: ${described.type}: ${described.message}`,
        );
      const table = described.reply.Table as {
        TableStatus: string;
        TableClassSummary?: { TableClass: string };
      };
      if (table.TableStatus !== 'ACTIVE')
        return notYet(
          `${ARCHIVE} is ${table.TableStatus}: the change is still under way, and DescribeTable shows the new class once the table is ACTIVE again. Check again in a moment (the clock must be running, or step it).`,
        );
      const tableClass = table.TableClassSummary?.TableClass ?? 'STANDARD';
      if (tableClass !== IA)
        return notYet(
          `${ARCHIVE} is in the ${tableClass} class. Send an UpdateTable with "TableClass": "${IA}" and nothing else.${
            table.TableClassSummary
              ? ' A table’s class can change twice in 30 days; if DynamoDB refuses a third change, press Set up.'
              : ''
          }`,
        );
      const ttl = await engine.call('DescribeTimeToLive', { TableName: ARCHIVE });
      if (!ttl.ok) return notYet(`DescribeTimeToLive failed: ${ttl.type}: ${ttl.message}`);
      const { TimeToLiveStatus: status, AttributeName: attribute } = ttl.reply.TimeToLiveDescription as {
        TimeToLiveStatus: string;
        AttributeName?: string;
      };
      if (status === 'DISABLED' || status === 'DISABLING')
        return notYet(
          `${ARCHIVE} is in the Standard-IA class. Time to Live is still off, so old entries stay until someone pays to delete them: turn it on with UpdateTimeToLive.`,
        );
      if (attribute !== 'expiresAt')
        return notYet(
          `TTL watches ${attribute}, but ${await wrongTtlAttribute(engine, attribute ?? '')}. TTL can be changed once an hour: press Set up and turn it on with expiresAt.`,
        );
      if (status !== 'ENABLED')
        return notYet(`TTL on expiresAt is ${status}: check again in a moment, once it is ENABLED.`);
      return pass(
        `${ARCHIVE} is Standard-IA and TTL watches expiresAt: its storage is priced lower, each entry is deleted some time after its year is up without consuming write units, and the nightly job can go. Requests consume the same units as before, each priced higher, which suits a table that is rarely read.`,
      );
    },
    solution: [
      { operation: 'UpdateTable', body: { TableName: ARCHIVE, TableClass: IA } },
      {
        operation: 'UpdateTimeToLive',
        body: { TableName: ARCHIVE, TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' } },
      },
    ],
  },
];

export const questions: SelfCheck[] = [
  {
    question:
      'A transfer moves 50 points from one account item to another with `TransactWriteItems`. A dashboard then reads both accounts with one `BatchGetItem`, the default way. Can it show the points gone from one account but not yet in the other? What reads the two as one?',
    answer:
      'Yes. The transaction makes its two writes all-or-nothing, but a `BatchGetItem` is a set of separate reads: each key is read on its own and, eventually consistently, may be served by a different replica, one that has applied the transfer and one that has not (with the header’s Stale reads a second behind, run the batch a few times and watch). `"ConsistentRead": true` in the batch sends each key to its partition’s leader, so a batch sent after the transaction answered sees both sides. `TransactGetItems` reads the items as one snapshot, all of a completed transaction’s changes or none, at twice the units of a strong read.',
  },
  {
    question:
      'After a user saves their profile, the app redirects to the profile page, which reads it back with `GetItem`, and now and then shows the old version. A colleague suggests putting DAX in front of the table to make the page faster and fix it. Does it, and what does?',
    answer:
      'No. The page reads eventually consistently, so it may reach a copy that has not applied the save yet, and DAX only adds layers of the same kind: a save made through DAX reaches the other cache nodes a moment after the primary, a save that bypasses DAX does not reach the item cache until the old entry expires, and a strongly consistent read passes through DAX to DynamoDB uncached, gaining nothing. Read this one item with `"ConsistentRead": true`, at twice the units of the default read, or skip the read: `"ReturnValues": "ALL_NEW"` on the `UpdateItem` returns the item as written, without consuming read units.',
  },
  {
    question: `A product list Queries an index that projects ALL, and the team adds \`"ProjectionExpression": "title, price"\` to cut the bill. Does the read get cheaper? What would?`,
    answer: `No. A Query is charged for the index entries it reads, rounded up to 4 KB over the page, and a ProjectionExpression only trims the reply afterwards; in the exercise, the category list consumed 5 read units with or without one. A cheaper read needs smaller entries: an index projecting INCLUDE with \`title\` and \`price\`. A projection cannot be changed, so create the new index, move the readers, then delete the old one. The new index is cheaper to write as well, since changes to attributes it does not project cost it nothing.`,
  },
  {
    question:
      'Which of these tables belong in the Standard-IA class: (a) a 2 GB sessions table read and written on every request; (b) 3 TB of order history that customer service opens a few times an hour?',
    answer:
      'Only (b). Standard-IA lowers the price of storage (about 60 % at us-east-1 list prices) and raises the price of every read and write unit (about 25 %), while each request consumes the same units. It pays off when storage costs more than half of what the table’s reads and writes cost on Standard, as for (b). The sessions table is all throughput: on Standard-IA it would cost more. Its own saving is Time to Live, which deletes expired sessions without consuming write units.',
  },
  {
    question:
      'A strongly consistent Query on a global secondary index is refused. Which options are left when a page must show a write at once?',
    answer:
      'A GSI is filled asynchronously, so it offers eventually consistent reads only (`Consistent reads are not supported on global secondary indexes`). Read the item itself from the table by its key with `ConsistentRead`, which costs one unit per 4 KB instead of half. If the question stays within one partition key, a local secondary index supports strong reads, but it must be defined when the table is created, and it limits each item collection to 10 GB (lesson 3). Or show the written item from the write’s own reply with `ReturnValues`.',
  },
];
