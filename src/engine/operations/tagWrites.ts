/**
 * Tag writes settle in the background, as DynamoDB's have since August 2024 (Alternator's
 * test_tag.py notes the change; ack-api-quirks dynamodb DDB-TABLE-103, 172, 173, 440 probed it in
 * 2026): a TagResource or UntagResource that changes the tags is readable through ListTagsOfResource
 * only after the status delay (AWS: 1.6–1.8 s), and until then the table's tags are locked — another
 * tag write is a LimitExceededException, DeleteTable a ResourceInUseException — while every other
 * mutation goes through. A write that changes nothing takes no lock, and the lock lets through only a
 * TagResource that repeats every pair of the settling one (a replay, or a fuller set).
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError } from '../errors.ts';
import type { Table } from '../storage/table.ts';

const contains = (tags: ReadonlyMap<string, string>, pairs: ReadonlyMap<string, string>) =>
  [...pairs].every(([key, value]) => tags.get(key) === value);

/** Refuses a tag write while the last one settles, unless it is a TagResource repeating its pairs. */
export function checkTagsUnlocked(table: Table, pairs?: ReadonlyMap<string, string>): void {
  const inFlight = table.tagsInFlight;
  const repeats =
    pairs !== undefined && inFlight !== undefined && inFlight.size > 0 && contains(pairs, inFlight);
  if (table.shownTags && !repeats) {
    throw new DynamoDBError(
      'LimitExceededException',
      `Subscriber limit exceeded: Table tags are being updated: ${table.name}`,
    );
  }
}

/**
 * Replaces the table's tags with `next`, readable once the write settles; `pairs` are what a
 * TagResource wrote (none for an UntagResource).
 */
export function writeTags(
  engine: Engine,
  table: Table,
  next: ReadonlyMap<string, string>,
  pairs: ReadonlyMap<string, string> = new Map(),
): void {
  if (next.size === table.tags.size && contains(table.tags, next)) return;
  const shown = table.shownTags ?? new Map(table.tags);
  table.tags.clear();
  next.forEach((value, key) => table.tags.set(key, value));
  table.shownTags = shown;
  table.tagsInFlight = pairs;
  engine.after(engine.tableStatusDelayMs, () => {
    if (table.tagsInFlight !== pairs) return;
    table.shownTags = undefined;
    table.tagsInFlight = undefined;
  });
}

/** The tags ListTagsOfResource shows: none before the table is ACTIVE (DDB-TABLE-101). */
export function visibleTags(table: Table): ReadonlyMap<string, string> {
  if (table.status === 'CREATING') return new Map();
  return table.shownTags ?? table.tags;
}
