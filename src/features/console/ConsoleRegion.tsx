/**
 * The Region a JSON or PartiQL request is signed for, offered once the sandbox holds a table in
 * more than one Region (a global table's replica): the request then reaches that Region's table,
 * as one from an SDK client made for it would. The AWS CLI mode says it with --region, the
 * JavaScript mode with the client's `region`.
 */
import { useEffect, useMemo } from 'react';
import { sandboxRegions } from '../../client/tableRegions.ts';
import { useAppState } from '../../state/AppServices.tsx';

export function ConsoleRegion() {
  const tables = useAppState((state) => state.tables);
  const tablesLoaded = useAppState((state) => state.tablesLoaded);
  const region = useAppState((state) => state.consoleRegion);
  const setRegion = useAppState((state) => state.setConsoleRegion);
  const regions = useMemo(() => sandboxRegions(Object.values(tables)), [tables]);
  // A Region whose last replica went is no choice any more: requests go home again. (The choice is
  // kept across reloads, so the tables must have been read before a Region can be judged gone.)
  const gone = tablesLoaded && region !== undefined && !regions.includes(region);
  useEffect(() => {
    if (gone) setRegion(undefined);
  }, [gone, setRegion]);
  if (regions.length < 2) return null;
  const home = regions[0];
  return (
    <label className="console-toolbar__operation">
      <span>Region</span>
      <select
        value={gone ? home : (region ?? home)}
        onChange={(event) => setRegion(event.target.value === home ? undefined : event.target.value)}
      >
        {regions.map((name) => (
          <option key={name} value={name}>
            {name}
            {name === home ? ' (home)' : ''}
          </option>
        ))}
      </select>
    </label>
  );
}
