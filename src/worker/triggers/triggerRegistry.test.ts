/**
 * Triggers end to end on the in-process client: learner code as an ES module with the real AWS SDK
 * reaching the engine over a MessagePort, invoked by the engine's stream consumers on its clock.
 */
import { describe, expect, it } from 'vitest';
import type { TriggerInput } from '../../client/triggersClient.ts';
import { COUNTER, poisonedTrigger, triggerSetup as setup } from '../../../test/helpers/triggerClient.ts';

describe('triggers', () => {
  it('runs a handler that writes back through the SDK, with its output and requests per invocation', async () => {
    const { client, put, get, until, create } = await setup();
    const created = await create({ code: COUNTER, batchSize: 10 });
    expect(created).toMatchObject({ status: 'ACTIVE', batchSize: 10, timeoutSeconds: 3, invocations: 0 });
    await put('a');
    await put('b');
    await until(async () => expect((await get('COUNTS'))?.n).toEqual({ N: '2' }));
    const details = await client.triggers.describeTrigger(created.id);
    if (!details.ok) throw new Error(details.error.message);
    // The two items may sit in different partitions, so different shards: one batch each, or one for both.
    const counted = details.value.recentInvocations.filter((record) => record.requests.length > 0);
    for (const record of counted) {
      expect(record).toMatchObject({
        outcome: 'succeeded',
        logs: [{ level: 'log', text: `inserts ${record.eventCounts.INSERT}` }],
        requests: [{ operation: 'UpdateItem', status: 200 }],
      });
    }
    expect(counted.reduce((sum, record) => sum + (record.eventCounts.INSERT ?? 0), 0)).toBe(2);
    expect(details.value.recordsProcessed).toBeGreaterThanOrEqual(2);
    expect(details.value.code).toBe(COUNTER);
  });

  it('runs a handler as Lambda docs write it: its own client, made when the module loads', async () => {
    const { put, get, until, create } = await setup();
    await create({
      code: `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
const docClient = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1' }));
export const handler = async (event) => {
  const inserts = event.Records.filter((r) => r.eventName === 'INSERT' && r.dynamodb.Keys.PK.S !== 'COUNTS');
  if (inserts.length === 0) return;
  await docClient.send(new UpdateCommand({
    TableName: 'app', Key: { PK: 'COUNTS' },
    UpdateExpression: 'ADD n :n', ExpressionAttributeValues: { ':n': inserts.length },
  }));
};`,
    });
    await put('a');
    await until(async () => expect((await get('COUNTS'))?.n).toEqual({ N: '1' }));
  });

  it('runs the batches of different shards at once, each in an execution environment of its own', async () => {
    const { client, put, until, create } = await setup();
    // Module state is per environment: each counts its own batches, and its first is its cold start.
    const created = await create({
      code: `let batches = 0;
export const handler = async (event) => {
  batches += 1;
  console.log('batch', batches, 'of this environment');
  await new Promise((resolve) => setTimeout(resolve, 20));
};`,
    });
    for (let i = 0; i < 40; i++) await put(`user#${i}`);
    const invocations = async () => {
      const details = await client.triggers.describeTrigger(created.id);
      if (!details.ok) throw new Error(details.error.message);
      return details.value.recentInvocations;
    };
    // 40 keys over the table's four partitions: four shards, whose first batches are in flight together.
    await until(async () => expect((await invocations()).length).toBeGreaterThanOrEqual(4));
    const seen = await invocations();
    const environments = new Set(seen.map((invocation) => invocation.environment));
    expect(environments.size).toBeGreaterThan(1);
    expect(Math.max(...[...environments].map(Number))).toBeLessThanOrEqual(4);
    for (const number of environments) {
      const own = seen.filter((invocation) => invocation.environment === number).reverse();
      expect(own.map((invocation) => invocation.logs.at(-1)?.text)).toEqual(
        own.map((_, i) => `batch ${i + 1} of this environment`),
      );
    }
  });

  it('retries a failing batch, blocking its shard, then sends it to the on-failure destination', async () => {
    const { details } = await poisonedTrigger();
    expect(details.value.lastError?.message).toBe('Error: poison record bad');
    expect(details.value.failures[0]).toMatchObject({
      condition: 'RetryAttemptsExhausted',
      approximateInvokeCount: 3,
      batchSize: 1,
    });
    expect(details.value.failures[0].records[0].dynamodb.Keys.PK).toEqual({ S: 'bad' });
    expect(details.value.recentInvocations.map((record) => record.outcome)).toEqual([
      'failed',
      'failed',
      'failed',
    ]);
  });

  it('fails an invocation that runs past the timeout, as Lambda reports it', async () => {
    const { client, put, until, create } = await setup();
    const created = await create({
      code: 'export const handler = () => new Promise(() => {});',
      timeoutSeconds: 1,
      maximumRetryAttempts: 0,
    });
    await put('a');
    await until(async () => {
      const details = await client.triggers.describeTrigger(created.id);
      if (!details.ok) throw new Error(details.error.message);
      expect(details.value.recentInvocations[0]).toMatchObject({
        outcome: 'timed-out',
        errorType: 'Sandbox.Timedout',
        errorMessage: 'Task timed out after 1.00 seconds',
      });
      expect(details.value.lastError?.message).toBe('Sandbox.Timedout: Task timed out after 1.00 seconds');
    }, 8_000);
  });

  it('reports code that does not load with Lambda runtime error types', async () => {
    const { client, put, until, create } = await setup();
    const broken = await create({
      name: 'broken',
      code: 'export const handler = (event) => {',
      maximumRetryAttempts: 0,
    });
    const missing = await create({
      name: 'missing',
      code: 'export const main = () => {};',
      maximumRetryAttempts: 0,
    });
    await put('a');
    const first = async (id: string) => {
      const details = await client.triggers.describeTrigger(id);
      if (!details.ok) throw new Error(details.error.message);
      return details.value.recentInvocations[0];
    };
    await until(async () => {
      expect(await first(broken.id)).toMatchObject({
        outcome: 'failed',
        errorType: 'Runtime.UserCodeSyntaxError',
      });
      expect(await first(missing.id)).toMatchObject({
        errorType: 'Runtime.HandlerNotFound',
        errorMessage: 'index.handler is undefined or not exported',
      });
    });
  });

  it('refuses bad definitions with Lambda and DynamoDB messages', async () => {
    const { client, create } = await setup();
    const refusal = async (input: Partial<TriggerInput>) => {
      const outcome = await client.triggers.createTrigger({
        tableName: 'app',
        name: 'fn',
        code: '',
        ...input,
      });
      if (outcome.ok) throw new Error('accepted');
      return `${outcome.error.__type.split('#').at(-1)}: ${outcome.error.message}`;
    };
    expect(await refusal({ name: 'my function' })).toBe(
      "ValidationException: 1 validation error detected: Value 'my function' at 'functionName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9-_]+",
    );
    expect(await refusal({ timeoutSeconds: 0 })).toBe(
      "ValidationException: 1 validation error detected: Value '0' at 'timeout' failed to satisfy constraint: Member must have value greater than or equal to 1",
    );
    expect(await refusal({ batchSize: 0 })).toBe(
      'ValidationException: BatchSize must be an integer from 1 to 10000',
    );
    expect(await refusal({ tableName: 'nope' })).toBe(
      'ResourceNotFoundException: Requested resource not found: Table: nope not found',
    );
    await create({ code: COUNTER });
    expect(await refusal({})).toBe('ResourceConflictException: Function already exist: fn');
    expect(await client.triggers.listTriggers()).toHaveLength(1);

    const withoutStream = await setup(null);
    const outcome = await withoutStream.client.triggers.createTrigger({
      tableName: 'app',
      name: 'fn',
      code: '',
    });
    expect(!outcome.ok && outcome.error.message).toBe(
      'Stream not found for table app: enable a stream first',
    );
    const unknown = await client.triggers.describeTrigger('no-such-id');
    expect(!unknown.ok && unknown.error).toMatchObject({
      __type: 'ResourceNotFoundException',
      message: 'The resource you requested does not exist.',
    });
  });

  it('disables (records wait), enables (they are handled), deploys new code and deletes', async () => {
    const { client, put, get, until, create } = await setup();
    const created = await create({ code: COUNTER });
    const disabled = await client.triggers.setTriggerEnabled(created.id, false);
    expect(disabled.ok && disabled.value.status).toBe('DISABLED');
    await put('a');
    client.engine.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await get('COUNTS')).toBeUndefined();
    await client.triggers.setTriggerEnabled(created.id, true);
    await until(async () => expect((await get('COUNTS'))?.n).toEqual({ N: '1' }));

    const redeployed = await client.triggers.updateTriggerCode(
      created.id,
      COUNTER.replace("{ ':n': inserts.length }", "{ ':n': inserts.length * 10 }"),
    );
    expect(redeployed.ok).toBe(true);
    await put('b');
    await until(async () => expect((await get('COUNTS'))?.n).toEqual({ N: '11' }));

    const deleted = await client.triggers.deleteTrigger(created.id);
    expect(deleted.ok).toBe(true);
    expect(await client.triggers.listTriggers()).toEqual([]);
    await put('c');
    client.engine.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await get('COUNTS'))?.n).toEqual({ N: '11' });
  });
});
