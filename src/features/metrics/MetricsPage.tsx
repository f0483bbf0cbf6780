/**
 * The Metrics section: the table's (or a global index's) CloudWatch metrics on the sandbox clock,
 * second by second or, as CloudWatch aggregates them, minute by minute — consumed capacity against what is provisioned and what a partition can serve,
 * throttling with its reasons, failed conditions, errors and latency — plus Contributor-Insights-style
 * top keys and the partition events. Charts share one crosshair.
 */
import { RadioChoice } from '../../ui/RadioChoice.tsx';
import { moveWithArrows } from '../../ui/arrowKeys.ts';
import { useMemo, useState } from 'react';
import { detailOf, type ResourceHistory } from '../../client/capacityHistory.ts';
import { useServices } from '../../state/AppServices.tsx';
import { resourceTitle } from '../heatmap/heatModel.ts';
import { LoadStatusBar } from '../heatmap/load/LoadStatusBar.tsx';
import { recentThrottling } from '../heatmap/load/recentThrottling.ts';
import { formatClock } from '../heatmap/timeText.ts';
import { shortNumber } from './chartScale.ts';
import { MetricChart } from './MetricChart.tsx';
import { chartsFor } from './metricCharts.ts';
import {
  averagePerPoint,
  lastPointCaption,
  lastPointOf,
  PERIODS,
  periodSpan,
  sumPerPoint,
  type Period,
  type TimeSpan,
} from './metricPeriods.ts';
import { capacityHref } from './capacityHref.ts';
import { RegionChoice, RegionProblem } from '../../ui/RegionChoice.tsx';
import { NoTableShown } from './NoTableShown.tsx';
import { SplitEvents } from './SplitEvents.tsx';
import { tableGone } from './tableGone.ts';
import { TopKeys } from './TopKeys.tsx';
import { consumedInTopKeyWindow } from './topKeyShare.ts';
import { metricDimensions } from './metricDimensions.ts';
import { useCapacityFeed, useClockSync, useShownTable } from './useCapacityFeed.ts';
import './metrics.css';

const WINDOWS = [
  { seconds: 60, label: '1 min' },
  { seconds: 300, label: '5 min' },
  { seconds: 600, label: '10 min' },
];

