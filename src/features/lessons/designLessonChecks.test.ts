/**
 * Lesson 19's checks on the real engine: each access pattern judged from the learner's requests (a
 * Scan, a sort key left wide, a filter, a reversed order, a Limit, keys projected away), and the
 * door-list migration judged from the table (a PutItem that wiped an item, a partial backfill, the
 * index key on a talk, a Query sent before the index caught up).
 */
import { describe, expect, it } from 'vitest';
import { asLearner, exercise, freshEngine, setUp, solutionOf } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const SLUG = '19-designing-from-access-patterns';
const patterns = exercise(SLUG, 'serve-the-patterns');
const migration = exercise(SLUG, 'door-list-migration');
const S = (value: string) => ({ S: value });
const withBody = (call: LessonCall, body: Record<string, unknown>): LessonCall => ({
  ...call,
  body: { ...call.body, ...body },
});

const [talkPage, schedule, agenda] = solutionOf(patterns);

async function patternsAfter(calls: LessonCall[]) {
  const engine = freshEngine();
  await setUp(engine, patterns);
  await asLearner(engine, calls);
  return checkExercise(engine, patterns);
}

describe('one request per access pattern', () => {
  it('asks for requests first', async () => {
    expect((await patternsAfter([])).feedback).toBe(
      'Run one request per access pattern on conference in the Console: this exercise checks their results.',
    );
  });

  it('a Scan for the schedule is named with what it read and what it cost', async () => {
    const scan: LessonCall = {
      operation: 'Scan',
      body: {
        TableName: 'conference',
        FilterExpression: 'GSI1PK = :day',
        ExpressionAttributeValues: { ':day': S('DAY#2026-06-12') },
        ReturnConsumedCapacity: 'TOTAL',
      },
    };
    expect(await patternsAfter([talkPage, scan])).toEqual({
      passed: false,
      feedback:
        '1 of 3 access patterns served (talk t21’s page). The day-two schedule: your latest attempt was a Scan: it read 91 items (2 read units) to return 4, a cost that grows with the table, not with the answer. Use a Query with "IndexName": "GSI1" and GSI1PK = DAY#2026-06-12. Mo’s day-two agenda: no request has returned any of its items yet.',
    });
  });

  it('an agenda without the day returns the other day too', async () => {
    const wide = withBody(agenda, {
      KeyConditionExpression: 'PK = :mo AND begins_with(SK, :day)',
      ExpressionAttributeValues: { ':mo': S('ATTENDEE#mo'), ':day': S('AGENDA#') },
    });
    expect((await patternsAfter([talkPage, schedule, wide])).feedback).toBe(
      '2 of 3 access patterns served (talk t21’s page, the day-two schedule). Mo’s day-two agenda: your latest attempt also returned 1 item that does not belong (ATTENDEE#mo | AGENDA#2026-06-11T11:00#t12): narrow the sort key to the day: begins_with(SK, :day) with :day = AGENDA#2026-06-12.',
    );
  });

  it('an agenda or a schedule for the wrong day names the day it asked for', async () => {
    const dayOne = withBody(agenda, {
      KeyConditionExpression: 'PK = :mo AND begins_with(SK, :day)',
      ExpressionAttributeValues: { ':mo': S('ATTENDEE#mo'), ':day': S('AGENDA#2026-06-11') },
    });
    expect((await patternsAfter([talkPage, schedule, dayOne])).feedback).toBe(
      '2 of 3 access patterns served (talk t21’s page, the day-two schedule). Mo’s day-two agenda: your latest attempt asked for AGENDA#2026-06-11, another day: day two is 2026-06-12. Use a Query on the table with PK = ATTENDEE#mo AND begins_with(SK, :day), :day = AGENDA#2026-06-12.',
    );
    const scheduleDayOne = withBody(schedule, {
      ExpressionAttributeValues: { ':day': S('DAY#2026-06-11') },
    });
    expect((await patternsAfter([agenda, scheduleDayOne])).feedback).toMatch(
      /The day-two schedule: your latest attempt asked for DAY#2026-06-11, another day: day two is 2026-06-12\. Use a Query with "IndexName": "GSI1"/,
    );
  });

  it('a filter that drops the other day still paid for reading it', async () => {
    const filtered = withBody(agenda, {
      KeyConditionExpression: 'PK = :mo AND begins_with(SK, :all)',
      FilterExpression: 'title <> :other',
      ExpressionAttributeValues: {
        ':mo': S('ATTENDEE#mo'),
        ':all': S('AGENDA#'),
        ':other': S('Partition keys that spread'),
      },
    });
    expect((await patternsAfter([filtered])).feedback).toMatch(
      /Mo’s day-two agenda: your latest attempt read 3 items \(0\.5 read units\) and its filter threw 1 of them away\. A filter saves bandwidth, not reads/,
    );
  });

  it('the schedule read backwards, or cut short by a Limit, is named', async () => {
    expect((await patternsAfter([withBody(schedule, { ScanIndexForward: false })])).feedback).toMatch(
      /The day-two schedule: the right items, in the wrong order: leave ScanIndexForward out/,
    );
    expect((await patternsAfter([withBody(schedule, { Limit: 2 })])).feedback).toMatch(
      /The day-two schedule: your latest attempt returned 2 of its 4 items and stopped at its Limit: leave Limit out\./,
    );
  });

  it('items without their keys, and a refused request, are explained first', async () => {
    expect(
      (await patternsAfter([withBody(schedule, { ProjectionExpression: 'title, room' })])).feedback,
    ).toMatch(
      /^Your latest request returned items without PK and SK, so the check cannot tell which they are/,
    );
    const consistent = {
      ...withBody(schedule, { ConsistentRead: true }),
      expectError: 'ValidationException',
    };
    expect((await patternsAfter([talkPage, consistent])).feedback).toMatch(
      /^Your latest request failed: ValidationException: Consistent reads are not supported on global secondary indexes\. 1 of 3/,
    );
  });

  it('passes with what each request cost', async () => {
    expect(await patternsAfter([...solutionOf(patterns)])).toEqual({
      passed: true,
      feedback:
        'All 3 access patterns are served, each by one request that read only what it returned: talk t21’s page (GetItem, 0.5 read units), the day-two schedule (Query on GSI1, 0.5 read units), Mo’s day-two agenda (Query on the table, 0.5 read units). A Scan reads all 91 items of the table for any of them.',
    });
  });
});

