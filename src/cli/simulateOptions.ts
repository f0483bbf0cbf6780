/**
 * Command-line options of `npm run simulate`, parsed strictly: an unknown option, a missing value or
 * a value out of range is a usage error (exit status 2), never a silently ignored typo.
 */
import { TABLE_QUOTA_UNITS } from '../engine/capacity/limits.ts';
import { LOAD_PATTERNS, type LoadPattern } from '../engine/load/patterns.ts';
import type { ScenarioOptions } from '../engine/load/scenario.ts';

export const USAGE = `Usage: npm run simulate -- --pattern <name> --rate <requests/s> --seconds <n> [options]

Runs a load scenario against a fresh table on a simulated clock, at full speed, and reports
throttling, partition splits and each partition's peak consumption.

Required:
  --pattern <name>        ${LOAD_PATTERNS.join(', ')}
  --rate <n>              requests per second (simulated; at most 1000000)
  --seconds <n>           simulated duration in seconds (at most 86400; --rate × --seconds at most
                          20000000 requests)

Options:
  --mode <mode>           on-demand (default) or provisioned
  --rcu <n> --wcu <n>     provisioned read/write capacity units (default 5 each, at most 40000)
  --shards <n>            suffixes for --pattern sharded (default 10)
  --read-ratio <0..1>     fraction of requests that are reads (default 0)
  --item-bytes <n>        approximate item size in bytes (default 800, at most 400000)
  --keys <n>              key space of uniform, zipf, gsi-low-cardinality and of the sort keys of
                          hot-collection, status-key and date-key (default 100000, at most 1000000)
  --zipf-exponent <s>     skew of --pattern zipf (default 1.1)
  --partition-size-mb <n> split partitions above this size (default 10240, i.e. 10 GB)
  --seed <n>              seed of the key choices (default: fixed)
  --json                  print one JSON object instead of the report
  --help, -h              show this text`;

export class UsageError extends Error {}

export interface SimulateOptions {
  scenario: ScenarioOptions;
  json: boolean;
  help: boolean;
}

type Kind = 'number' | 'integer' | 'ratio';
const NUMERIC: Record<string, { key: string; kind: Kind }> = {
  '--rate': { key: 'rate', kind: 'number' },
  '--seconds': { key: 'seconds', kind: 'number' },
  '--rcu': { key: 'rcu', kind: 'integer' },
  '--wcu': { key: 'wcu', kind: 'integer' },
  '--shards': { key: 'shards', kind: 'integer' },
  '--read-ratio': { key: 'readRatio', kind: 'ratio' },
  '--item-bytes': { key: 'itemBytes', kind: 'integer' },
  '--keys': { key: 'keys', kind: 'integer' },
  '--zipf-exponent': { key: 'zipfExponent', kind: 'number' },
  '--partition-size-mb': { key: 'partitionSizeMb', kind: 'number' },
  '--seed': { key: 'seed', kind: 'integer' },
};

/**
 * Longest simulated run, highest rate, most requests and largest key space accepted: a bound on the
 * work one command can ask for, so that it finishes in minutes rather than hours and in memory a
 * laptop has. Measured bundled on a shared core: about 16,000 simulated requests a wall-clock
 * second (20 million: some 20 minutes, less on an idle machine), and some 430 bytes a stored item
 * (the key space bounds the items: a million keys, a few hundred MB even over a day of date keys).
 */
const MAX_SECONDS = 24 * 3600;
const MAX_RATE = 1_000_000;
const MAX_REQUESTS = 20_000_000;
const MAX_KEYS = 1_000_000;
/**
 * Largest --item-bytes: DynamoDB stores items of at most 400 KB (409,600 bytes), and the generated
 * keys and names add a few dozen bytes to the requested size, so a round bound below it.
 */
const MAX_ITEM_BYTES = 400_000;

