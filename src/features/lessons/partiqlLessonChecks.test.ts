import { describe, expect, it } from 'vitest';
import { asLearner, exercise, freshEngine, setUp, solutionOf } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const SLUG = '15-partiql';

/** A statement as the Console's PartiQL mode sends it: the text alone. */
const statement = (text: string, expectError?: string): LessonCall => ({
  operation: 'ExecuteStatement',
  body: { Statement: text },
  ...(expectError && { expectError }),
});

describe('lesson 15: a SELECT that is a Query', () => {
  const selectAsQuery = exercise(SLUG, 'select-as-query');

  async function verdictAfter(calls: LessonCall[]) {
    const engine = freshEngine();
    await setUp(engine, selectAsQuery);
    await asLearner(engine, calls);
    return checkExercise(engine, selectAsQuery);
  }

  it('asks for a SELECT first, and for one that runs', async () => {
    expect((await verdictAfter([])).feedback).toBe(
      'Run a SELECT on app in the Console’s PartiQL mode first: this exercise checks its result.',
    );
    expect(
      (
        await verdictAfter([
          statement(`SELECT * FROM "app" WHERE PK = 'CUSTOMER#42' LIMIT 2`, 'ValidationException'),
        ])
      ).feedback,
    ).toBe('Your latest SELECT failed: fix it and run it again.');
  });

  it('holds the profile the lesson’s rename expects: the first run succeeds, the second fails its ver check', async () => {
    const rename = `UPDATE "app" SET name = 'Ada L.', ver = ver + 1
WHERE PK = 'CUSTOMER#42' AND SK = 'PROFILE' AND ver = 1
RETURNING ALL NEW *`;
    const engine = freshEngine();
    await setUp(engine, selectAsQuery);
    const first = await engine.call('ExecuteStatement', { Statement: rename });
    expect(first).toMatchObject({ ok: true, reply: { Items: [{ name: { S: 'Ada L.' }, ver: { N: '2' } }] } });
    const second = await engine.call('ExecuteStatement', { Statement: rename });
    expect(second).toMatchObject({ ok: false, type: 'ConditionalCheckFailedException' });
  });

  it('names a WHERE without the partition key as a full table Scan, with what it read', async () => {
    expect(
      (await verdictAfter([statement(`SELECT * FROM "app" WHERE begins_with(SK, 'ORDER#')`)])).feedback,
    ).toBe(
      'Your latest SELECT ran as a full table Scan: without PK = or IN in its WHERE, DynamoDB read all 200 items of app (3 capacity units) to return 160.',
    );
  });

  it('a Scan that returns exactly the right orders is still a Scan', async () => {
    const [scanFirst] = solutionOf(selectAsQuery);
    expect((await verdictAfter([scanFirst])).feedback).toBe(
      'Your latest SELECT ran as a full table Scan: without PK = or IN in its WHERE, DynamoDB read all 200 items of app (3 capacity units) to return 4.',
    );
  });

  it('names an OR branch that does not pin the partition key as the cause of the Scan', async () => {
    const orBranch = statement(`SELECT * FROM "app" WHERE PK = 'CUSTOMER#42' OR total > 100`);
    expect((await verdictAfter([orBranch])).feedback).toBe(
      'Your latest SELECT ran as a full table Scan: with OR in its WHERE, every branch must pin PK with = or IN, and one does not, so DynamoDB read all 200 items of app (3 capacity units) to return 5.',
    );
  });

  it('explains a string written in double quotes', async () => {
    expect((await verdictAfter([statement(`SELECT * FROM "app" WHERE PK = "CUSTOMER#42"`)])).feedback).toBe(
      '"CUSTOMER#42" in double quotes is an attribute name, not a string, so nothing matches it. Your latest SELECT ran as a full table Scan: without PK = or IN in its WHERE, DynamoDB read all 200 items of app (3 capacity units) to return 0.',
    );
  });

  it('names the profile, other customers and a page cut short by Limit', async () => {
    expect((await verdictAfter([statement(`SELECT * FROM "app" WHERE PK = 'CUSTOMER#42'`)])).feedback).toBe(
      "Your latest SELECT returned the profile too: add begins_with(SK, 'ORDER#') to keep to the orders.",
    );
    expect(
      (
        await verdictAfter([
          statement(
            `SELECT * FROM "app" WHERE PK IN ['CUSTOMER#42', 'CUSTOMER#7'] AND begins_with(SK, 'ORDER#')`,
          ),
        ])
      ).feedback,
    ).toBe(
      "Your latest SELECT returned 4 items of other customers (CUSTOMER#7 first): keep to PK = 'CUSTOMER#42'.",
    );
    const paged = {
      operation: 'ExecuteStatement',
      body: {
        Statement: `SELECT * FROM "app" WHERE PK = 'CUSTOMER#42' AND begins_with(SK, 'ORDER#')`,
        Limit: 2,
      },
    };
    expect((await verdictAfter([paged])).feedback).toBe(
      'Your latest SELECT returned 2 of CUSTOMER#42’s 4 orders; the reply has a NextToken: leave Limit out.',
    );
  });

  it('cannot judge items whose keys the SELECT list leaves out', async () => {
    expect(
      (
        await verdictAfter([
          statement(`SELECT total FROM "app" WHERE PK = 'CUSTOMER#42' AND begins_with(SK, 'ORDER#')`),
        ])
      ).feedback,
    ).toBe(
      'Your latest SELECT leaves PK or SK out of its list, so the check cannot tell which items came back: use SELECT *.',
    );
  });

  it('passes a Query written in PartiQL mode with the draft’s comment, and reports the cost', async () => {
    const verdict = await verdictAfter([
      statement(`-- PartiQL for DynamoDB\nSELECT * FROM "app" WHERE PK = 'CUSTOMER#42' AND SK < 'PROFILE'`),
    ]);
    expect(verdict).toEqual({
      passed: true,
      feedback:
        'CUSTOMER#42’s 4 orders from a Query of one item collection, for 0.5 capacity units. A WHERE without PK would scan all 200 items for 3.',
    });
  });
});

