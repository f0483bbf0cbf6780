/**
 * `npm run bench:http-instructions`: the endpoint's machine instructions and L1 cache misses per
 * request over HTTP, next to a bare node:http server's, counted by valgrind's callgrind (with its
 * cache simulation) — the same figures whatever else the shared machine is doing, where the CPU
 * time `npm run bench` measures swings by more than the gap to the issue's 1.3× target between runs.
 * Use it to compare two versions of the endpoint; the target itself is stated in CPU time.
 *
 * Each server runs under callgrind with its instrumentation off while it answers the warm-up
 * requests (30,000 unless `--warmup` says otherwise, from 16 keep-alive connections): V8 compiles and
 * optimizes the request path then, as in a server that has been up for a while. Then callgrind
 * counts the next 5,000 requests: their total divided by 5,000 is one request in the steady state.
 * Runs of the same code agree within a few hundred instructions, except that now and then a late
 * optimization lands in the counted window (a few thousand more): compare the lower of two runs.
 * Under valgrind a server runs some fifty times slower and V8's own warm-up work runs late, so a major
 * collection can also land there (seen with --trace-gc under valgrind, never in 100,000 requests at
 * full speed): ~15–20k instructions more per Query, listed under MarkingVisitor… with `--functions`.
 * `--warmup 60000` kept it out of every run in session 58; compare two versions with the same warm-up.
 * I1 misses measure how much code a request runs through (its instruction footprint), which is what
 * makes a request cost more between other work than in a tight loop.
 *
 *   npm run bench:http-instructions [-- --op PutItem] [-- --functions] [-- --client sdk]
 *                                   [-- --warmup 30000] [-- --layers] [-- --event I1mr]
 *
 * `--functions` also lists where the endpoint's extra instructions go: per function, what one request
 * costs in the sandbox server minus what it costs in the bare one (names as in bench:instructions).
 *
 * `--event I1mr` lists functions by L1 instruction-cache misses instead: where the request's code
 * footprint lies (a function missing often is code fetched anew each request).
 *
 * `--client sdk` sends the load through the AWS SDK for JavaScript v3, with its headers and its
 * signing, instead of raw node:http requests (the server is the bottleneck under callgrind either way).
 *
 * `--layers` also counts the bare-parse and bare-dispatch servers (bench/benchServers.ts): sandbox
 * minus bare-dispatch is the endpoint's HTTP layer, bare-dispatch minus bare-parse the engine (with
 * `--functions`, these two differences are listed by function instead of sandbox minus bare).
 *
 * Needs valgrind (Debian: apt-get install valgrind); takes about two minutes per operation (four with
 * `--layers`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { benchRequests, type BenchOperation } from './fixture.ts';
import type { ServerMode } from './benchServers.ts';
import type { BenchClient } from './httpServers.ts';
import { rawHttpLoad, type Load } from './httpLoad.ts';
import {
  costDifference,
  EVENT_NAMES,
  functionCosts,
  type FunctionCosts,
  type FunctionEvent,
} from './instructionFunctions.ts';
import { instructionOptions } from './instructionOptions.ts';
import { printTable } from './report.ts';
import { sdkLoad } from './sdkLoad.ts';

/** The requests counted, after the warm-up. */
const COUNTED = 5000;
const CONCURRENCY = 16;
const TOP_FUNCTIONS = 50;
/** callgrind's events with --cache-sim=yes, in the order of its summary line. */
const EVENTS = ['Ir', 'Dr', 'Dw', 'I1mr', 'D1mr', 'D1mw', 'ILmr', 'DLmr', 'DLmw'] as const;
type Counts = Record<(typeof EVENTS)[number], number>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now (the system's pick): a random one could be another program's. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Whether a server listens on `port` yet (a connection, no request: bare-parse would fail on an empty one). */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = connect(port, '127.0.0.1', () => {
      probe.destroy();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
  });

interface CountedRun {
  /** Per request. */
  counts: Counts;
  /** By function, when asked for (exclusive costs, per request). */
  functions: FunctionCosts;
}

/** Sends exactly `requests` requests; any that fails stops the benchmark. */
async function send(load: Load, requests: number, what: string): Promise<void> {
  const result = await load.run({ durationMs: Infinity, requests });
  if (result.failures > 0) throw new Error(`${what}: ${result.failures} of ${requests} requests failed`);
}

function callgrindControl(pid: number, option: string): void {
  const control = spawnSync('callgrind_control', [option, String(pid)], { encoding: 'utf8' });
  if (control.status !== 0) throw new Error(`callgrind_control ${option} failed: ${control.stderr}`);
}

/** One server under callgrind: warmed up uninstrumented, then counted over COUNTED requests. */
async function countedRun(
  dir: string,
  server: string,
  mode: ServerMode,
  operation: BenchOperation,
  options: { functions: boolean; client: BenchClient; warmup: number; event: FunctionEvent },
): Promise<CountedRun> {
  const { functions, client, warmup, event } = options;
  const file = join(dir, `callgrind.${mode}.${operation}`);
  const port = await freePort();
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--cache-sim=yes',
      '--instr-atstart=no',
      `--callgrind-out-file=${file}`,
      process.execPath,
      '--predictable',
      ...(functions ? ['--perf-basic-prof'] : []),
    ].concat([server, mode, String(port), operation]),
    // In the scratch directory: V8 writes an isolate log beside the perf map with --perf-basic-prof.
    { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const load = (client === 'sdk' ? sdkLoad : rawHttpLoad)(
    `http://127.0.0.1:${port}`,
    operation,
    benchRequests()[operation],
    CONCURRENCY,
  );
  try {
    while (!(await listening(port))) {
      if (child.exitCode !== null)
        throw new Error(`the ${mode} server did not start: ${stderr.slice(-2000)}`);
      await sleep(250);
    }
    await send(load, warmup, `${mode} ${operation} warm-up`);
    callgrindControl(child.pid!, '--instr=on');
    await send(load, COUNTED, `${mode} ${operation}`);
    // Written to `${file}.1`; the counters then restart, for the dump at exit that nothing reads.
    callgrindControl(child.pid!, '--dump');
  } finally {
    load.close();
    child.kill();
    await exited;
  }
  const summary = /^(?:summary|totals): ([\d ]+)$/m.exec(readFileSync(`${file}.1`, 'utf8'));
  if (!summary) throw new Error(`no event totals in ${file}.1`);
  const values = summary[1].trim().split(' ').map(Number);
  return {
    counts: Object.fromEntries(EVENTS.map((event, i) => [event, values[i] / COUNTED])) as Counts,
    functions: functions
      ? costDifference(new Map(), functionCosts(`${file}.1`, child.pid!, event), COUNTED)
      : new Map(),
  };
}

/** Per function: one request's cost in server `more` minus in server `less`, the largest differences first. */
function printExtraFunctions(
  operation: string,
  event: FunctionEvent,
  byFunction: Partial<Record<ServerMode, FunctionCosts>>,
  more: ServerMode,
  less: ServerMode,
): void {
  const rows = [...costDifference(byFunction[less]!, byFunction[more]!)].sort(
    (a, b) => Math.abs(b[1]) - Math.abs(a[1]),
  );
  console.log(
    `\n${operation}: ${EVENT_NAMES[event]} per request, ${more} minus ${less}, by function (top ${TOP_FUNCTIONS})`,
  );
  for (const [name, cost] of rows.slice(0, TOP_FUNCTIONS)) {
    console.log(`${Math.round(cost).toString().padStart(8)}  ${name}`);
  }
}

const format = (n: number) => Math.round(n).toLocaleString('en-US');

async function main(): Promise<void> {
  const { operations, functions, client, warmup, layers, event } = instructionOptions(
    process.argv.slice(2),
    'bench:http-instructions',
    true,
  );
  const dir = mkdtempSync(join(tmpdir(), 'dynamo-sandbox-http-instructions-'));
  try {
    const server = join(dir, 'server.mjs');
    await build({
      entryPoints: [fileURLToPath(new URL('./httpInstructionServer.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: server,
      logLevel: 'warning',
    });
    const rows = [
      [
        'operation',
        'server',
        'instructions/request',
        'I1 misses',
        'D1 misses',
        '÷ bare (instr.)',
        '÷ bare (I1)',
      ],
    ];
    const modes: ServerMode[] = layers
      ? ['sandbox', 'bare-dispatch', 'bare-parse', 'bare']
      : ['sandbox', 'bare'];
    for (const operation of operations) {
      const perRequest: Partial<Record<ServerMode, Counts>> = {};
      const byFunction: Partial<Record<ServerMode, FunctionCosts>> = {};
      for (const mode of modes) {
        const run = await countedRun(dir, server, mode, operation, { functions, client, warmup, event });
        perRequest[mode] = run.counts;
        byFunction[mode] = run.functions;
      }
      if (functions && layers) {
        printExtraFunctions(operation, event, byFunction, 'sandbox', 'bare-dispatch');
        printExtraFunctions(operation, event, byFunction, 'bare-dispatch', 'bare-parse');
      } else if (functions) printExtraFunctions(operation, event, byFunction, 'sandbox', 'bare');
      for (const mode of modes) {
        const counts = perRequest[mode]!;
        rows.push([
          operation,
          mode,
          format(counts.Ir),
          format(counts.I1mr),
          format(counts.D1mr + counts.D1mw),
          `${(counts.Ir / perRequest.bare!.Ir).toFixed(2)}×`,
          `${(counts.I1mr / perRequest.bare!.I1mr).toFixed(2)}×`,
        ]);
      }
    }
    console.log(
      `\nPer request over HTTP in the steady state (callgrind with cache simulation, ${format(COUNTED)} requests counted ` +
        `after ${format(warmup)} uncounted, ` +
        `${CONCURRENCY} keep-alive connections from ${client === 'sdk' ? 'the AWS SDK' : 'raw node:http requests'}); bare: node:http answering a reply of the same size`,
    );
    printTable(rows);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
