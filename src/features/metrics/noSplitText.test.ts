/**
 * A partition over the size limit that no split can divide is told as that — one item, or one item
 * collection kept whole — not as a hot partition whose traffic is all on one key.
 */
import { describe, expect, it } from 'vitest';
import { LOCAL_INDEX } from '../../../test/capacity/support.ts';
import { docsTable, sizeLimitedSandbox } from '../../../test/helpers/sizeLimitedSandbox.ts';
import { noSplitWords } from './noSplitText.ts';

const sentence = (words: ReturnType<typeof noSplitWords>) => words.lead + (words.key ?? '') + words.tail;

describe('a "cannot split" decision for size', () => {
  it('of a partition holding one item says so, and nothing of its traffic', async () => {
    const sandbox = await sizeLimitedSandbox(docsTable());
    await sandbox.put('big', 'only', 160_000);
    // The size check, then the split's landing a minute later, when the table's clock moves on.
    await sandbox.advance(1_000);
    await sandbox.advance(61_000);
    const [decision] = (await sandbox.view()).table.events;
    expect(decision).toMatchObject({ kind: 'no-split', cause: 'size' });
    expect(sentence(noSplitWords(decision))).toBe(
      'over the partition size limit but cannot split: it holds one item, which a split cannot divide',
    );
  });

  it('of one item collection in a table with a local secondary index names the index', async () => {
    const sandbox = await sizeLimitedSandbox(docsTable(LOCAL_INDEX));
    await sandbox.put('tenant', 'a', 80_000);
    await sandbox.put('tenant', 'b', 80_000);
    await sandbox.advance(1_000);
    await sandbox.advance(61_000);
    const [decision] = (await sandbox.view()).table.events;
    const text = sentence(noSplitWords(decision));
    expect(text).toBe(
      'over the partition size limit but cannot split: its items are one item collection, and a table with a local secondary index never divides a collection',
    );
    expect(text).not.toContain('traffic');
  });
});

describe('a "cannot split" decision for heat', () => {
  it('keeps its words: all its traffic is one item of the key it names', () => {
    const words = noSplitWords({
      time: 0,
      resource: 'lab',
      kind: 'no-split',
      cause: 'heat',
      partition: 'p1',
      reason: 'single-item',
      hotKeyText: 'celebrity#1',
    });
    expect(words).toEqual({
      lead: 'hot but cannot split: all its traffic is one item of key ',
      key: 'celebrity#1',
      tail: '',
    });
  });
});
