/**
 * Changing a table's class, as probed against AWS in 2026 (ack-api-quirks dynamodb DDB-TABLE-052,
 * 175, 283, 287, 365, 377, 443):
 *
 * - the table and its global indexes are UPDATING for the status delay; TableClassSummary shows the
 *   old class (none if the table never had one) until the new one is in place, stamped then;
 * - two changes per table in 30 days: the third, and from then on also asking for the class the
 *   table already has, is a LimitExceededException that names no time;
 * - otherwise asking for the class the table has changes nothing, and STANDARD on a table never given
 *   a class leaves it without a summary.
 *
 * Not modelled: an encryption change during a switch turns the table ACTIVE early, and a second class
 * change is then accepted and lost (DDB-TABLE-287) — an AWS race, not a rule to teach.
 */
import { DAY_MS } from '../capacity/limits.ts';
import type { Engine } from '../engine.ts';
import { DynamoDBError } from '../errors.ts';
import type { Table, TableClass } from '../storage/table.ts';

const CHANGES_PER_WINDOW = 2;
const WINDOW_DAYS = 30;
const LIMIT = `Updates to TableClass are limited to ${CHANGES_PER_WINDOW} times in ${WINDOW_DAYS} day(s)`;

/** The table's class changes still counted against it. */
function recentChanges(engine: Engine, table: Table): number[] {
  return (table.tableClassChanges ?? []).filter((time) => time > engine.now() - WINDOW_DAYS * DAY_MS);
}

/**
 * A global table's class is changed in every replica, and each replica's own changes count (DDB-TABLE-294):
 * a replica that had its two refuses the change, as DynamoDB words it (no full stop).
 */
export function checkReplicaTableClassBudget(engine: Engine, table: Table): void {
  if (recentChanges(engine, table).length >= CHANGES_PER_WINDOW) {
    throw new DynamoDBError(
      'LimitExceededException',
      `Limit exceeded for replica in ${engine.region}. ${LIMIT}`,
    );
  }
}

/** Checks a TableClass request; how to apply it, or undefined when the table already has that class. */
export function planTableClassChange(
  engine: Engine,
  table: Table,
  requested: TableClass,
): (() => void) | undefined {
  const now = engine.now();
  const recent = recentChanges(engine, table);
  if (recent.length >= CHANGES_PER_WINDOW) {
    throw new DynamoDBError('LimitExceededException', `Subscriber limit exceeded: ${LIMIT}.`);
  }
  if (requested === (table.tableClass ?? 'STANDARD')) return undefined;
  return () => {
    table.tableClassChanges = [...recent, now];
    table.pendingTableClass = requested;
    engine.after(engine.tableStatusDelayMs, () => {
      table.pendingTableClass = undefined;
      table.tableClass = requested;
      table.tableClassUpdatedAt = engine.now();
    });
  };
}
