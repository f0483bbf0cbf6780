/**
 * Lesson 19's exercises: serve a design's access patterns with one request each, then add a pattern
 * the design lacks by backfilling a key onto existing items and indexing it (a sparse GSI).
 */
import {
  allPages,
  consumedUnits,
  globalIndexProblem,
  INDEX_LAG_NOTE,
  learnerQueries,
  notYet,
  pass,
  stringOf,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import { partiqlNotJudged } from '../../src/features/lessons/learnerRequests.ts';
import { createIndexCall } from '../../src/features/lessons/lessonCalls.ts';
import type { Exercise, LessonCall, RecordedCall } from '../../src/features/lessons/lessonTypes.ts';
import {
  CORE,
  CROWD,
  conferenceCalls,
  DAY_TWO,
  registrationKey,
  TABLE,
  TALKS,
  talkKey,
} from './conference.ts';
import { judgePatterns, keyless, PATTERNS } from './patterns.ts';

const S = (value: string) => ({ S: value });
const EVERYONE = [...CORE, ...CROWD];
const ITEM_COUNT = TALKS.length + EVERYONE.reduce((count, attendee) => count + 1 + attendee.talks.length, 0);

const units = (call: RecordedCall) => {
  const consumed = consumedUnits(call.reply);
  return consumed === undefined ? '' : `, ${consumed} read units`;
};
const how = (call: RecordedCall) =>
  `${call.operation}${call.operation === 'Query' ? ` on ${String(call.request.IndexName ?? 'the table')}` : ''}${units(call)}`;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The second exercise's registrations (the first few attendees only), and t21's door list. */
const REGISTRATIONS = CORE.flatMap((attendee) =>
  attendee.talks.map((talk) => ({ attendee: attendee.id, talk, key: registrationKey(attendee.id, talk) })),
);
const DOOR_TALK = 't21';
const DOOR_LIST = REGISTRATIONS.filter((r) => r.talk === DOOR_TALK).sort((a, b) =>
  a.attendee.localeCompare(b.attendee),
);
const GSI2 = { name: 'GSI2', hash: 'GSI2PK', range: 'GSI2SK' };
const named = (item: WireItem | undefined) => `${stringOf(item, 'PK')} | ${stringOf(item, 'SK')}`;
const keyName = (key: WireItem) => `${key.PK.S as string} | ${key.SK.S as string}`;

/** The backfill of one registration: new attributes beside the old, never re-creating a deleted item. */
const backfill = (r: (typeof REGISTRATIONS)[number]): LessonCall => ({
  operation: 'UpdateItem',
  body: {
    TableName: TABLE,
    Key: r.key,
    UpdateExpression: 'SET GSI2PK = :talk, GSI2SK = :who',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':talk': S(`TALK#${r.talk}`), ':who': S(`ATTENDEE#${r.attendee}`) },
  },
});

const doorListQuery: LessonCall = {
  operation: 'Query',
  body: {
    TableName: TABLE,
    IndexName: GSI2.name,
    KeyConditionExpression: 'GSI2PK = :talk',
    ExpressionAttributeValues: { ':talk': S(`TALK#${DOOR_TALK}`) },
  },
};

/** What is wrong with the backfilled registrations, or undefined once every one carries both keys. */
async function backfillProblem(engine: Parameters<Exercise['check']>[0]) {
  const scanned = await allPages(engine, 'Scan', {
    TableName: TABLE,
    ConsistentRead: true,
    FilterExpression: 'begins_with(SK, :agenda)',
    ExpressionAttributeValues: { ':agenda': S('AGENDA#') },
  });
  if ('problem' in scanned) return scanned.problem;
  const found = new Map(scanned.items.map((item) => [named(item), item]));
  const unfilled: string[] = [];
  for (const r of REGISTRATIONS) {
    const name = keyName(r.key);
    const item = found.get(name);
    const [talk, who] = [`TALK#${r.talk}`, `ATTENDEE#${r.attendee}`];
    if (!item)
      return notYet(
        `The registration ${name} is gone. A backfill adds attributes to the items that are there; press Set up to start again.`,
      );
    if (stringOf(item, 'title') === undefined || stringOf(item, 'attendeeName') === undefined)
      return notYet(
        `${name} has lost its title or attendeeName: a PutItem replaces the whole item, and Mo’s agenda still reads them. Press Set up, then use UpdateItem with SET, which adds GSI2PK and GSI2SK and keeps the rest.`,
      );
    const [pk, sk] = [stringOf(item, 'GSI2PK'), stringOf(item, 'GSI2SK')];
    if (pk === undefined) unfilled.push(name);
    else if (pk !== talk)
      return notYet(`${name} has GSI2PK = ${pk}; it should be ${talk}, the talk id at the end of its SK.`);
    else if (sk === undefined)
      return notYet(
        `${name} has GSI2PK but no GSI2SK as a string, and an item enters GSI2 only with both of its key attributes: set GSI2SK = ${who}.`,
      );
    else if (sk !== who) return notYet(`${name} has GSI2SK = ${sk}; it should be ${who}, its PK.`);
  }
  if (unfilled.length === REGISTRATIONS.length)
    return notYet(
      `No registration carries GSI2PK yet. Give each of the ${REGISTRATIONS.length} registrations GSI2PK = TALK#<talk id> and GSI2SK = its PK, with UpdateItem.`,
    );
  if (unfilled.length > 0)
    return notYet(
      `${unfilled.length} of the ${REGISTRATIONS.length} registrations have no GSI2PK yet, such as ${unfilled[0]}. Backfill every registration, not only ${DOOR_TALK}’s: the other talks’ door lists need theirs.`,
    );
  // Sparse: nothing but registrations may carry the index's key.
  const strays = await allPages(engine, 'Scan', {
    TableName: TABLE,
    ConsistentRead: true,
    FilterExpression: 'attribute_exists(GSI2PK) AND NOT begins_with(SK, :agenda)',
    ExpressionAttributeValues: { ':agenda': S('AGENDA#') },
  });
  if ('problem' in strays) return strays.problem;
  const [stray] = strays.items;
  if (stray)
    return notYet(
      `${named(stray)} is not a registration, yet it carries GSI2PK. Only registrations belong in GSI2, so that a door list holds nothing else: REMOVE GSI2PK and GSI2SK from it.`,
    );
  return undefined;
}