const backfills = solutionOf(migration).filter((call) => call.operation === 'UpdateItem');
const [createIndex, doorList] = solutionOf(migration).slice(-2);
const onTalk21: LessonCall = {
  operation: 'UpdateItem',
  body: {
    TableName: 'conference',
    Key: { PK: S('TALK#t21'), SK: S('TALK#t21') },
    UpdateExpression: 'SET GSI2PK = :t, GSI2SK = :t',
    ExpressionAttributeValues: { ':t': S('TALK#t21') },
  },
};

async function migrationAfter(calls: LessonCall[]) {
  const engine = freshEngine();
  await setUp(engine, migration);
  await asLearner(engine, calls);
  return { engine, feedback: (await checkExercise(engine, migration)).feedback };
}

describe('the door list, by migrating data', () => {
  it('starts with nothing backfilled', async () => {
    expect((await migrationAfter([])).feedback).toBe(
      'No registration carries GSI2PK yet. Give each of the 7 registrations GSI2PK = TALK#<talk id> and GSI2SK = its PK, with UpdateItem.',
    );
  });

  it('a PutItem with only the keys wipes what the agenda reads', async () => {
    const put: LessonCall = {
      operation: 'PutItem',
      body: {
        TableName: 'conference',
        Item: { ...(backfills[0].body.Key as object), GSI2PK: S('TALK#t12'), GSI2SK: S('ATTENDEE#mo') },
      },
    };
    expect((await migrationAfter([put])).feedback).toBe(
      'ATTENDEE#mo | AGENDA#2026-06-11T11:00#t12 has lost its title or attendeeName: a PutItem replaces the whole item, and Mo’s agenda still reads them. Press Set up, then use UpdateItem with SET, which adds GSI2PK and GSI2SK and keeps the rest.',
    );
  });

  it('backfilling only the talk asked about is not enough', async () => {
    const onlyT21 = backfills.filter((call) => JSON.stringify(call.body).includes('TALK#t21'));
    expect((await migrationAfter(onlyT21)).feedback).toBe(
      '4 of the 7 registrations have no GSI2PK yet, such as ATTENDEE#mo | AGENDA#2026-06-11T11:00#t12. Backfill every registration, not only t21’s: the other talks’ door lists need theirs.',
    );
  });

  it('a bare talk id, or the key on a talk, is named', async () => {
    const bare = withBody(backfills[1], {
      ExpressionAttributeValues: { ':talk': S('t22'), ':who': S('ATTENDEE#mo') },
    });
    expect((await migrationAfter([...backfills, bare])).feedback).toBe(
      'ATTENDEE#mo | AGENDA#2026-06-12T09:00#t22 has GSI2PK = t22; it should be TALK#t22, the talk id at the end of its SK.',
    );
    expect((await migrationAfter([...backfills, onTalk21])).feedback).toBe(
      'TALK#t21 | TALK#t21 is not a registration, yet it carries GSI2PK. Only registrations belong in GSI2, so that a door list holds nothing else: REMOVE GSI2PK and GSI2SK from it.',
    );
  });

  it('asks for the index, then for the Query', async () => {
    expect((await migrationAfter(backfills)).feedback).toBe(
      'conference has no global secondary index named GSI2 yet (it has GSI1).',
    );
    expect((await migrationAfter([...backfills, createIndex])).feedback).toBe(
      'Now serve the door list in the Console: one Query on GSI2 for GSI2PK = TALK#t21.',
    );
  });

  it('index first works too, once the index has caught up with the backfill', async () => {
    // With the clock paused the backfill's writes have not reached GSI2 when the Query runs.
    const { engine, feedback } = await migrationAfter([createIndex, ...backfills, doorList]);
    expect(feedback).toMatch(
      /^Your latest Query on GSI2 returned 0 of the 3 registrations for t21\. If you have just written, the index may still be catching up/,
    );
    await engine.advanceClock(1);
    await asLearner(engine, [doorList]);
    expect(await checkExercise(engine, migration)).toEqual({
      passed: true,
      feedback:
        'GSI2 holds the 7 registrations and nothing else, and one Query on it gives t21’s door list: Ana Lima, Ben Roth, Mo Adeyemi. Mo’s agenda still reads the same items through the table’s key: the old shape and the new one live side by side.',
    });
  });
});