export default function MetricsPage({
  tableName: routeTable,
  region: routeRegion,
}: {
  tableName: string | undefined;
  /** A global table's replica to show (the home Region's table when unset). */
  region: string | undefined;
}) {
  const named = useShownTable(routeTable);
  const region = routeTable === undefined ? undefined : routeRegion;
  const { engine } = useServices();
  // The feed keeps watching a table that is gone: one made again shows at once.
  const shown = useCapacityFeed(named, region);
  const { history, detail, load, error, feed, time, regions, regionShown } = shown;
  const gone = tableGone(shown, named, region);
  const tableName = gone ? undefined : named;
  useClockSync(time, load);
  const [resourceLabel, setResourceLabel] = useState<string>();
  const [seconds, setSeconds] = useState<number>(300);
  const [period, setPeriod] = useState<Period>(1);
  const [hover, setHover] = useState<number>();

  const resource =
    history?.resources.find((candidate) => candidate.resource === resourceLabel) ?? history?.resources[0];
  const length = history ? history.to - history.from : 0;
  const span = useMemo(
    () => periodSpan(period, history?.from ?? 0, length, seconds),
    [period, history?.from, length, seconds],
  );
  const spanFrom = (history?.from ?? 0) + span.first;
  const unit = period === 60 ? 'minute' : 'second';
  const charts = useMemo(
    () =>
      history && resource
        ? chartsFor(resource, history.resources[0], history.account, span, history.from)
        : [],
    [history, resource, span],
  );
  const resourceDetail = resource ? detailOf(detail, resource.resource) : undefined;
  const topKeys = resourceDetail?.topKeys;

  return (
    <div className="metrics">
      <header className="capacity-header">
        <div>
          <h1>Metrics {tableName && <span className="capacity-header__table">{tableName}</span>}</h1>
          <p className="capacity-header__lede">
            The metrics CloudWatch publishes for DynamoDB, with the same names. The sandbox counts every
            simulated second; CloudWatch keeps one point per minute, so its Sum is the minute’s total and
            Sum&nbsp;÷&nbsp;60 the average per second. Set the period to 1 minute to see what CloudWatch would
            chart: a spike of a few seconds, plain in the second view, is smoothed into its minute. Hover a
            chart to read the same {unit} on all of them.
          </p>
        </div>
        <div className="capacity-header__controls">
          {tableName && (
            <RegionChoice
              regions={regions}
              shown={regionShown}
              href={(name) => capacityHref('metrics', tableName, name)}
            />
          )}
          {history && history.resources.length > 1 && (
            <div className="segmented" role="tablist" aria-label="Table or index" onKeyDown={moveWithArrows}>
              {history.resources.map((candidate) => (
                <button
                  key={candidate.resource}
                  type="button"
                  role="tab"
                  aria-selected={candidate === resource}
                  tabIndex={candidate === resource ? 0 : -1}
                  onClick={() => setResourceLabel(candidate.resource)}
                >
                  {candidate.kind === 'index' ? `GSI ${resourceTitle(candidate)}` : 'Table'}
                </button>
              ))}
            </div>
          )}
          <RadioChoice
            label="Time span"
            value={seconds}
            onChange={setSeconds}
            options={WINDOWS.map((window) => ({ value: window.seconds, label: window.label }))}
          />
          <RadioChoice label="Period" value={period} onChange={setPeriod} options={PERIODS} />
        </div>
      </header>

      {load && (
        <LoadStatusBar
          load={load}
          recent={recentThrottling(history, load, region, regionShown)}
          onStop={() => void engine.capacity.stopLoad().then(() => feed.refresh())}
          onFastForward={(value) =>
            engine.capacity.fastForwardLoad(value).then((status) => {
              feed.refresh();
              return status;
            })
          }
        />
      )}

      {!tableName ? (
        <NoTableShown section="metrics" missing={gone ? named : undefined} />
      ) : error ? (
        <RegionProblem
          className="capacity-empty"
          message={error.message}
          region={region}
          home={capacityHref('metrics', tableName)}
        />
      ) : !history || !resource ? (
        <p className="capacity-empty">Reading metrics…</p>
      ) : (
        <>
          <Tiles resource={resource} span={span} from={history.from} />
          <p className="capacity-now">
            {span.count === 0 ? (
              'No whole minute yet · '
            ) : (
              <>
                {formatClock(spanFrom)}–{formatClock(spanFrom + span.count - 1)} UTC · per {unit}
                {period === 60 && ' (whole minutes; the one in progress is not shown)'} ·{' '}
              </>
            )}
            {metricDimensions(resource).map((dimension) => (
              <span key={dimension.name}>
                {dimension.name} = <code>{dimension.value}</code> ·{' '}
              </span>
            ))}
            <a href={capacityHref('heatmap', history.tableName, region)}>See its partitions on the heatmap</a>
          </p>
          <div className="charts">
            {charts.map((spec) => (
              <MetricChart
                key={spec.id}
                spec={spec}
                from={spanFrom}
                step={span.step}
                hover={hover}
                onHover={setHover}
              />
            ))}
          </div>
          <TopKeys
            traffic={topKeys?.traffic}
            throttled={topKeys?.throttled}
            resource={resource.resource}
            insights={resourceDetail?.insights}
            consumed={
              detail && history ? consumedInTopKeyWindow(resource, history.from, detail.time) : undefined
            }
          />
          <SplitEvents resources={[resource]} since={history?.from} />
        </>
      )}
    </div>
  );
}

/** The last point of each headline metric: the last completed second, or minute. */
function Tiles({ resource, span: whole, from }: { resource: ResourceHistory; span: TimeSpan; from: number }) {
  const span = lastPointOf(whole);
  const caption = lastPointCaption(span, from);
  const sum = (values: number[]) => sumPerPoint(values, span)[0] ?? 0;
  const m = resource.metrics;
  // No successful request in the period: CloudWatch has no latency data point, so no number.
  const [latency] = averagePerPoint(m.SuccessfulRequestLatencySum, m.SuccessfulRequests, span);
  const tiles: { name: string; value: number | undefined; alert?: boolean }[] = [
    { name: 'ConsumedWriteCapacityUnits', value: sum(m.ConsumedWriteCapacityUnits) },
    { name: 'ConsumedReadCapacityUnits', value: sum(m.ConsumedReadCapacityUnits) },
    {
      name: resource.kind === 'table' ? 'ThrottledRequests' : 'WriteThrottleEvents',
      value: sum(resource.kind === 'table' ? m.ThrottledRequests : m.WriteThrottleEvents),
      alert: true,
    },
    {
      name: 'Read + WriteThrottleEvents',
      value: sum(m.WriteThrottleEvents) + sum(m.ReadThrottleEvents),
      alert: true,
    },
    ...(resource.kind === 'table'
      ? [{ name: 'SuccessfulRequestLatency, all operations (avg ms)', value: latency }]
      : []),
  ];
  // The caption is shown, not only spoken: the span under the tiles is the charts', not theirs.
  return (
    <>
      <p className="tiles-caption" id="metric-tiles-caption">
        {caption}
      </p>
      <dl className="tiles" aria-labelledby="metric-tiles-caption">
        {tiles.map((tile) => (
          <div
            key={tile.name}
            className={`tile${tile.alert && tile.value !== undefined && tile.value > 0 ? ' tile--alert' : ''}`}
          >
            <dt>{tile.name}</dt>
            <dd>{tile.value === undefined ? '—' : shortNumber(Math.round(tile.value * 100) / 100)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
