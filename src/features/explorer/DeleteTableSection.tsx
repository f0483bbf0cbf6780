import { useState } from 'react';
import type { TableDescription } from '../../client/wireTypes.ts';
import { useAppState, useServices } from '../../state/AppServices.tsx';
import { leaveWithoutAsking } from '../../state/leaveGuard.ts';
import { CLI_WAITERS } from '../console/cli/cliWaiters.ts';
import { runWaiter } from '../console/run/runWaiter.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { deleteTableRequest } from './tableSettings.ts';

/**
 * DeleteTable, behind the console's confirmation: the table's name typed out. DynamoDB refuses it
 * while deletion protection is on, and says so. Once it accepts, the table is DELETING; when it is
 * gone (DescribeTable: ResourceNotFoundException, as the CLI's table-not-exists waiter sees it), the
 * Explorer goes back to its list, read again.
 */
export function DeleteTableSection({ table, onChanged }: { table: TableDescription; onChanged(): void }) {
  const { engine, store } = useServices();
  const selectTable = useAppState((state) => state.selectTable);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();

  const leave = async () => {
    // Described again at once: the summary says DELETING, as DescribeTable now does, rather than the
    // ACTIVE it was opened with while the wait below lasts (on a paused clock, until it gives up).
    onChanged();
    // Waited for here, not in the list: a table listed while DELETING would be opened again meanwhile.
    const waited = await runWaiter(
      engine,
      CLI_WAITERS['table-not-exists'],
      JSON.stringify({ TableName: table.TableName }),
      { clockPaused: () => store.getState().clock?.Paused === true },
    );
    if (!waited.done) {
      setProblem(waited.message);
      onChanged();
      return;
    }
    // Unselected first, so the list opens on another table (or none), not on the name just deleted.
    selectTable(undefined);
    // An item form left open with unsaved changes goes with its table: the typed name confirmed
    // that already, and the guard must not ask about a table that is gone (nor step back to it).
    leaveWithoutAsking(() => {
      window.location.hash = '#/explorer';
    });
    onChanged();
  };

  return (
    <SettingsSection
      title="Delete table"
      built={deleteTableRequest(table.TableName)}
      applyLabel="Delete table"
      accepted="The table is DELETING; the Explorer goes back to the list once it is gone."
      disabled={typed !== table.TableName}
      onApplied={leave}
    >
      <p className="explorer__muted">
        Deletes the table and all its items, its indexes and its stream. With point-in-time recovery on,
        DynamoDB keeps a last backup of it.
      </p>
      <label className="create-table__field">
        <span>To confirm, type the table’s name: {table.TableName}</span>
        <input
          type="text"
          value={typed}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      {problem && (
        <p className="explorer__error" role="alert">
          {problem}
        </p>
      )}
    </SettingsSection>
  );
}
