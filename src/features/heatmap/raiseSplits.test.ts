/**
 * A raise splits every partition at once, and again until they serve it: up to thousands of splits
 * in one moment. The finding and the partition event say how many, from how many partitions to how
 * many and why, naming a few splits, not every one of them.
 */
import { describe, expect, it } from 'vitest';
import { callWith } from '../../client/calls.ts';
import { mergeFrame } from '../../client/capacityHistory.ts';
import { createInProcessClient } from '../../client/inProcessClient.ts';
import { keyedTableRequest } from '../../../test/capacity/support.ts';
import { sizeLimitedSandbox } from '../../../test/helpers/sizeLimitedSandbox.ts';
import { groupEvents, splitCount } from '../metrics/eventGroups.ts';
import { explainCapacity } from './explain.ts';

const RAISE_WHY = 'its provisioned or warm throughput was raised beyond what its partitions serve';

describe('splits for a raise', () => {
  it('a warm throughput raise to 40,000 writes is one finding: 60 splits, 4 partitions to 64', async () => {
    const client = createInProcessClient({
      clock: { start: Date.UTC(2026, 4, 4, 9), running: false },
      tableStatusDelayMs: 0,
    });
    expect((await callWith(client, 'CreateTable', keyedTableRequest('launch'))).ok).toBe(true);
    const raised = await callWith(client, 'UpdateTable', {
      TableName: 'launch',
      WarmThroughput: { WriteUnitsPerSecond: 40_000 },
    });
    expect(raised.ok).toBe(true);
    // The first raise of a table's warm throughput completes after five minutes (warmThroughputDelayMs).
    client.engine.advance(301_000);
    const pull = await client.capacity.pull('launch');
    if (!pull.ok || !pull.value.frame) throw new Error('no capacity frame');
    const history = mergeFrame(undefined, pull.value.frame, 'launch');

    const splits = explainCapacity(history, undefined).filter((finding) => finding.tone === 'info');
    expect(splits.map((finding) => finding.title)).toEqual(['60 partitions of launch split (raise)']);
    const [finding] = splits;
    expect(finding.body).toMatch(
      /^p0 became p\d+ and p\d+; p1 became p\d+ and p\d+; p2 became p\d+ and p\d+; and 57 more in launch, from 4 partitions to 64: /,
    );
    expect(finding.body).toContain(RAISE_WHY);
    expect(finding.body.length).toBeLessThan(400);

    const [group] = groupEvents(history.resources);
    expect(splitCount(group, history.from)).toEqual({ splits: 60, before: 4, after: 64 });
  });

  it('a raise to the 4,096 partitions the sandbox keeps is told in a few lines, with the true count', async () => {
    const sandbox = await sizeLimitedSandbox(keyedTableRequest('docs'));
    // On-demand's four partitions, split in half ten times: 4,092 splits, more than the history keeps.
    sandbox.fillPartitionLimit();
    await sandbox.advance(1_000);
    const { findings, history } = await sandbox.view();

    const splits = findings.filter((finding) => finding.tone === 'info');
    expect(splits.map((finding) => finding.title)).toEqual(['4,092 partitions of docs split (raise)']);
    expect(splits[0].body).toMatch(/; and 4,089 more in docs, from 4 partitions to 4,096: /);
    expect(splits[0].body).toContain(RAISE_WHY);
    expect(splits[0].body.length).toBeLessThan(400);

    const groups = groupEvents(history.resources);
    expect(groups).toHaveLength(1);
    expect(splitCount(groups[0], history.from)).toEqual({ splits: 4092, before: 4, after: 4096 });
  });
});
