/**
 * The Region a JSON or PartiQL request is signed for, offered once the sandbox holds a table in
 * more than one Region (a global table's replica): the request then reaches that Region's table,
 * as one from an SDK client made for it would. The AWS CLI mode says it with --region, the
 * JavaScript mode with the client's `region`.
 */
import { useMemo } from 'react';
import { sandboxRegions } from '../../client/tableRegions.ts';
import { useAppState } from '../../state/AppServices.tsx';

export function ConsoleRegion() {
  const tables = useAppState((state) => state.tables);
  const region = useAppState((state) => state.consoleRegion);
  const setRegion = useAppState((state) => state.setConsoleRegion);
  const described = useMemo(() => Object.values(tables), [tables]);
  const regions = useMemo(() => sandboxRegions(described), [described]);
  // A replica being added becomes a Region to sign for while the Console is open, not only after
  // the next run: the header's table picker describes the tables again while any is settling.
  // A Region asked for (by Open in Console, or chosen before) stays the choice while no table is
  // held there — its replica not listed yet, or gone — rather than requests silently going home:
  // the choice stays in view, marked, and DynamoDB's answer from that Region says what is missing.
  const missing = region !== undefined && !regions.includes(region);
  const offered = missing ? [...regions, region] : regions;
  if (offered.length < 2) return null;
  const home = regions[0];
  return (
    <label className="console-toolbar__operation">
      <span>Region</span>
      <select
        value={region ?? home}
        onChange={(event) => setRegion(event.target.value === home ? undefined : event.target.value)}
      >
        {offered.map((name) => (
          <option key={name} value={name}>
            {name}
            {name === home ? ' (home)' : name === region && missing ? ' (no table here)' : ''}
          </option>
        ))}
      </select>
    </label>
  );
}
