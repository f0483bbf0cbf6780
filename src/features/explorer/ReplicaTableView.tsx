/**
 * A global table's replica in another Region, explored as that Region sees it: its description,
 * items, indexes and stream, read and written through requests signed for its Region — so an item
 * changed here reaches the other replicas a moment later, as a write from an SDK client made for
 * that Region would. Triggers and the recreate script stay with the home Region's view.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { callWith } from '../../client/calls.ts';
import { errorText, type WireError } from '../../client/engineClient.ts';
import { regionalClient } from '../../client/regionalClient.ts';
import type { TableDescription } from '../../client/wireTypes.ts';
import { AppServicesProvider, useServices } from '../../state/AppServices.tsx';
import { RegionProblem } from '../../ui/RegionChoice.tsx';
import { useRefreshWhileSettling } from '../../ui/useRefreshWhileSettling.ts';
import { explorerHref } from './explorerHref.ts';
import { TableView } from './TableView.tsx';

export function ReplicaTableView({
  tableName,
  region,
  regions,
  home,
  onChanged,
}: {
  tableName: string;
  region: string;
  /**
   * The home Region's description, read again while it settles (a replica being added or removed) and
   * after a step of the clock: the replica's is read again with it. A replica just asked for is not in
   * its Region yet, and one being removed soon is not any more: neither has a description to poll.
   */
  home: TableDescription;
  /** Every Region holding the table, the home Region first. */
  regions: string[];
  onChanged(): void;
}) {
  const services = useServices();
  const regional = useMemo(
    () => ({ ...services, engine: regionalClient(services.engine, region) }),
    [services, region],
  );
  const [described, setDescribed] = useState<{ table?: TableDescription; error?: WireError }>({});
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    void callWith(regional.engine, 'DescribeTable', { TableName: tableName }).then((outcome) => {
      if (!current) return;
      setDescribed(
        outcome.ok ? { table: outcome.value.reply.Table as TableDescription } : { error: outcome.error },
      );
    });
    return () => {
      current = false;
    };
  }, [regional, tableName, generation, home]);
  // A replica CREATING, DELETING or building an index turns into its next state on screen, as the
  // home Region's table does (ExplorerPage).
  useRefreshWhileSettling(
    [described.table],
    useCallback(() => setGeneration((value) => value + 1), []),
  );

  if (described.error) {
    return (
      <RegionProblem message={errorText(described.error)} region={region} home={explorerHref(tableName)} />
    );
  }
  if (!described.table) return <p className="explorer__muted">Reading the replica in {region}…</p>;
  return (
    <AppServicesProvider services={regional}>
      <TableView
        table={described.table}
        region={region}
        regions={regions}
        onChanged={() => {
          setGeneration((value) => value + 1);
          onChanged();
        }}
      />
    </AppServicesProvider>
  );
}
