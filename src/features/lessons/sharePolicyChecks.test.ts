/**
 * Lesson 18's resource-policy exercise, its check held to the feedback it gives on the real engine:
 * nothing attached yet, a public policy Block Public Access refused, a policy not applied yet, one
 * that allows too much, too little or too many.
 */
import { describe, expect, it } from 'vitest';
import { afterLearner, exercise, freshEngine, setUp } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const share = exercise('18-global-tables-and-security', 'share-with-an-account');
const ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/catalog';
const NOT_RIGHT = 'The policy on catalog is not right yet: ';

const putPolicy = (statement: Record<string, unknown>): LessonCall => ({
  operation: 'PutResourcePolicy',
  body: {
    ResourceArn: ARN,
    Policy: JSON.stringify({
      Statement: [
        {
          Effect: 'Allow',
          Principal: { AWS: '444455556666' },
          Action: ['dynamodb:GetItem', 'dynamodb:Query'],
          Resource: ARN,
          ...statement,
        },
      ],
    }),
  },
});

const feedbackAfter = async (calls: LessonCall[], seconds = 5) =>
  (await checkExercise(await afterLearner(share, calls, seconds), share)).feedback;

describe('sharing a table with one account', () => {
  it('asks for a policy after set-up', async () => {
    const engine = freshEngine();
    await setUp(engine, share);
    expect((await checkExercise(engine, share)).feedback).toBe(
      'catalog has no resource-based policy yet: attach one with PutResourcePolicy.',
    );
  });

  it('quotes Block Public Access when the policy allowed everyone', async () => {
    expect(await feedbackAfter([putPolicy({ Principal: '*' })])).toBe(
      'catalog has no policy yet. Your latest PutResourcePolicy failed: Resource-based policy grants unbounded access in one or more elements. Please revise the policy to ensure least-privilege form of access',
    );
  });

  it('says the policy is still being applied right after it was put', async () => {
    expect(await feedbackAfter([putPolicy({})], 0)).toMatch(
      /^GetResourcePolicy does not show your policy yet: DynamoDB applies it in the background/,
    );
  });

  it('names what a policy allows beyond the two reads, what it lacks, and who else it lets in', async () => {
    expect(await feedbackAfter([putPolicy({ Action: 'dynamodb:*' })])).toBe(
      `${NOT_RIGHT}it allows dynamodb:* as well; the analytics team gets GetItem and Query, nothing that writes, scans or changes the table.`,
    );
    expect(await feedbackAfter([putPolicy({ Action: 'dynamodb:GetItem' })])).toBe(
      `${NOT_RIGHT}it does not allow dynamodb:query yet.`,
    );
    expect(await feedbackAfter([putPolicy({ Principal: { AWS: ['444455556666', '111122223333'] } })])).toBe(
      `${NOT_RIGHT}it also lets in arn:aws:iam::111122223333:root; only account 444455556666 should read the catalog.`,
    );
  });

  it('passes with the two reads for the one account, and shows the canonical principal', async () => {
    const verdict = await checkExercise(await afterLearner(share, [putPolicy({})], 5), share);
    expect(verdict.passed).toBe(true);
    expect(verdict.feedback).toContain(
      'GetResourcePolicy shows the account as arn:aws:iam::444455556666:root',
    );
  });
});
