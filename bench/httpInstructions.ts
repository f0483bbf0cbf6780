/**
 * `npm run bench:http-instructions`: the endpoint's machine instructions and L1 cache misses per
 * request over HTTP, next to a bare node:http server's, counted by valgrind's callgrind (with its
 * cache simulation) — the same figures whatever else the shared machine is doing, where the CPU
 * time `npm run bench` measures swings by more than the gap to the 1.3× target between runs.
 * Use it to compare two versions of the endpoint; the target itself is stated in CPU time.
 *
 * Each server runs under callgrind twice, answering N and 3N requests of 16 keep-alive connections;
 * the difference divided by 2N is the steady-state cost of one request (start-up and JIT warm-up
 * cancel out). I1 misses measure how much code a request runs through (its instruction footprint),
 * which is what makes a request cost more between other work than in a tight loop.
 *
 *   npm run bench:http-instructions [-- --op PutItem] [-- --functions] [-- --client sdk]
 *
 * `--functions` also lists where the endpoint's extra instructions go: per function, what one request
 * costs in the sandbox server minus what it costs in the bare one (names as in bench:instructions).
 *
 * `--client sdk` sends the load through the AWS SDK for JavaScript v3, with its headers and its
 * signing, instead of raw node:http requests (the server is the bottleneck under callgrind either way).
 *
 * Needs valgrind (Debian: apt-get install valgrind); takes about five minutes per operation.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { benchRequests, type BenchOperation } from './fixture.ts';
import type { BenchClient } from './httpServers.ts';
import { rawHttpLoad } from './httpLoad.ts';
import { costDifference, functionCosts, type FunctionCosts } from './instructionFunctions.ts';
import { instructionOptions } from './instructionOptions.ts';
import { printTable } from './report.ts';
import { sdkLoad } from './sdkLoad.ts';

const BASE_COUNT = 2000;
const CONCURRENCY = 16;
const TOP_FUNCTIONS = 50;
const MODES = ['sandbox', 'bare'] as const;
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

/** Whether a server answers on `port` yet (a health request; its answer does not matter). */
const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = request({ host: '127.0.0.1', port, method: 'GET', path: '/' }, (reply) => {
      reply.resume();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
    probe.end();
  });

interface CountedRun {
  counts: Counts;
  /** By function, when asked for (exclusive costs). */
  functions: FunctionCosts;
}

/** One server under callgrind until it has answered `count` requests; its event totals. */
async function countedRun(
  dir: string,
  server: string,
  mode: string,
  operation: BenchOperation,
  count: number,
  options: { functions: boolean; client: BenchClient },
): Promise<CountedRun> {
  const { functions, client } = options;
  const file = join(dir, `callgrind.${mode}.${operation}.${count}`);
  const port = await freePort();
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--cache-sim=yes',
      `--callgrind-out-file=${file}`,
      process.execPath,
      '--predictable',
      ...(functions ? ['--perf-basic-prof'] : []),
    ].concat([server, mode, String(port), String(count), operation]),
    // In the scratch directory: V8 writes an isolate log beside the perf map with --perf-basic-prof.
    { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`the ${mode} server did not start: ${stderr.slice(-2000)}`);
    await sleep(250);
  }
  const load = (client === 'sdk' ? sdkLoad : rawHttpLoad)(
    `http://127.0.0.1:${port}`,
    operation,
    benchRequests()[operation],
    CONCURRENCY,
  );
  // The server exits mid-load once it has answered `count`: the requests it leaves unanswered fail.
  while (child.exitCode === null) await load.run(100).catch(() => undefined);
  load.close();
  if ((await exited) !== 0) throw new Error(`valgrind ${mode} ${operation} failed: ${stderr.slice(-2000)}`);
  const summary = /^(?:summary|totals): ([\d ]+)$/m.exec(readFileSync(file, 'utf8'));
  if (!summary) throw new Error(`no event totals in ${file}`);
  const values = summary[1].trim().split(' ').map(Number);
  return {
    counts: Object.fromEntries(EVENTS.map((event, i) => [event, values[i]])) as Counts,
    functions: functions ? functionCosts(file, child.pid!) : new Map(),
  };
}

/** Per function: one sandbox request's cost minus one bare request's, the largest differences first. */
function printExtraFunctions(operation: string, sandbox: FunctionCosts, bare: FunctionCosts): void {
  const rows = [...costDifference(bare, sandbox)].sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]));
  console.log(
    `\n${operation}: instructions per request, sandbox minus bare, by function (top ${TOP_FUNCTIONS})`,
  );
  for (const [name, cost] of rows.slice(0, TOP_FUNCTIONS)) {
    console.log(`${Math.round(cost).toString().padStart(8)}  ${name}`);
  }
}

const format = (n: number) => Math.round(n).toLocaleString('en-US');

async function main(): Promise<void> {
  const { operations, functions, client } = instructionOptions(
    process.argv.slice(2),
    'bench:http-instructions',
    true,
  );
  const dir = mkdtempSync(join(tmpdir(), 'dynamo-sandbox-http-instructions-'));
  // A request the server leaves unanswered when it exits is reset: expected, not a failure.
  process.on('uncaughtException', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'ECONNREFUSED' && error.code !== 'EPIPE') throw error;
  });
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
    for (const operation of operations) {
      const perRequest: Record<string, Counts> = {};
      const byFunction: Record<string, FunctionCosts> = {};
      for (const mode of MODES) {
        const small = await countedRun(dir, server, mode, operation, BASE_COUNT, { functions, client });
        const large = await countedRun(dir, server, mode, operation, 3 * BASE_COUNT, { functions, client });
        perRequest[mode] = Object.fromEntries(
          EVENTS.map((event) => [event, (large.counts[event] - small.counts[event]) / (2 * BASE_COUNT)]),
        ) as Counts;
        byFunction[mode] = costDifference(small.functions, large.functions, 2 * BASE_COUNT);
      }
      if (functions) printExtraFunctions(operation, byFunction.sandbox, byFunction.bare);
      for (const mode of MODES) {
        const counts = perRequest[mode];
        rows.push([
          operation,
          mode,
          format(counts.Ir),
          format(counts.I1mr),
          format(counts.D1mr + counts.D1mw),
          `${(counts.Ir / perRequest.bare.Ir).toFixed(2)}×`,
          `${(counts.I1mr / perRequest.bare.I1mr).toFixed(2)}×`,
        ]);
      }
    }
    console.log(
      `\nPer request over HTTP (callgrind with cache simulation, ${BASE_COUNT} vs ${3 * BASE_COUNT} requests, ` +
        `${CONCURRENCY} keep-alive connections from ${client === 'sdk' ? 'the AWS SDK' : 'raw node:http requests'}); bare: node:http answering a reply of the same size`,
    );
    printTable(rows);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
