/**
 * The heatmap over time, under the strip and on the same key-hash axis: one row per simulated second,
 * the newest on top, each partition's column coloured by the share of its ceiling it consumed then.
 * Throttled seconds are hatched; a split shows where a column divides in two, with a line across the
 * parent at the second it happened. Drawn on a canvas: hundreds of rows of cells redrawn per frame.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { PartitionHistory, ResourceHistory } from '../../client/capacityHistory.ts';
import { aliveIn, partitionSecond, utilisationOf } from './heatModel.ts';
import type { KeyAxis } from './keyAxis.ts';
import { heatColor, PARTITION_CEILING, type AccessKind } from './heatScale.ts';
import { formatClock } from './timeText.ts';
import { startCursor, stepCursor, type WaterfallCursor } from './waterfallCursor.ts';

interface Hover {
  x: number;
  y: number;
  text: string;
}

const n = (value: number) => Math.round(value).toLocaleString('en-US');

/** What the waterfall shows and how: shared with the resource view around it (ResourceHeatmap). */
export interface HistoryView {
  resource: ResourceHistory;
  /** History bounds: [from, to) epoch seconds; `to - 1` is the top row. */
  from: number;
  to: number;
  seconds: number;
  kind: AccessKind;
  dark: boolean;
  selected: string | undefined;
}

export function Waterfall({
  resource,
  to,
  from,
  seconds,
  kind,
  dark,
  selected,
  axis,
  onSelect,
}: HistoryView & { axis: KeyAxis; onSelect(id: string): void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);
  const [hover, setHover] = useState<Hover>();
  const height = Math.min(360, Math.max(180, seconds * 2));
  const rowHeight = height / seconds;

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = canvas.current;
    if (!element || width === 0) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.round(width * ratio);
    element.height = Math.round(height * ratio);
    const context = element.getContext('2d');
    if (!context) return;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    draw(context, { resource, from, to, seconds, kind, dark, selected, axis, width, height, rowHeight });
  }, [resource, from, to, seconds, kind, dark, selected, axis, width, height, rowHeight]);

  /** The partition and second under the pointer. */
  const locate = (event: MouseEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const second = to - 1 - Math.floor(y / rowHeight);
    const at = x / box.width;
    const partition = resource.partitions.find(
      (candidate) => axis.left(candidate) <= at && at < axis.right(candidate) && aliveIn(candidate, second),
    );
    return { x, y, second, partition };
  };

  /** What the readout says of a partition at a second. */
  const tipText = (partition: PartitionHistory, second: number) => {
    const values = partitionSecond(partition, second - from);
    const used = kind === 'write' ? values.write : values.read;
    const share = Math.round(utilisationOf(values, kind) * 100);
    return `${partition.id} · ${formatClock(second)} · ${n(used)} ${kind === 'write' ? 'WCU' : 'RCU'} (${share} % of ${n(PARTITION_CEILING[kind])})${values.throttled > 0 ? ` · ${n(values.throttled)} throttled` : ''}`;
  };

  const move = (event: MouseEvent<HTMLCanvasElement>) => {
    const { x, y, second, partition } = locate(event);
    if (!partition || second < from) return setHover(undefined);
    setHover({ x, y, text: tipText(partition, second) });
  };

  // The keyboard moves a cursor over the cells (waterfallCursor.ts); its readout is also said once.
  const [cursor, setCursor] = useState<WaterfallCursor>();
  const showCursor = (next: WaterfallCursor | undefined) => {
    const partition = resource.partitions.find((candidate) => candidate.id === next?.partitionId);
    setCursor(next);
    if (!next || !partition) return setHover(undefined);
    const x = ((axis.left(partition) + axis.right(partition)) / 2) * width;
    const y = (to - 1 - next.second + 0.5) * rowHeight;
    setHover({ x, y, text: tipText(partition, next.second) });
  };
  const key = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (event.key === 'Enter' && cursor) return onSelect(cursor.partitionId);
    const start = cursor ?? startCursor(resource.partitions, axis, to, selected);
    const next =
      start && (cursor ? stepCursor(resource.partitions, axis, { from, to }, cursor, event.key) : start);
    if (!next || !event.key.startsWith('Arrow')) return;
    event.preventDefault();
    showCursor(next);
  };

  const ticks = timeTicks(seconds);
  return (
    <div className="waterfall">
      <div className="waterfall__gutter" aria-hidden="true" style={{ height }}>
        {ticks.map((tick) => (
          <span key={tick} style={{ top: `${(tick / seconds) * 100}%` }}>
            {tick === 0 ? 'now' : tick % 60 === 0 && tick >= 120 ? `−${tick / 60} min` : `−${tick} s`}
          </span>
        ))}
      </div>
      <div className="waterfall__plot">
        <canvas
          ref={canvas}
          className="waterfall__canvas"
          style={{ height }}
          role="img"
          aria-label={`${resource.resource}: consumed ${kind === 'write' ? 'write' : 'read'} capacity per partition over the last ${seconds} seconds, newest on top. Arrow keys read a cell, Enter picks its partition.`}
          tabIndex={0}
          onMouseMove={move}
          onMouseLeave={() => setHover(undefined)}
          onKeyDown={key}
          onBlur={() => showCursor(undefined)}
          onClick={(event) => {
            const { partition } = locate(event);
            if (partition) onSelect(partition.id);
          }}
        />
        {hover && (
          <span className="waterfall__tip" style={{ left: hover.x, top: hover.y }}>
            {hover.text}
          </span>
        )}
        <span className="visually-hidden" aria-live="polite">
          {cursor && hover?.text}
        </span>
      </div>
    </div>
  );
}

