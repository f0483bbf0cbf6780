import { describe, expect, it } from 'vitest';
import { asLearner, exercise, freshEngine, setUp, solutionOf } from '../../../test/helpers/lessonSandbox.ts';
import { existingTables, runCalls, setUpExercise } from './exerciseRunner.ts';
import { advanceClockCall, createTableCall, putS3ObjectCall } from './lessonCalls.ts';

describe('the exercise runner', () => {
  it('names the tables a set-up would delete: only those that exist', async () => {
    const engine = freshEngine();
    const cancelled = exercise('04-transactions', 'all-or-nothing');
    expect(await existingTables(engine, cancelled.setup.resetTables)).toEqual([]);
    await asLearner(engine, [createTableCall('usernames', { hash: 'PK' })]);
    expect(await existingTables(engine, cancelled.setup.resetTables)).toEqual(['usernames']);
  });

  it('a set-up that cannot reach the engine says why instead of throwing', async () => {
    const engine = freshEngine();
    const broken = {
      ...engine,
      advanceClock: () => Promise.reject(new Error('the engine worker is gone')),
    };
    const outcome = await setUpExercise(
      broken,
      exercise('01-keys-and-item-collections', 'customer-collection'),
    );
    expect(outcome).toEqual({ ok: false, message: 'the engine worker is gone' });
  });

  it('sets up again right after the learner protected a table, waiting out the 15-second cooldown', async () => {
    const engine = freshEngine();
    const collection = exercise('01-keys-and-item-collections', 'customer-collection');
    expect(await setUp(engine, collection)).toEqual({ ok: true });
    const protect = { TableName: 'app', DeletionProtectionEnabled: true };
    expect((await engine.call('UpdateTable', protect)).ok).toBe(true);
    // Turning it straight off again is what DynamoDB refuses for 15 seconds.
    const unprotect = await engine.call('UpdateTable', { ...protect, DeletionProtectionEnabled: false });
    expect(unprotect).toMatchObject({ ok: false, type: 'ThrottlingException' });
    const before = await engine.clockSeconds();
    expect(await setUp(engine, collection)).toEqual({ ok: true });
    expect(await engine.clockSeconds()).toBeGreaterThanOrEqual(before + 15);
    const described = await engine.call('DescribeTable', { TableName: 'app' });
    expect(described.ok && described.reply.Table).toMatchObject({ DeletionProtectionEnabled: false });
  });

  it('waits for a change of encryption key before deleting a table in a set-up', async () => {
    const engine = freshEngine();
    const collection = exercise('01-keys-and-item-collections', 'customer-collection');
    expect(await setUp(engine, collection)).toEqual({ ok: true });
    const rekey = { TableName: 'app', SSESpecification: { Enabled: true, SSEType: 'KMS' } };
    expect((await engine.call('UpdateTable', rekey)).ok).toBe(true);
    // DeleteTable waits for the key change too (the table itself stays ACTIVE meanwhile).
    const early = await engine.call('DeleteTable', { TableName: 'app' });
    expect(early).toMatchObject({ ok: false, type: 'ResourceInUseException' });
    expect(await setUp(engine, collection)).toEqual({ ok: true });
    const described = await engine.call('DescribeTable', { TableName: 'app' });
    expect(described.ok && described.reply.Table).not.toHaveProperty('SSEDescription');
  });

  it('lets time pass in a set-up: advanceClockCall moves the sandbox clock, no request is sent', async () => {
    const engine = freshEngine();
    const before = await engine.clockSeconds();
    expect(await runCalls(engine, [advanceClockCall(300)])).toEqual({ ok: true });
    expect(await engine.clockSeconds()).toBe(before + 300);
  });

  it('puts a set-up’s file in the sandbox’s S3, and waits for the table an ImportTable makes from it', async () => {
    const engine = freshEngine();
    const importCall = {
      operation: 'ImportTable',
      body: {
        S3BucketSource: { S3Bucket: 'shop-feeds', S3KeyPrefix: 'in/' },
        InputFormat: 'CSV',
        TableCreationParameters: {
          TableName: 'products',
          BillingMode: 'PAY_PER_REQUEST',
          KeySchema: [{ AttributeName: 'sku', KeyType: 'HASH' }],
          AttributeDefinitions: [{ AttributeName: 'sku', AttributeType: 'S' }],
        },
      },
    };
    const outcome = await runCalls(engine, [
      putS3ObjectCall('shop-feeds', 'in/a.csv', 'sku,name\nA-1,Crème brûlée\n'),
      importCall,
    ]);
    expect(outcome).toEqual({ ok: true });
    // The clock is paused: only the runner's wait can have ended the import.
    const described = await engine.call('DescribeTable', { TableName: 'products' });
    expect(described.ok && described.reply.Table).toMatchObject({ TableStatus: 'ACTIVE' });
    const read = await engine.call('GetItem', { TableName: 'products', Key: { sku: { S: 'A-1' } } });
    expect(read.ok && read.reply.Item).toEqual({ sku: { S: 'A-1' }, name: { S: 'Crème brûlée' } });
  });

  it('sends the DynamoDB Streams operations to the Streams API, so a check can read a stream', async () => {
    const engine = freshEngine();
    const create = createTableCall('orders', { hash: 'PK' });
    const body = {
      ...create.body,
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
    };
    await asLearner(engine, [{ operation: 'CreateTable', body }]);
    const listed = await engine.call('ListStreams', { TableName: 'orders' });
    expect(listed.ok && listed.reply.Streams).toMatchObject([{ TableName: 'orders' }]);
    const described = await engine.call('DescribeTable', { TableName: 'orders' });
    const arn = described.ok && (described.reply.Table as { LatestStreamArn: string }).LatestStreamArn;
    const stream = await engine.call('DescribeStream', { StreamArn: arn });
    expect(stream.ok && stream.reply.StreamDescription).toMatchObject({ StreamViewType: 'KEYS_ONLY' });
  });

  it('a solution call expected to fail must fail with that error', async () => {
    const engine = freshEngine();
    const unique = exercise('02-conditional-writes', 'unique-usernames');
    await setUp(engine, unique);
    const outcome = await asLearner(engine, [
      { ...solutionOf(unique)[0], expectError: 'ConditionalCheckFailedException' },
    ]);
    expect(outcome).toEqual({
      ok: false,
      message: 'PutItem succeeded; expected ConditionalCheckFailedException.',
    });
  });
});
