/**
 * Lessons 1 and 6 tell the learner how long the sandbox shows CREATING and ENABLING (0.4 seconds of
 * its clock, too short to see by hand unless the clock is paused). These hold that text to what the
 * app's engine does, so that a change of the delay cannot leave the lessons saying something untrue.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createInProcessClient } from '../../client/inProcessClient.ts';
import { APP_ENGINE_OPTIONS } from '../../worker/engineHost.ts';

const lessonText = (slug: string) =>
  readFileSync(new URL(`../../../lessons/${slug}/lesson.md`, import.meta.url), 'utf8');

/** The app's engine with its clock paused, and a way to send wire-format requests to it. */
function pausedApp() {
  const client = createInProcessClient({
    ...APP_ENGINE_OPTIONS,
    clock: { start: Date.UTC(2026, 10, 30), running: false },
  });
  const send = async (operation: string, body: object) => {
    const reply = await client.request(`DynamoDB_20120810.${operation}`, JSON.stringify(body));
    return reply.ok
      ? (JSON.parse(reply.value.body) as Record<string, Record<string, unknown>>)
      : { error: { type: reply.error.__type.split('#').pop() } };
  };
  const step = (ms: number) => client.engine.clock.advance(ms);
  return { send, step };
}

const APP_TABLE = {
  TableName: 'app',
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
  AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
};

describe('what lessons 1 and 6 say the sandbox shows', () => {
  it('a new table is CREATING for 0.4 s of the clock, refusing writes, then ACTIVE (lesson 1)', async () => {
    expect(lessonText('01-keys-and-item-collections')).toContain(
      '`CREATING` for only 0.4 seconds of its virtual clock',
    );
    const { send, step } = pausedApp();
    expect((await send('CreateTable', APP_TABLE)).TableDescription.TableStatus).toBe('CREATING');
    const put = { TableName: 'app', Item: { PK: { S: 'CUSTOMER#42' } } };
    expect(await send('PutItem', put)).toMatchObject({ error: { type: 'ResourceNotFoundException' } });
    step(399);
    expect((await send('DescribeTable', { TableName: 'app' })).Table.TableStatus).toBe('CREATING');
    step(1);
    expect((await send('DescribeTable', { TableName: 'app' })).Table.TableStatus).toBe('ACTIVE');
    expect(await send('PutItem', put)).toEqual({});
  });

  it('TTL reads ENABLING for 0.4 s of the clock, then ENABLED; DISABLING likewise (lesson 6)', async () => {
    expect(lessonText('06-time-to-live')).toContain(
      '`ENABLING` and `DISABLING` for 0.4 seconds of its virtual clock',
    );
    const { send, step } = pausedApp();
    await send('CreateTable', APP_TABLE);
    step(400);
    const status = async () =>
      (await send('DescribeTimeToLive', { TableName: 'app' })).TimeToLiveDescription.TimeToLiveStatus;
    const turn = (Enabled: boolean) =>
      send('UpdateTimeToLive', {
        TableName: 'app',
        TimeToLiveSpecification: { Enabled, AttributeName: 'expiresAt' },
      });
    await turn(true);
    expect(await status()).toBe('ENABLING');
    step(399);
    expect(await status()).toBe('ENABLING');
    step(1);
    expect(await status()).toBe('ENABLED');
    // DynamoDB allows one TTL change an hour, and so does the sandbox.
    step(60 * 60 * 1000);
    await turn(false);
    expect(await status()).toBe('DISABLING');
    step(400);
    expect(await status()).toBe('DISABLED');
  });
});
