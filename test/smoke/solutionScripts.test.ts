/**
 * A lesson's whole solution — or the Explorer's table — as one script
 * (src/features/console/asCode/script*.ts), run by the real client it is written for against the
 * endpoint — bash with the AWS CLI, node with the AWS SDK for JavaScript v3, Python with boto3 — on
 * an exercise set up on the same engine, whose clock runs in real time: the script's waits must
 * really wait (a table is CREATING for a moment, an index is built after its table is ACTIVE
 * again), a batch a throttled table takes only in part must be sent again, and the exercise's own
 * check must pass afterwards.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi, type TestContext } from 'vitest';
import { createInProcessClient } from '../../src/client/inProcessClient.ts';
import { requestsAsScript } from '../../src/features/console/asCode/requestAsCode.ts';
import { callsAt, lessonEngine, setUpExercise } from '../../src/features/lessons/exerciseRunner.ts';
import { createTableCall } from '../../src/features/lessons/lessonCalls.ts';
import { CARD, tableCopy, twoRegionSteps } from '../helpers/scriptCases.ts';
import type { Exercise, RecordedCall } from '../../src/features/lessons/lessonTypes.ts';
import { errorName } from '../../src/client/engineClient.ts';
import { createAsyncDispatch, createDispatch } from '../../src/protocol/dispatch.ts';
import { createDynamoServer } from '../../src/server/dynamoServer.ts';
import { pythonRunningAwsCli } from '../helpers/awsCliPython.ts';
import { isolatedAwsEnvironment } from '../helpers/awsEnvironment.ts';
import { exercise } from '../helpers/lessonSandbox.ts';
import { pythonWithBoto3 } from '../helpers/python.ts';
import { spawnAsync } from '../helpers/spawnAsync.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** Solutions with a wait of each kind, a request meant to fail, and requests a plain interface lacks. */
const EXERCISES: Record<string, Exercise> = {
  card: CARD, // CreateTable, then wait until ACTIVE
  rename: exercise('02-conditional-writes', 'optimistic-rename'), // the second write fails its condition
  transaction: exercise('04-transactions', 'all-or-nothing'), // one cancelled, then one that goes through
  index: exercise('11-modeling-relationships', 'course-roster'), // a new index, built before it is queried
  retire: exercise('14-backups-and-restore', 'retire-protected-table'), // DeleteTable, then wait until gone
  copy: tableCopy(), // CreateTable, Time to Live, then batches that send again what comes back unprocessed
};

type Language = 'cli' | 'javascript' | 'document' | 'python' | 'table';

/**
 * Every case with JavaScript's low-level client (its processes start fast). The others where their
 * code differs from it: boto3's client and the CLI in their waits, guards and batch loops (a
 * transaction is a request like any other there, and a gone-waiter is an exists-waiter by another
 * name); the plain-value interfaces where they hand requests to another client (CreateTable) and
 * in their transactions. The slowest first (a process for each of the CLI's commands, boto3's
 * import): the tests run side by side, and one of them started last would end the run alone.
 */
const CASES: [Language, string][] = [
  // The CLI starts slowly enough that a table is ACTIVE before its next command: no 'card' there.
  ...['index', 'copy', 'rename'].map((name): [Language, string] => ['cli', name]),
  ...['index', 'copy', 'card', 'rename'].map((name): [Language, string] => ['python', name]),
  ...Object.keys(EXERCISES).map((name): [Language, string] => ['javascript', name]),
  ...(['document', 'table'] as const).flatMap((language) =>
    ['transaction', 'copy'].map((name): [Language, string] => [language, name]),
  ),
];

const ENVIRONMENT = {
  ...isolatedAwsEnvironment(),
  AWS_ACCESS_KEY_ID: 'AKIDSANDBOX',
  AWS_SECRET_ACCESS_KEY: 'sandbox-secret',
  AWS_REGION: 'us-east-1',
  AWS_DEFAULT_REGION: 'us-east-1',
  AWS_PAGER: '',
  // The SDK warns about Node 20's support ending; not this test's business.
  NODE_NO_WARNINGS: '1',
};

/**
 * The tests run side by side, at most three at once (a test's time limit starts when it starts).
 * Most of a test's time is its client waiting — a waiter's delay, a batch's back-off, a global
 * table's replication — while another's starts up, which is CPU work (boto3 and each command of the
 * CLI take about a second of it): three keep two cores busy without crowding them.
 */
vi.setConfig({ maxConcurrency: 3 });