export function parseSimulateArgs(args: readonly string[]): SimulateOptions {
  const values: Record<string, number> = {};
  let pattern: LoadPattern | undefined;
  let mode: 'on-demand' | 'provisioned' = 'on-demand';
  let json = false;
  let help = false;
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = splitFlag(args[i]);
    const value = () => {
      if (inline !== undefined) return inline;
      const next = args[++i];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${flag} needs a value`);
      return next;
    };
    const isSwitch = flag === '--json' || flag === '--help' || flag === '-h';
    if (isSwitch && inline !== undefined) throw new UsageError(`${flag} takes no value`);
    if (flag === '--json') json = true;
    else if (flag === '--help' || flag === '-h') help = true;
    else if (flag === '--pattern') pattern = patternOf(value());
    else if (flag === '--mode') mode = modeOf(value());
    else if (flag in NUMERIC) values[NUMERIC[flag].key] = numberOf(flag, value(), NUMERIC[flag].kind);
    else throw new UsageError(`unknown option ${args[i]}`);
  }
  if (help) return { scenario: { pattern: 'uniform', rate: 1, seconds: 1 }, json, help };
  if (!pattern) throw new UsageError('--pattern is required');
  for (const required of ['rate', 'seconds'] as const) {
    if (values[required] === undefined) throw new UsageError(`--${required} is required`);
  }
  if (mode !== 'provisioned' && (values.rcu !== undefined || values.wcu !== undefined)) {
    throw new UsageError('--rcu and --wcu need --mode provisioned');
  }
  for (const units of ['rcu', 'wcu'] as const) {
    // The table-level quota DynamoDB (and the engine) holds a table to.
    if (values[units] > TABLE_QUOTA_UNITS)
      throw new UsageError(`--${units} must be at most ${TABLE_QUOTA_UNITS}`);
  }
  if (values.seconds > MAX_SECONDS) throw new UsageError(`--seconds must be at most ${MAX_SECONDS}`);
  if (values.itemBytes > MAX_ITEM_BYTES) {
    throw new UsageError(`--item-bytes must be at most ${MAX_ITEM_BYTES} (an item is at most 400 KB)`);
  }
  if (values.rate > MAX_RATE) throw new UsageError(`--rate must be at most ${MAX_RATE}`);
  if (values.keys > MAX_KEYS) throw new UsageError(`--keys must be at most ${MAX_KEYS}`);
  if (values.rate * values.seconds > MAX_REQUESTS) {
    throw new UsageError(
      `--rate × --seconds must be at most ${MAX_REQUESTS.toLocaleString('en-US')} requests`,
    );
  }
  const { partitionSizeMb, ...rest } = values;
  return {
    scenario: {
      ...rest,
      pattern,
      rate: values.rate,
      seconds: values.seconds,
      mode,
      capacity:
        partitionSizeMb === undefined ? undefined : { partitionSizeBytes: partitionSizeMb * 1024 * 1024 },
    },
    json,
    help,
  };
}

function splitFlag(arg: string): [string, string | undefined] {
  const equals = arg.indexOf('=');
  return arg.startsWith('--') && equals > 0
    ? [arg.slice(0, equals), arg.slice(equals + 1)]
    : [arg, undefined];
}

function patternOf(text: string): LoadPattern {
  if ((LOAD_PATTERNS as readonly string[]).includes(text)) return text as LoadPattern;
  throw new UsageError(`unknown pattern "${text}" (one of: ${LOAD_PATTERNS.join(', ')})`);
}

function modeOf(text: string): 'on-demand' | 'provisioned' {
  if (text === 'on-demand' || text === 'provisioned') return text;
  throw new UsageError(`--mode must be on-demand or provisioned, not "${text}"`);
}

function numberOf(flag: string, text: string, kind: Kind): number {
  const value = Number(text);
  const valid =
    text.trim() !== '' &&
    Number.isFinite(value) &&
    (kind === 'ratio' ? value >= 0 && value <= 1 : value > 0) &&
    (kind !== 'integer' || Number.isInteger(value));
  if (valid) return value;
  const expected =
    kind === 'ratio'
      ? 'a number from 0 to 1'
      : kind === 'integer'
        ? 'a positive integer'
        : 'a positive number';
  throw new UsageError(`${flag} must be ${expected}, not "${text}"`);
}
