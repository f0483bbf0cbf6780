/**
 * The table's streams for the picker, read again with ListStreams whenever the table's stream
 * changes (enabled, disabled) or the header's clock moves (a stream 24 hours past its disabling is
 * listed no more).
 */
import { useEffect, useState } from 'react';
import type { WireError } from '../../client/engineClient.ts';
import type { TableDescription } from '../../client/wireTypes.ts';
import { useAppState, useServices } from '../../state/AppServices.tsx';
import { listTableStreams, streamChoices, type ListedStream, type StreamChoice } from './tableStreams.ts';

export function useTableStreams(table: TableDescription): { choices: StreamChoice[]; error?: WireError } {
  const { engine } = useServices();
  const [listed, setListed] = useState<ListedStream[]>([]);
  const [error, setError] = useState<WireError>();
  const clock = useAppState((state) => state.clock);
  const tableName = table.TableName;
  const latestArn = table.LatestStreamArn;
  const enabled = table.StreamSpecification?.StreamEnabled === true;

  useEffect(() => {
    let current = true;
    void listTableStreams(engine, tableName).then((outcome) => {
      if (!current) return;
      if (outcome.ok) setListed(outcome.value);
      setError(outcome.ok ? undefined : outcome.error);
    });
    return () => {
      current = false;
    };
  }, [engine, tableName, latestArn, enabled, clock]);

  return { choices: streamChoices(listed, table), error };
}
