/**
 * How a hot partition's finding words its rate: its throttles a second, by kind, under the metric
 * CloudWatch counts them in, and a partition near its ceiling without throttles.
 */
import { describe, expect, it } from 'vitest';
import { callWith } from '../../client/calls.ts';
import { scenarioSandbox } from '../../../test/helpers/capacityScenario.ts';

describe('a hot partition’s finding', () => {
  it('a partition that throttles one request a second says "1 request"', async () => {
    // One item at 1,001 writes a second: the partition serves 1,000 of them, one throttles.
    const sandbox = await scenarioSandbox('hot-key');
    await sandbox.start({ rate: 1001 });
    await sandbox.advance(6);
    const [alert] = (await sandbox.view()).findings;
    expect(alert.body).toContain(
      'throttled about 1 request a second (WriteKeyRangeThroughputThrottleEvents)',
    );
    await sandbox.stop();
  });

  it('a partition throttling reads and writes counts each kind under its own metric', async () => {
    // One item at 15,000 requests a second, 80 % reads of 800 bytes: 12,000 reads ask for 6,000 read
    // units of its 3,000 and 3,000 writes for 3,000 write units of its 1,000 — about 6,000 reads and
    // 2,000 writes throttled a second.
    const sandbox = await scenarioSandbox('hot-key');
    await sandbox.start({ rate: 15_000, readRatio: 0.8 });
    await sandbox.advance(6);
    const { findings, history } = await sandbox.view();
    const [alert] = findings;
    const hot = history.resources[0].partitions.find((partition) =>
      alert.body.startsWith(`Partition ${partition.id} `),
    )!;
    const perSecond = (name: 'ReadKeyRangeThrottleEvents' | 'WriteKeyRangeThrottleEvents') =>
      Math.round(
        Array.from(hot.metrics[name].slice(-5)).reduce((sum, count) => sum + count, 0) / 5,
      ).toLocaleString('en-US');
    expect(alert.body).toContain(
      `throttled about ${perSecond('WriteKeyRangeThrottleEvents')} write requests a second (WriteKeyRangeThroughputThrottleEvents) and about ${perSecond('ReadKeyRangeThrottleEvents')} read requests a second (ReadKeyRangeThroughputThrottleEvents)`,
    );
    await sandbox.stop();
  });

  it('a partition that throttles less than one request a second says "fewer than 1", not "about 0"', async () => {
    // One item at its partition's 1,000 writes a second, and one write more in the fifth second.
    const sandbox = await scenarioSandbox('hot-key');
    await sandbox.start({ rate: 1000 });
    await sandbox.advance(4);
    // The write, or one of the load's in the same second, is the one the partition throttles.
    await callWith(sandbox.client, 'PutItem', {
      TableName: 'lab-hot-key',
      Item: { pk: { S: 'celebrity#1' }, sk: { S: 'profile' } },
    });
    await sandbox.advance(2);
    const [alert] = (await sandbox.view()).findings;
    expect(alert.body).toContain(
      'throttled fewer than 1 request a second (WriteKeyRangeThroughputThrottleEvents), on average over the last 5 seconds',
    );
    await sandbox.stop();
  });

  it('a hot partition under its ceiling is a traffic spike away from throttling, not a burst', async () => {
    const sandbox = await scenarioSandbox('hot-key');
    await sandbox.start({ rate: 900 });
    await sandbox.advance(6);
    const [hot] = (await sandbox.view()).findings;
    expect(hot.body).toContain('runs at 90 % of its 1,000 write units a second');
    expect(hot.body).toContain('one traffic spike away from throttling');
    expect(hot.body).not.toContain('burst');
    await sandbox.stop();
  });
});