let dir: string;
beforeAll(() => {
  // Inside node_modules, so that the scripts' imports resolve to this project's SDK packages.
  dir = mkdtempSync(join(REPO, 'node_modules', '.solution-scripts-'));
  // `aws` on PATH: the CLI's own driver, on the Python that imports it.
  mkdirSync(join(dir, 'bin'));
  const aws = join(dir, 'bin', 'aws');
  writeFileSync(aws, `#!/bin/sh\nexec ${pythonRunningAwsCli()} -m awscli "$@"\n`);
  chmodSync(aws, 0o755);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  // Test files share a worker (isolate: false): the next one runs with the configured limit.
  vi.resetConfig();
});

let scripts = 0;

/**
 * An endpoint of the test's own — its engine, with the default status delays on a clock that runs
 * with the wall clock, the requests it served, the server — so that tests can run side by side.
 */
async function startEndpoint(onTestFinished: TestContext['onTestFinished']) {
  const scriptCalls: RecordedCall[] = [];
  /** Set while a script starts up on a paused clock: its first request sets the clock running again. */
  let resumeOnRequest = false;
  const client = createInProcessClient({ clock: { start: Date.now(), running: true } });
  const sandbox = lessonEngine(client, () => scriptCalls);
  const engine = client.engine;
  const dispatch = createAsyncDispatch(engine);
  const server = createDynamoServer({
    // Each request recorded as the Console records a learner's: some checks judge those.
    async dispatch(target, body, region) {
      if (resumeOnRequest) {
        resumeOnRequest = false;
        engine.clock.resume();
      }
      const reply = await dispatch(target, body, region);
      scriptCalls.unshift(recorded(target, body, reply));
      return reply;
    },
  });
  const url = await server.listen(0);
  onTestFinished(() => server.close());

  /** Runs the script; its output, which must show no error but those the solution expects. */
  async function run(language: Language, script: string, expected: readonly string[]) {
    const python = language === 'python' || language === 'table';
    const extension = language === 'cli' ? 'sh' : python ? 'py' : 'mjs';
    const file = join(dir, `script-${++scripts}.${extension}`);
    writeFileSync(file, script);
    const program = language === 'cli' ? 'bash' : python ? pythonWithBoto3() : process.execPath;
    const run = await spawnAsync(program, [file], {
      timeout: 120_000,
      env: {
        ...ENVIRONMENT,
        // Every client reads the endpoint from here (the SDKs, boto3 ≥ 1.28, the CLI ≥ 1.29 / 2.13).
        AWS_ENDPOINT_URL: url,
        PATH: `${join(dir, 'bin')}:${process.env.PATH}`,
      },
    }).finally(() => {
      if (resumeOnRequest) engine.clock.resume();
      resumeOnRequest = false;
    });
    // A failing request the solution expects prints its error (the CLI on stderr); nothing else may fail.
    const errors = run.stderr.split('\n').filter((line) => /Error|Exception|Traceback/.test(line));
    for (const line of errors)
      expect(
        expected.some((name) => line.includes(name)),
        line,
      ).toBe(true);
    if (language !== 'cli') expect(run.status).toBe(0);
    return run.stdout;
  }

  /** Holds the clock still until the next script's first request sets it running again. */
  function holdClock() {
    engine.clock.pause();
    resumeOnRequest = true;
  }

  return { sandbox, engine, scriptCalls, run, holdClock };
}

