/**
 * Lesson 2's refused write must be the one the exercise asks about: the stale writer's, sent after the
 * rename to the same profile, and a claim of ada, the username that is taken. Each case here has its
 * refusal, and the final items right, yet misses the point.
 */
import { describe, expect, it } from 'vitest';
import { afterLearner, exercise, failing, solutionOf } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const rename = exercise('02-conditional-writes', 'optimistic-rename');
const usernames = exercise('02-conditional-writes', 'unique-usernames');

/** The solution's rename with its name, the version it holds and, if given, another customer. */
function renameAs(name: string, version: number, customer = 'CUSTOMER#42'): LessonCall {
  const [call] = solutionOf(rename);
  const values = call.body.ExpressionAttributeValues as Record<string, unknown>;
  return {
    ...call,
    body: {
      ...call.body,
      Key: { PK: { S: customer }, SK: { S: 'PROFILE' } },
      ExpressionAttributeValues: { ...values, ':n': { S: name }, ':v': { N: String(version) } },
    },
  };
}

describe('lesson 2: the stale writer comes after the rename, to the same profile', () => {
  it('a write refused before the rename is not the stale writer', async () => {
    const engine = await afterLearner(rename, [failing(renameAs('Ada K.', 2)), renameAs('Ada L.', 1)]);
    expect(await checkExercise(engine, rename)).toEqual({
      passed: false,
      feedback:
        '"Ada L." at version 2. Your refused write was sent before the rename, while the profile was still at version 1: it was turned away because its :v was not 1, not because a newer save had come first. Now play the stale writer: send the same UpdateItem with "Ada K." and :v still 1, and see it refused.',
    });
  });

  it('a version check refused on another customer is not the stale writer', async () => {
    const engine = await afterLearner(rename, [
      renameAs('Ada L.', 1),
      failing(renameAs('Ada K.', 1, 'CUSTOMER#43')),
    ]);
    expect((await checkExercise(engine, rename)).feedback).toMatch(
      /^"Ada L." at version 2. Your refused write was turned away by the version, but it was not a write of CUSTOMER#42’s profile/,
    );
  });

  it('the stale writer after the rename passes, sent again after an early refusal too', async () => {
    const engine = await afterLearner(rename, [
      failing(renameAs('Ada K.', 2)),
      renameAs('Ada L.', 1),
      failing(renameAs('Ada K.', 1)),
    ]);
    expect(await checkExercise(engine, rename)).toMatchObject({ passed: true });
  });
});

describe('lesson 2: the refused claim is the one of ada', () => {
  const [claimGrace, claimAda] = solutionOf(usernames);

  it('grace claimed twice, the second refused, does not pass', async () => {
    const engine = await afterLearner(usernames, [claimGrace, failing(claimGrace)]);
    expect(await checkExercise(engine, usernames)).toEqual({
      passed: false,
      feedback:
        'grace belongs to CUSTOMER#7, but the claim DynamoDB refused was of USERNAME#grace, not of USERNAME#ada. The exercise asks whether a username someone already has can be taken: send the same guarded PutItem for ada and see it refused.',
    });
    const then = await afterLearner(usernames, [claimGrace, failing(claimGrace), claimAda]);
    expect(await checkExercise(then, usernames)).toMatchObject({ passed: true });
  });

  it('a PartiQL INSERT of grace refused as a duplicate is not ada’s either', async () => {
    const insert: LessonCall = {
      operation: 'ExecuteStatement',
      body: { Statement: `INSERT INTO "usernames" VALUE {'PK': 'USERNAME#grace', 'owner': 'CUSTOMER#7'}` },
    };
    const engine = await afterLearner(usernames, [insert, failing(insert, 'DuplicateItemException')]);
    expect((await checkExercise(engine, usernames)).feedback).toMatch(
      /^grace belongs to CUSTOMER#7, but the claim DynamoDB refused was of another username, not of USERNAME#ada/,
    );
  });
});
