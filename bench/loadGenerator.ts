/**
 * `npm run bench:load`: how many simulated requests per second the load generator drives through
 * the engine on one core (the engine is single-threaded; this process runs nothing else). Each
 * scenario runs on its own engine at full speed on a paused clock; the best of three runs counts,
 * since the machine is shared. Target: at least 50,000 simulated requests per second.
 */
import { runScenario, type ScenarioOptions } from '../src/engine/load/scenario.ts';

const TARGET = 50_000;
const RUNS = 3;

const SCENARIOS: { label: string; options: ScenarioOptions }[] = [
  { label: 'uniform writes (on-demand)', options: { pattern: 'uniform', rate: 3_000, seconds: 100 } },
  {
    label: 'uniform, half reads',
    options: { pattern: 'uniform', rate: 3_000, seconds: 100, readRatio: 0.5 },
  },
  { label: 'hot key (a third throttled)', options: { pattern: 'hot-key', rate: 1_500, seconds: 200 } },
  {
    label: 'hot item collection (split by sort key)',
    options: { pattern: 'hot-collection', rate: 1_500, seconds: 200 },
  },
  { label: 'zipf', options: { pattern: 'zipf', rate: 3_000, seconds: 100 } },
  {
    label: 'provisioned 100 WCU at 150/s',
    options: { pattern: 'uniform', rate: 150, seconds: 2_000, mode: 'provisioned', rcu: 100, wcu: 100 },
  },
  {
    label: 'GSI on a two-value attribute',
    options: { pattern: 'gsi-low-cardinality', rate: 3_000, seconds: 100, keys: 1_000_000_000 },
  },
];

const int = (n: number) => Math.round(n).toLocaleString('en-US');

function bestRate(options: ScenarioOptions): { rate: number; requests: number; throttled: number } {
  let best = { rate: 0, requests: 0, throttled: 0 };
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const result = runScenario(options);
    const rate = (result.requests / (performance.now() - started)) * 1000;
    if (rate > best.rate) best = { rate, requests: result.requests, throttled: result.throttled };
  }
  return best;
}

const rows = [['scenario', 'requests', 'throttled', 'simulated req/s', `≥ ${int(TARGET)}`]];
let total = 0;
for (const { label, options } of SCENARIOS) {
  const { rate, requests, throttled } = bestRate(options);
  total += rate;
  rows.push([label, int(requests), int(throttled), int(rate), rate >= TARGET ? 'ok' : 'MISSED']);
}
const widths = rows[0].map((_, column) => Math.max(...rows.map((cells) => cells[column].length)));
console.log('\nLoad generator: simulated requests per second of engine work (one core, best of 3)');
for (const cells of rows) {
  console.log(
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('   '),
  );
}
console.log(`mean over scenarios: ${int(total / SCENARIOS.length)} simulated requests per second`);