describe.concurrent('a solution as one script, run by its real client, reaches the exercise’s goal', () => {
  it.for(CASES)('%s: %s', { timeout: 150_000 }, async ([language, name], { onTestFinished }) => {
    const { sandbox, scriptCalls, run } = await startEndpoint(onTestFinished);
    const item = EXERCISES[name];
    const outcome = await setUpExercise(sandbox, item);
    expect(outcome).toEqual({ ok: true });
    scriptCalls.length = 0;
    const calls = callsAt(item.solution, await sandbox.clockSeconds());
    const script = requestsAsScript(
      language,
      calls.map((call) => ({
        operation: call.operation,
        request: call.body,
        expectError: call.expectError,
      })),
    );
    if (!script.ok) throw new Error(script.reason);
    const expected = calls.flatMap((call) => (call.expectError ? [call.expectError] : []));
    const output = await run(language, script.text, expected);
    // The script's guard caught the expected error and printed its name.
    for (const name of expected) if (language !== 'cli') expect(output).toContain(name);
    // A global index follows its table a moment later (the check says so): a second is plenty.
    let check = await item.check(sandbox);
    for (let tries = 0; !check.passed && tries < 10; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      check = await item.check(sandbox);
    }
    expect(check.passed, check.feedback).toBe(true);
  });

  it.for(['javascript', 'python', 'cli'] as const)(
    '%s: a batch that a throttled table takes only in part is sent again until all of it is written',
    { timeout: 60_000 },
    async (language, { onTestFinished }) => {
      const { sandbox, scriptCalls, run, holdClock } = await startEndpoint(onTestFinished);
      const TableName = 'throttled';
      const table: Exercise = {
        ...CARD,
        setup: {
          resetTables: [TableName],
          calls: [
            {
              operation: 'CreateTable',
              body: {
                ...createTableCall(TableName, { hash: 'PK' }).body,
                BillingMode: 'PROVISIONED',
                ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
              },
            },
          ],
        },
      };
      expect(await setUpExercise(sandbox, table)).toEqual({ ok: true });
      // Capacity comes back with the clock: held still from here until the script's first request (its
      // runtime takes seconds to start on a busy machine, where other tests run beside this one too),
      // so that its first batch finds the 2 writes' worth below and no more.
      holdClock();
      // Spend the burst capacity (300 writes' worth), then move the clock on 2 s: two writes' capacity
      // is back, and the batch of four below must wait, in real time, for the other two.
      let written = 0;
      while ((await sandbox.call('PutItem', { TableName, Item: { PK: { S: `filler#${written}` } } })).ok)
        written++;
      expect(written).toBeGreaterThan(100);
      await sandbox.advanceClock(2);
      scriptCalls.length = 0;
      const items = Array.from({ length: 4 }, (_, i) => ({
        PutRequest: { Item: { PK: { S: `batch#${i}` } } },
      }));
      const script = requestsAsScript(language, [
        { operation: 'BatchWriteItem', request: { RequestItems: { [TableName]: items } } },
      ]);
      if (!script.ok) throw new Error(script.reason);
      await run(language, script.text, ['ProvisionedThroughputExceededException']);
      const batches = scriptCalls.filter((call) => call.operation === 'BatchWriteItem').reverse();
      const unprocessed = (call: RecordedCall) =>
        Object.keys((call.reply?.UnprocessedItems as object | undefined) ?? {}).length;
      // A first reply that left some unprocessed, sent again until a reply left none.
      expect(batches.some((call) => call.reply && unprocessed(call) > 0)).toBe(true);
      expect(unprocessed(batches.at(-1)!)).toBe(0);
      const read = await sandbox.call('Scan', { TableName, ConsistentRead: true });
      const keys = read.ok ? (read.reply.Items as { PK: { S: string } }[]).map((item) => item.PK.S) : [];
      expect(keys.filter((key) => key?.startsWith('batch#'))).toHaveLength(4);
    },
  );

  // The AWS CLI's commands differ only by --region (and start slowly): its loop on describe-table
  // is the index wait's, run in 'cli: index' above.
  it.for(['javascript', 'python', 'table'] as const)(
    '%s: requests to two Regions of a global table, each through a client for its Region',
    { timeout: 60_000 },
    async (language, { onTestFinished }) => {
      const { engine, run } = await startEndpoint(onTestFinished);
      const TableName = `atlas-${language}`;
      const script = requestsAsScript(language, twoRegionSteps(TableName));
      if (!script.ok) throw new Error(script.reason);
      const output = await run(language, script.text, []);
      expect(output).toContain('Dublin');
      // Written in eu-west-1, then replicated to the home Region a moment later.
      const scan = (region?: string) =>
        JSON.parse(
          createDispatch(engine)('DynamoDB_20120810.Scan', JSON.stringify({ TableName }), region).body,
        ).Items;
      expect(scan('eu-west-1')).toHaveLength(2);
      let home = scan();
      for (let tries = 0; home.length < 2 && tries < 40; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        home = scan();
      }
      expect(home).toHaveLength(2);
    },
  );
});

function recorded(target: string, body: string, reply: { status: number; body: string }): RecordedCall {
  const operation = target.slice(target.indexOf('.') + 1);
  const request = JSON.parse(body) as Record<string, unknown>;
  const answer = JSON.parse(reply.body) as Record<string, unknown>;
  if (reply.status === 200) return { operation, request, reply: answer };
  return {
    operation,
    request,
    // TransactionCanceledException names its text `Message`, as DynamoDB does; the app reads either.
    error: { type: errorName(String(answer.__type)), message: String(answer.message ?? answer.Message) },
  };
}
