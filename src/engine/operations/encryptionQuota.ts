/**
 * DynamoDB's quota on a table's encryption changes, as probed against AWS in 2026 (ack-api-quirks
 * dynamodb DDB-TABLE-081, 120, 141, 142, 377, 443): in a 24-hour window that opens with the table's
 * first change, 4 changes, then one every 6 hours until the window closes. Every accepted
 * SSESpecification change counts, also re-encrypting with the key in use named another way. The
 * probes cut the message short after "Last change at"; its end follows the catalogue's quote ("Next
 * changes can be made at <time>.").
 */
import { DAY_MS } from '../capacity/limits.ts';
import { DynamoDBError } from '../errors.ts';
import type { Table } from '../storage/table.ts';

const FREE_CHANGES = 4;
const INTERVAL_MS = 21_600_000;

/** The changes in the table's current window (none once it has closed). */
function windowChanges(table: Table, now: number): number[] {
  const changes = table.encryptionChanges ?? [];
  return changes.length > 0 && now < changes[0] + DAY_MS ? changes : [];
}

export function checkEncryptionQuota(table: Table, now: number): void {
  const changes = windowChanges(table, now);
  if (changes.length < FREE_CHANGES) return;
  const last = changes[changes.length - 1];
  if (now >= last + INTERVAL_MS) return;
  const windowEnd = changes[0] + DAY_MS;
  const next = Math.min(last + INTERVAL_MS, windowEnd);
  const iso = (time: number) => new Date(time).toISOString();
  throw new DynamoDBError(
    'LimitExceededException',
    `Subscriber limit exceeded: Encryption mode changes are limited in the 24h window ending at ${iso(windowEnd)}. After the first ${FREE_CHANGES} change, each subsequent change in the same window can be performed at most once every ${INTERVAL_MS / 1000} seconds. Number of updates today: ${changes.length}. Last change at ${iso(last)}. Next changes can be made at ${iso(next)}.`,
  );
}

export function countEncryptionChange(table: Table, now: number): void {
  table.encryptionChanges = [...windowChanges(table, now), now];
}
