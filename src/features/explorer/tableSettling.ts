/**
 * The Explorer describes a table again and again while the engine's clock moves it between two
 * states by itself (settledness: CREATING, an index or replica being built, a restore …), so a new
 * table turns ACTIVE on screen without a click, as a client polling DescribeTable would see it.
 */
import { useEffect } from 'react';
import { settledness } from '../../client/tableSettling.ts';
import type { TableDescription } from '../../client/wireTypes.ts';

/** How often a table that has not settled is described again (real time). */
const POLL_MS = 500;

/** An ARCHIVED table stays so until its key is restored: nothing to wait for. */
const isSettling = (table: TableDescription): boolean =>
  table.TableStatus !== 'ARCHIVED' && settledness(table) !== 'settled';

/** Calls `refresh` every POLL_MS while `table` is settling. */
export function useRefreshWhileSettling(table: TableDescription | undefined, refresh: () => void): void {
  const settling = table !== undefined && isSettling(table);
  useEffect(() => {
    if (!settling) return;
    const timer = window.setInterval(refresh, POLL_MS);
    return () => window.clearInterval(timer);
  }, [settling, refresh]);
}
