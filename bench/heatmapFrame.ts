/**
 * `npm run bench:heatmap-frame`: what one capacity frame costs the Heatmap's main thread at the
 * most partitions a learner can reach. The load generator runs at its limits (loadRequest.ts
 * LOAD_LIMITS: 50,000 writes a second of 20,000-byte items, on as many keys as MAX_LOAD_BYTES allows)
 * through the real engine and worker code (createCapacityApi on a paused, fast-forwarded clock), on
 * an on-demand table (its partitions double while they cannot serve twice the peak) and on a table
 * provisioned at the account's per-table quota, each with and without a global index that every
 * write reaches at full size (it grows as the table does). Every simulated second the worker's
 * frame is pulled as the feed pulls it (`since` the history's end; the detail every third second)
 * and the main-thread work of that frame is timed:
 *
 * - merge: mergeFrame (capacityHistory.ts), the frame joined to the history;
 * - explain: explainCapacity, the findings;
 * - page: the rest of the page's pure per-frame work — busierKind, recentThrottling, and per resource
 *   currentPartitions, keyAxis, evenCapacity, burstBalance and the strip's per-partition cell values
 *   and labels (as PartitionStrip.tsx computes them).
 *
 * The frames are recorded first (engine time, not timed), then replayed REPLAYS times through the
 * main-thread functions; each of the last TIMED_SECONDS frames — at the most partitions, once the
 * on-demand table has stopped growing — counts its fastest replay. Medians and 95th percentiles in
 * milliseconds. Recording takes about twenty minutes (the engine issues every request of the run):
 * `--frames DIR` keeps the recordings there and replays them on later runs, to compare two versions.
 *
 *   npm run bench:heatmap-frame [-- --seconds 380] [-- --frames /tmp/heatmap-frames]
 */
import type { CapacityDetail, CapacityFrame, LoadStatus } from '../src/client/capacityClient.ts';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergeFrame, type CapacityHistory } from '../src/client/capacityHistory.ts';
import { Engine } from '../src/engine/engine.ts';
import { createTable } from '../src/engine/operations/createTable.ts';
import { evenCapacity, evenCapacityText } from '../src/features/heatmap/evenCapacity.ts';
import { explainCapacity } from '../src/features/heatmap/explain.ts';
import * as model from '../src/features/heatmap/heatModel.ts';
import { heatColor, needsLightText } from '../src/features/heatmap/heatScale.ts';
import { compactText, stripCell, wholeText } from '../src/features/heatmap/stripCell.ts';
import { keyAxis } from '../src/features/heatmap/keyAxis.ts';
import { recentThrottling } from '../src/features/heatmap/load/recentThrottling.ts';
import { createCapacityApi } from '../src/worker/capacityApi.ts';
import { LOAD_LIMITS, MAX_LOAD_BYTES } from '../src/worker/capacity/loadRequest.ts';
import { gatedClockOptions, WallGate } from '../src/worker/capacity/wallGate.ts';

const START = Date.UTC(2026, 4, 4, 9, 0, 0);
const TABLE = 'bench-heatmap';
/** The account's per-table quota: the most a learner can provision or warm a table or index to. */
const QUOTA = 40_000;
const TIMED_SECONDS = 60;
const REPLAYS = 3;
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const ON_DEMAND_SECONDS = Number(option('--seconds') ?? 380);
/** A provisioned table has its partitions from the start: a minute of load and the timed minute. */
const PROVISIONED_SECONDS = Math.min(ON_DEMAND_SECONDS, 120);
const FRAMES_DIR = option('--frames');

interface Case {
  label: string;
  provisioned: boolean;
  index: boolean;
  /** Simulated seconds of load: on-demand doubles its partitions five times, one round a minute. */
  seconds: number;
}

