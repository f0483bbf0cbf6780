/**
 * The heatmap over time, under the strip and on the same key-hash axis: one row per simulated second,
 * the newest on top, each partition's column coloured by the share of its ceiling it consumed then.
 * Throttled seconds are hatched; a split shows where a column divides in two, with a line across the
 * parent at the second it happened. Drawn on a canvas (waterfallDraw.ts): hundreds of rows of cells
 * redrawn per frame; in the 10-minute window a pixel row can stand for two seconds and shows the hotter
 * (waterfallCells.ts), while the pointer and the keyboard read each second (waterfallCursor.ts).
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { PartitionHistory, ResourceHistory } from '../../client/capacityHistory.ts';
import { aliveIn, partitionSecond, throttledOf, utilisationOf } from './heatModel.ts';
import type { KeyAxis } from './keyAxis.ts';
import { PARTITION_CEILING, type AccessKind } from './heatScale.ts';
import { formatClock } from './timeText.ts';
import { startCursor, stepCursor, type WaterfallCursor } from './waterfallCursor.ts';
import { draw } from './waterfallDraw.ts';

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
    return `${partition.id} · ${formatClock(second)} · ${n(used)} ${kind === 'write' ? 'WCU' : 'RCU'} (${share} % of ${n(PARTITION_CEILING[kind])})${throttledOf(values, kind) > 0 ? ` · ${n(throttledOf(values, kind))} throttled` : ''}`;
  };

  const move = (event: MouseEvent<HTMLCanvasElement>) => {
    const { x, y, second, partition } = locate(event);
    if (!partition || second < from) return setHover(undefined);
    setHover({ x, y, text: tipText(partition, second) });
  };

  // The keyboard moves a cursor over the cells (waterfallCursor.ts); its readout is also said once.
  const [cursor, setCursor] = useState<WaterfallCursor>();
  const [spoken, setSpoken] = useState('');
  const showCursor = (next: WaterfallCursor | undefined) => {
    setCursor(next);
    setHover(undefined);
  };
  /** The cursor's readout, worked out on every draw: its row moves down as new seconds arrive. */
  const cursorTip = (at: WaterfallCursor): Hover | undefined => {
    const partition = resource.partitions.find((candidate) => candidate.id === at.partitionId);
    if (!partition || at.second < from || at.second >= to) return undefined;
    const x = ((axis.left(partition) + axis.right(partition)) / 2) * width;
    const y = (to - 1 - at.second + 0.5) * rowHeight;
    return { x, y, text: tipText(partition, at.second) };
  };
  const tip = hover ?? (cursor && cursorTip(cursor));
  const key = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (event.key === 'Enter' && cursor) return onSelect(cursor.partitionId);
    const start = cursor ?? startCursor(resource.partitions, axis, to, selected);
    const next =
      start && (cursor ? stepCursor(resource.partitions, axis, { from, to }, cursor, event.key) : start);
    if (!next || !event.key.startsWith('Arrow')) return;
    event.preventDefault();
    showCursor(next);
    // Said once per key press; the readout on screen follows its cell as the rows move.
    setSpoken(cursorTip(next)?.text ?? '');
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
          onBlur={() => {
            showCursor(undefined);
            setSpoken('');
          }}
          onClick={(event) => {
            const { partition } = locate(event);
            if (partition) onSelect(partition.id);
          }}
        />
        {tip && (
          <span className="waterfall__tip" style={{ left: tip.x, top: tip.y }}>
            {tip.text}
          </span>
        )}
        <span className="visually-hidden" aria-live="polite">
          {spoken}
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
