/**
 * The findings tell one consistent story of the present: after a load changes, a partition that has
 * cooled is not still called hot, and the calm finding says where the traffic actually goes.
 */
import { describe, expect, it } from 'vitest';
import { callWith } from '../../client/calls.ts';
import { scenarioSandbox } from '../../../test/helpers/capacityScenario.ts';
import { groupEvents } from '../metrics/eventGroups.ts';

describe('the heatmap findings', () => {
  it('after a hot key cools, no finding still calls it hot, and all of the traffic is named as on one partition', async () => {
    const sandbox = await scenarioSandbox('hot-key');
    await sandbox.start();
    await sandbox.advance(40);
    const hot = await sandbox.view();
    expect(hot.findings[0]).toMatchObject({
      tone: 'alert',
      title: expect.stringContaining('at its ceiling'),
    });
    expect(hot.findings[0].body).toContain('It is all one item');
    // The same key at 80 writes a second: 80 of the partition's 1,000 units.
    await sandbox.stop();
    await sandbox.start({ rate: 80 });
    await sandbox.advance(6);
    const { findings } = await sandbox.view();
    expect(findings.map((finding) => finding.title)).toEqual(['No throttling']);
    expect(findings[0].body).toMatch(
      /^All of the table's traffic lands on p\d, which uses 8 % of its 1,000 write units a second/,
    );
    await sandbox.stop();
  });

  it('a write-only hot key is not told to cache its reads', async () => {
    const sandbox = await scenarioSandbox('counter');
    await sandbox.start();
    await sandbox.advance(40);
    const [alert] = (await sandbox.view()).findings;
    expect(alert.body).toContain('write sharding');
    expect(alert.body).not.toContain('cache');
    await sandbox.stop();
  });

  it('each partition no split can help is its own event, with its own key', async () => {
    const sandbox = await scenarioSandbox('gsi-low-cardinality');
    await sandbox.start();
    await sandbox.advance(40);
    const { history, findings } = await sandbox.view();
    const refusals = groupEvents(history.resources).filter((group) => group.events[0].kind === 'no-split');
    const keyOf = new Map(refusals.map((group) => [group.events[0].partition, group.events[0].hotKeyText]));
    expect(refusals.every((group) => group.events.length === 1)).toBe(true);
    expect(new Set(keyOf.values())).toEqual(new Set(['ACTIVE', 'INACTIVE']));
    // The hot finding gives the index's reason, not the one of a single table key.
    expect(findings[0].body).toContain("an index key's entries stay together");
    expect(findings.some((finding) => finding.title.includes('cannot be split'))).toBe(false);
    await sandbox.stop();
  });

  it('a global index’s hot key is never promised a split for heat, even before its first refusal', async () => {
    const sandbox = await scenarioSandbox('gsi-low-cardinality');
    await sandbox.start();
    await sandbox.advance(8);
    const [alert] = (await sandbox.view()).findings;
    expect(alert.tone).toBe('alert');
    expect(alert.body).toContain("an index key's entries stay together");
    expect(alert.body).not.toContain('split for heat divides');
    await sandbox.stop();
  });

  it('a spread load after a hot key is not blamed on the key that was hot a minute ago', async () => {
    const sandbox = await scenarioSandbox('hot-key');
    await sandbox.start();
    await sandbox.advance(60);
    await sandbox.stop();
    // Ten thousand keys at 9,000 writes a second: more than the table's four partitions serve, evenly.
    await sandbox.start({ pattern: 'uniform', rate: 9000 });
    await sandbox.advance(10);
    const [alert] = (await sandbox.view()).findings;
    expect(alert.tone).toBe('alert');
    // The old hot key still heads the partition's key list (two minutes of counts), but it no longer
    // carries the partition's traffic: no single-key diagnosis, no advice to shard it.
    expect(alert.body).toContain('Its traffic comes from several keys (celebrity#1, ');
    expect(alert.body).not.toContain('Nearly all of its traffic is one partition key');
    expect(alert.body).not.toContain('Spread the key');
    // What does help a spread load on an on-demand table: partitions added for its new peak.
    expect(alert.body).toContain('until they serve twice the peak (split for throughput)');
    await sandbox.stop();
  });

  it('a split for a provisioned raise is told as the raise, not as on-demand growth for a peak', async () => {
    const sandbox = await scenarioSandbox('provisioned-burst');
    // 100 WCU fit one partition; 3,000 need three, so the raise splits it in two and both halves again.
    const raised = await callWith(sandbox.client, 'UpdateTable', {
      TableName: 'lab-provisioned',
      ProvisionedThroughput: { ReadCapacityUnits: 100, WriteCapacityUnits: 3000 },
    });
    expect(raised.ok).toBe(true);
    await sandbox.start();
    await sandbox.advance(5);
    const split = (await sandbox.view()).findings.find((finding) => finding.title.includes('split'));
    expect(split?.title).toBe('3 partitions split (raise)');
    expect(split?.body).toContain(
      'its provisioned or warm throughput was raised beyond what its partitions serve',
    );
    expect(split?.body).not.toContain('twice the previous peak');
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