const CASES: Case[] = [
  { label: 'on-demand', provisioned: false, index: false, seconds: ON_DEMAND_SECONDS },
  { label: 'on-demand + GSI', provisioned: false, index: true, seconds: ON_DEMAND_SECONDS },
  { label: `provisioned ${QUOTA / 1000}K`, provisioned: true, index: false, seconds: PROVISIONED_SECONDS },
  {
    label: `provisioned ${QUOTA / 1000}K + GSI`,
    provisioned: true,
    index: true,
    seconds: PROVISIONED_SECONDS,
  },
];

function tableRequest({ provisioned, index }: Case): object {
  const throughput = provisioned
    ? { ProvisionedThroughput: { ReadCapacityUnits: QUOTA, WriteCapacityUnits: QUOTA } }
    : {};
  const attribute = (name: string) => ({ AttributeName: name, AttributeType: 'S' });
  return {
    TableName: TABLE,
    BillingMode: provisioned ? 'PROVISIONED' : 'PAY_PER_REQUEST',
    ...throughput,
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [attribute('pk'), attribute('sk')],
    // Keyed on the table's keys, projecting all: every write reaches the index, at the same size.
    ...(index && {
      GlobalSecondaryIndexes: [
        {
          IndexName: 'by-pk',
          KeySchema: [
            { AttributeName: 'pk', KeyType: 'HASH' },
            { AttributeName: 'sk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
          ...throughput,
        },
      ],
    }),
  };
}

/** The real engine and capacity API, on a fake wall clock whose timers run when `pass` is called. */
function sandbox(table: object) {
  let wall = 1_000_000;
  const gate = new WallGate(() => wall);
  const clock = { start: START, running: false };
  const engine = new Engine(
    gatedClockOptions({ clock, tableStatusDelayMs: 0, gsiPropagationDelayMs: 0 }, gate),
  );
  const queue: (() => void)[] = [];
  const later = (run: () => void) => void queue.push(run);
  const api = createCapacityApi(() => engine, {
    wallGate: gate,
    timers: { later, soon: later, monotonic: () => wall },
  });
  createTable(engine, table);
  /** Issues the next simulated second of the load. */
  const second = () => {
    const target = (api.loadStatus()?.elapsedSeconds ?? 0) + 1;
    api.fastForwardLoad(1);
    while ((api.loadStatus()?.elapsedSeconds ?? target) < target) {
      wall += 1;
      for (const run of queue.splice(0)) run();
    }
  };
  return { api, second };
}

const time = (work: () => void): number => {
  const started = performance.now();
  work();
  return performance.now() - started;
};

/** What the page computes from a history besides the findings (HeatmapPage, ResourceHeatmap, PartitionStrip). */
function pageWork(history: CapacityHistory, load: LoadStatus | undefined): number {
  let sink = 0;
  const kind = model.busierKind(history.resources);
  sink += recentThrottling(history, load)?.perSecond ?? 0;
  const index = history.to - 1 - history.from;
  for (const resource of history.resources) {
    const partitions = model.currentPartitions(resource);
    const axis = keyAxis(resource.partitions);
    sink += evenCapacityText(evenCapacity(resource, kind), kind).length;
    sink += model.burstBalance(resource, kind)?.left ?? 0;
    for (const partition of partitions) {
      const { utilisation, throttled, used, label } = stripCell(partition, index, kind);
      sink += label.length + wholeText(used).length + compactText(used).length;
      if (throttled > 0) sink += wholeText(throttled).length + compactText(throttled).length;
      sink += axis.left(partition) + axis.right(partition);
      if (utilisation > 0) sink += heatColor(utilisation).length + Number(needsLightText(utilisation));
    }
  }
  return sink;
}

interface Pulled {
  frame: CapacityFrame;
  detail: CapacityDetail | undefined;
  load: LoadStatus | undefined;
}

/** The frames (and latest details) the feed would pull, one per simulated second of the load. */
function record(which: Case): Pulled[] {
  const { api, second } = sandbox(tableRequest(which));
  const itemBytes = LOAD_LIMITS.itemBytes.max;
  const started = api.startLoad({
    tableName: TABLE,
    pattern: 'uniform',
    rate: LOAD_LIMITS.rate.max,
    readRatio: 0,
    itemBytes,
    shards: 1,
    keys: Math.min(LOAD_LIMITS.keys.max, Math.floor(MAX_LOAD_BYTES / itemBytes)),
    durationSeconds: which.seconds + 10,
  });
  if (!started.ok) throw new Error(started.error.message);
  const pulled: Pulled[] = [];
  let detail: CapacityDetail | undefined;
  for (let elapsed = 1; elapsed <= which.seconds; elapsed++) {
    second();
    const pull = api.capacityPull(TABLE, { since: pulled.at(-1)?.frame.to, detail: elapsed % 3 === 0 });
    if (!pull.ok) throw new Error(pull.error.message);
    detail = pull.value.detail ?? detail;
    if (pull.value.frame) pulled.push({ frame: pull.value.frame, detail, load: pull.value.load });
  }
  api.stopLoad();
  return pulled;
}

/** Recorded frames kept in `--frames DIR` (the engine run takes minutes; replays take seconds). */
function framesOf(which: Case): Pulled[] {
  const file = FRAMES_DIR && join(FRAMES_DIR, `${which.label.replace(/\W+/g, '-')}-${which.seconds}.json`);
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Pulled[];
  const pulled = record(which);
  if (file) writeFileSync(file, JSON.stringify(pulled));
  return pulled;
}

interface Measured {
  live: number;
  listed: number;
  merge: number[];
  explain: number[];
  page: number[];
}

/** Replays the frames REPLAYS times; each timed frame counts its fastest replay (the machine is shared). */
function measure(pulled: Pulled[]): Measured {
  const timedFrom = pulled.length - TIMED_SECONDS;
  const best = (times: number[], at: number, value: number) => {
    times[at] = Math.min(times[at] ?? Infinity, value);
  };
  const measured: Measured = { live: 0, listed: 0, merge: [], explain: [], page: [] };
  for (let replay = 0; replay < REPLAYS; replay++) {
    let history: CapacityHistory | undefined;
    pulled.forEach(({ frame, detail, load }, i) => {
      const merge = time(() => (history = mergeFrame(history, frame, TABLE)));
      const current = history!;
      const explain = time(() => explainCapacity(current, detail, load));
      const page = time(() => pageWork(current, load));
      if (i < timedFrom) return;
      best(measured.merge, i - timedFrom, merge);
      best(measured.explain, i - timedFrom, explain);
      best(measured.page, i - timedFrom, page);
      let live = 0;
      for (const resource of current.resources) live += model.currentPartitions(resource).length;
      const listed = current.resources.reduce((sum, resource) => sum + resource.partitions.length, 0);
      measured.live = Math.max(measured.live, live);
      measured.listed = Math.max(measured.listed, listed);
    });
  }
  return measured;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

const ms = (value: number) => value.toFixed(2);
const rows = [['load at the limits', 'live', 'listed', 'merge', 'explain', 'page', 'total']];
for (const which of CASES) {
  const result = measure(framesOf(which));
  const total = result.merge.map((merge, i) => merge + result.explain[i] + result.page[i]);
  const figure = (values: number[]) => `${ms(percentile(values, 0.5))} / ${ms(percentile(values, 0.95))}`;
  rows.push([
    which.label,
    String(result.live),
    String(result.listed),
    figure(result.merge),
    figure(result.explain),
    figure(result.page),
    figure(total),
  ]);
}
const widths = rows[0].map((_, column) => Math.max(...rows.map((cells) => cells[column].length)));
console.log(
  `\nHeatmap main thread per frame, ms: median / p95 of the last ${TIMED_SECONDS} simulated seconds (best of ${REPLAYS} replays)`,
);
console.log('live: partitions serving (table + index); listed: with those retired within the window\n');
for (const cells of rows) {
  console.log(
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('   '),
  );
}
