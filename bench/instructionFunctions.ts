/**
 * A callgrind profile's instruction counts by function, for `npm run bench:instructions --functions`.
 * callgrind knows V8's builtins and C++ by their symbols but sees JIT code only as addresses; node's
 * --perf-basic-prof writes where each compiled JavaScript function lies (/tmp/perf-<pid>.map), which
 * names them. Costs are exclusive (a function's own instructions, not its callees').
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

export type FunctionCosts = Map<string, number>;

interface CodeRange {
  start: number;
  end: number;
  name: string;
}

/** Reads and removes the perf map of process `pid`: JIT code ranges sorted by start. */
function jitRanges(pid: number): CodeRange[] {
  const path = `/tmp/perf-${pid}.map`;
  if (!existsSync(path)) return [];
  const ranges = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [start, size, ...name] = line.split(' ');
      const from = parseInt(start, 16);
      return { start: from, end: from + parseInt(size, 16), name: name.join(' ') };
    })
    .sort((a, b) => a.start - b.start);
  rmSync(path);
  return ranges;
}

function rangeAt(ranges: CodeRange[], address: number): CodeRange | undefined {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (ranges[middle].start <= address) low = middle + 1;
    else high = middle - 1;
  }
  const range = ranges[high];
  return range && address < range.end ? range : undefined;
}

/** `JS:*getItem file:///tmp/…/driver.mjs:9096:17` → `JS getItem (driver.mjs:9096)`. */
function jsName(perfName: string): string {
  const match = /^JS:[*~^+-]?(\S*) (?:file:\/\/)?\S*?([^/\s]+):(\d+):\d+$/.exec(perfName);
  if (!match) return perfName;
  return `JS ${match[1] || '(anonymous)'} (${match[2]}:${match[3]})`;
}

/**
 * What is counted by function: callgrind's Ir (instructions), or I1mr (L1 instruction-cache misses,
 * from a run that simulated caches).
 */
export type FunctionEvent = 'Ir' | 'I1mr';

export const EVENT_NAMES: Readonly<Record<FunctionEvent, string>> = {
  Ir: 'instructions',
  I1mr: 'L1 instruction-cache misses',
};

export function functionCosts(
  callgrindFile: string,
  pid: number,
  event: FunctionEvent = 'Ir',
): FunctionCosts {
  const ranges = jitRanges(pid);
  // One event alone, also from a run that simulated caches (bench:http-instructions).
  const annotated = spawnSync(
    'callgrind_annotate',
    ['--inclusive=no', '--threshold=100', `--show=${event}`, callgrindFile],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (annotated.status !== 0) throw new Error(`callgrind_annotate failed: ${annotated.stderr}`);
  const costs: FunctionCosts = new Map();
  for (const line of annotated.stdout.split('\n')) {
    const match = /^\s*([\d,]+) \([^)]*\)\s+(.*)$/.exec(line);
    if (!match || match[2].includes('PROGRAM TOTALS')) continue;
    const cost = Number(match[1].replaceAll(',', ''));
    let name = match[2]
      .replace(/ \[\/[^\]]*\]$/, '')
      .replace(/^\?\?\?:/, '')
      .replaceAll('v8::internal::', '')
      .slice(0, 120);
    const address = /^0x([0-9a-f]+)/.exec(name);
    if (address) {
      const range = rangeAt(ranges, parseInt(address[1], 16));
      name = range ? jsName(range.name) : 'JIT code without a perf map entry';
    }
    costs.set(name, (costs.get(name) ?? 0) + cost);
  }
  return costs;
}

/** Per function, (`to` − `from`) ÷ `divisor`: one request's cost from runs of N and 3N, or one server's over another's. */
export function costDifference(from: FunctionCosts, to: FunctionCosts, divisor = 1): FunctionCosts {
  const costs: FunctionCosts = new Map();
  for (const name of new Set([...from.keys(), ...to.keys()])) {
    costs.set(name, ((to.get(name) ?? 0) - (from.get(name) ?? 0)) / divisor);
  }
  return costs;
}
