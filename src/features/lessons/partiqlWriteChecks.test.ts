/**
 * Lessons 2 and 4 in PartiQL: an INSERT is a put guarded by attribute_not_exists, an UPDATE or DELETE
 * is guarded by whatever its WHERE tests beyond the key, and a refusal comes back as DuplicateItem or
 * ConditionalCheckFailed: alone, per statement of a BatchExecuteStatement, or among an
 * ExecuteTransaction's CancellationReasons.
 */
import { describe, expect, it } from 'vitest';
import { asLearner, exercise, freshEngine, setUp, solutionOf } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { Exercise, LessonCall } from './lessonTypes.ts';
import { partiqlGuarded } from './partiqlWrites.ts';

const rename = exercise('02-conditional-writes', 'optimistic-rename');
const usernames = exercise('02-conditional-writes', 'unique-usernames');
const together = exercise('04-transactions', 'register-together');
const cancelled = exercise('04-transactions', 'all-or-nothing');

/** The exercise set up and `calls` run as the learner, each failing only where it expects to. */
async function afterLearner(item: Exercise, calls: readonly LessonCall[]) {
  const engine = freshEngine();
  expect(await setUp(engine, item)).toEqual({ ok: true });
  expect(await asLearner(engine, calls)).toEqual({ ok: true });
  return engine;
}

const claim = (name: string, owner = 'CUSTOMER#7') =>
  `INSERT INTO "usernames" VALUE {'PK': 'USERNAME#${name}', 'owner': '${owner}'}`;
const profile = (customer: string, name: string, username: string) =>
  `INSERT INTO "app" VALUE {'PK': '${customer}', 'SK': 'PROFILE', 'name': '${name}', 'username': '${username}'}`;
const renameTo = (name: string, where = ` AND ver = 1`) =>
  `UPDATE "app" SET "name" = '${name}' SET ver = ver + 1 WHERE PK = 'CUSTOMER#42' AND SK = 'PROFILE'${where}`;

const batch = (statements: string[]): LessonCall => ({
  operation: 'BatchExecuteStatement',
  body: { Statements: statements.map((Statement) => ({ Statement })) },
});
const transaction = (statements: string[], expectError?: string): LessonCall => ({
  operation: 'ExecuteTransaction',
  body: { TransactStatements: statements.map((Statement) => ({ Statement })) },
  ...(expectError && { expectError }),
});
const statement = (Statement: string, expectError?: string): LessonCall => ({
  operation: 'ExecuteStatement',
  body: { Statement },
  ...(expectError && { expectError }),
});

describe('which PartiQL writes carry a condition', () => {
  const keys = ['PK', 'SK'];
  it.each([
    [claim('grace'), true],
    [renameTo('Ada L.'), true],
    [renameTo('Ada L.', ''), false],
    [`UPDATE app SET a = 'x AND ver = 1' WHERE "PK" = 'P' AND (SK = ?) RETURNING ALL NEW *`, false],
    [`UPDATE app SET a = 1 WHERE (PK = 'P' AND SK = 'S') AND attribute_exists(a)`, true],
    [`UPDATE app SET a = 1 WHERE 'P' = PK AND SK = 'S' AND ver < 3 RETURNING ALL OLD *`, true],
    [`DELETE FROM "app" WHERE PK = 'P' AND SK = 'S'`, false],
    [`DELETE FROM "app" WHERE PK = 'P' AND SK = 'S' AND expiresAt <= 100`, true],
    [`SELECT * FROM app WHERE PK = 'P' AND ver = 1`, false],
  ])('%s: %s', (text, guarded) => {
    expect(partiqlGuarded(text, keys)).toBe(guarded);
  });
});

describe('lesson 2 in PartiQL', () => {
  it('a BatchExecuteStatement that claims grace, its INSERT for ada refused as DuplicateItem, passes', async () => {
    const engine = await afterLearner(usernames, [batch([claim('grace'), claim('ada')])]);
    expect(await checkExercise(engine, usernames)).toMatchObject({ passed: true });
  });

  it('two ExecuteTransactions, the second cancelled for DuplicateItem, pass', async () => {
    const engine = await afterLearner(usernames, [
      transaction([claim('grace')]),
      transaction([claim('ada')], 'TransactionCanceledException'),
    ]);
    expect(await checkExercise(engine, usernames)).toMatchObject({ passed: true });
  });

  it('a versioned UPDATE, then the stale one refused inside a transaction, passes', async () => {
    const engine = await afterLearner(rename, [
      statement(renameTo('Ada L.')),
      transaction([renameTo('Ada K.')], 'TransactionCanceledException'),
    ]);
    expect(await checkExercise(engine, rename)).toMatchObject({ passed: true });
  });

  it('an UPDATE whose WHERE names only the key is an unguarded rename', async () => {
    const engine = await afterLearner(rename, [
      statement(renameTo('Ada L.', '')),
      statement(renameTo('Ada K.'), 'ConditionalCheckFailedException'),
    ]);
    expect((await checkExercise(engine, rename)).feedback).toMatch(
      /^The profile reads right, but one of your writes to app had no ConditionExpression \(in PartiQL, no test in its WHERE beyond the key\)/,
    );
  });
});

describe('lesson 4 in PartiQL', () => {
  it('the registration as one ExecuteTransaction of two INSERTs passes', async () => {
    const engine = await afterLearner(together, [
      transaction([profile('CUSTOMER#9', 'Lin', 'lin'), claim('lin', 'CUSTOMER#9')]),
    ]);
    expect(await checkExercise(engine, together)).toMatchObject({ passed: true });
  });

  it('the registration for ada cancelled with DuplicateItem, then ada.b, passes', async () => {
    const engine = await afterLearner(cancelled, [
      transaction(
        [profile('CUSTOMER#10', 'Ada B.', 'ada'), claim('ada', 'CUSTOMER#10')],
        'TransactionCanceledException',
      ),
      transaction([profile('CUSTOMER#10', 'Ada B.', 'ada.b'), claim('ada.b', 'CUSTOMER#10')]),
    ]);
    expect(await checkExercise(engine, cancelled)).toMatchObject({ passed: true });
  });

  it('a transaction cancelled by its profile, not by the claim on usernames, is not the refusal asked for', async () => {
    const [register, free] = solutionOf(cancelled);
    const items = structuredClone(register.body.TransactItems) as {
      Put: { Item: Record<string, unknown> };
    }[];
    // CUSTOMER#42's profile exists: the reasons are [ConditionalCheckFailed, None].
    items[0].Put.Item.PK = { S: 'CUSTOMER#42' };
    items[1].Put.Item.PK = { S: 'USERNAME#ada.c' };
    const engine = await afterLearner(cancelled, [{ ...register, body: { TransactItems: items } }, free]);
    expect((await checkExercise(engine, cancelled)).feedback).toMatch(
      /^CUSTOMER#10 is registered as ada.b. The first half of the task is still open/,
    );
  });
});
