/**
 * A metric chart, a point per second or per minute, in hand-written SVG (a chart library would weigh
 * more than all of this section): one or more series named as CloudWatch names them, reference lines
 * (provisioned capacity, a partition's ceiling), and a crosshair shared by every chart on the page,
 * so one second (or minute) can be read across all metrics at once.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { formatClock } from '../heatmap/timeText.ts';
import { areaPath, linePath, scaleTop, shortNumber, stepPath, ticksTo, timeTicks } from './chartScale.ts';

export interface ChartSeries {
  name: string;
  values: readonly number[];
  color: string;
  /** Filled below the line (the chart's main series). */
  area?: boolean;
}

export interface ChartReference {
  label: string;
  /** The level now (the last point's, for a stepped line). */
  value: number;
  /** One level per point of the series, for a reference that changes (a step line). */
  values?: readonly number[];
  color?: string;
}

export interface ChartSpec {
  id: string;
  /** The CloudWatch metric name (or names). */
  title: string;
  /** Statistic, period and unit, e.g. "Sum per second · write units". */
  statistic: string;
  /** What the metric counts, one sentence. */
  help: string;
  series: ChartSeries[];
  references?: ChartReference[];
  note?: string;
  /** A fixed top for the scale, for a bounded level (a percentage); otherwise fitted to the data. */
  scaleMax?: number;
  /** Written after each of the series' figures, for a level that is not a count (" %"). */
  unit?: string;
}

const HEIGHT = 170;
const PAD = { top: 10, right: 12, bottom: 20, left: 46 };

