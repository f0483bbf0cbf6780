/** Command-line options of `npm run serve`, parsed strictly: a typo is an error, not a silent default. */
import { MAX_SPEED, MIN_SPEED } from '../engine/clock.ts';
import {
  DEFAULT_GSI_PROPAGATION_DELAY_MS,
  DEFAULT_REPLICATION_LATENCY_MS,
  DEFAULT_TABLE_STATUS_DELAY_MS,
} from '../engine/engine.ts';
import { isReplicaLag, MAX_REPLICA_LAG_MS } from '../engine/storage/replicaLag.ts';

/** Simulated time a transaction stays in flight, holding its items (DynamoDB: tens of milliseconds). */
export const DEFAULT_TRANSACTION_LATENCY_MS = 20;

export interface ServeOptions {
  port: number;
  host: string;
  region: string;
  clockSpeed: number;
  tableStatusDelayMs: number;
  gsiLagMs: number;
  /**
   * How far the trailing replica is behind for eventually consistent reads (0: always current);
   * undefined keeps the engine's 0, or the lag the data file was saved with.
   */
  replicaLagMs: number | undefined;
  transactionLatencyMs: number;
  /** Simulated time a global table's write takes to reach the other Regions. */
  replicationLatencyMs: number;
  /** Fixed delay between an item's expiry and its TTL deletion; undefined keeps the engine's spread. */
  ttlDelayMs: number | undefined;
  /** Where tables and items are kept between runs (an engine snapshot); undefined keeps them in memory only. */
  dataFile: string | undefined;
  /** The directory the simulated S3 keeps its buckets in; undefined keeps them in memory only. */
  s3Dir: string | undefined;
}

export type ParsedArguments =
  | { kind: 'serve'; options: ServeOptions }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

export const USAGE = `Usage: npm run serve -- [options]

Serves the Dynamo Sandbox engine over DynamoDB's JSON wire protocol, for the AWS SDKs, boto3 and the AWS CLI
(e.g. aws dynamodb list-tables --endpoint-url http://127.0.0.1:8000). Any access key and secret are accepted.
The same port answers S3's REST API on the simulated S3 of exports and imports, path-style
(e.g. aws s3 ls s3://sandbox-exports --endpoint-url http://127.0.0.1:8000).

Options:
  --port <n>                   port to listen on, 0 for any free port (default 8000)
  --host <address>             address to listen on (default 127.0.0.1)
  --region <name>              the home Region: in ARNs, in the health answer, and reached by requests signed
                               for any Region without a global table replica of its own (default us-east-1)
  --clock-speed <${MIN_SPEED}..${MAX_SPEED}>      simulated seconds per real second (default 1)
  --table-status-delay-ms <n>  simulated time a table stays CREATING or DELETING (default ${DEFAULT_TABLE_STATUS_DELAY_MS})
  --gsi-lag-ms <n>             simulated time before a write shows in global secondary indexes (default ${DEFAULT_GSI_PROPAGATION_DELAY_MS})
  --replica-lag-ms <n>         simulated time by which one eventually consistent read in three may miss writes
                               (0 to ${MAX_REPLICA_LAG_MS}; default: the data file's, else 0 — every read current)
  --transaction-latency-ms <n> simulated time a transaction holds its items before committing (default ${DEFAULT_TRANSACTION_LATENCY_MS})
  --replication-latency-ms <n> simulated time a global table's write takes to reach its other replicas (default ${DEFAULT_REPLICATION_LATENCY_MS})
  --ttl-delay-ms <n>           simulated time from an item's expiry to its TTL deletion (default: spread up to 48 h, as DynamoDB)
  --data <file>                keep tables and items in this file between runs: loaded at start, saved as
                               they change (a sandbox snapshot, the same as the browser app saves; default:
                               memory only)
  --s3-dir <directory>         keep the simulated S3 of exports and imports in this directory, a subdirectory
                               per bucket and a file per object (default: memory only)
  --help                       show this help`;

