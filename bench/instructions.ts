/**
 * `npm run bench:instructions`: machine instructions per request, counted by valgrind's callgrind,
 * whatever else the shared machine is doing — where ops/s from `npm run bench` drift by up to half
 * between its fast and slow phases. node runs with --predictable, which turns off V8's timer-driven
 * heuristics (memory reducer, concurrent compilation and marking): two runs of the same code then
 * agree within about 3% (without it, within 10%, mostly in garbage collection). Use it to compare
 * two versions of the engine, run side by side; ops/s remains the figure the targets are stated in.
 *
 * Each operation runs twice under callgrind, with N and 3N requests; the difference divided by 2N
 * is the steady-state cost of one request (start-up, table set-up and JIT warm-up cancel out). The
 * same is done for JSON.parse of the request bodies alone: the part that V8's parser, not the engine,
 * spends. The table splits a request into that parse, garbage collection (V8's collector by its C++
 * names; collections are discrete events, so this column can move between versions that allocate
 * alike) and the engine's own rest — the column to compare in an A/B.
 *
 *   npm run bench:instructions [-- --op GetItem] [-- --functions]
 *
 * `--functions` also lists where the instructions of one dispatched request go, by function: JIT
 * code is named from V8's perf map (--perf-basic-prof), V8's builtins and C++ by their symbols.
 * Needs valgrind (Debian: apt-get install valgrind); takes two to three minutes per operation.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { costDifference, functionCosts, type FunctionCosts } from './instructionFunctions.ts';
import { instructionOptions } from './instructionOptions.ts';
import { printTable } from './report.ts';

const BASE_COUNT = 10_000;
const TOP_FUNCTIONS = 40;

interface Run {
  total: number;
  file: string;
  pid: number;
}

function callgrind(dir: string, driver: string, args: string[], functions: boolean): Run {
  const file = join(dir, `callgrind.${args.join('.')}`);
  const node = ['--predictable', ...(functions ? ['--perf-basic-prof'] : [])];
  const run = spawnSync(
    'valgrind',
    ['--tool=callgrind', `--callgrind-out-file=${file}`, process.execPath, ...node, driver, ...args],
    // In the scratch directory: V8 writes an isolate log beside the perf map with --perf-basic-prof.
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, cwd: dir },
  );
  if (run.error || run.status !== 0) {
    throw new Error(`valgrind ${args.join(' ')} failed: ${run.error?.message ?? run.stderr.slice(-2000)}`);
  }
  const total = /^(?:summary|totals): (\d+)/m.exec(readFileSync(file, 'utf8'));
  if (!total) throw new Error(`no instruction total in ${file}`);
  return { total: Number(total[1]), file, pid: run.pid! };
}

interface PerRequest {
  /** All instructions of one request. */
  instructions: number;
  /** The garbage collector's share of them. */
  gc: number;
  /** By function (exclusive costs). */
  functions: FunctionCosts;
}

/** Instructions of one request: the runs with N and 3N requests, and their difference per request. */
function perRequest(
  dir: string,
  driver: string,
  mode: string,
  operation: string,
  names: boolean,
): PerRequest {
  const small = callgrind(dir, driver, [mode, operation, String(BASE_COUNT)], names);
  const large = callgrind(dir, driver, [mode, operation, String(3 * BASE_COUNT)], names);
  const before = functionCosts(small.file, small.pid);
  const after = functionCosts(large.file, large.pid);
  const functions = costDifference(before, after, 2 * BASE_COUNT);
  let gc = 0;
  for (const [name, cost] of functions) if (isGarbageCollection(name)) gc += cost;
  return { instructions: (large.total - small.total) / (2 * BASE_COUNT), gc, functions };
}

/**
 * V8's garbage collector, by its C++ names. A collection is a discrete event: whether the last one
 * falls inside the measured requests can move a write's count by thousands, so the engine's own
 * figure is given without it.
 */
function isGarbageCollection(name: string): boolean {
  return /Scaveng|MarkCompact|Marking|Sweep|Evacuat|heap::base::|Heap::|MemoryAllocator|PagedSpace|SemiSpace|NewSpace|RememberedSet|SlotSet|Compaction|Pretenuring|BodyDescriptor|IterateObjectCache|RootVisitor/.test(
    name,
  );
}

function printFunctions(operation: string, functions: FunctionCosts): void {
  const rows = [...functions].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, cost]) => sum + cost, 0);
  console.log(`\n${operation}: instructions per request by function (top ${TOP_FUNCTIONS})`);
  for (const [name, cost] of rows.slice(0, TOP_FUNCTIONS)) {
    const share = `${((100 * cost) / total).toFixed(1)}%`;
    console.log(`${Math.round(cost).toString().padStart(8)} ${share.padStart(6)}  ${name}`);
  }
}

const count = (n: number) => Math.round(n).toLocaleString('en-US');

async function main(): Promise<void> {
  const options = instructionOptions(process.argv.slice(2), 'bench:instructions');
  if (spawnSync('valgrind', ['--version']).status !== 0) {
    console.error('valgrind is not installed (Debian: apt-get install valgrind)');
    process.exit(2);
  }
  const dir = mkdtempSync(join(tmpdir(), 'dynamo-sandbox-instructions-'));
  try {
    const driver = join(dir, 'driver.mjs');
    await build({
      entryPoints: [fileURLToPath(new URL('./instructionDriver.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: driver,
      logLevel: 'warning',
    });
    const rows = [
      ['operation', 'instructions/request', 'JSON.parse alone', 'garbage collection', 'engine (the rest)'],
    ];
    for (const operation of options.operations) {
      const dispatched = perRequest(dir, driver, 'dispatch', operation, options.functions);
      const parsed = perRequest(dir, driver, 'parse', operation, false);
      const parseWithoutGc = parsed.instructions - parsed.gc;
      rows.push([
        operation,
        count(dispatched.instructions),
        count(parseWithoutGc),
        count(dispatched.gc),
        count(dispatched.instructions - dispatched.gc - parseWithoutGc),
      ]);
      if (options.functions) printFunctions(operation, dispatched.functions);
    }
    console.log(
      `\nInstructions per request through dispatch in process (callgrind, ${BASE_COUNT} vs ${3 * BASE_COUNT} requests)`,
    );
    printTable(rows);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
