/**
 * Lesson 15's exercises, judged from the learner's own PartiQL: a SELECT that reads one item
 * collection as a Query rather than scanning the table, and an INSERT that refuses a taken key.
 */
import { getItem, notYet, pass, stringOf, type WireItem } from '../../src/features/lessons/checkHelpers.ts';
import { createAppTable, createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import type {
  Exercise,
  LessonCall,
  RecordedCall,
  SelfCheck,
} from '../../src/features/lessons/lessonTypes.ts';
import { fullScan, learnerStatementRuns, learnerStatements, mentions, selectCost } from './statements.ts';

const CUSTOMER = 'CUSTOMER#42';
/** The customers in `app`: CUSTOMER#3 … CUSTOMER#42, each with a profile and ORDERS_EACH orders. */
const FIRST_CUSTOMER = 3;
const CUSTOMERS = 40;
const ORDERS_EACH = 4;

const orderKey = (customer: number, n: number) => `ORDER#2026-0${n + 4}-1${n}#${customer}-${n}`;
const ORDERS = Array.from({ length: ORDERS_EACH }, (_, i) => orderKey(42, i + 1));

/** A customer's profile and orders; the address gives the table enough bulk for a Scan to show its cost. */
function customerItems(customer: number): WireItem[] {
  const pk = { S: `CUSTOMER#${customer}` };
  return [
    customer === 42
      ? // Lesson 2's profile, at the version the lesson's PartiQL rename expects.
        { PK: pk, SK: { S: 'PROFILE' }, name: { S: 'Ada' }, ver: { N: '1' } }
      : { PK: pk, SK: { S: 'PROFILE' }, name: { S: `Customer ${customer}` } },
    ...Array.from({ length: ORDERS_EACH }, (_, i) => ({
      PK: pk,
      SK: { S: orderKey(customer, i + 1) },
      status: { S: i % 2 === 0 ? 'SHIPPED' : 'PENDING' },
      total: { N: String(10 * (i + 1) + customer) },
      address: { S: `${customer} Harbour Street, flat ${i + 1}, Northbridge: leave with the neighbour` },
    })),
  ];
}

/** The whole table in BatchWriteItem requests of 25 puts, the most one batch takes. */
function loadCustomers(): LessonCall[] {
  const items = Array.from({ length: CUSTOMERS }, (_, i) => customerItems(FIRST_CUSTOMER + i)).flat();
  const calls: LessonCall[] = [];
  for (let i = 0; i < items.length; i += 25) {
    const puts = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    calls.push({ operation: 'BatchWriteItem', body: { RequestItems: { app: puts } } });
  }
  return calls;
}

const select = (statement: string): LessonCall => ({
  operation: 'ExecuteStatement',
  body: { Statement: statement, ReturnConsumedCapacity: 'TOTAL' },
});

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The first thing wrong with the items a SELECT returned, or undefined when they are the orders. */
function itemsProblem(items: WireItem[], nextToken: unknown): string | undefined {
  if (items.some((item) => stringOf(item, 'PK') === undefined || stringOf(item, 'SK') === undefined))
    return 'Your latest SELECT leaves PK or SK out of its list, so the check cannot tell which items came back: use SELECT *.';
  const others = items.filter((item) => stringOf(item, 'PK') !== CUSTOMER);
  if (others.length > 0)
    return `Your latest SELECT returned ${plural(others.length, 'item')} of other customers (${stringOf(others[0], 'PK')} first): keep to PK = '${CUSTOMER}'.`;
  const keys = items.map((item) => stringOf(item, 'SK')!);
  if (keys.includes('PROFILE'))
    return `Your latest SELECT returned the profile too: add begins_with(SK, 'ORDER#') to keep to the orders.`;
  const missing = ORDERS.filter((key) => !keys.includes(key));
  if (missing.length === 0) return undefined;
  const why =
    typeof nextToken === 'string'
      ? 'the reply has a NextToken: leave Limit out'
      : `${missing[0]} is not among them: drop the condition that leaves it out`;
  return `Your latest SELECT returned ${ORDERS_EACH - missing.length} of ${CUSTOMER}’s ${ORDERS_EACH} orders; ${why}.`;
}

/** Whether a statement's text has an OR outside its string literals: a Scan then may have PK = in one branch only. */
const hasOr = (statement: unknown) => /\bOR\b/i.test(String(statement).replace(/'(?:[^']|'')*'/g, "''"));

const USERNAMES = 'usernames';
const insertUsername = (name: string, owner: string): LessonCall => ({
  operation: 'ExecuteStatement',
  body: { Statement: `INSERT INTO "${USERNAMES}" VALUE {'PK': 'USERNAME#${name}', 'owner': '${owner}'}` },
});

/** The error of a duplicate key: ExecuteStatement's exception, or a batch's or transaction's reason. */
const DUPLICATE = new Set(['DuplicateItemException', 'DuplicateItem']);

/** Why the learner's INSERT of grace wrote nothing, in DynamoDB's words and, for the usual slips, ours. */
function graceRefused({ operation, error }: RecordedCall): string {
  if (operation === 'ExecuteTransaction' && error?.type === 'TransactionCanceledException')
    return `Nobody has claimed USERNAME#grace yet: your INSERT of it was in an ExecuteTransaction that was cancelled (${error.message}). A transaction writes all or nothing, so when ada’s INSERT is refused, grace’s is undone with it: send grace’s INSERT on its own.`;
  const message = error?.message ?? '';
  const tip = message.startsWith('Tuple keys must be of type String')
    ? ` Inside the braces, a name in double quotes or without quotes is a path, not a string: write the item’s attribute names in single quotes, {'PK': …, 'owner': …}.`
    : message.includes('Unexpected keyword')
      ? ' An INSERT takes VALUE, not VALUES, followed by one item in braces.'
      : '';
  return `Nobody has claimed USERNAME#grace yet: your INSERT of it failed (${error?.type}: ${message}).${tip}`;
}

export const exercises: Exercise[] = [
  {
    id: 'select-as-query',
    title: 'A SELECT that is a Query, not a Scan',
    task:
      `\`app\` holds ${CUSTOMERS} customers, each with a profile and ${ORDERS_EACH} orders. Write one SELECT ` +
      `that returns exactly ${CUSTOMER}’s ${ORDERS_EACH} orders (not the profile, nothing of other customers) ` +
      'and that DynamoDB runs as a Query rather than a full table Scan. Run it in the Console’s PartiQL ' +
      'mode, or as an `ExecuteStatement` in JSON mode with `"ReturnConsumedCapacity": "TOTAL"` to see what it ' +
      'read. “Check” looks at your latest SELECT.',
    hints: [
      'A SELECT is a Query only when its WHERE pins the partition key with `=` or `IN`.',
      `Strings take single quotes: \`PK = '${CUSTOMER}'\`. In double quotes, \`"${CUSTOMER}"\` is an attribute name.`,
      "A sort key condition keeps the profile out: `begins_with(SK, 'ORDER#')`.",
    ],
    setup: { resetTables: ['app'], calls: [createAppTable(), ...loadCustomers()] },
    async check(engine) {
      const [latest] = learnerStatements(engine, 'SELECT');
      if (!latest)
        return notYet(
          'Run a SELECT on app in the Console’s PartiQL mode first: this exercise checks its result.',
        );
      if (!latest.reply) return notYet('Your latest SELECT failed: fix it and run it again.');
      const cost = await selectCost(engine, latest.request);
      if ('problem' in cost) return cost.problem;
      if (cost.table !== 'app')
        return notYet(`Your latest SELECT reads ${cost.table ?? 'no table'}: this exercise is about app.`);
      const scan = await fullScan(engine, 'app', latest.request.ConsistentRead);
      if ('problem' in scan) return scan.problem;
      const items = (latest.reply.Items as WireItem[] | undefined) ?? [];
      // A Scan reads, and is charged for, the whole table whatever its filter; a Query reads one collection.
      if (cost.units === scan.units) {
        const quotedValue = /"CUSTOMER#\d+"/.exec(String(latest.request.Statement))?.[0];
        const quoted = quotedValue
          ? `${quotedValue} in double quotes is an attribute name, not a string, so nothing matches it. `
          : '';
        const cause = hasOr(latest.request.Statement)
          ? 'with OR in its WHERE, every branch must pin PK with = or IN, and one does not, so'
          : 'without PK = or IN in its WHERE,';
        return notYet(
          `${quoted}Your latest SELECT ran as a full table Scan: ${cause} DynamoDB read all ${scan.items} items of app (${scan.units} capacity units) to return ${items.length}.`,
        );
      }
      const problem = itemsProblem(items, latest.reply.NextToken);
      if (problem) return notYet(problem);
      return pass(
        `${CUSTOMER}’s ${ORDERS_EACH} orders from a Query of one item collection, for ${cost.units} capacity units. A WHERE without PK would scan all ${scan.items} items for ${scan.units}.`,
      );
    },
    solution: [
      {
        ...select(`SELECT * FROM "app" WHERE begins_with(PK, '${CUSTOMER}') AND begins_with(SK, 'ORDER#')`),
        note: 'For comparison: the same items by a full table Scan, the mistake the exercise is about. Run it, then step 2, and compare their ConsumedCapacity; the Check judges your latest statement.',
      },
      {
        ...select(`SELECT * FROM "app" WHERE PK = '${CUSTOMER}' AND begins_with(SK, 'ORDER#')`),
        note: 'The answer: an equality on the partition key makes the statement a Query.',
      },
    ],
  },
  {
    id: 'insert-wont-overwrite',
    title: 'INSERT won’t overwrite',
    task:
      '`usernames` (partition key `PK`) holds `USERNAME#ada`, owned by `CUSTOMER#42`. Claim the username ' +
      "`grace` for `CUSTOMER#7` with one INSERT of `{'PK': 'USERNAME#grace', 'owner': 'CUSTOMER#7'}`. Then " +
      'send the same INSERT for `ada`: it must fail with `DuplicateItemException` and leave Ada’s claim as it ' +
      'is. Lesson 2 did this with a PutItem and `attribute_not_exists(PK)`; an INSERT has that check built in.',
    hints: [
      `\`INSERT INTO "${USERNAMES}" VALUE {'PK': 'USERNAME#grace', 'owner': 'CUSTOMER#7'}\`: \`VALUE\`, not \`VALUES\`, and the attribute names in single quotes.`,
      'PartiQL mode stops at the first statement that fails: put grace’s INSERT before ada’s, or run them one at a time.',
      'An UPDATE of USERNAME#ada, or a PutItem, would replace Ada’s owner. Only INSERT refuses a key that exists.',
    ],
    setup: {
      resetTables: [USERNAMES],
      calls: [
        createTableCall(USERNAMES, { hash: 'PK' }),
        putCall(USERNAMES, { PK: { S: 'USERNAME#ada' }, owner: { S: 'CUSTOMER#42' } }),
      ],
    },
    async check(engine) {
      const ada = await getItem(engine, USERNAMES, { PK: { S: 'USERNAME#ada' } });
      if ('problem' in ada) return ada.problem;
      if (!ada.item) return notYet('USERNAME#ada is gone: press Set up to bring it back.');
      const adaOwner = stringOf(ada.item, 'owner');
      if (adaOwner !== 'CUSTOMER#42')
        return notYet(
          `USERNAME#ada now belongs to ${adaOwner ?? 'nobody'}: a write replaced it. Set up again and claim names only with INSERT, which refuses a key that exists.`,
        );
      const inserts = learnerStatementRuns(engine, 'INSERT');
      const grace = await getItem(engine, USERNAMES, { PK: { S: 'USERNAME#grace' } });
      if ('problem' in grace) return grace.problem;
      if (!grace.item) {
        // Newest first: a failed INSERT of ada sent after grace's last attempt stopped the run before
        // grace's, so the older failure of grace is not what kept the name unclaimed this time.
        const graceAt = inserts.findIndex((call) => mentions(call.request, 'USERNAME#grace'));
        const adaFailedAt = inserts.findIndex(
          (call) => !call.reply && mentions(call.request, 'USERNAME#ada'),
        );
        const stopped = adaFailedAt >= 0 && (graceAt < 0 || adaFailedAt < graceAt);
        if (!stopped && inserts[graceAt]?.error) return notYet(graceRefused(inserts[graceAt]));
        return notYet(
          `Nobody has claimed USERNAME#grace yet${stopped ? ': PartiQL mode stops at the first statement that fails, so run grace’s INSERT first' : ''}.`,
        );
      }
      const graceOwner = stringOf(grace.item, 'owner');
      if (graceOwner !== 'CUSTOMER#7')
        return notYet(`USERNAME#grace belongs to ${graceOwner ?? 'nobody'}; it should be CUSTOMER#7.`);
      if (!inserts.some((call) => call.reply && mentions(call.request, 'USERNAME#grace')))
        return notYet(
          'USERNAME#grace is claimed, but not by an INSERT statement: claim it with INSERT INTO … VALUE.',
        );
      const [attempt] = inserts.filter((call) => !call.reply && mentions(call.request, 'USERNAME#ada'));
      if (!attempt)
        return notYet(
          'grace is claimed. Now send the same INSERT for USERNAME#ada: it must fail with DuplicateItemException.',
        );
      if (!DUPLICATE.has(attempt.error?.type ?? ''))
        return notYet(
          `Your INSERT of USERNAME#ada failed, but not because the name is taken (${attempt.error?.type ?? 'no error recorded'}: ${attempt.error?.message ?? ''}): fix it and run it again.`,
        );
      return pass(
        'grace belongs to CUSTOMER#7, and the INSERT of ada failed with DuplicateItemException: Ada’s claim is untouched.',
      );
    },
    solution: [
      insertUsername('grace', 'CUSTOMER#7'),
      { ...insertUsername('ada', 'CUSTOMER#7'), expectError: 'DuplicateItemException' },
    ],
  },
];

export const questions: SelfCheck[] = [
  {
    question:
      '`SELECT * FROM "orders" WHERE customerId = \'C-17\'` returns the right 12 items, but takes seconds and costs a lot on a table of four million orders. `customerId` is not the partition key. What happened, and how would you fix it?',
    answer:
      'The WHERE does not pin the partition key, so DynamoDB ran the statement as a full table Scan: it read, and charged for, all four million items and filtered them down to 12. Add a global index keyed on `customerId` and read it with `SELECT * FROM "orders"."by-customer" WHERE customerId = \'C-17\'`, which is a Query. To catch such statements before they ship, deny `dynamodb:PartiQLSelect` when `dynamodb:FullTableScan` is true.',
  },
  {
    question:
      "`UPDATE \"app\" SET ver = ver + 1 WHERE PK = 'CUSTOMER#42' AND SK = 'PROFILE' AND ver = 3` fails with ConditionalCheckFailedException. What are the two possible reasons, and how is this unlike SQL?",
    answer:
      'Either the profile exists but its `ver` is no longer 3 (someone else saved first), or there is no such item at all: a PartiQL `UPDATE` never creates one. SQL would report "0 rows updated" and carry on; DynamoDB raises an error, and still charges the write capacity of the failed check (lesson 2).',
  },
];