export const exercises: Exercise[] = [
  {
    id: 'serve-the-patterns',
    title: 'One request per access pattern',
    task:
      `Table \`${TABLE}\` holds the lesson’s conference: talks (\`PK = SK = TALK#<id>\`, with \`GSI1PK = DAY#<date>\` and ` +
      '`GSI1SK = <start>#<id>`), attendees (`PK = SK = ATTENDEE#<id>`) and registrations (`PK = ATTENDEE#<id>`, ' +
      '`SK = AGENDA#<date>T<start>#<talk id>`). Serve these access patterns in the Console, each with **one** GetItem or Query:\n\n' +
      '1. Talk t21’s page: the talk’s item.\n' +
      `2. The schedule of day two, ${DAY_TWO}: its talks, in start order.\n` +
      '3. Mo’s agenda for day two: his registrations on that day, in start order.\n\n' +
      'No Scan, and no filter that throws away what it read. Add `"ReturnConsumedCapacity": "TOTAL"` to see what each request costs. ' +
      '“Check” looks at your Console requests since Set up.',
    hints: [
      'For each pattern, find the partition key value that holds exactly its answer: the talk has a key of its own, a day’s talks share a GSI1PK, and Mo’s registrations share his PK.',
      'The talk page: GetItem with `"Key": {"PK": {"S": "TALK#t21"}, "SK": {"S": "TALK#t21"}}`.',
      `The schedule: a Query with \`"IndexName": "GSI1"\` and \`"KeyConditionExpression": "GSI1PK = :day"\`, \`:day\` = \`DAY#${DAY_TWO}\`. GSI1SK begins with the start time, so the talks come in start order.`,
      `Mo’s agenda: a Query on the table with \`PK = :mo AND begins_with(SK, :day)\`, \`:mo\` = \`ATTENDEE#mo\` and \`:day\` = \`AGENDA#${DAY_TWO}\`.`,
    ],
    setup: { resetTables: [TABLE], calls: conferenceCalls(EVERYONE) },
    async check(engine) {
      const calls = engine.recentCalls();
      if (!calls.some((call) => call.request.TableName === TABLE))
        return notYet(
          `Run one request per access pattern on ${TABLE} in the Console: this exercise checks their results.${partiqlNotJudged(engine, TABLE)}`,
        );
      const verdicts = judgePatterns(calls);
      const open = verdicts.filter((verdict) => !verdict.served);
      if (open.length === 0)
        return pass(
          `All ${PATTERNS.length} access patterns are served, each by one request that read only what it returned: ${verdicts
            .map((verdict) => `${verdict.pattern.name} (${how(verdict.served!)})`)
            .join(', ')}. A Scan reads all ${ITEM_COUNT} items of the table for any of them.`,
        );
      const [latest] = calls.filter((call) => call.request.TableName === TABLE);
      const failure = latest.error
        ? `Your latest request failed: ${latest.error.type}: ${latest.error.message}. `
        : keyless(latest)
          ? 'Your latest request returned items without PK and SK, so the check cannot tell which they are: leave ProjectionExpression out. '
          : '';
      const served = verdicts.filter((verdict) => verdict.served).map((verdict) => verdict.pattern.name);
      return notYet(
        `${failure}${served.length} of ${PATTERNS.length} access patterns served${served.length > 0 ? ` (${served.join(', ')})` : ''}. ${open
          .map((verdict) => `${capitalized(verdict.pattern.name)}: ${verdict.problem}`)
          .join(' ')}`,
      );
    },
    solution: [
      {
        operation: 'GetItem',
        body: { TableName: TABLE, Key: talkKey('t21'), ReturnConsumedCapacity: 'TOTAL' },
      },
      {
        operation: 'Query',
        body: {
          TableName: TABLE,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :day',
          ExpressionAttributeValues: { ':day': S(`DAY#${DAY_TWO}`) },
          ReturnConsumedCapacity: 'TOTAL',
        },
      },
      {
        operation: 'Query',
        body: {
          TableName: TABLE,
          KeyConditionExpression: 'PK = :mo AND begins_with(SK, :day)',
          ExpressionAttributeValues: { ':mo': S('ATTENDEE#mo'), ':day': S(`AGENDA#${DAY_TWO}`) },
          ReturnConsumedCapacity: 'TOTAL',
        },
      },
    ],
  },
  {
    id: 'door-list-migration',
    title: 'A new access pattern, by migrating data',
    task:
      `The organisers want a **door list** for each talk: who registered for it. In \`${TABLE}\` nothing finds registrations ` +
      'by talk, because the talk id sits only at the end of each registration’s sort key. Add the pattern by migrating data:\n\n' +
      `1. Backfill **every** registration (its \`SK\` begins with \`AGENDA#\`) with two new attributes: \`GSI2PK\` = \`TALK#<talk id>\` ` +
      '(the end of its SK) and `GSI2SK` = its `PK`. Keep everything it already holds; talks and attendee profiles get neither.\n' +
      '2. Add a global secondary index `GSI2`, partition key `GSI2PK` and sort key `GSI2SK` (both strings), projecting all attributes.\n' +
      `3. Once it is ACTIVE, serve the door list of ${DOOR_TALK} with one Query on GSI2.`,
    hints: [
      'Finding what to migrate is a job for a Scan: `"FilterExpression": "begins_with(SK, :a)"` with `:a` = `AGENDA#` lists the registrations. The lesson’s JavaScript loop does the whole backfill in one run.',
      'One UpdateItem per registration: `"UpdateExpression": "SET GSI2PK = :talk, GSI2SK = :who"` with `"ConditionExpression": "attribute_exists(PK)"`, so a registration cancelled meanwhile is not brought back. A PutItem would replace the item and drop its title.',
      'UpdateTable with `GlobalSecondaryIndexUpdates: [{"Create": {…}}]`; `AttributeDefinitions` lists GSI2PK and GSI2SK, both `S`. Backfill and index can come in either order: building GSI2 indexes the items that already carry its keys, and later writes follow.',
      `The door list: a Query with \`"IndexName": "GSI2"\` and \`"KeyConditionExpression": "GSI2PK = :talk"\`, \`:talk\` = \`TALK#${DOOR_TALK}\`.`,
    ],
    setup: { resetTables: [TABLE], calls: conferenceCalls(CORE) },
    async check(engine) {
      const backfilled = await backfillProblem(engine);
      if (backfilled) return backfilled;
      const index = await globalIndexProblem(engine, TABLE, GSI2, {
        projection: 'the door list shows each attendeeName',
      });
      if (index) return index;
      const door = learnerQueries(engine, TABLE).find((call) => call.request.IndexName === GSI2.name);
      if (!door)
        return notYet(
          `Now serve the door list in the Console: one Query on GSI2 for GSI2PK = TALK#${DOOR_TALK}.${partiqlNotJudged(engine, TABLE)}`,
        );
      if (!door.reply)
        return notYet(`Your latest Query on GSI2 failed: ${door.error?.type}: ${door.error?.message}`);
      const items = (door.reply.Items as WireItem[] | undefined) ?? [];
      const wanted = DOOR_LIST.map((r) => keyName(r.key));
      const listed = items.map(named);
      const other = listed.find((name) => !wanted.includes(name));
      if (other)
        return notYet(
          `Your latest Query on GSI2 also returned ${other}, a registration for another talk: ask for GSI2PK = TALK#${DOOR_TALK}.`,
        );
      if (listed.length < wanted.length)
        return notYet(
          `Your latest Query on GSI2 returned ${listed.length} of the ${wanted.length} registrations for ${DOOR_TALK}. ${
            door.reply.LastEvaluatedKey ? 'It stopped at its Limit: leave Limit out.' : INDEX_LAG_NOTE
          }`,
        );
      if (Number(door.reply.ScannedCount) > listed.length)
        return notYet(
          'Your latest Query on GSI2 dropped items in a filter; the key condition alone gives the door list.',
        );
      return pass(
        `GSI2 holds the ${REGISTRATIONS.length} registrations and nothing else, and one Query on it gives ${DOOR_TALK}’s door list: ${DOOR_LIST.map(
          (r) => CORE.find((attendee) => attendee.id === r.attendee)!.name,
        ).join(
          ', ',
        )}. Mo’s agenda still reads the same items through the table’s key: the old shape and the new one live side by side.`,
      );
    },
    solution: [...REGISTRATIONS.map(backfill), createIndexCall(TABLE, GSI2), doorListQuery],
  },
];

// The "Check yourself" questions live beside the exercises, in their own file.
export { questions } from './questions.ts';