const DEFAULTS: ServeOptions = {
  port: 8000,
  host: '127.0.0.1',
  region: 'us-east-1',
  clockSpeed: 1,
  tableStatusDelayMs: DEFAULT_TABLE_STATUS_DELAY_MS,
  gsiLagMs: DEFAULT_GSI_PROPAGATION_DELAY_MS,
  replicaLagMs: undefined,
  transactionLatencyMs: DEFAULT_TRANSACTION_LATENCY_MS,
  replicationLatencyMs: DEFAULT_REPLICATION_LATENCY_MS,
  ttlDelayMs: undefined,
  dataFile: undefined,
  s3Dir: undefined,
};

type Setter = (options: ServeOptions, value: string) => string | undefined;

const SETTERS: Readonly<Record<string, Setter>> = {
  '--port': (options, value) => {
    const port = integer(value);
    if (port === undefined || port > 65535)
      return `--port must be an integer from 0 to 65535, got '${value}'`;
    options.port = port;
  },
  '--host': (options, value) => {
    if (value.trim() === '') return '--host must not be empty';
    options.host = value;
  },
  '--region': (options, value) => {
    if (!/^[a-z0-9-]{1,64}$/.test(value)) return `--region must look like us-east-1, got '${value}'`;
    options.region = value;
  },
  '--clock-speed': (options, value) => {
    const speed = Number(value);
    if (value.trim() === '' || !Number.isFinite(speed) || speed < MIN_SPEED || speed > MAX_SPEED) {
      return `--clock-speed must be a number from ${MIN_SPEED} to ${MAX_SPEED}, got '${value}'`;
    }
    options.clockSpeed = speed;
  },
  '--table-status-delay-ms': (options, value) => {
    const delay = integer(value);
    if (delay === undefined) return `--table-status-delay-ms must be a non-negative integer, got '${value}'`;
    options.tableStatusDelayMs = delay;
  },
  '--gsi-lag-ms': (options, value) => {
    const delay = integer(value);
    if (delay === undefined) return `--gsi-lag-ms must be a non-negative integer, got '${value}'`;
    options.gsiLagMs = delay;
  },
  '--replica-lag-ms': (options, value) => {
    const lag = integer(value);
    if (!isReplicaLag(lag))
      return `--replica-lag-ms must be an integer from 0 to ${MAX_REPLICA_LAG_MS}, got '${value}'`;
    options.replicaLagMs = lag;
  },
  '--transaction-latency-ms': (options, value) => {
    const delay = integer(value);
    if (delay === undefined) return `--transaction-latency-ms must be a non-negative integer, got '${value}'`;
    options.transactionLatencyMs = delay;
  },
  '--replication-latency-ms': (options, value) => {
    const delay = integer(value);
    if (delay === undefined) return `--replication-latency-ms must be a non-negative integer, got '${value}'`;
    options.replicationLatencyMs = delay;
  },
  '--ttl-delay-ms': (options, value) => {
    const delay = integer(value);
    if (delay === undefined) return `--ttl-delay-ms must be a non-negative integer, got '${value}'`;
    options.ttlDelayMs = delay;
  },
  '--data': (options, value) => {
    if (value.trim() === '') return '--data must name a file';
    options.dataFile = value;
  },
  '--s3-dir': (options, value) => {
    if (value.trim() === '') return '--s3-dir must name a directory';
    options.s3Dir = value;
  },
};

/** Accepts `--name value` and `--name=value`. */
export function parseArguments(argv: readonly string[]): ParsedArguments {
  const options = { ...DEFAULTS };
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i];
    if (argument === '--help' || argument === '-h') return { kind: 'help' };
    const equals = argument.indexOf('=');
    const name = equals === -1 ? argument : argument.slice(0, equals);
    if (!Object.hasOwn(SETTERS, name)) return { kind: 'error', message: `unknown option '${argument}'` };
    let value: string;
    if (equals !== -1) value = argument.slice(equals + 1);
    else if (i + 1 < argv.length) value = argv[++i];
    else return { kind: 'error', message: `${name} needs a value` };
    const problem = SETTERS[name](options, value);
    if (problem !== undefined) return { kind: 'error', message: problem };
  }
  return { kind: 'serve', options };
}

function integer(value: string): number | undefined {
  return /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}
