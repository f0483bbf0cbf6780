/**
 * `npm run bench`: the engine's throughput through `dispatch` in process, and the HTTP endpoint's
 * throughput and CPU cost per request next to a bare node:http server answering a reply of the same
 * size. The servers run in child processes and are measured side by side in alternating rounds; the
 * best round of each counts, since the machine is shared. Takes well under a minute.
 *
 * The HTTP load comes from raw node:http requests by default; `npm run bench -- --client sdk` sends
 * it through the AWS SDK for JavaScript v3 instead, as the endpoint's users do.
 */
import {
  benchEngine,
  benchRequests,
  expectOk,
  OPERATIONS,
  queryItems,
  target,
  type BenchOperation,
} from './fixture.ts';
import { floorSteps } from './floors.ts';
import { coldMicrosPerRequest } from './coldDispatch.ts';
import { measure, startServer, type BenchClient, type BenchServer, type Measurement } from './httpServers.ts';
import { indexAndTransactionRequests } from './indexesAndTransactions.ts';

const IN_PROCESS_MS = 1500;
const CLIENT = clientOption(process.argv.slice(2));
const HTTP = { warmupMs: 200, windowMs: 600, concurrency: 16, client: CLIENT };
const HTTP_ROUNDS = 5;
/**
 * The first round of each server warms it up by request count as well as time: a slow client (the
 * AWS SDK sends a few thousand requests a second here) would otherwise be measured while the
 * server's hot paths are still being compiled.
 */
const FIRST_ROUND_WARMUP_REQUESTS = 10_000;
const TARGET_OPS: Record<BenchOperation, number> = { GetItem: 200_000, PutItem: 100_000, Query: 30_000 };
/**
 * The floors the issue measured next to its targets. This shared machine's speed drifts by up to
 * half between minutes, so each target is also judged scaled by this run's floor over the issue's:
 * the same share of the floor the issue asks for, measured in the same seconds as the engine.
 */
const ISSUE_FLOOR_OPS: Record<BenchOperation, number> = { GetItem: 290_000, PutItem: 270_000, Query: 38_000 };
/** Engine and floor alternate this many times per operation; the best of each counts. */
const IN_PROCESS_ROUNDS = 3;
const TARGET_CPU_RATIO = 1.3;
const LABEL: Record<BenchOperation, string> = {
  GetItem: 'GetItem',
  PutItem: 'PutItem',
  Query: 'Query (20 items)',
};

/** `--client http` (the default) or `--client sdk`; anything else stops the bench with its usage. */
function clientOption(args: string[]): BenchClient {
  if (args.length === 0) return 'http';
  if (args.length === 2 && args[0] === '--client' && (args[1] === 'http' || args[1] === 'sdk'))
    return args[1];
  console.error('usage: npm run bench [-- --client http|sdk]');
  process.exit(2);
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const fixed = (n: number, digits = 1) => n.toFixed(digits);
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((cells) => cells[column].length)));
  for (const cells of rows) {
    console.log(
      cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('   '),
    );
  }
}

/** Calls `step` in batches of 1,000 until `durationMs` has passed; returns calls per second. */
function opsPerSecond(step: (i: number) => void, durationMs: number): number {
  for (let i = 0; i < 20_000; i++) step(i); // let the JIT settle first
  let calls = 0;
  const started = performance.now();
  let now = started;
  while (now - started < durationMs) {
    for (let j = 0; j < 1000; j++) step(calls++);
    now = performance.now();
  }
  return (calls / (now - started)) * 1000;
}

function inProcessSection(): void {
  const { dispatch } = benchEngine();
  const requests = benchRequests();
  const floors = floorSteps(requests, queryItems());
  const rows = [
    [
      'operation',
      'ops/s',
      'µs/op',
      'target ops/s',
      '',
      'floor ops/s',
      'target at this floor',
      '',
      'cold caches µs/op',
    ],
  ];
  for (const operation of OPERATIONS) {
    const bodies = requests[operation];
    const name = target(operation);
    expectOk(operation, dispatch(name, bodies[0]));
    let rate = 0;
    let floor = 0;
    for (let round = 0; round < IN_PROCESS_ROUNDS; round++) {
      const roundMs = IN_PROCESS_MS / IN_PROCESS_ROUNDS;
      rate = Math.max(
        rate,
        opsPerSecond((i) => dispatch(name, bodies[i % bodies.length]), roundMs),
      );
      floor = Math.max(floor, opsPerSecond(floors[operation], roundMs));
    }
    const goal = TARGET_OPS[operation];
    const scaledGoal = (goal * floor) / ISSUE_FLOOR_OPS[operation];
    rows.push([
      LABEL[operation],
      int(rate),
      fixed(1e6 / rate, 2),
      `≥ ${int(goal)}`,
      verdict(rate >= goal),
      int(floor),
      `≥ ${int(scaledGoal)}`,
      verdict(rate >= scaledGoal),
    ]);
  }
  // Cold figures after all warm ones, so cache eviction cannot disturb a warm measurement.
  OPERATIONS.forEach((operation, i) => {
    const cold = coldMicrosPerRequest(dispatch, target(operation), requests[operation]);
    rows[i + 1].push(fixed(cold, 2));
  });

  console.log('\nIn-process dispatch (one engine, no HTTP)');
  printTable(rows);
  console.log(
    'floor: the same request through JSON.parse, one Map operation and JSON.stringify of a like reply\n' +
      '(floors.ts); the issue set its targets next to floors of about 290k, 270k and 38k per second, so\n' +
      '"target at this floor" is the target times this run\'s floor over the issue\'s. Best of ' +
      `${IN_PROCESS_ROUNDS} alternating rounds each.\n` +
      'cold caches: the same requests one at a time, with 8 MB written over before each (coldDispatch.ts)',
  );
}

