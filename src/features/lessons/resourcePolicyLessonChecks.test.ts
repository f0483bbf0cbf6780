/**
 * Lesson 18's resource-policy exercises, their checks held to the feedback they give on the real
 * engine: nothing attached yet, a public policy Block Public Access refused, a policy not applied
 * yet, one that allows too much, too little or too many (or one user of the account instead of the
 * account), a refused change beside the policy still in place; a Deny that leaves a way open, or shuts
 * the one that must stay, and an entry lost before the Deny applied.
 */
import { describe, expect, it } from 'vitest';
import {
  afterLearner,
  asLearner,
  exercise,
  freshEngine,
  setUp,
} from '../../../test/helpers/lessonSandbox.ts';
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
      `${NOT_RIGHT}it does not allow dynamodb:Query yet.`,
    );
    expect(await feedbackAfter([putPolicy({ Principal: { AWS: ['444455556666', '111122223333'] } })])).toBe(
      `${NOT_RIGHT}it also lets in arn:aws:iam::111122223333:root; only account 444455556666 should read the catalog.`,
    );
  });

  it('prints action names as the policy spells them, and names the missing ones as the task does', async () => {
    const mixedCase = putPolicy({
      Action: ['DynamoDB:getItem', 'dynamodb:BatchGetItem', 'DYNAMODB:BATCHGETITEM'],
    });
    expect(await feedbackAfter([mixedCase])).toBe(
      `${NOT_RIGHT}it allows dynamodb:BatchGetItem as well; the analytics team gets GetItem and Query, nothing that writes, scans or changes the table.`,
    );
    expect(await feedbackAfter([putPolicy({ Action: 'DYNAMODB:QUERY' })])).toBe(
      `${NOT_RIGHT}it does not allow dynamodb:GetItem yet.`,
    );
  });

  it('turns down one user of the account, asking for the account itself, with no "also"', async () => {
    const user = 'arn:aws:iam::444455556666:user/analyst';
    expect(await feedbackAfter([putPolicy({ Principal: { AWS: user } })])).toBe(
      `${NOT_RIGHT}it lets in ${user}, not the whole account: the task shares the table with account 444455556666, so name the account as the Principal (444455556666 or arn:aws:iam::444455556666:root), not one user or role of it.`,
    );
    expect(await feedbackAfter([putPolicy({ Principal: { AWS: ['444455556666', user] } })])).toBe(
      `${NOT_RIGHT}it names ${user} beside account 444455556666, which already includes it: name the account alone.`,
    );
    expect(await feedbackAfter([putPolicy({ Principal: { AWS: '111122223333' } })])).toBe(
      `${NOT_RIGHT}it lets in arn:aws:iam::111122223333:root; only account 444455556666 should read the catalog.`,
    );
  });

  it('says when the latest PutResourcePolicy was refused, and that the policy judged is the one in place', async () => {
    const engine = await afterLearner(share, [putPolicy({})], 20);
    await asLearner(engine, [putPolicy({ Principal: '*' })]);
    const verdict = await checkExercise(engine, share);
    expect(verdict.passed).toBe(true);
    expect(verdict.feedback).toMatch(
      /^Your latest PutResourcePolicy was refused \(ValidationException: Resource-based policy grants unbounded access in one or more elements\. Please revise the policy to ensure least-privilege form of access\), so catalog keeps the policy it had before, and that is the policy judged here\. Account 444455556666 may now read catalog with GetItem and Query/,
    );
  });

  it('takes "*" narrowed to the account by aws:PrincipalAccount, but not to other accounts', async () => {
    const narrowed = (accounts: string | string[]) =>
      putPolicy({
        Principal: '*',
        Condition: { StringEquals: { 'aws:PrincipalAccount': accounts } },
      });
    const verdict = await checkExercise(await afterLearner(share, [narrowed('444455556666')], 5), share);
    expect(verdict.passed).toBe(true);
    expect(verdict.feedback).toContain(
      'Your "Principal": "*" lets in only callers whose aws:PrincipalAccount is 444455556666',
    );
    expect(await feedbackAfter([narrowed(['444455556666', '111122223333'])])).toBe(
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

const appendOnly = exercise('18-global-tables-and-security', 'append-only-log');
const LOG_ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/audit-log';

const denyPolicy = (statement: Record<string, unknown>): LessonCall => ({
  operation: 'PutResourcePolicy',
  body: {
    ResourceArn: LOG_ARN,
    Policy: JSON.stringify({
      Statement: [
        {
          Effect: 'Deny',
          Principal: '*',
          Action: ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:DeleteTable'],
          Resource: LOG_ARN,
          ...statement,
        },
      ],
    }),
  },
});
const appendOnlyFeedback = async (calls: LessonCall[], seconds = 5) =>
  (await checkExercise(await afterLearner(appendOnly, calls, seconds), appendOnly)).feedback;

describe('making a table append-only', () => {
  it('asks for a policy after set-up, and says when it is not applied yet', async () => {
    const engine = freshEngine();
    await setUp(engine, appendOnly);
    expect((await checkExercise(engine, appendOnly)).feedback).toBe(
      'audit-log has no resource-based policy yet: attach one with PutResourcePolicy.',
    );
    expect(await appendOnlyFeedback([denyPolicy({})], 0)).toMatch(
      /^GetResourcePolicy does not show your policy yet/,
    );
  });

  it('wants PutItem left open, and every guarded action denied without a condition', async () => {
    // Not dynamodb:*, which would cover PutResourcePolicy: refused as a lock-out (engine selfLockout.ts).
    expect(
      await appendOnlyFeedback([denyPolicy({ Action: ['dynamodb:*Item', 'dynamodb:DeleteTable'] })]),
    ).toBe(
      'The policy denies PutItem too, so nobody can add entries any more: deny only what changes or removes them.',
    );
    expect(await appendOnlyFeedback([denyPolicy({ Action: 'dynamodb:DeleteItem' })])).toBe(
      'The policy does not yet deny dynamodb:UpdateItem, dynamodb:DeleteTable to everyone ("Principal": "*", no Condition) on audit-log.',
    );
    const conditional = denyPolicy({
      Condition: { StringNotEquals: { 'aws:PrincipalAccount': '111122223333' } },
    });
    expect(await appendOnlyFeedback([conditional])).toMatch(
      /^The policy does not yet deny dynamodb:UpdateItem, dynamodb:DeleteItem/,
    );
  });

  it('says a change refused while the first was pending left that one in place, and judges it', async () => {
    const verdict = await checkExercise(
      await afterLearner(
        appendOnly,
        [denyPolicy({}), denyPolicy({ Action: ['dynamodb:*Item', 'dynamodb:DeleteTable'] })],
        5,
      ),
      appendOnly,
    );
    expect(verdict.passed).toBe(true);
    expect(verdict.feedback).toMatch(
      /^Your latest PutResourcePolicy was refused \(ResourceInUseException: .*pending previous resource-based policy update: audit-log\), so audit-log keeps the policy it had before, and that is the policy judged here\. DynamoDB refused the check’s own DeleteItem/,
    );
  });

  it('notices an entry deleted before the Deny applied', async () => {
    const removeEntry: LessonCall = {
      operation: 'DeleteItem',
      body: {
        TableName: 'audit-log',
        Key: { PK: { S: 'USER#ada' }, SK: { S: '2026-11-30T09:12:00Z#login' } },
      },
    };
    expect(await appendOnlyFeedback([denyPolicy({}), removeEntry])).toBe(
      'audit-log holds 2 of its 3 entries: one was removed before the policy applied. Press Set up to start again.',
    );
  });

  it('passes once its own DeleteItem is refused, quoting the refusal', async () => {
    const verdict = await checkExercise(
      await afterLearner(appendOnly, [denyPolicy({ Sid: 'AppendOnly' })], 5),
      appendOnly,
    );
    expect(verdict.passed).toBe(true);
    expect(verdict.feedback).toContain(
      `User: arn:aws:iam::000000000000:root is not authorized to perform: dynamodb:DeleteItem on resource: ${LOG_ARN} with an explicit deny in a resource-based policy`,
    );
    // The task promises the ways still left to change an entry: the answer names each of them.
    for (const way of [
      'PutItem on a key that exists',
      'PartiQLUpdate',
      'BatchWriteItem',
      'DeleteResourcePolicy',
    ])
      expect(verdict.feedback).toContain(way);
  });
});
