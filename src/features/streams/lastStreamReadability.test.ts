/**
 * A disabled stream is said to stay readable only while the engine still serves it: how long more,
 * by the virtual clock, and after its 24 hours that it is no longer readable.
 */
import { describe, expect, it } from 'vitest';
import { callWith, clockCalls } from '../../client/calls.ts';
import { createInProcessClient } from '../../client/inProcessClient.ts';
import { describeStream, streamRetention } from '../../client/streamCalls.ts';
import { lastStreamReadability } from './lastStreamReadability.ts';

async function disabledStream() {
  const client = createInProcessClient({
    tableStatusDelayMs: 0,
    clock: { start: Date.UTC(2026, 0, 1), running: false },
  });
  const created = await callWith(client, 'CreateTable', {
    TableName: 'orders',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    BillingMode: 'PAY_PER_REQUEST',
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
  });
  const arn =
    created.ok && (created.value.reply.TableDescription as { LatestStreamArn: string }).LatestStreamArn;
  expect(arn).toBeTruthy();
  const off = await callWith(client, 'UpdateTable', {
    TableName: 'orders',
    StreamSpecification: { StreamEnabled: false },
  });
  expect(off.ok).toBe(true);
  /** The words after `hours` more of simulated time, and whether DescribeStream still finds the stream. */
  return async (hours: number) => {
    const clock = await clockCalls.advance(client, hours * 3600);
    const now = clock.ok ? clock.value.Time : undefined;
    const retention = await streamRetention(client, arn as string);
    const readable = (await describeStream(client, arn as string)).ok;
    return { text: lastStreamReadability(retention.ok ? retention.value : undefined, now), readable };
  };
}

describe('the words for a disabled stream', () => {
  it('say how long it stays readable while the engine still serves it, then that it no longer is', async () => {
    const after = await disabledStream();
    expect(await after(0)).toEqual({
      text: 'the last stream stays readable for 24 h more (24 hours after it was disabled)',
      readable: true,
    });
    expect(await after(22.75)).toEqual({
      text: 'the last stream stays readable for 1 h 15 min more (24 hours after it was disabled)',
      readable: true,
    });
    // Days later, the stream is gone and nothing promises 24 hours any more.
    expect(await after(72)).toEqual({
      text: 'the last stream is no longer readable: a disabled stream is kept for 24 hours',
      readable: false,
    });
  });

  it('say it is no longer readable once the clock has passed its end, before asking again', () => {
    const retention = {
      StreamArn: 'arn',
      StreamStatus: 'DISABLED' as const,
      DisabledDateTime: 1_000,
      ReadableUntilDateTime: 1_000 + 86_400,
    };
    expect(lastStreamReadability(retention, 1_000 + 86_400 - 30)).toBe(
      'the last stream stays readable for less than a minute more (24 hours after it was disabled)',
    );
    expect(lastStreamReadability(retention, 1_000 + 86_400)).toMatch(/no longer readable/);
    // Before the engine has answered, only the rule.
    expect(lastStreamReadability(undefined, 1_000)).toBe(
      'the last stream is readable until 24 hours after it was disabled',
    );
  });
});
