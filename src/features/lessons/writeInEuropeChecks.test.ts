/**
 * Lesson 18's "Write in Europe, read in America" check, held to the feedback it gives: a write made
 * in the home Region, a write still on its way, and the write made where the task asks.
 */
import { describe, expect, it } from 'vitest';
import { afterLearner, exercise } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const item = exercise('18-global-tables-and-security', 'write-in-europe');
const changeEmail = (region?: string): LessonCall => ({
  operation: 'UpdateItem',
  body: {
    TableName: 'accounts',
    Key: { id: { S: 'grace' } },
    UpdateExpression: 'SET email = :email',
    ExpressionAttributeValues: { ':email': { S: 'grace@example.ie' } },
  },
  ...(region && { region }),
});

describe('a write in the replica’s Region', () => {
  it('passes once the write made in eu-west-1 has reached us-east-1', async () => {
    const verdict = await checkExercise(await afterLearner(item, [changeEmail('eu-west-1')], 2), item);
    expect(verdict).toMatchObject({
      passed: true,
      feedback: expect.stringContaining('Written in eu-west-1'),
    });
  });

  it('says the write is on its way while only eu-west-1 has it (the clock is paused)', async () => {
    const verdict = await checkExercise(await afterLearner(item, [changeEmail('eu-west-1')], 0), item);
    expect(verdict.passed).toBe(false);
    expect(verdict.feedback).toMatch(/^eu-west-1 has Grace’s new address, us-east-1 not yet/);
  });

  it('does not take the same change made in us-east-1', async () => {
    const verdict = await checkExercise(await afterLearner(item, [changeEmail()], 2), item);
    expect(verdict.passed).toBe(false);
    expect(verdict.feedback).toContain('your latest write to accounts was made in us-east-1');
  });
});
