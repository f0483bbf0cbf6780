/**
 * Tag writes settle in the background, as DynamoDB's have since August 2024 (Alternator's
 * test_tag.py notes the change; ack-api-quirks dynamodb DDB-TABLE-103, 172, 173 probed it in 2026):
 * a TagResource or UntagResource that changes the tags is readable through ListTagsOfResource only
 * after the status delay (AWS: 1.6–1.8 s), and until then the table's tags are locked — another tag
 * write is a LimitExceededException, DeleteTable a ResourceInUseException — while every other
 * mutation goes through. A write that changes nothing takes no lock.
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError } from '../errors.ts';
import type { Table } from '../storage/table.ts';

/** Refuses a tag write while the last one settles. */
export function checkTagsUnlocked(table: Table): void {
  if (table.shownTags) {
    throw new DynamoDBError(
      'LimitExceededException',
      `Subscriber limit exceeded: Table tags are being updated: ${table.name}`,
    );
  }
}

/** Replaces the table's tags with `next`, readable once the write settles. */
export function writeTags(engine: Engine, table: Table, next: ReadonlyMap<string, string>): void {
  const same =
    next.size === table.tags.size && [...next].every(([key, value]) => table.tags.get(key) === value);
  if (same) return;
  const shown = new Map(table.tags);
  table.tags.clear();
  next.forEach((value, key) => table.tags.set(key, value));
  table.shownTags = shown;
  engine.after(engine.tableStatusDelayMs, () => {
    table.shownTags = undefined;
  });
}

/** The tags ListTagsOfResource shows: none before the table is ACTIVE (DDB-TABLE-101). */
export function visibleTags(table: Table): ReadonlyMap<string, string> {
  if (table.status === 'CREATING') return new Map();
  return table.shownTags ?? table.tags;
}