describe('lesson 15: INSERT won’t overwrite', () => {
  const insertOnly = exercise(SLUG, 'insert-wont-overwrite');
  const [claimGrace, claimAda] = solutionOf(insertOnly);

  async function verdictAfter(calls: LessonCall[]) {
    const engine = freshEngine();
    await setUp(engine, insertOnly);
    await asLearner(engine, calls);
    return checkExercise(engine, insertOnly);
  }

  it('catches an UPDATE that took over a claimed name', async () => {
    expect(
      (
        await verdictAfter([
          statement(`UPDATE "usernames" SET owner = 'CUSTOMER#7' WHERE PK = 'USERNAME#ada'`),
        ])
      ).feedback,
    ).toBe(
      'USERNAME#ada now belongs to CUSTOMER#7: a write replaced it. Set up again and claim names only with INSERT, which refuses a key that exists.',
    );
  });

  it('says why grace is unclaimed when ada’s INSERT ran first and stopped the run', async () => {
    expect((await verdictAfter([claimAda])).feedback).toBe(
      'Nobody has claimed USERNAME#grace yet: PartiQL mode stops at the first statement that fails, so run grace’s INSERT first.',
    );
  });

  it('blames the stop, not an older failure of grace’s INSERT, when ada’s ran first since', async () => {
    const doubleQuoted = statement(
      `INSERT INTO "usernames" VALUE {"PK": 'USERNAME#grace', "owner": 'CUSTOMER#7'}`,
      'ValidationException',
    );
    expect((await verdictAfter([doubleQuoted, claimAda])).feedback).toBe(
      'Nobody has claimed USERNAME#grace yet: PartiQL mode stops at the first statement that fails, so run grace’s INSERT first.',
    );
  });

  it('wants grace claimed by an INSERT, not a PutItem', async () => {
    const put = {
      operation: 'PutItem',
      body: { TableName: 'usernames', Item: { PK: { S: 'USERNAME#grace' }, owner: { S: 'CUSTOMER#7' } } },
    };
    expect((await verdictAfter([put])).feedback).toBe(
      'USERNAME#grace is claimed, but not by an INSERT statement: claim it with INSERT INTO … VALUE.',
    );
  });

  it('wants the failing INSERT of ada, and one that failed for the taken key', async () => {
    expect((await verdictAfter([claimGrace])).feedback).toBe(
      'grace is claimed. Now send the same INSERT for USERNAME#ada: it must fail with DuplicateItemException.',
    );
    const misspelt = statement(
      `INSERT INTO "usernames" VALUES {'PK': 'USERNAME#ada', 'owner': 'CUSTOMER#7'}`,
      'ValidationException',
    );
    expect((await verdictAfter([claimGrace, misspelt])).feedback).toBe(
      "Your INSERT of USERNAME#ada failed, but not because the name is taken (ValidationException: Statement wasn't well formed, can't be processed: Unexpected keyword): fix it and run it again.",
    );
  });

  it('counts INSERTs sent in a BatchExecuteStatement', async () => {
    const [grace, ada] = [claimGrace, claimAda].map((call) => ({ Statement: call.body.Statement }));
    const batch = { operation: 'BatchExecuteStatement', body: { Statements: [grace, ada] } };
    expect(await verdictAfter([batch])).toMatchObject({ passed: true });
  });

  it('says a transaction that held both INSERTs undid grace’s with ada’s', async () => {
    const [grace, ada] = [claimGrace, claimAda].map((call) => ({ Statement: call.body.Statement }));
    const transaction = {
      operation: 'ExecuteTransaction',
      body: { TransactStatements: [grace, ada] },
      expectError: 'TransactionCanceledException',
    };
    expect((await verdictAfter([transaction])).feedback).toBe(
      'Nobody has claimed USERNAME#grace yet: your INSERT of it was in an ExecuteTransaction that was cancelled (Transaction cancelled, please refer cancellation reasons for specific reasons [None, DuplicateItem]). A transaction writes all or nothing, so when ada’s INSERT is refused, grace’s is undone with it: send grace’s INSERT on its own.',
    );
    // grace claimed by a transaction of its own, then ada refused in one: both count.
    const alone = (statement: { Statement: unknown }, expectError?: string) => ({
      operation: 'ExecuteTransaction',
      body: { TransactStatements: [statement] },
      ...(expectError && { expectError }),
    });
    expect(await verdictAfter([alone(grace), alone(ada, 'TransactionCanceledException')])).toMatchObject({
      passed: true,
    });
  });

  it('quotes the error of an INSERT of grace that failed, with what to change', async () => {
    const doubleQuoted = statement(
      `INSERT INTO "usernames" VALUE {"PK": 'USERNAME#grace', "owner": 'CUSTOMER#7'}`,
      'ValidationException',
    );
    expect((await verdictAfter([doubleQuoted])).feedback).toBe(
      "Nobody has claimed USERNAME#grace yet: your INSERT of it failed (ValidationException: Tuple keys must be of type String. Actual type: PATH under root). Inside the braces, a name in double quotes or without quotes is a path, not a string: write the item’s attribute names in single quotes, {'PK': …, 'owner': …}.",
    );
    const bare = statement(
      `INSERT INTO "usernames" VALUE {PK: 'USERNAME#grace', owner: 'CUSTOMER#7'}`,
      'ValidationException',
    );
    expect((await verdictAfter([bare])).feedback).toBe(
      "Nobody has claimed USERNAME#grace yet: your INSERT of it failed (ValidationException: Tuple keys must be of type String. Actual type: PATH under root). Inside the braces, a name in double quotes or without quotes is a path, not a string: write the item’s attribute names in single quotes, {'PK': …, 'owner': …}.",
    );
    const values = statement(
      `INSERT INTO "usernames" VALUES {'PK': 'USERNAME#grace', 'owner': 'CUSTOMER#7'}`,
      'ValidationException',
    );
    expect((await verdictAfter([values])).feedback).toBe(
      "Nobody has claimed USERNAME#grace yet: your INSERT of it failed (ValidationException: Statement wasn't well formed, can't be processed: Unexpected keyword). An INSERT takes VALUE, not VALUES, followed by one item in braces.",
    );
  });

  it('passes with parameters, and the failed INSERT wrote nothing', async () => {
    const engine = freshEngine();
    await setUp(engine, insertOnly);
    const withParameters = (name: string): LessonCall => ({
      operation: 'ExecuteStatement',
      body: {
        Statement: `INSERT INTO "usernames" VALUE {'PK': ?, 'owner': ?}`,
        Parameters: [{ S: `USERNAME#${name}` }, { S: 'CUSTOMER#7' }],
      },
    });
    await asLearner(engine, [
      withParameters('grace'),
      { ...withParameters('ada'), expectError: 'DuplicateItemException' },
    ]);
    expect((await checkExercise(engine, insertOnly)).passed).toBe(true);
    const scan = await engine.call('Scan', { TableName: 'usernames', Select: 'COUNT' });
    expect(scan.ok && scan.reply.Count).toBe(2);
  });
});
