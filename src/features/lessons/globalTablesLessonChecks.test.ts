/**
 * Lesson 18's checks held to the feedback they give for typical mistakes, on the real engine: a
 * checklist half done, more provisioned capacity instead of on-demand, a refused UpdateTable,
 * protection switched off and on again too soon, a re-created table, a key change still UPDATING,
 * a customer managed key, "Enabled": false.
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

const SLUG = '18-global-tables-and-security';
const replicaReady = exercise(SLUG, 'ready-for-a-replica');
const managedKey = exercise(SLUG, 'aws-managed-key');

const NO_RECOVERY =
  'point-in-time recovery is off, and a replica copies mistakes as faithfully as good data, so only a backup can undo one (turn it on with UpdateContinuousBackups)';
const PROVISIONED =
  'it is provisioned without auto scaling, which global tables refuse: replicated writes from the other Region need capacity that grows with them (switch it to on-demand)';
const NOT_READY = 'profiles is not ready for a replica yet: ';

const turnOnRecovery: LessonCall = {
  operation: 'UpdateContinuousBackups',
  body: { TableName: 'profiles', PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } },
};
const updateTable = (TableName: string, change: Record<string, unknown>): LessonCall => ({
  operation: 'UpdateTable',
  body: { TableName, ...change },
});

describe('getting a table ready for a replica', () => {
  it('names both missing pieces after set-up; deletion protection is on from the start', async () => {
    const engine = freshEngine();
    await setUp(engine, replicaReady);
    expect(await checkExercise(engine, replicaReady)).toEqual({
      passed: false,
      feedback: `${NOT_READY}${NO_RECOVERY}; ${PROVISIONED}.`,
    });
  });

  it('with recovery on, names only the capacity mode', async () => {
    const engine = await afterLearner(replicaReady, [turnOnRecovery], 5);
    expect((await checkExercise(engine, replicaReady)).feedback).toBe(`${NOT_READY}${PROVISIONED}.`);
  });

  it('more provisioned capacity is still provisioned without auto scaling', async () => {
    const engine = await afterLearner(
      replicaReady,
      [
        turnOnRecovery,
        updateTable('profiles', {
          ProvisionedThroughput: { ReadCapacityUnits: 500, WriteCapacityUnits: 500 },
        }),
      ],
      5,
    );
    expect((await checkExercise(engine, replicaReady)).feedback).toBe(`${NOT_READY}${PROVISIONED}.`);
  });

  it('on-demand with ProvisionedThroughput beside it is refused, and the refusal is quoted', async () => {
    const engine = await afterLearner(
      replicaReady,
      [
        turnOnRecovery,
        updateTable('profiles', {
          BillingMode: 'PAY_PER_REQUEST',
          ProvisionedThroughput: { ReadCapacityUnits: 10, WriteCapacityUnits: 10 },
        }),
      ],
      5,
    );
    expect((await checkExercise(engine, replicaReady)).feedback).toBe(
      `${NOT_READY}${PROVISIONED}. Your latest UpdateTable on profiles failed: One or more parameter values were invalid: ProvisionedThroughput cannot be specified when BillingMode is PAY_PER_REQUEST`,
    );
  });

  it('protection turned off is named, and turning it straight back on meets the 15-second cooldown', async () => {
    const engine = await afterLearner(
      replicaReady,
      [
        turnOnRecovery,
        updateTable('profiles', { BillingMode: 'PAY_PER_REQUEST' }),
        updateTable('profiles', { DeletionProtectionEnabled: false }),
      ],
      5,
    );
    const protectionOff =
      'deletion protection is off, so one DeleteTable removes this Region’s copy (turn it on again in an UpdateTable of its own)';
    expect((await checkExercise(engine, replicaReady)).feedback).toBe(`${NOT_READY}${protectionOff}.`);
    await asLearner(engine, [updateTable('profiles', { DeletionProtectionEnabled: true })]);
    expect((await checkExercise(engine, replicaReady)).feedback).toMatch(
      /\. Your latest UpdateTable on profiles failed: Deletion protection setting for table profiles modified within the previous 15000 milliseconds\./,
    );
    await engine.advanceClock(15);
    await asLearner(engine, [updateTable('profiles', { DeletionProtectionEnabled: true })]);
    expect((await checkExercise(engine, replicaReady)).feedback).toBe(
      'profiles is ready, and has no replica in eu-west-1 yet: add it with an UpdateTable whose ReplicaUpdates hold a Create.',
    );
  });

  it('names a replica in another Region as well as the missing one, and asks to remove it', async () => {
    const replicaIn = (region: string, action = 'Create') =>
      updateTable('profiles', { ReplicaUpdates: [{ [action]: { RegionName: region } }] });
    const engine = await afterLearner(
      replicaReady,
      [
        turnOnRecovery,
        updateTable('profiles', { BillingMode: 'PAY_PER_REQUEST' }),
        replicaIn('eu-central-1'),
      ],
      5,
    );
    const stray =
      'It has a replica in eu-central-1, which the task does not ask for: remove it with an UpdateTable whose ReplicaUpdates hold a Delete for that Region, since every replica takes each write again and is paid for.';
    expect((await checkExercise(engine, replicaReady)).feedback).toBe(
      `profiles is ready, and has no replica in eu-west-1 yet: add it with an UpdateTable whose ReplicaUpdates hold a Create. ${stray}`,
    );
    await asLearner(engine, [replicaIn('eu-west-1')]);
    await engine.advanceClock(5);
    expect((await checkExercise(engine, replicaReady)).feedback).toBe(
      `profiles has its replica in eu-west-1. ${stray}`,
    );
    await asLearner(engine, [replicaIn('eu-central-1', 'Delete')]);
    await engine.advanceClock(5);
    expect((await checkExercise(engine, replicaReady)).passed).toBe(true);
  });

  it('says the replica is there when it came before point-in-time recovery, and what is still missing', async () => {
    const engine = await afterLearner(
      replicaReady,
      [
        updateTable('profiles', { BillingMode: 'PAY_PER_REQUEST' }),
        updateTable('profiles', { ReplicaUpdates: [{ Create: { RegionName: 'eu-west-1' } }] }),
      ],
      5,
    );
    expect((await checkExercise(engine, replicaReady)).feedback).toBe(
      `profiles has its replica in eu-west-1, but the checklist is not done: ${NO_RECOVERY}.`,
    );
  });

  it('waits for the replica to be ACTIVE, and Set up takes a replica away again', async () => {
    const engine = await afterLearner(
      replicaReady,
      [turnOnRecovery, updateTable('profiles', { BillingMode: 'PAY_PER_REQUEST' })],
      5,
    );
    await engine.call('UpdateTable', {
      TableName: 'profiles',
      ReplicaUpdates: [{ Create: { RegionName: 'eu-west-1' } }],
    });
    // The table is UPDATING while its replica is being created.
    expect((await checkExercise(engine, replicaReady)).feedback).toMatch(/^profiles is UPDATING\. Wait/);
    await engine.advanceClock(5);
    expect((await checkExercise(engine, replicaReady)).passed).toBe(true);
    await setUp(engine, replicaReady);
    const described = await engine.call('DescribeTable', { TableName: 'profiles' });
    expect(described.ok && described.reply.Table).not.toHaveProperty('Replicas');
    expect((await checkExercise(engine, replicaReady)).passed).toBe(false);
  });

  it('asks to wait while the switch to on-demand is still UPDATING the table', async () => {
    const engine = freshEngine();
    await setUp(engine, replicaReady);
    // Sent as the Console sends it: nothing waits for the table to be ACTIVE again.
    await engine.call('UpdateTable', { TableName: 'profiles', BillingMode: 'PAY_PER_REQUEST' });
    expect((await checkExercise(engine, replicaReady)).feedback).toMatch(/^profiles is UPDATING\. Wait/);
  });

  it('a re-created table is sent back to Set up for its lost profiles', async () => {
    const engine = await afterLearner(
      replicaReady,
      [
        updateTable('profiles', { DeletionProtectionEnabled: false }),
        { operation: 'DeleteTable', body: { TableName: 'profiles' } },
        {
          operation: 'CreateTable',
          body: {
            TableName: 'profiles',
            BillingMode: 'PAY_PER_REQUEST',
            DeletionProtectionEnabled: true,
            KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
            AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
          },
        },
        turnOnRecovery,
      ],
      5,
    );
    expect((await checkExercise(engine, replicaReady)).feedback).toMatch(
      /^profiles holds 0 of its 3 items: it was emptied or re-created\./,
    );
  });
});

const changeKey = (sse: Record<string, unknown>) => updateTable('payments', { SSESpecification: sse });

describe('moving a table to the AWS managed key', () => {
  it('starts on the AWS owned key, which DescribeTable shows as no SSEDescription', async () => {
    const engine = freshEngine();
    await setUp(engine, managedKey);
    expect(await checkExercise(engine, managedKey)).toEqual({
      passed: false,
      feedback: 'payments still uses the AWS owned key: DescribeTable shows no SSEDescription for it.',
    });
  });

  it('"Enabled": false asks for the key payments already has, and the refusal is quoted', async () => {
    const engine = await afterLearner(managedKey, [changeKey({ Enabled: false })], 5);
    expect((await checkExercise(engine, managedKey)).feedback).toBe(
      'payments still uses the AWS owned key: DescribeTable shows no SSEDescription for it. Your latest UpdateTable on payments failed: One or more parameter values were invalid: Table is already encrypted by default',
    );
  });

  it('is UPDATING until the clock moves, with the table ACTIVE meanwhile, then passes', async () => {
    const engine = freshEngine();
    await setUp(engine, managedKey);
    // Straight to the engine: asLearner's runCalls would wait until the change is done.
    const { operation, body } = changeKey({ Enabled: true, SSEType: 'KMS' });
    expect((await engine.call(operation, body)).ok).toBe(true);
    expect((await checkExercise(engine, managedKey)).feedback).toMatch(
      /^payments is changing keys: its SSEDescription\.Status is UPDATING\. The table stays ACTIVE/,
    );
    await engine.advanceClock(2);
    const verdict = await checkExercise(engine, managedKey);
    expect(verdict.passed).toBe(true);
    expect(verdict.feedback).toMatch(/^payments now uses the AWS managed key aws\/dynamodb \(arn:aws:kms:/);
  });

  it('a customer managed key is named as one, beside the AWS managed key', async () => {
    const engine = await afterLearner(
      managedKey,
      [changeKey({ Enabled: true, SSEType: 'KMS', KMSMasterKeyId: 'alias/payments-key' })],
      5,
    );
    expect((await checkExercise(engine, managedKey)).feedback).toMatch(
      /^payments is encrypted with arn:aws:kms:us-east-1:\d+:key\/[0-9a-f-]+, not the AWS managed key aws\/dynamodb that ledger uses \(arn:aws:kms:.*\)\. A KMSMasterKeyId other than alias\/aws\/dynamodb names a customer managed key/,
    );
  });

  it('naming the AWS managed key by its alias is the same key', async () => {
    const engine = await afterLearner(
      managedKey,
      [changeKey({ Enabled: true, SSEType: 'KMS', KMSMasterKeyId: 'alias/aws/dynamodb' })],
      5,
    );
    expect((await checkExercise(engine, managedKey)).passed).toBe(true);
  });

  it('a payments table re-created with the key has lost its payments', async () => {
    const engine = await afterLearner(
      managedKey,
      [
        { operation: 'DeleteTable', body: { TableName: 'payments' } },
        {
          operation: 'CreateTable',
          body: {
            TableName: 'payments',
            BillingMode: 'PAY_PER_REQUEST',
            KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
            AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
            SSESpecification: { Enabled: true, SSEType: 'KMS' },
          },
        },
      ],
      5,
    );
    expect((await checkExercise(engine, managedKey)).feedback).toMatch(
      /^payments holds 0 of its 3 items: it was emptied or re-created\./,
    );
  });
});