function indexAndTransactionSection(): void {
  const { dispatch, puts, transactions } = indexAndTransactionRequests();
  const rows = [['operation', 'ops/s', 'µs/op']];
  const put = target('PutItem');
  expectOk('PutItem', dispatch(put, puts[0]));
  const putRate = opsPerSecond((i) => dispatch(put, puts[i % puts.length]), IN_PROCESS_MS);
  rows.push(['PutItem maintaining 2 GSIs + 1 LSI', int(putRate), fixed(1e6 / putRate, 2)]);
  const transact = target('TransactWriteItems');
  expectOk('TransactWriteItems', dispatch(transact, transactions[0]));
  const txRate = opsPerSecond(
    (i) => dispatch(transact, transactions[i % transactions.length]),
    IN_PROCESS_MS,
  );
  rows.push(['TransactWriteItems, 10 items', int(txRate), fixed(1e6 / txRate, 2)]);
  console.log('\nIndexes and transactions, in process');
  printTable(rows);
}

/** Best (lowest CPU per request) of several alternating rounds per server. */
async function bestRounds(
  servers: BenchServer[],
  operation: BenchOperation,
  bodies: string[],
): Promise<Measurement[]> {
  const best: Measurement[] = [];
  for (let round = 0; round < HTTP_ROUNDS; round++) {
    for (let k = 0; k < servers.length; k++) {
      const index = (k + round) % servers.length; // rotate who goes first
      const warmupRequests = round === 0 ? FIRST_ROUND_WARMUP_REQUESTS : 0;
      const result = await measure(servers[index], operation, bodies, { ...HTTP, warmupRequests });
      if (!best[index] || result.cpuMicrosPerRequest < best[index].cpuMicrosPerRequest) best[index] = result;
    }
  }
  return best;
}

async function httpSection(): Promise<void> {
  const requests = benchRequests();
  const { dispatch } = benchEngine();
  const replies = Object.fromEntries(
    OPERATIONS.map((op) => [op, dispatch(target(op), requests[op][0]).body]),
  );
  const servers = [
    await startServer('sandbox'),
    await startServer('bare', replies),
    await startServer('bare-parse', replies),
    await startServer('bare-dispatch'),
  ];
  try {
    const rows = [
      [
        'operation',
        'reply B',
        'ops/s',
        'server CPU µs/req',
        'bare http µs/req',
        'ratio',
        `≤ ${TARGET_CPU_RATIO}×`,
        'bare + JSON.parse µs/req',
        'bare + dispatch µs/req',
        'HTTP layer',
      ],
    ];
    for (const operation of OPERATIONS) {
      const [sandbox, bare, bareParse, bareDispatch] = await bestRounds(
        servers,
        operation,
        requests[operation],
      );
      const ratio = sandbox.cpuMicrosPerRequest / bare.cpuMicrosPerRequest;
      const layer = sandbox.cpuMicrosPerRequest - bareDispatch.cpuMicrosPerRequest;
      rows.push([
        LABEL[operation],
        int(Buffer.byteLength(replies[operation])),
        int(sandbox.opsPerSecond),
        fixed(sandbox.cpuMicrosPerRequest),
        fixed(bare.cpuMicrosPerRequest),
        // Three decimals: a ratio just over the line must not print as 1.30× next to "MISSED".
        `${fixed(ratio, 3)}×`,
        verdict(ratio <= TARGET_CPU_RATIO),
        `${fixed(bareParse.cpuMicrosPerRequest)} (${fixed(bareParse.cpuMicrosPerRequest / bare.cpuMicrosPerRequest, 3)}×)`,
        fixed(bareDispatch.cpuMicrosPerRequest),
        `${layer >= 0 ? '+' : ''}${fixed(layer)} µs`,
      ]);
    }
    console.log(
      `\nOver HTTP: ${HTTP.concurrency} concurrent keep-alive connections from ` +
        `${CLIENT === 'sdk' ? 'the AWS SDK for JavaScript v3' : 'raw node:http requests'}, ` +
        `each server in its own process, best of ${HTTP_ROUNDS} alternating rounds`,
    );
    printTable(rows);
    console.log(
      'server CPU = process.cpuUsage() of the server per request answered. bare http answers a fixed reply of\n' +
        'the same size; bare + JSON.parse also parses the request (what any JSON endpoint does before its own work);\n' +
        'bare + dispatch also runs the engine, so "HTTP layer" is what the endpoint itself adds\n' +
        '(signature and content checks, request id, CRC32, CORS); on a shared machine, differences under\n' +
        'about 1 µs are noise. ops/s is bounded by the load generator, which shares the two cores.',
    );
  } finally {
    for (const server of servers) server.stop();
  }
}

const started = performance.now();
inProcessSection();
indexAndTransactionSection();
await httpSection();
console.log(`\ndone in ${fixed((performance.now() - started) / 1000)} s`);
