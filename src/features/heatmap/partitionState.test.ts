/**
 * A partition's "State" line tells a split for size as one (not as a split for heat), and a hot
 * partition no split for heat can help keeps the reason of its last decision for heat, whatever a
 * later decision about its size says.
 */
import { describe, expect, it } from 'vitest';
import { keyedTableRequest, LOCAL_INDEX } from '../../../test/capacity/support.ts';
import { docsTable, sizeLimitedSandbox } from '../../../test/helpers/sizeLimitedSandbox.ts';
import { partitionStateText } from './partitionState.ts';

describe('the state of a partition', () => {
  it('over the size limit is splitting for size, not for heat', async () => {
    const sandbox = await sizeLimitedSandbox(docsTable());
    await sandbox.put('alpha', 'x', 80_000);
    await sandbox.put('beta', 'x', 80_000);
    await sandbox.advance(1_000);
    const { table } = await sandbox.view();
    const [partition] = table.partitions;
    expect(partition.splitting).toBe('size');
    expect(partitionStateText(partition, table.events)).toBe('splitting (a split for size is under way)');
  });

  it('hot on one item keeps that reason after a decision about its size', async () => {
    // Heat within seconds: 10 % of a ceiling for 2 seconds, splits landing a second later.
    const heat = { hotSecondsBeforeSplit: 2, hotUtilization: 0.1, splitDelayMs: 1_000 };
    const sandbox = await sizeLimitedSandbox(keyedTableRequest('docs', LOCAL_INDEX), heat);
    // One item collection over the size limit, in a table with a local index: no split divides it.
    await sandbox.put('tenant', 'small', 10_000);
    await sandbox.put('tenant', 'big', 150_000);
    // Ten strongly consistent reads of the big item a second: 370 read units, hot on one item.
    for (let second = 0; second < 5; second++) await sandbox.advance(1_000, 10, ['tenant'], 'big');
    // The table grows by an item elsewhere: the hot partition's size is decided again, a second after
    // a decision for heat (they come every two hot seconds here).
    await sandbox.put('elsewhere', 'x', 1_000);
    for (let second = 0; second < 2; second++) await sandbox.advance(1_000, 10, ['tenant'], 'big');
    const { table } = await sandbox.view();
    const decisions = table.events.map(({ cause, reason }) => `${cause}:${reason}`);
    expect(decisions.at(-1)).toBe('size:local-index');
    expect(decisions).toContain('heat:single-item');
    const partition = table.partitions.find((candidate) => candidate.id === table.events[0].partition)!;
    expect(partitionStateText(partition, table.events)).toMatch(
      /^hot for \d+ s in a row \(no split can help: its traffic is one item, which a split cannot divide\)$/,
    );
  });
});
