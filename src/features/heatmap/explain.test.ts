/**
 * The findings tell one consistent story of the present: after a load changes, a partition that has
 * cooled is not still called hot, and the calm finding says where the traffic actually goes.
 */
import { describe, expect, it } from 'vitest';
import { callWith } from '../../client/calls.ts';
import { runScenario, scenarioSandbox } from '../../../test/helpers/capacityScenario.ts';
import { groupEvents } from '../metrics/eventGroups.ts';

/**
 * The GSI scenario's heatmap at 8 s (before the index's first refusal to split) and at 40 s (after
 * it): one run of 120,000 writes for the two tests that read it.
 */
let lowCardinalityRun: ReturnType<typeof runScenario> | undefined;
const lowCardinalityIndex = () => (lowCardinalityRun ??= runScenario('gsi-low-cardinality', 8, 40));

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
    const [, { history, findings }] = await lowCardinalityIndex();
    const refusals = groupEvents(history.resources).filter((group) => group.events[0].kind === 'no-split');
    const keyOf = new Map(refusals.map((group) => [group.events[0].partition, group.events[0].hotKeyText]));
    expect(refusals.every((group) => group.events.length === 1)).toBe(true);
    expect(new Set(keyOf.values())).toEqual(new Set(['ACTIVE', 'INACTIVE']));
    // The hot finding gives the index's reason, not the one of a single table key.
    expect(findings[0].body).toContain("an index key's entries stay together");
    expect(findings.some((finding) => finding.title.includes('cannot be split'))).toBe(false);
  });

  it('a global index’s hot key is never promised a split for heat, even before its first refusal', async () => {
    const [early] = await lowCardinalityIndex();
    const [alert] = early.findings;
    expect(alert.tone).toBe('alert');
    expect(alert.body).toContain("an index key's entries stay together");
    expect(alert.body).not.toContain('split for heat divides');
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
    expect(split?.title).toBe('3 partitions of lab-provisioned split (raise)');
    expect(split?.body).toContain(
      'its provisioned or warm throughput was raised beyond what its partitions serve',
    );
    expect(split?.body).not.toContain('twice the previous peak');
    await sandbox.stop();
  });

  it('two keys sharing a partition of an on-demand table are not promised a split for throughput', async () => {
    // Three status keys at 900 writes a second on four partitions: two share one and throttle, but
    // the table's peak (about 1,900 a second) is within what its partitions serve twice over, so no
    // split for throughput comes; a split for heat is what parts the two keys.
    const sandbox = await scenarioSandbox('status-key');
    await sandbox.start();
    await sandbox.advance(10);
    const [alert] = (await sandbox.view()).findings;
    expect(alert.tone).toBe('alert');
    expect(alert.body).toContain(
      'a split for heat begins after about 30 hot seconds and lands about a minute later (hot for',
    );
    expect(alert.body).not.toContain('split for throughput');
    await sandbox.advance(90);
    const { history } = await sandbox.view();
    const causes = history.resources[0].events.map((event) => event.cause);
    expect(causes).toContain('heat');
    expect(causes).not.toContain('throughput');
    await sandbox.stop();
  });

  it('a provisioned table throttled at its rate with a partition near its ceiling is not told none is', async () => {
    const sandbox = await scenarioSandbox('provisioned-burst');
    // One item at 1,500 writes a second spends the 100 WCU table's burst in about 33 seconds…
    await sandbox.start({ pattern: 'hot-key', rate: 1500 });
    await sandbox.advance(40);
    await sandbox.stop();
    // …then, at 900 WCU, the one partition serves 900 of its 1,000 a second and the rest throttle.
    const raised = await callWith(sandbox.client, 'UpdateTable', {
      TableName: 'lab-provisioned',
      ProvisionedThroughput: { ReadCapacityUnits: 100, WriteCapacityUnits: 900 },
    });
    expect(raised.ok).toBe(true);
    await sandbox.start({ pattern: 'hot-key', rate: 1500 });
    await sandbox.advance(6);
    const { findings } = await sandbox.view();
    expect(findings.map((finding) => finding.title)).toEqual([
      'p0 is running hot',
      'Table lab-provisioned is over its provisioned write capacity',
    ]);
    expect(findings[0].body).toContain('runs at 90 % of its 1,000 write units a second');
    expect(findings[1].body).toContain('throttled (WriteProvisionedThroughputThrottleEvents)');
    expect(findings[1].body).not.toContain('no partition is near');
    await sandbox.stop();
  });

  it('an index split for throughput is told as the index’s growth, not the table’s', async () => {
    const sandbox = await scenarioSandbox('uniform');
    const indexed = await callWith(sandbox.client, 'UpdateTable', {
      TableName: 'lab-uniform',
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      GlobalSecondaryIndexUpdates: [
        {
          Create: {
            IndexName: 'by-pk',
            KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
            Projection: { ProjectionType: 'KEYS_ONLY' },
          },
        },
      ],
    });
    expect(indexed.ok).toBe(true);
    // 2,500 writes a second over many keys: twice that peak is more than four partitions serve, so
    // the table's and the index's partitions both grow a minute later.
    await sandbox.start({ rate: 2500 });
    await sandbox.advance(72);
    const splits = (await sandbox.view()).findings.filter((finding) => finding.tone === 'info');
    // Each named in its title: a table and its index split at the same moment read as two findings.
    expect(splits.map((finding) => finding.title)).toEqual(
      expect.arrayContaining([
        '4 partitions of by-pk split (throughput)',
        '4 partitions of lab-uniform split (throughput)',
      ]),
    );
    const ofIndex = splits.find((finding) => finding.body.includes(' in by-pk, from 4 partitions to 8: '));
    expect(ofIndex?.body).toContain('the index needed more throughput than its partitions serve');
    const ofTable = splits.find((finding) =>
      finding.body.includes(' in lab-uniform, from 4 partitions to 8: '),
    );
    expect(ofTable?.body).toContain('the table needed more throughput than its partitions serve');
    await sandbox.stop();
  });

  it('an index whose partitions grow for its peak is told of the index’s partitions, not the table’s', async () => {
    const sandbox = await scenarioSandbox('uniform');
    const indexed = await callWith(sandbox.client, 'UpdateTable', {
      TableName: 'lab-uniform',
      AttributeDefinitions: [{ AttributeName: 'grp', AttributeType: 'S' }],
      GlobalSecondaryIndexUpdates: [
        {
          Create: {
            IndexName: 'by-grp',
            KeySchema: [{ AttributeName: 'grp', KeyType: 'HASH' }],
            Projection: { ProjectionType: 'KEYS_ONLY' },
          },
        },
      ],
    });
    expect(indexed.ok).toBe(true);
    // 2,400 writes a second over many table keys and six index keys, three of which (g1, g4, g8)
    // share one of the index's four partitions: 1,200 writes a second on its 1,000.
    const groups = ['g1', 'g4', 'g8', 'g0', 'g2', 'g3'];
    for (let second = 0; second < 6; second++) {
      sandbox.client.engine.advance(1000);
      for (let i = 0; i < 2400; i++) {
        await callWith(sandbox.client, 'PutItem', {
          TableName: 'lab-uniform',
          Item: { pk: { S: `user#${second}-${i}` }, sk: { S: 'x' }, grp: { S: groups[i % 6] } },
        });
      }
    }
    const { findings } = await sandbox.view();
    const ofIndex = findings.find((finding) => finding.body.includes(' of index by-grp '));
    expect(ofIndex?.body).toContain('Its traffic comes from several keys');
    expect(ofIndex?.body).toContain(
      "the index's partitions are split in half until they serve twice the peak (split for throughput)",
    );
  });

  it('a hot item whose partition splits between keys is not told its collection is being divided', async () => {
    const sandbox = await scenarioSandbox('hot-key');
    await sandbox.start();
    await sandbox.advance(5);
    // A few stray writes while the partition is hot: some land beside the hot item, so the split for
    // heat falls between partition keys, and the one hot item goes whole to one of the halves.
    for (let i = 0; i < 20; i++) {
      const put = await callWith(sandbox.client, 'PutItem', {
        TableName: 'lab-hot-key',
        Item: { pk: { S: `stray#${i}` }, sk: { S: 'x' } },
      });
      expect(put.ok).toBe(true);
    }
    await sandbox.advance(30);
    const [alert] = (await sandbox.view()).findings;
    expect(alert.body).toContain('Nearly all of its traffic is one partition key, celebrity#1.');
    expect(alert.body).not.toContain('spread over many sort keys');
    expect(alert.body).not.toContain('divides the item collection');
    expect(alert.body).toContain('A split for heat is under way, but it falls between partition keys');
    await sandbox.stop();
  });
});
