/**
 * The table's streams for the picker, read again with ListStreams when the table's stream changes
 * (enabled, disabled) and once an hour of simulated time (a stream 24 hours past its disabling is
 * listed no more): not on every clock reading, which comes four times a second under a load. A table
 * that never had a stream has none to list.
 */
import { useEffect, useState } from 'react';
import type { WireError } from '../../client/engineClient.ts';
import type { TableDescription } from '../../client/wireTypes.ts';
import { useAppState, useServices } from '../../state/AppServices.tsx';
import { listTableStreams, streamChoices, type ListedStream, type StreamChoice } from './tableStreams.ts';

export function useTableStreams(
  table: TableDescription,
  /** The table's disabled stream is past its 24 hours (useLastStream's gone): it is not offered. */
  latestGone: boolean,
): { choices: StreamChoice[]; error?: WireError } {
  const { engine } = useServices();
  const [listed, setListed] = useState<ListedStream[]>([]);
  const [error, setError] = useState<WireError>();
  const hour = useAppState((state) => (state.clock ? Math.floor(state.clock.Time / 3600) : undefined));
  const tableName = table.TableName;
  const latestArn = table.LatestStreamArn;
  const enabled = table.StreamSpecification?.StreamEnabled === true;

  useEffect(() => {
    if (latestArn === undefined) return;
    let current = true;
    void listTableStreams(engine, tableName).then((outcome) => {
      if (!current) return;
      if (outcome.ok) setListed(outcome.value);
      setError(outcome.ok ? undefined : outcome.error);
    });
    return () => {
      current = false;
    };
  }, [engine, tableName, latestArn, enabled, hour]);

  return { choices: streamChoices(latestArn === undefined ? [] : listed, table, latestGone), error };
}