function timeTicks(seconds: number): number[] {
  const step = seconds <= 60 ? 15 : seconds <= 180 ? 30 : seconds <= 600 ? 120 : 300;
  const ticks: number[] = [];
  for (let tick = 0; tick < seconds; tick += step) ticks.push(tick);
  return ticks;
}

interface DrawInput extends HistoryView {
  axis: KeyAxis;
  width: number;
  height: number;
  rowHeight: number;
}

function draw(context: CanvasRenderingContext2D, input: DrawInput): void {
  const { resource, from, to, seconds, kind, dark, selected, axis, width, height, rowHeight } = input;
  const colors = themeColors(dark);
  context.fillStyle = colors.idle;
  context.fillRect(0, 0, width, height);
  const hatch = hatchPattern(context, dark);
  for (const partition of resource.partitions) {
    const left = axis.left(partition) * width;
    const right = axis.right(partition) * width;
    for (let row = 0; row < seconds; row++) {
      const second = to - 1 - row;
      if (second < from) break;
      if (!aliveIn(partition, second)) continue;
      const values = partitionSecond(partition, second - from);
      const utilisation = utilisationOf(values, kind);
      const top = Math.floor(row * rowHeight);
      const bottom = Math.floor((row + 1) * rowHeight);
      if (utilisation > 0) {
        context.fillStyle = heatColor(utilisation, dark);
        context.fillRect(left, top, right - left, Math.max(1, bottom - top));
      }
      if (values.throttled > 0 && hatch) {
        context.fillStyle = hatch;
        context.fillRect(left, top, right - left, Math.max(1, bottom - top));
      }
    }
    // The boundary between partitions, down the rows where this partition exists.
    const rows = aliveRows(partition, from, to, seconds);
    if (rows) {
      context.fillStyle = colors.gap;
      context.fillRect(
        right - 1,
        Math.floor(rows.first * rowHeight),
        1,
        Math.ceil((rows.last - rows.first + 1) * rowHeight),
      );
      if (partition.id === selected) {
        context.strokeStyle = colors.text;
        context.lineWidth = 2;
        context.strokeRect(
          left + 1,
          Math.floor(rows.first * rowHeight) + 1,
          right - left - 2,
          Math.ceil((rows.last - rows.first + 1) * rowHeight) - 2,
        );
      }
    }
  }
  // Splits: a line across the parent's range at the second it happened.
  context.fillStyle = colors.text;
  for (const event of resource.events) {
    const second = Math.floor(event.time / 1000);
    const row = to - 1 - second;
    if (row < 0 || row >= seconds || event.kind !== 'split') continue;
    const parent = resource.partitions.find((partition) => partition.id === event.partition);
    if (!parent) continue;
    const left = axis.left(parent) * width;
    context.fillRect(left, Math.floor((row + 1) * rowHeight) - 1, axis.right(parent) * width - left, 2);
  }
}

/** The rows (0 = newest) in which `partition` existed, or undefined. */
function aliveRows(
  partition: ResourceHistory['partitions'][number],
  from: number,
  to: number,
  seconds: number,
) {
  let first: number | undefined;
  let last: number | undefined;
  for (let row = 0; row < seconds && to - 1 - row >= from; row++) {
    if (!aliveIn(partition, to - 1 - row)) continue;
    first ??= row;
    last = row;
  }
  return first === undefined || last === undefined ? undefined : { first, last };
}

const themes = new Map<boolean, { idle: string; gap: string; text: string }>();

/**
 * The page's colours the canvas needs, read once per colour scheme: reading computed style on every
 * redraw would make the browser recompute styles in the middle of a frame.
 */
function themeColors(dark: boolean): { idle: string; gap: string; text: string } {
  let colors = themes.get(dark);
  if (!colors) {
    const style = getComputedStyle(document.documentElement);
    const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    colors = {
      idle: read('--heat-idle', dark ? '#1c2131' : '#eef1f7'),
      gap: read('--heat-gap', dark ? '#10131c' : '#ffffff'),
      text: read('--color-text', dark ? '#e8ebf5' : '#1b1f2a'),
    };
    themes.set(dark, colors);
  }
  return colors;
}

const hatches = new WeakMap<CanvasRenderingContext2D, { dark: boolean; pattern: CanvasPattern | null }>();

/** Diagonal stripes for throttled seconds: continuous across rows, so a throttled stretch reads as one. */
function hatchPattern(context: CanvasRenderingContext2D, dark: boolean): CanvasPattern | null {
  const cached = hatches.get(context);
  if (cached && cached.dark === dark) return cached.pattern;
  const tile = document.createElement('canvas');
  tile.width = 8;
  tile.height = 8;
  const tileContext = tile.getContext('2d');
  let pattern: CanvasPattern | null = null;
  if (tileContext) {
    tileContext.strokeStyle = dark ? 'rgb(20 0 4 / 75%)' : 'rgb(110 0 18 / 70%)';
    tileContext.lineWidth = 2;
    tileContext.beginPath();
    tileContext.moveTo(-2, 10);
    tileContext.lineTo(10, -2);
    tileContext.moveTo(6, 10);
    tileContext.lineTo(10, 6);
    tileContext.moveTo(-2, 2);
    tileContext.lineTo(2, -2);
    tileContext.stroke();
    pattern = context.createPattern(tile, 'repeat');
  }
  hatches.set(context, { dark, pattern });
  return pattern;
}
