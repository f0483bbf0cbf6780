/** `npm run serve`'s entry point as a real process: options, the URL line, clean shutdown. */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { callOperation, rawRequest, signedHeaders } from '../helpers/rawHttp.ts';
import { startServeProcess } from '../helpers/serveProcess.ts';

/** What `npm run serve` runs, without npm between: node itself, so signals reach the server directly. */
const NODE = process.execPath;
const SERVE = ['scripts/run-bundled.mjs', 'src/server/main.ts'];
/**
 * The bundle SERVE writes (scripts/run-bundled.mjs) and then imports, run as it is: written once by
 * the --help run below, not again by each process (esbuild took 2 of the 2.5 s each start took here).
 * `npm run serve`'s own way is run for --help and the clean shutdown.
 */
const MAIN = ['node_modules/.cache/dynamo-sandbox/src/server/main.mjs'];

/** `npm run serve --help`, which also writes the bundle the other runs start from. */
let help: SpawnSyncReturns<string>;
beforeAll(() => {
  help = spawnSync(NODE, [...SERVE, '--help'], { encoding: 'utf8', timeout: 30_000 });
}, 30_000);

/** The replica lag the server simulates, asked over its sandbox target. */
async function replicaLag(url: string): Promise<unknown> {
  const headers = { ...signedHeaders('ListTables'), 'x-amz-target': 'DynamoSandbox.DescribeReplicaLag' };
  const reply = await rawRequest(url, { headers, body: '{}' });
  return JSON.parse(reply.body);
}

function runToExit(args: string[]) {
  return spawnSync(NODE, [...MAIN, ...args], { encoding: 'utf8', timeout: 30_000 });
}

describe('serve command line', () => {
  it('prints usage for --help and exits 0', () => {
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toContain('Usage: npm run serve');
    expect(help.stdout).toContain('--clock-speed');
    // The bundle itself, as the other runs start it.
    const run = runToExit(['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(help.stdout);
  });

  it.each([
    [['--port', 'eighty'], "--port must be an integer from 0 to 65535, got 'eighty'"],
    [['--clock-speed=5000'], "--clock-speed must be a number from 1 to 1000, got '5000'"],
    [['--verbose'], "unknown option '--verbose'"],
    [['--port'], '--port needs a value'],
  ])('rejects %j with a usage error and status 2', (args, message) => {
    const run = runToExit(args);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`error: ${message}`);
    expect(run.stderr).toContain('Usage: npm run serve');
    expect(run.stdout).toBe('');
  });
});

describe('a running server', () => {
  it('prints one line with its URL, serves, and on SIGTERM finishes in-flight requests and exits 0', async () => {
    const server = await startServeProcess(NODE, [...SERVE, '--port', '0', '--clock-speed', '10']);
    try {
      expect(server.output().stdout.trim().split('\n')).toHaveLength(1);
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await rawRequest(server.url, { method: 'GET' })).status).toBe(200);

      // A request whose body is still arriving when the signal comes is answered, then the server exits.
      const body = '{"Limit": 3}';
      const inFlight = new Promise<number>((resolve, reject) => {
        const req = httpRequest(server.url, {
          method: 'POST',
          headers: { ...signedHeaders('ListTables'), 'content-length': body.length },
        });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.write(body.slice(0, 5));
        setTimeout(() => req.end(body.slice(5)), 400);
      });
      await new Promise((resolve) => setTimeout(resolve, 150));
      const exitCode = server.stop('SIGTERM');
      expect(await inFlight).toBe(200);
      expect(await exitCode).toBe(0);
    } finally {
      await server.stop('SIGKILL');
    }
  }, 30_000);

  it('exits 1 with a message when the port is taken', async () => {
    const first = await startServeProcess(NODE, [...MAIN, '--port', '0']);
    try {
      const run = runToExit(['--port', new URL(first.url).port]);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('cannot listen on 127.0.0.1');
    } finally {
      await first.stop();
    }
  }, 30_000);

  it('keeps tables, items and the replica lag in the --data file across a restart', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'dynamo-sandbox-serve-'));
    const file = join(folder, 'sandbox.json');
    try {
      const args = [...MAIN, '--port', '0', '--table-status-delay-ms', '0', '--data', file];
      const first = await startServeProcess(NODE, [...args, '--replica-lag-ms', '800']);
      try {
        expect(first.output().stdout).toContain(`new data file ${file}`);
        expect(await replicaLag(first.url)).toEqual({ LagMilliseconds: 800 });
        const created = await callOperation(first.url, 'CreateTable', {
          TableName: 'notes',
          KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
          AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
          BillingMode: 'PAY_PER_REQUEST',
        });
        expect(created.status).toBe(200);
        const item = { id: { S: 'n1' }, text: { S: 'kept' } };
        expect((await callOperation(first.url, 'PutItem', { TableName: 'notes', Item: item })).status).toBe(
          200,
        );
        // Stopped at once: the shutdown saves what the debounce has not saved yet.
        expect(await first.stop('SIGTERM')).toBe(0);
      } finally {
        await first.stop('SIGKILL');
      }

      const second = await startServeProcess(NODE, args);
      try {
        expect(second.output().stdout).toContain(`1 table and 1 item from ${file}`);
        // Saved with the data.
        expect(await replicaLag(second.url)).toEqual({ LagMilliseconds: 800 });
        const read = await callOperation(second.url, 'GetItem', {
          TableName: 'notes',
          Key: { id: { S: 'n1' } },
        });
        expect(JSON.parse(read.body)).toEqual({ Item: { id: { S: 'n1' }, text: { S: 'kept' } } });
      } finally {
        await second.stop();
      }

      // Given on the command line, the lag wins over the saved one.
      const third = await startServeProcess(NODE, [...args, '--replica-lag-ms=0']);
      try {
        expect(await replicaLag(third.url)).toEqual({ LagMilliseconds: 0 });
      } finally {
        await third.stop();
      }

      writeFileSync(file, '{"format": "dynamo-sandbox/engine-snapshot", "version": 2, "tables": 7}');
      const refused = runToExit(args.slice(MAIN.length));
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`error: cannot load ${file}: The snapshot is damaged: clock`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
