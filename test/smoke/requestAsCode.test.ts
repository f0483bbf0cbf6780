/**
 * The Console's "request as code" (src/features/console/asCode), run by the real clients it is
 * written for: the AWS CLI command split into words by bash and sent by the AWS CLI, the JavaScript
 * (DynamoDBClient and document client) run by node with the AWS SDK for JavaScript v3, the Python
 * (client and Table) run with boto3 — each against an
 * endpoint that records every request body it receives. Each client must send exactly the request
 * the code was made from: same members, same values, binary and timestamps included.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine.ts';
import { createAsyncDispatch } from '../../src/protocol/dispatch.ts';
import { createDynamoServer, type DynamoServer } from '../../src/server/dynamoServer.ts';
import { requestAsCli } from '../../src/features/console/asCode/asCli.ts';
import { requestAsDocumentClient } from '../../src/features/console/asCode/asDocumentClient.ts';
import { requestAsJavaScript } from '../../src/features/console/asCode/asJavaScript.ts';
import { requestAsPython } from '../../src/features/console/asCode/asPython.ts';
import { requestAsPythonTable } from '../../src/features/console/asCode/asPythonTable.ts';
import { awsCliMajorVersion, runAwsCliCommandsAsync } from '../helpers/awsCli.ts';
import { spawnAsync } from '../helpers/spawnAsync.ts';
import { isolatedAwsEnvironment } from '../helpers/awsEnvironment.ts';
import { CODE_CORPUS, holdsBinary } from '../helpers/codeCorpus.ts';
import { pythonWithBoto3 } from '../helpers/python.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'AKIDSANDBOX', AWS_SECRET_ACCESS_KEY: 'sandbox-secret' };

/**
 * Runs each snippet with boto3's clients and resources pointed at the endpoint; a snippet's error is
 * the engine's answer.
 */
const BOTO3_RUNNER = `
import json, sys
import boto3
url = sys.argv[1]
make_client, make_resource = boto3.client, boto3.resource
boto3.client = lambda name, **options: make_client(name, endpoint_url=url, region_name="us-east-1", **options)
boto3.resource = lambda name, **options: make_resource(name, endpoint_url=url, region_name="us-east-1", **options)
for code in json.load(sys.stdin):
    try:
        exec(code, {})
    except Exception as error:
        if not hasattr(error, "response"):
            raise
`;

