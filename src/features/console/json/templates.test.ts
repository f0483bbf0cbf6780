import { describe, expect, it } from 'vitest';
import { callOperation } from '../../../client/calls.ts';
import { createInProcessClient } from '../../../client/inProcessClient.ts';
import type { TableDescription } from '../../../client/wireTypes.ts';
import { jsonOperations } from './jsonOperations.ts';
import { requestTemplate } from './templates.ts';

/** A fresh engine with the template's own table; the template of `operation` sent to it after `before`'s. */
async function sendTemplate(operation: string, before: string[] = []) {
  const engine = createInProcessClient({
    tableStatusDelayMs: 0,
    clock: { start: 1_800_000_000_000, running: false },
  });
  const created = await callOperation(engine, 'CreateTable', requestTemplate('CreateTable', undefined));
  if (!created.ok) throw new Error(created.error.message);
  const table = created.value.reply.TableDescription as TableDescription;
  for (const step of before) await callOperation(engine, step, requestTemplate(step, table));
  const outcome = await callOperation(engine, operation, requestTemplate(operation, table));
  return outcome.ok
    ? { ok: true, type: '', message: '' }
    : { ok: false, type: outcome.error.__type, message: outcome.error.message };
}

describe('JSON mode templates', () => {
  it('are requests of the right shape for every operation offered: no shape error, no SerializationException', async () => {
    for (const operation of jsonOperations) {
      const { type, message } = await sendTemplate(operation);
      expect(message, operation).not.toMatch(/validation errors? detected|Missing required/);
      expect(type, operation).not.toMatch(/SerializationException/);
    }
  });

  it('for table settings, tags and resource policies, go through as they are', async () => {
    for (const operation of [
      'UpdateTable',
      'UpdateTimeToLive',
      'CreateBackup',
      'UpdateContinuousBackups',
      'UpdateContributorInsights',
      'DescribeContributorInsights',
      'ListContributorInsights',
      'EnableKinesisStreamingDestination',
      'DescribeKinesisStreamingDestination',
      'TagResource',
      'UntagResource',
      'ListTagsOfResource',
      'PutResourcePolicy',
      'DeleteResourcePolicy',
    ]) {
      expect((await sendTemplate(operation)).ok, operation).toBe(true);
    }
    expect((await sendTemplate('GetResourcePolicy', ['PutResourcePolicy'])).ok).toBe(true);
    expect((await sendTemplate('RestoreTableToPointInTime', ['UpdateContinuousBackups'])).ok).toBe(true);
    // Update and Disable need an ACTIVE destination; the template's stream is one the sandbox has.
    const refused = await sendTemplate('DisableKinesisStreamingDestination', [
      'EnableKinesisStreamingDestination',
    ]);
    expect(refused.message).toMatch(
      /KinesisStreamingDestination must be ACTIVE to perform DISABLE operation/,
    );
  });

  it('for backups by ARN, say where the ARN comes from', async () => {
    expect(requestTemplate('DescribeBackup', undefined)).toContain('<a BackupArn from ListBackups>');
    expect((await sendTemplate('DeleteBackup')).message).toBe('Invalid Backup ARN');
  });
});
