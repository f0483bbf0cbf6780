import { useCallback, useMemo } from 'react';
import { useAppState } from '../../state/AppServices.tsx';
import { leaveOrAsk } from '../../state/leaveGuard.ts';
import { useRefreshWhileSettling } from '../../ui/useRefreshWhileSettling.ts';
import { routeForPickedTable } from './pickedTableRoute.ts';

/**
 * The table the console's templates and the explorer start from. The list follows the tables the
 * engine's clock is settling, on every page: a table being deleted leaves it once it is gone, a new
 * one turns ACTIVE, a replica being added becomes a Region the Console signs for.
 */
export function TablePicker() {
  const tableNames = useAppState((state) => state.tableNames);
  const selected = useAppState((state) => state.selectedTable);
  const selectTable = useAppState((state) => state.selectTable);
  const tables = useAppState((state) => state.tables);
  const refreshTables = useAppState((state) => state.refreshTables);
  useRefreshWhileSettling(
    useMemo(() => Object.values(tables), [tables]),
    useCallback(() => void refreshTables(), [refreshTables]),
  );
  return (
    <label className="header-field">
      <span className="header-field__label" aria-hidden="true">
        Table
      </span>
      <select
        aria-label="Table"
        value={selected ?? ''}
        onChange={(event) => {
          const table = event.target.value || undefined;
          // In the explorer the pick replaces the table shown, and an item form open on it: the
          // form asks first (leaveGuard.ts); elsewhere nothing holds the guard and this goes at once.
          leaveOrAsk(`Opening the table ${table ?? ''} instead drops them.`, () => {
            selectTable(table);
            const route = routeForPickedTable(window.location.hash, table);
            if (route !== undefined) window.location.hash = route;
          });
        }}
        disabled={tableNames.length === 0}
      >
        {tableNames.length === 0 && <option value="">no tables yet</option>}
        {tableNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
