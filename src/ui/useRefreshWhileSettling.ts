/**
 * Describing tables again and again while the engine's clock moves one between two states by itself
 * (settledness: CREATING, an index or replica being built, a restore …), so a new table turns
 * ACTIVE on screen without a click, as a client polling DescribeTable would see it. The header's
 * table picker watches all the home Region's tables, on every page; a replica's view watches its own.
 */
import { settledness } from '../client/tableSettling.ts';
import type { TableDescription } from '../client/wireTypes.ts';
import { usePollWhile } from './usePollWhile.ts';

/** An ARCHIVED table stays so until its key is restored: nothing to wait for. */
const isSettling = (table: TableDescription | undefined): boolean =>
  table !== undefined && table.TableStatus !== 'ARCHIVED' && settledness(table) !== 'settled';

/** Calls `refresh` every half second while any of `tables` is settling. */
export function useRefreshWhileSettling(
  tables: readonly (TableDescription | undefined)[],
  refresh: () => void,
): void {
  usePollWhile(tables.some(isSettling), refresh);
}
