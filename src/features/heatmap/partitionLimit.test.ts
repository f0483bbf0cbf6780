/**
 * A hot partition that a split could divide, left whole only because its table has as many
 * partitions as the sandbox keeps, is told as that — not as traffic on one key.
 */
import { describe, expect, it } from 'vitest';
import { keyedTableRequest } from '../../../test/capacity/support.ts';
import { sizeLimitedSandbox } from '../../../test/helpers/sizeLimitedSandbox.ts';
import { noSplitWords } from '../metrics/noSplitText.ts';
import { partitionStateText } from './partitionState.ts';

const LIMIT_WORDS = 'there are 4,096 partitions already, as many as the sandbox keeps for a table or index';

describe('a hot partition at the sandbox’s partition limit', () => {
  it('says a split could divide its two keys, but the table has as many partitions as the sandbox keeps', async () => {
    // A split for heat considered after 2 hot seconds.
    const heat = { hotSecondsBeforeSplit: 2 };
    const sandbox = await sizeLimitedSandbox(keyedTableRequest('docs'), heat);
    const [a, b] = sandbox.fillPartitionLimit()('tenant');
    await sandbox.put(a, 'x', 40_000);
    await sandbox.put(b, 'x', 40_000);
    // 124 strongly consistent reads of each 40 KB item a second: 2,480 read units, 83 % of 3,000.
    for (let second = 0; second < 4; second++) await sandbox.advance(1_000, 124, [a, b], 'x');
    const { table, findings } = await sandbox.view();

    const decision = table.events.findLast((event) => event.kind === 'no-split')!;
    expect(decision).toMatchObject({ cause: 'heat', reason: 'partition-limit' });
    const words = noSplitWords(decision);
    expect(words.lead + (words.key ?? '') + words.tail).toBe(
      `hot but cannot split: a split could divide it, but ${LIMIT_WORDS}`,
    );

    const partition = table.partitions.find((candidate) => candidate.id === decision.partition)!;
    const state = partitionStateText(partition, table.events);
    expect(state).toMatch(
      /^hot for \d+ s in a row \(no split can help: a split could divide its traffic, but /,
    );
    expect(state).toContain(LIMIT_WORDS);
    expect(state).not.toContain('one key');

    const hot = findings.find((finding) => /is running hot$/.test(finding.title))!;
    expect(hot.body).toContain(
      `a split for heat could put them in different partitions, but ${LIMIT_WORDS}.`,
    );
    expect(hot.body).not.toContain('begins after about 30 hot seconds');
  });
});
