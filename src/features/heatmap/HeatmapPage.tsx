/**
 * The Heatmap section: the partitions of the table shown (and of each global index) across the
 * key-hash space, live as the simulated clock runs — which partition takes the traffic, which one
 * is at its ceiling and throttles, when and why partitions split — with the load generator that
 * makes it happen and a plain-words account of what is going on.
 */
import { RadioChoice } from '../../ui/RadioChoice.tsx';
import { useCallback, useMemo, useState } from 'react';
import { detailOf } from '../../client/capacityHistory.ts';
import { capacityHref } from '../metrics/capacityHref.ts';
import { RegionChoice, RegionProblem } from '../../ui/RegionChoice.tsx';
import { useCapacityFeed, useClockSync, useShownTable } from '../metrics/useCapacityFeed.ts';
import { SplitEvents } from '../metrics/SplitEvents.tsx';
import { NoTableShown } from '../metrics/NoTableShown.tsx';
import { tableGone } from '../metrics/tableGone.ts';
import { topKeyWindowStart } from '../metrics/topKeyShare.ts';
import { explainCapacity } from './explain.ts';
import { Findings } from './Findings.tsx';
import { HeatLegend } from './HeatLegend.tsx';
import { busierKind, partitionsServe, resourceTitle } from './heatModel.ts';
import type { AccessKind } from './heatScale.ts';
import { LoadPanel } from './load/LoadPanel.tsx';
import { recentThrottling } from './load/recentThrottling.ts';
import { PartitionDetails } from './PartitionDetails.tsx';
import { ResourceHeatmap } from './ResourceHeatmap.tsx';
import { formatClock } from './timeText.ts';
import { useDarkScheme } from '../../ui/useDarkScheme.ts';
import './heatmap.css';

type KindChoice = 'auto' | AccessKind;

const showTable = (name: string, region?: string) => {
  window.location.hash = capacityHref('heatmap', name, region);
};

const WINDOWS = [
  { seconds: 120, label: '2 min' },
  { seconds: 600, label: '10 min' },
];

export default function HeatmapPage({
  tableName: routeTable,
  region: routeRegion,
}: {
  tableName: string | undefined;
  /** A global table's replica to show (the home Region's table when unset). */
  region: string | undefined;
}) {
  const named = useShownTable(routeTable);
  const region = routeTable === undefined ? undefined : routeRegion;
  // The feed keeps watching a table that is gone: a scenario that makes it again shows it at once.
  const shown = useCapacityFeed(named, region);
  const { history, detail, load, error, feed, time, regions, regionShown } = shown;
  const gone = tableGone(shown, named, region);
  const tableName = gone ? undefined : named;
  useClockSync(time, load);
  const dark = useDarkScheme();
  const [kindChoice, setKindChoice] = useState<KindChoice>('auto');
  const [seconds, setSeconds] = useState<number>(120);
  const [selection, setSelection] = useState<{ resource: string; id: string }>();
  const refresh = useCallback(() => feed.refresh(), [feed]);
  const findings = useMemo(
    () => (history ? explainCapacity(history, detail, load) : []),
    [history, detail, load],
  );
  // What Auto picks, named on its button whichever button is chosen.
  const autoKind: AccessKind = history ? busierKind(history.resources) : 'write';
  const kind: AccessKind = kindChoice === 'auto' ? autoKind : kindChoice;
  // The load bar's "now", kept the same object while its figures are (the load panel is memoised).
  const recentNow = recentThrottling(history, load, region, regionShown);
  const recentPerSecond = recentNow?.perSecond;
  const recentShare = recentNow?.share;
  const recent = useMemo(
    () =>
      recentPerSecond === undefined || recentShare === undefined
        ? undefined
        : { perSecond: recentPerSecond, share: recentShare },
    [recentPerSecond, recentShare],
  );
  const highlighted = findings.find((finding) => finding.tone === 'alert')?.partition;

  const selectedResource = history?.resources.find((resource) => resource.resource === selection?.resource);
  const selectedPartition = selectedResource?.partitions.find((partition) => partition.id === selection?.id);

  return (
    <div className="heatmap">
      <header className="capacity-header">
        <div>
          <h1>Heatmap {tableName && <span className="capacity-header__table">{tableName}</span>}</h1>
          <p className="capacity-header__lede">
            Each cell is a partition, as wide as its share of the key-hash space; its colour is how much of
            the partition’s per-second ceiling it used. Traffic lands on the partition that owns the hash of
            its key — so one hot key heats one cell, whatever the table’s total capacity, unless a split
            divides its item collection by sort key.
          </p>
        </div>
        <div className="capacity-header__controls">
          {tableName && (
            <RegionChoice
              regions={regions}
              shown={regionShown}
              href={(name) => capacityHref('heatmap', tableName, name)}
            />
          )}
          <RadioChoice
            label="Colour by"
            value={kindChoice}
            onChange={setKindChoice}
            options={[
              { value: 'auto', label: `Auto (${autoKind === 'write' ? 'writes' : 'reads'})` },
              { value: 'write', label: 'Writes' },
              { value: 'read', label: 'Reads' },
            ]}
          />
          <RadioChoice
            label="History shown"
            value={seconds}
            onChange={setSeconds}
            options={WINDOWS.map((window) => ({ value: window.seconds, label: window.label }))}
          />
          <HeatLegend kind={kind} dark={dark} />
        </div>
      </header>

      <LoadPanel
        tableName={tableName}
        region={region}
        load={load}
        recent={recent}
        onStarted={refresh}
        onTable={showTable}
      />

      {!tableName ? (
        <NoTableShown section="heatmap" missing={gone ? named : undefined} />
      ) : error ? (
        <RegionProblem
          className="capacity-empty"
          message={error.message}
          region={region}
          home={capacityHref('heatmap', tableName)}
        />
      ) : !history ? (
        <p className="capacity-empty">Reading partitions…</p>
      ) : (
        <>
          <Findings findings={findings} onShow={(finding) => setSelection(finding.partition)} />
          <p className="capacity-now">
            Last completed second: <time>{formatClock(history.to - 1)}</time> UTC
          </p>
          <div className="heatmap__body">
            <div className="heatmap__maps">
              {history.resources.map((resource) => (
                <ResourceHeatmap
                  key={resource.resource}
                  resource={resource}
                  from={history.from}
                  to={history.to}
                  seconds={Math.min(seconds, history.window)}
                  kind={kind}
                  dark={dark}
                  selected={selection?.resource === resource.resource ? selection.id : undefined}
                  highlighted={highlighted?.resource === resource.resource ? highlighted.id : undefined}
                  onSelect={(id) => setSelection({ resource: resource.resource, id })}
                />
              ))}
            </div>
            <aside className="heatmap__side">
              {selectedResource && selectedPartition ? (
                <PartitionDetails
                  resourceTitle={resourceTitle(selectedResource)}
                  partition={selectedPartition}
                  events={selectedResource.events}
                  index={history.to - 1 - history.from}
                  detail={detailOf(detail, selectedResource.resource)}
                  keysSince={topKeyWindowStart(history.time)}
                  onSelect={(id) => setSelection({ resource: selectedResource.resource, id })}
                />
              ) : (
                <p className="partition-details partition-details--hint">
                  Click a partition — in the strip or in its history — to see its hash range, items,
                  consumption, throttles and top keys. {partitionsServe(history.resources[0])}
                </p>
              )}
              <SplitEvents resources={history.resources} since={history.from} limit={12} />
            </aside>
          </div>
        </>
      )}
    </div>
  );
}
