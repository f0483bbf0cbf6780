/**
 * The words of a "cannot split" decision in the partition events: a hot partition whose traffic no
 * split can spread (all of it on one key), or — cause `size` — a partition over the size limit whose
 * bytes no split can divide: one item, or one item collection its table or index keeps whole. Either
 * may also be left whole because its resource has as many partitions as the sandbox keeps.
 */
import { MAX_PARTITIONS, type FrameEvent } from '../../client/capacityClient.ts';

/** Why a split that had a place to divide was not made (a no-split event's reason `partition-limit`). */
export const AT_PARTITION_LIMIT = `there are ${MAX_PARTITIONS.toLocaleString('en-US')} partitions already, as many as the sandbox keeps for a table or index`;

/** The text after the partition id: `lead`, then the key (shown as code) if named, then `tail`. */
export interface NoSplitWords {
  lead: string;
  key?: string;
  tail: string;
}

const NAMED = {
  'one-key': 'key',
  'single-item': 'one item of key',
  monotonic: 'key',
  'local-index': 'key',
  'global-index': 'index key',
} as const;

const UNNAMED = {
  'one-key': 'on one key',
  'single-item': 'on one item',
  monotonic: 'on one key',
  'local-index': 'on one key',
  'global-index': 'on one index key',
} as const;

const HEAT_TAIL = {
  'one-key': '',
  'single-item': '',
  monotonic: ', on a rising sort key',
  'local-index': ', and a table with a local secondary index never divides a collection',
  'global-index': ", and an index key's entries are never divided",
} as const;

const SIZE_WHY: Partial<Record<NonNullable<FrameEvent['reason']>, string>> = {
  'single-item': 'it holds one item, which a split cannot divide',
  'local-index':
    'its items are one item collection, and a table with a local secondary index never divides a collection',
  'global-index': 'all its entries have one index key, whose entries are never divided',
};

export function noSplitWords(event: FrameEvent): NoSplitWords {
  if (event.reason === 'partition-limit') {
    const what = event.cause === 'size' ? 'over the partition size limit' : 'hot';
    return { lead: `${what} but cannot split: a split could divide it, but ${AT_PARTITION_LIMIT}`, tail: '' };
  }
  if (event.cause === 'size') {
    // Left whole without such a reason: it was emptied before the split was due.
    const why = event.reason && SIZE_WHY[event.reason];
    return why
      ? { lead: `over the partition size limit but cannot split: ${why}`, tail: '' }
      : { lead: 'over the partition size limit, but not split', tail: '' };
  }
  const reason = event.reason ?? 'one-key';
  const lead = 'hot but cannot split: all its traffic is ';
  // The key is named when the engine sampled it; otherwise say what it is without a name.
  return event.hotKeyText === undefined
    ? { lead: lead + UNNAMED[reason], tail: HEAT_TAIL[reason] }
    : { lead: `${lead}${NAMED[reason]} `, key: event.hotKeyText, tail: HEAT_TAIL[reason] };
}
