/**
 * A hot partition's finding tells a split for size under way as one — it divides bytes, not traffic —
 * and explains a hot key from its last decision for heat, not from a decision about its size.
 */
import { describe, expect, it } from 'vitest';
import { keyedTableRequest, LOCAL_INDEX } from '../../../test/capacity/support.ts';
import { sizeLimitedSandbox } from '../../../test/helpers/sizeLimitedSandbox.ts';

/**
 * Two 80 KB items, over the 150 KB size limit together in one partition (`zeta` and `omega` hash into
 * the same quarter of the key space), then `seconds` seconds of strongly consistent reads of `pks`:
 * 130 reads of 20 units a second in all, 87 % of the partition's 3,000 read units.
 */
async function hotWhileSplittingForSize(pks: string[], seconds: number) {
  const sandbox = await sizeLimitedSandbox(keyedTableRequest('docs'));
  await sandbox.put('zeta', 'x', 80_000);
  await sandbox.put('omega', 'x', 80_000);
  for (let second = 0; second < seconds; second++) {
    await sandbox.advance(1_000, 130 / pks.length, pks, 'x');
  }
  return sandbox.view();
}

describe('a hot partition while a split for size is under way', () => {
  it('on one key is not told of a split for heat', async () => {
    const { table, findings } = await hotWhileSplittingForSize(['zeta'], 6);
    expect(table.partitions.some((partition) => partition.splitting === 'size')).toBe(true);
    const [hot] = findings;
    expect(hot.title).toMatch(/is running hot$/);
    expect(hot.body).toContain(
      "A split for size is under way, which divides the partition's stored bytes, not its traffic: zeta can keep all of its traffic in one of the two new partitions.",
    );
    expect(hot.body).not.toContain('split for heat');
  });

  it('on several keys is not promised that the split puts them in different partitions', async () => {
    const { findings } = await hotWhileSplittingForSize(['zeta', 'omega'], 6);
    const [hot] = findings;
    expect(hot.body).toMatch(
      /Its traffic comes from several keys \((zeta, omega|omega, zeta)…\): a split for size is under way, which divides the partition's stored bytes, not its traffic\.$/,
    );
    expect(hot.body).not.toContain('split for heat');
  });
});

describe('a hot key', () => {
  it('is explained by the last decision for heat, not by a later one about its size', async () => {
    // Decisions within seconds: a split considered after 2 hot seconds, landing a second later.
    const heat = { hotSecondsBeforeSplit: 2, splitDelayMs: 1_000 };
    const sandbox = await sizeLimitedSandbox(keyedTableRequest('docs', LOCAL_INDEX), heat);
    // One item collection over the size limit in a table with a local index: no split divides it.
    await sandbox.put('tenant', 'small', 10_000);
    await sandbox.put('tenant', 'big', 150_000);
    // 70 strongly consistent reads of the big item a second: 2,660 read units, hot on one item.
    for (let second = 0; second < 4; second++) await sandbox.advance(1_000, 70, ['tenant'], 'big');
    // An item elsewhere changes the table's size: the hot partition's size is decided again, a second
    // after a decision for heat (they come every two hot seconds here).
    await sandbox.put('elsewhere', 'x', 1_000);
    for (let second = 0; second < 2; second++) await sandbox.advance(1_000, 70, ['tenant'], 'big');
    const { table, findings } = await sandbox.view();
    expect(table.events.map(({ cause, reason }) => `${cause}:${reason}`).at(-1)).toBe('size:local-index');
    const [hot] = findings;
    expect(hot.body).toContain('Nearly all of its traffic is one partition key, tenant. It is all one item');
    expect(hot.body).not.toContain('local secondary index');
  });
});