export function MetricChart({
  spec,
  from,
  step = 1,
  hover,
  onHover,
}: {
  spec: ChartSpec;
  /** Epoch second of each series' first value. */
  from: number;
  /** Seconds per point: 1, or 60 for CloudWatch's one-minute period. */
  step?: number;
  /** The epoch second (a point's first) under the pointer on any chart of the page. */
  hover: number | undefined;
  onHover(second: number | undefined): void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const count = spec.series[0]?.values.length ?? 0;
  const dataMax = Math.max(0, ...spec.series.map((series) => Math.max(0, ...series.values)));
  const references = spec.references ?? [];
  const top =
    spec.scaleMax ??
    scaleTop(
      dataMax,
      references.map((reference) => Math.max(reference.value, ...(reference.values ?? []))),
    );
  const plotWidth = Math.max(1, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + ((index + 0.5) / Math.max(1, count)) * plotWidth;
  const y = (value: number) => PAD.top + plotHeight * (1 - Math.min(value, top) / top);
  const baseline = PAD.top + plotHeight;
  const hoverIndex = hover === undefined ? undefined : Math.floor((hover - from) / step);
  const secondOf = (index: number) => from + index * step;
  const unit = step === 60 ? 'minute' : 'second';
  const shownIndex =
    hoverIndex !== undefined && hoverIndex >= 0 && hoverIndex < count ? hoverIndex : undefined;
  const offScale = references.filter((reference) => reference.value > top);

  const move = (event: MouseEvent<SVGSVGElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    const index = Math.floor(((event.clientX - bounds.left - PAD.left) / plotWidth) * count);
    onHover(index >= 0 && index < count ? secondOf(index) : undefined);
  };

  // The keyboard reads the chart as the pointer does: arrows move the readout a point at a time,
  // Home and End to the first and last point; the legend below shows the values at it.
  const key = (event: KeyboardEvent<SVGSVGElement>) => {
    if (count === 0) return;
    // The window slides a second at a time: a readout that slid off the left edge carries on from it.
    const at = hoverIndex === undefined ? count - 1 : Math.min(count - 1, Math.max(0, hoverIndex));
    const next =
      event.key === 'ArrowLeft'
        ? Math.max(0, at - 1)
        : event.key === 'ArrowRight'
          ? Math.min(count - 1, at + 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onHover(secondOf(next));
    // Said once per key press (the legend itself changes every second, so it is not a live region).
    setSpoken(
      `${formatClock(secondOf(next))}: ${spec.series.map((series) => `${series.name} ${figure(spec, series.values[next] ?? 0)}`).join(', ')}`,
    );
  };

  return (
    <figure className="chart" aria-labelledby={`chart-${spec.id}`}>
      <figcaption className="chart__caption">
        <span className="chart__title" id={`chart-${spec.id}`}>
          {spec.title}
        </span>
        <span className="chart__statistic">{spec.statistic}</span>
        <span className="chart__help">{spec.help}</span>
      </figcaption>
      <div className="chart__plot" ref={box}>
        {width > 0 && (
          <svg
            width={width}
            height={HEIGHT}
            role="img"
            aria-label={`${summary(spec)} Arrow keys move the readout.`}
            tabIndex={0}
            onMouseMove={move}
            onMouseLeave={() => onHover(undefined)}
            onKeyDown={key}
            onBlur={() => {
              onHover(undefined);
              setSpoken('');
            }}
          >
            {ticksTo(top).map((tick) => (
              <g key={tick} className="chart__grid">
                <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
                <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                  {shortNumber(tick)}
                </text>
              </g>
            ))}
            {timeTicks(count, plotWidth, step).map((index) => (
              <text
                key={index}
                className="chart__time"
                x={x(index)}
                y={HEIGHT - 5}
                textAnchor={index === count - 1 && count > 1 ? 'end' : 'middle'}
              >
                {formatClock(secondOf(index))}
              </text>
            ))}
            {spec.series.map((series) =>
              series.area ? (
                <path
                  key={`${series.name}-area`}
                  d={areaPath(series.values, x, y, baseline)}
                  fill={series.color}
                  opacity={0.16}
                />
              ) : null,
            )}
            {references
              .filter((reference) => reference.value <= top)
              .map((reference) => (
                <g key={reference.label} className="chart__reference">
                  {reference.values ? (
                    <path d={stepPath(reference.values, x, y)} fill="none" stroke={reference.color} />
                  ) : (
                    <line
                      x1={PAD.left}
                      x2={width - PAD.right}
                      y1={y(reference.value)}
                      y2={y(reference.value)}
                      stroke={reference.color}
                    />
                  )}
                  <text
                    x={width - PAD.right - 4}
                    y={y(reference.value) - 4}
                    textAnchor="end"
                    fill={reference.color}
                  >
                    {reference.label} {shortNumber(reference.value)}
                  </text>
                </g>
              ))}
            {spec.series.map((series) => (
              <path
                key={series.name}
                d={linePath(series.values, x, y)}
                fill="none"
                stroke={series.color}
                strokeWidth={1.6}
                strokeLinejoin="round"
              />
            ))}
            {/* A minute view has a few points (one alone draws no line): each is marked. */}
            {step > 1 &&
              spec.series.map((series) => (
                <g key={`${series.name}-points`} fill={series.color}>
                  {series.values.map((value, index) => (
                    <circle key={index} cx={x(index)} cy={y(value)} r={2.2} />
                  ))}
                </g>
              ))}
            {shownIndex !== undefined && (
              <g className="chart__cursor">
                <line x1={x(shownIndex)} x2={x(shownIndex)} y1={PAD.top} y2={baseline} />
                {spec.series.map((series) => (
                  <circle
                    key={series.name}
                    cx={x(shownIndex)}
                    cy={y(series.values[shownIndex])}
                    r={3}
                    fill={series.color}
                  />
                ))}
              </g>
            )}
          </svg>
        )}
      </div>
      <ul className="chart__legend">
        {spec.series.map((series) => {
          const total = series.values.reduce((sum, value) => sum + value, 0);
          const value =
            shownIndex !== undefined ? series.values[shownIndex] : series.values[series.values.length - 1];
          return (
            <li key={series.name} className={total === 0 ? 'chart__legend--zero' : undefined}>
              <span className="chart__swatch" style={{ background: series.color }} aria-hidden="true" />
              <span className="chart__series-name">{series.name}</span>
              <span className="chart__series-value">
                {figure(spec, value ?? 0)}
                {shownIndex !== undefined ? ` at ${formatClock(secondOf(shownIndex))}` : ` last ${unit}`} ·
                peak {figure(spec, Math.max(0, ...series.values))}
              </span>
            </li>
          );
        })}
        {offScale.map((reference) => (
          <li key={reference.label} className="chart__legend--reference">
            <span
              className="chart__swatch chart__swatch--dashed"
              style={{ borderColor: reference.color }}
              aria-hidden="true"
            />
            {reference.label} {shortNumber(reference.value)} (above the scale)
          </li>
        ))}
      </ul>
      {spec.note && <p className="chart__note">{spec.note}</p>}
      <span className="visually-hidden" aria-live="polite">
        {spoken}
      </span>
    </figure>
  );
}

/** A series' figure as the legend and the spoken summaries give it, in the chart's unit if any. */
const figure = (spec: ChartSpec, value: number) => `${shortNumber(value)}${spec.unit ?? ''}`;

function summary(spec: ChartSpec): string {
  return `${spec.title}: ${spec.series
    .map(
      (series) =>
        `${series.name} last ${figure(spec, series.values[series.values.length - 1] ?? 0)}, peak ${figure(spec, Math.max(0, ...series.values))}`,
    )
    .join('; ')}`;
}