describe('code made from a request, run by the real client it is written for', () => {
  let server: DynamoServer;
  let url: string;
  const received: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const dispatch = createAsyncDispatch(new Engine({ tableStatusDelayMs: 0 }));
    server = createDynamoServer({
      dispatch: (target, body) => {
        received.push(JSON.parse(body) as Record<string, unknown>);
        return dispatch(target, body);
      },
    });
    url = await server.listen(0);
  });
  afterAll(() => server.close());

  /** The bodies the endpoint received while `send` ran. */
  async function sentBy(send: () => Promise<void>): Promise<Record<string, unknown>[]> {
    received.length = 0;
    await send();
    return received.splice(0);
  }

  it('AWS CLI: the command, as bash splits it, makes the AWS CLI send the request', async () => {
    // The CLI v1 reads a binary value as raw bytes, v2 (what the code is written for) as base64.
    const readsBase64 = awsCliMajorVersion() >= 2;
    const corpus = CODE_CORPUS.filter(({ request }) => readsBase64 || !holdsBinary(request));
    const commands = corpus.map(({ operation, request }) => bashWords(requestAsCli(operation, request)!));
    for (const words of commands) expect(words[0]).toBe('aws');
    const sent = await sentBy(async () => {
      await runAwsCliCommandsAsync(
        url,
        commands.map((words) => words.slice(1)),
      );
    });
    expect(sent).toEqual(corpus.map(({ request }) => request));
  }, 240_000);

  it.each([
    ['the DynamoDBClient', requestAsJavaScript, CODE_CORPUS],
    // The document client covers the item operations only (not CreateTable, tags …).
    [
      'the document client',
      documentCode,
      CODE_CORPUS.filter((entry) => documentCode(entry.operation, entry.request) !== undefined),
    ],
  ] as const)(
    'JavaScript with %s: node runs it with the AWS SDK v3, which sends the request',
    async (_client, generate, corpus) => {
      expect(corpus.length).toBeGreaterThanOrEqual(10);
      // Inside node_modules, so that the code's imports resolve to this project's SDK packages.
      const dir = mkdtempSync(join(REPO, 'node_modules', '.request-as-code-'));
      try {
        const files = corpus.map(({ operation, request }, i) => {
          const file = join(dir, `request-${i}.mjs`);
          writeFileSync(file, generate(operation, request)!);
          return file;
        });
        const runner = join(dir, 'run.mjs');
        writeFileSync(
          runner,
          `for (const file of ${JSON.stringify(files)}) {\n` +
            // An error reply is the engine's answer; anything else (a syntax error) is the code's fault.
            '  try { await import(file); } catch (error) { if (!error.$metadata) throw error; }\n}\n',
        );
        const sent = await sentBy(async () => {
          const run = await spawnAsync(process.execPath, [runner], {
            timeout: 60_000,
            env: {
              ...isolatedAwsEnvironment(),
              ...CREDENTIALS,
              AWS_REGION: 'us-east-1',
              AWS_ENDPOINT_URL: url,
              // The SDK warns about Node 20's support ending; not this test's business.
              NODE_NO_WARNINGS: '1',
            },
          });
          expect(run.stderr).toBe('');
          expect(run.status).toBe(0);
        });
        expect(sent).toEqual(corpus.map(({ request }) => request));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    90_000,
  );

  it.each([
    [
      'the client',
      (operation: string, request: Record<string, unknown>) => requestAsPython(operation, request),
    ],
    // A Table (and, for the rest, its resource's client) covers all but the Streams API's calls.
    ['a Table', tableCode],
  ] as const)(
    'Python with %s: the code makes boto3 send the request',
    async (_interface, generate) => {
      const corpus = CODE_CORPUS.filter(
        ({ operation, request }) => generate(operation, request) !== undefined,
      );
      expect(corpus.length).toBeGreaterThanOrEqual(8);
      const sent = await sentBy(async () => {
        const run = await spawnAsync(pythonWithBoto3(), ['-c', BOTO3_RUNNER, url], {
          input: JSON.stringify(corpus.map(({ operation, request }) => generate(operation, request))),
          timeout: 60_000,
          env: { ...isolatedAwsEnvironment(), ...CREDENTIALS },
        });
        expect(run.stderr).toBe('');
        expect(run.status).toBe(0);
      });
      // A Python set has no order of its own: a string set's members may go out in any order.
      expect(sent.map(sortedSets)).toEqual(corpus.map(({ request }) => sortedSets(request)));
    },
    90_000,
  );
});

function tableCode(operation: string, request: Record<string, unknown>): string | undefined {
  const result = requestAsPythonTable(operation, request);
  return 'code' in result ? result.code : undefined;
}

/** The request with the members of every set (SS, NS, BS) in sorted order. */
function sortedSets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortedSets) as T;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([name, member]) => [
    name,
    ['SS', 'NS', 'BS'].includes(name) && Array.isArray(member)
      ? [...(member as string[])].sort()
      : sortedSets(member),
  ]);
  return Object.fromEntries(entries) as T;
}

function documentCode(operation: string, request: Record<string, unknown>): string | undefined {
  const result = requestAsDocumentClient(operation, request);
  return 'code' in result ? result.code : undefined;
}

/** The words bash passes to `aws` for the command text (an `aws` function prints them). */
function bashWords(command: string): string[] {
  const run = spawnSync('bash', ['-c', `aws() { printf '%s\\0' "$@"; }\n${command}`], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`bash failed on:\n${command}\n${run.stderr}`);
  return ['aws', ...run.stdout.split('\0').slice(0, -1)];
}
