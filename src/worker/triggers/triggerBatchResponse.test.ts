/**
 * A trigger's FunctionResponseTypes and MaximumRecordAgeInSeconds end to end on the in-process
 * client: the handler's return value travels back from its runtime to the engine's consumer, which
 * reads it as a partial batch response; both settings are saved with the sandbox.
 */
import { describe, expect, it } from 'vitest';
import { triggerSetup as setup } from '../../../test/helpers/triggerClient.ts';

/** Reports the records of items with a `poison` attribute as failed. */
const REPORTING = `export const handler = async (event) => {
  const failed = event.Records.filter((r) => r.dynamodb.NewImage?.poison);
  return { batchItemFailures: failed.map((r) => ({ itemIdentifier: r.dynamodb.SequenceNumber })) };
};`;

describe('trigger settings for partial batch responses and record age', () => {
  it('reads the handler’s batchItemFailures with ReportBatchItemFailures on', async () => {
    const { client, put, until, create } = await setup();
    const created = await create({
      code: REPORTING,
      maximumRetryAttempts: 1,
      functionResponseTypes: ['ReportBatchItemFailures'],
      startingPosition: 'TRIM_HORIZON',
    });
    expect(created).toMatchObject({
      functionResponseTypes: ['ReportBatchItemFailures'],
      maximumRecordAgeInSeconds: -1,
    });
    await put('good');
    await put('bad', { poison: { BOOL: true } });
    await until(async () => {
      const [listed] = await client.triggers.listTriggers('app');
      expect(listed).toMatchObject({ failedBatches: 1, recordsFailed: 1, failedInvocations: 0 });
      expect(listed.recordsProcessed).toBeGreaterThanOrEqual(1);
    });
    const details = await client.triggers.describeTrigger(created.id);
    if (!details.ok) throw new Error(details.error.message);
    expect(details.value.failures[0]).toMatchObject({ condition: 'RetryAttemptsExhausted', batchSize: 1 });
    expect(details.value.failures[0].records[0].dynamodb.Keys).toEqual({ PK: { S: 'bad' } });
    // The log keeps what the invocation did, not what it returned.
    expect(details.value.recentInvocations.every((record) => !('response' in record))).toBe(true);
  });

  it('ignores the same response without the setting', async () => {
    const { client, put, until, create } = await setup();
    await create({ code: REPORTING, maximumRetryAttempts: 1, startingPosition: 'TRIM_HORIZON' });
    await put('bad', { poison: { BOOL: true } });
    await until(async () => {
      const [listed] = await client.triggers.listTriggers('app');
      expect(listed).toMatchObject({ recordsProcessed: 1, failedBatches: 0, functionResponseTypes: [] });
    });
  });

  it('fails an invocation whose response JSON cannot express, as Lambda’s runtime does', async () => {
    const { client, put, until, create } = await setup();
    const created = await create({ code: 'export const handler = async () => ({ count: 1n });' });
    await put('a');
    await until(async () => {
      const details = await client.triggers.describeTrigger(created.id);
      if (!details.ok) throw new Error(details.error.message);
      expect(details.value.recentInvocations[0]).toMatchObject({
        outcome: 'failed',
        errorType: 'Runtime.JSONStringifyError',
        errorMessage: 'Unable to stringify response body',
      });
    });
  });

  it('refuses a maximum record age out of Lambda’s range, and saves both settings', async () => {
    const { client, create } = await setup();
    await expect(create({ code: REPORTING, maximumRecordAgeInSeconds: 30 })).rejects.toThrow(
      'ValidationException: MaximumRecordAgeInSeconds must be -1 or an integer from 60 to 604800',
    );
    await create({
      code: REPORTING,
      maximumRecordAgeInSeconds: 3600,
      functionResponseTypes: ['ReportBatchItemFailures'],
    });
    const saved = JSON.parse(JSON.stringify(await client.sandboxData()));
    expect(saved.triggers[0]).toMatchObject({
      maximumRecordAgeInSeconds: 3600,
      functionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect((await client.openSandbox(saved)).ok).toBe(true);
    const [restored] = await client.triggers.listTriggers();
    expect(restored).toMatchObject({
      status: 'ACTIVE',
      maximumRecordAgeInSeconds: 3600,
      functionResponseTypes: ['ReportBatchItemFailures'],
    });
  });
});
