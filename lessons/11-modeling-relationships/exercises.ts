/** Lesson 11's exercises: a many-to-many roster through an inverted index, and a hierarchy read by prefix. */
import {
  allPages,
  getItem,
  globalIndexProblem,
  INDEX_LAG_NOTE,
  latestResult,
  learnerQueries,
  notYet,
  pass,
  stringOf,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import {
  HISTORY_STARTS_AFRESH,
  noLearnerRequests,
  notingPartiqlSelects,
} from '../../src/features/lessons/learnerRequests.ts';
import { createAppTable, createIndexCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import type { Exercise, SelfCheck } from '../../src/features/lessons/lessonTypes.ts';

const put = (item: Record<string, unknown>) => putCall('app', item);

const STUDENTS: Record<string, string> = { lin: 'Lin', mei: 'Mei', ravi: 'Ravi' };
const COURSES: Record<string, string> = { db101: 'Databases', ml200: 'Machine learning' };
/** Who takes what before the exercise: Lin is about to join db101. */
const ENROLLMENTS: readonly [student: string, course: string][] = [
  ['mei', 'db101'],
  ['ravi', 'db101'],
  ['lin', 'ml200'],
  ['mei', 'ml200'],
];
const COURSE = 'COURSE#db101';
const NEWCOMER = 'STUDENT#lin';
const ROSTER = ['STUDENT#lin', 'STUDENT#mei', 'STUDENT#ravi'];

/** An enrollment edge: in the student's collection, carrying what both lists show. */
const enrollment = (student: string, course: string) =>
  put({
    PK: { S: `STUDENT#${student}` },
    SK: { S: `COURSE#${course}` },
    studentName: { S: STUDENTS[student] },
    courseTitle: { S: COURSES[course] },
    enrolledOn: { S: '2026-09-01' },
  });

const university = [
  createAppTable(),
  // Nodes key themselves (PK = SK), so each lands in an index partition of its own.
  ...Object.entries(STUDENTS).map(([id, name]) =>
    put({ PK: { S: `STUDENT#${id}` }, SK: { S: `STUDENT#${id}` }, name: { S: name } }),
  ),
  ...Object.entries(COURSES).map(([code, title]) =>
    put({ PK: { S: `COURSE#${code}` }, SK: { S: `COURSE#${code}` }, title: { S: title } }),
  ),
  ...ENROLLMENTS.map(([student, course]) => enrollment(student, course)),
];

const rosterQuery = {
  TableName: 'app',
  IndexName: 'inverted',
  KeyConditionExpression: 'SK = :course AND begins_with(PK, :s)',
  ExpressionAttributeValues: { ':course': { S: COURSE }, ':s': { S: 'STUDENT#' } },
};

const FACULTY = 'FACULTY#science';
/** The science faculty's staff, by path; `biochem` starts with `bio` on purpose. */
const STAFF: readonly [sortKey: string, name: string][] = [
  ['DEPT#bio#GROUP#ecology#STAFF#e04', 'Ana'],
  ['DEPT#bio#GROUP#ecology#STAFF#e31', 'Ben'],
  ['DEPT#bio#GROUP#genetics#STAFF#e17', 'Chidi'],
  ['DEPT#biochem#GROUP#enzymes#STAFF#e08', 'Dana'],
  ['DEPT#biochem#GROUP#proteins#STAFF#e22', 'Eli'],
  ['DEPT#chem#GROUP#catalysis#STAFF#e12', 'Femi'],
];
const departmentOf = (sortKey: string) => sortKey.split('#')[1];
const BIOLOGISTS = STAFF.map(([sk]) => sk).filter((sk) => departmentOf(sk) === 'bio');

const biochemists = (count: number) => `${count} biochemist${count === 1 ? '' : 's'}`;
const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

export const exercises: Exercise[] = [
  {
    id: 'course-roster',
    title: 'Students of a course, from the same edges',
    task:
      'Table `app` holds students, courses and enrollments. Each enrollment is one item in the ' +
      'student’s collection, `PK = STUDENT#<id>`, `SK = COURSE#<code>`, so a Query on `STUDENT#mei` ' +
      'lists her courses, but nothing lists a course’s students yet.\n\n' +
      '1. Add a global secondary index named `inverted` with `SK` as its partition key and `PK` as its ' +
      'sort key, projecting all attributes.\n' +
      '2. Enroll `STUDENT#lin` in `COURSE#db101` by writing one new item.\n' +
      '3. Once `inverted` is ACTIVE, query it for the students of `COURSE#db101`.',
    hints: [
      'UpdateTable with `GlobalSecondaryIndexUpdates: [{"Create": {…}}]`; `AttributeDefinitions` must list `PK` and `SK` again, both `S`.',
      'The Create’s `KeySchema` is `SK` with `KeyType` `HASH`, then `PK` with `RANGE`, and `Projection` is `{"ProjectionType": "ALL"}`.',
      'Lin’s enrollment is shaped like the others: `PK` = `STUDENT#lin`, `SK` = `COURSE#db101`, plus `studentName` and `courseTitle` if you want the lists to show them.',
      'The roster: a Query with `IndexName: "inverted"` and `KeyConditionExpression: "SK = :course AND begins_with(PK, :s)"`.',
    ],
    setup: { resetTables: ['app'], calls: university },
    async check(engine) {
      const problem = await globalIndexProblem(
        engine,
        'app',
        { name: 'inverted', hash: 'SK', range: 'PK' },
        { keys: 'the table’s key, swapped', projection: 'the roster carries each studentName' },
      );
      if (problem) return problem;
      // The material's mistake: the edge mirrored into the course's collection by hand.
      const courseSide = await allPages(engine, 'Query', {
        TableName: 'app',
        KeyConditionExpression: 'PK = :course AND begins_with(SK, :s)',
        ExpressionAttributeValues: { ':course': { S: COURSE }, ':s': { S: 'STUDENT#' } },
        ConsistentRead: true,
      });
      if ('problem' in courseSide) return courseSide.problem;
      const [mirrored] = courseSide.items;
      if (mirrored)
        return notYet(
          `app holds an item PK = ${COURSE}, SK = ${stringOf(mirrored, 'SK')}: an enrollment written from the course’s side. The index already shows every enrollment under its course; write it once, as PK = ${stringOf(mirrored, 'SK')}, SK = ${COURSE}, and delete this copy.`,
        );
      const edge = await getItem(engine, 'app', { PK: { S: NEWCOMER }, SK: { S: COURSE } });
      if ('problem' in edge) return edge.problem;
      if (!edge.item)
        return notYet(`Lin is not enrolled yet: put one item with PK = ${NEWCOMER} and SK = ${COURSE}.`);
      const roster = await allPages(engine, 'Query', rosterQuery);
      if ('problem' in roster) return roster.problem;
      const listed = roster.items.map((item) => stringOf(item, 'PK')!);
      const extra = listed.filter((student) => !ROSTER.includes(student));
      if (extra.length > 0)
        return notYet(
          `inverted lists ${extra.join(', ')} in ${COURSE} too; only Lin joins it in this exercise: delete ${extra.length === 1 ? 'that enrollment' : 'those enrollments'}.`,
        );
      const missing = ROSTER.filter((student) => !listed.includes(student));
      if (missing.length > 0)
        return notYet(
          `inverted lists ${listed.length > 0 ? listed.join(', ') : 'nobody'} for ${COURSE}, but not ${missing.join(', ')}. ${INDEX_LAG_NOTE}`,
        );
      // Step 3 is the learner's own: the roster read through the index, once Lin is on it (a Query
      // from before the enrollment, or before the index copied it, listed one student fewer).
      const rosterReads = learnerQueries(engine, 'app').filter(
        (call) =>
          call.request.IndexName === 'inverted' &&
          call.reply !== undefined &&
          JSON.stringify(call.request).includes(COURSE),
      );
      const [latestRead] = rosterReads;
      if (latestRead && !rosterReads.some((call) => Number(call.reply!.Count) >= ROSTER.length))
        return notYet(
          `Your Query on inverted counted ${String(latestRead.reply!.Count)} students of ${COURSE}, not ${ROSTER.length}: it ran before Lin’s enrollment was in the index. Run it again now.`,
        );
      if (!latestRead)
        return notYet(
          `Lin is enrolled, and inverted lists the ${ROSTER.length} students of ${COURSE}. Now do step 3 yourself: a Query with "IndexName": "inverted" and the key condition SK = ${COURSE}.${noLearnerRequests(engine) ? ` ${HISTORY_STARTS_AFRESH}` : ''}`,
        );
      return pass(
        `One Query on inverted lists the ${ROSTER.length} students of ${COURSE}, read from the same items that list each student’s courses.`,
      );
    },
    solution: [
      {
        ...enrollment('lin', 'db101'),
        note: 'Step 2, done first here: the new index then copies Lin’s enrollment while it is built. Written after the index is ACTIVE, the enrollment reaches it a moment after the write, so a Query straight after the put may list two students.',
      },
      createIndexCall('app', { name: 'inverted', hash: 'SK', range: 'PK' }),
      { operation: 'Query', body: rosterQuery },
    ],
  },
  {
    id: 'one-department',
    title: 'One department, every group',
    task:
      'The staff of the science faculty share one item collection, `PK = FACULTY#science`, with the ' +
      'path in the sort key: `DEPT#<department>#GROUP#<group>#STAFF#<id>`. In the Console, run one ' +
      'Query on `app` that returns exactly the staff of the biology department, `bio`, from all of its ' +
      'groups, and no one else. “Check” looks at the result of your latest Query on `app`.',
    hints: [
      'The partition key is the faculty; a condition on the sort key picks a level of the path: `PK = :f AND begins_with(SK, :p)`.',
      'Look at what your prefix also matches: the biochemistry department’s sort keys begin with `DEPT#bio` too.',
      'End the prefix with the delimiter: `DEPT#bio#`.',
    ],
    setup: {
      resetTables: ['app'],
      calls: [
        createAppTable(),
        ...STAFF.map(([sk, name]) => put({ PK: { S: FACULTY }, SK: { S: sk }, name: { S: name } })),
        put({
          PK: { S: 'FACULTY#arts' },
          SK: { S: 'DEPT#history#GROUP#medieval#STAFF#e40' },
          name: { S: 'Gus' },
        }),
      ],
    },
    check: notingPartiqlSelects('app', async (engine) => {
      const latest = latestResult(learnerQueries(engine, 'app'), 'Query', 'app');
      if ('problem' in latest) return latest.problem;
      const { call: query } = latest;
      if (query.request.IndexName !== undefined) return notYet('Query the table itself, not an index.');
      const items = query.reply.Items as WireItem[] | undefined;
      if (!items) return notYet('Your latest Query returned no items, only a count: leave Select out.');
      if (items.length === 0) return notYet('Your latest Query on app returned no items.');
      if (items.some((item) => stringOf(item, 'SK') === undefined))
        return notYet('Your latest Query returned items without SK: leave ProjectionExpression out.');
      // A ProjectionExpression may leave PK out: the sort keys below still tell a faculty's staff apart.
      const elsewhere = items.find((item) => item.PK !== undefined && stringOf(item, 'PK') !== FACULTY);
      if (elsewhere)
        return notYet(
          `Your latest Query returned staff of ${stringOf(elsewhere, 'PK')}: use PK = ${FACULTY}.`,
        );
      const sortKeys = items.map((item) => stringOf(item, 'SK')!);
      const outsiders = sortKeys.filter((sk) => departmentOf(sk) !== 'bio');
      // The trap of the exercise: a prefix without its delimiter, matching a longer name.
      if (outsiders.length > 0 && outsiders.every((sk) => departmentOf(sk) === 'biochem'))
        return notYet(
          `Your latest Query also returned ${biochemists(outsiders.length)}: begins_with(SK, "DEPT#bio") matches DEPT#biochem too. End the prefix with the delimiter.`,
        );
      if (outsiders.length > 0)
        return notYet(
          `Your latest Query also returned ${people(outsiders.length)} outside biology (${outsiders[0]}): narrow the sort key to the department with begins_with.`,
        );
      if (sortKeys.length < BIOLOGISTS.length)
        return notYet(
          query.reply.LastEvaluatedKey
            ? `Your latest Query returned ${sortKeys.length} of the ${BIOLOGISTS.length} biologists and stopped at its Limit: leave Limit out.`
            : `Your latest Query returned ${sortKeys.length} of the ${BIOLOGISTS.length} biologists: a prefix that stops at the department covers all of its groups.`,
        );
      const scanned = query.reply.ScannedCount as number;
      if (scanned > sortKeys.length)
        return notYet(
          `Your latest Query returned the ${BIOLOGISTS.length} biologists but read ${scanned} items, dropping the rest in a filter: put the department into the key condition instead.`,
        );
      return pass(
        `One Query read and returned the ${BIOLOGISTS.length} biologists of every group, and not one biochemist: the delimiter closes the department’s name.`,
      );
    }),
    solution: [
      {
        operation: 'Query',
        body: {
          TableName: 'app',
          KeyConditionExpression: 'PK = :f AND begins_with(SK, :p)',
          ExpressionAttributeValues: { ':f': { S: FACULTY }, ':p': { S: 'DEPT#bio#' } },
        },
      },
    ],
  },
];

export const questions: SelfCheck[] = [
  {
    question:
      'Freezer readings are keyed `PK = READINGS#2026-11-30`, `SK = <time>#<freezer>`. What goes wrong at scale, and what key would you use instead?',
    answer:
      'Every reading of the day goes to one partition key, so all freezers together are capped at one partition’s ceiling, about 1,000 write units a second (lesson 5). And since the sort key starts with the time, one freezer’s morning can only be read together with every other freezer’s, and a filter drops the rest after paying for it. Put the source into the key beside a time bucket: `PK = FREEZER#f3#2026-11`, `SK = 2026-11-30T14:05:00Z`. Writes spread over freezers, each collection is bounded to a month, and a freezer’s morning is one `Query` with `BETWEEN` that reads nothing else.',
  },
  {
    question:
      'A course item keeps `enrolled`, the number of its students. Why is an `UpdateItem` with `ADD enrolled :one` after each enrollment `PutItem` not enough, and what is?',
    answer:
      'The two writes can part ways: the put succeeds and the increment fails or is retried after a lost reply, and `ADD` is not idempotent, so the count drifts from the edges it counts. Write both in one `TransactWriteItems`: the edge’s `Put` with `attribute_not_exists(PK)`, so an enrollment counts once, and the course’s `Update` with `ADD enrolled :one` guarded by `enrolled < seats`. The edge’s condition also makes a retry after a lost reply harmless: it is cancelled instead of counting twice, and with a `ClientRequestToken` (lesson 4) it even reports success.',
  },
];
