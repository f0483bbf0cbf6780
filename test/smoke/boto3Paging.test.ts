/**
 * The console's AWS CLI paging (run/pagedCommand.ts) against the real thing: botocore's paginators,
 * which the AWS CLI uses to print a paginated command, run against `npm run serve` (paging_boto3.py);
 * the console pages the same requests over an in-process engine holding the same items. Every
 * printed result must be the same, NextToken included, so the CLI's tokens and the console's are
 * interchangeable.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { callOperation } from '../../src/client/calls.ts';
import { createInProcessClient } from '../../src/client/inProcessClient.ts';
import {
  CLI_PAGINATORS,
  decodeStartingToken,
  type PagingOptions,
} from '../../src/features/console/cli/cliPaging.ts';
import { runPagedCommand } from '../../src/features/console/run/pagedCommand.ts';
import { runBoto3Script } from '../helpers/python.ts';
import { serveDuringSuite } from '../helpers/serveProcess.ts';

const SCRIPT = fileURLToPath(new URL('./paging_boto3.py', import.meta.url));

const keyed = (name: string, sortKey?: string) => ({
  TableName: name,
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    ...(sortKey ? [{ AttributeName: sortKey, KeyType: 'RANGE' }] : []),
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    ...(sortKey ? [{ AttributeName: sortKey, AttributeType: 'S' }] : []),
  ],
});

// One partition, so Scan reads in sort-key order on both engines; growing padding, so pages charge
// different capacity; a non-ASCII sort key, which Python's json.dumps escapes inside a token.
const items = Array.from({ length: 10 }, (_, i) => ({
  PK: { S: 'P' },
  SK: { S: i === 5 ? 'ITEM#05-é' : `ITEM#0${i}` },
  pad: { S: 'x'.repeat(i * 900) },
}));

const query = (extra: object) => ({
  TableName: 'app',
  KeyConditionExpression: 'PK = :p',
  ExpressionAttributeValues: { ':p': { S: 'P' } },
  ...extra,
});

type Config = { PageSize?: number; MaxItems?: number; StartingToken?: string };
const scenarios: { operation: 'Scan' | 'Query' | 'ListTables'; params: object; config: Config }[] = [
  { operation: 'Scan', params: { TableName: 'app' }, config: { PageSize: 3 } },
  { operation: 'Query', params: query({ ReturnConsumedCapacity: 'TOTAL' }), config: { PageSize: 4 } },
  { operation: 'Scan', params: { TableName: 'app' }, config: { PageSize: 3, MaxItems: 4 } },
  {
    operation: 'Scan',
    params: { TableName: 'app' },
    config: { PageSize: 3, MaxItems: 4, StartingToken: '$previous' },
  },
  { operation: 'Scan', params: { TableName: 'app' }, config: { PageSize: 3, StartingToken: '$previous' } },
  { operation: 'Query', params: query({ Select: 'COUNT' }), config: { PageSize: 3 } },
  { operation: 'Query', params: query({ ProjectionExpression: 'SK' }), config: { MaxItems: 3 } },
  {
    operation: 'Query',
    params: query({ ProjectionExpression: 'SK' }),
    config: { StartingToken: '$previous' },
  },
  {
    operation: 'Query',
    params: query({ ScanIndexForward: false, ReturnConsumedCapacity: 'TOTAL', ProjectionExpression: 'SK' }),
    config: { PageSize: 2, MaxItems: 5 },
  },
  {
    operation: 'Query',
    params: query({ ScanIndexForward: false, ReturnConsumedCapacity: 'TOTAL', ProjectionExpression: 'SK' }),
    config: { PageSize: 2, StartingToken: '$previous' },
  },
  { operation: 'ListTables', params: {}, config: { PageSize: 2 } },
  { operation: 'ListTables', params: {}, config: { MaxItems: 2 } },
  { operation: 'ListTables', params: {}, config: { StartingToken: '$previous' } },
];
const COMMANDS = { Scan: 'scan', Query: 'query', ListTables: 'list-tables' } as const;

/** The same scenarios paged by the console over an in-process engine with the same tables and items. */
async function consoleResults(): Promise<unknown[]> {
  const client = createInProcessClient({ tableStatusDelayMs: 0 });
  const call = async (operation: string, request: object) => {
    const outcome = await callOperation(client, operation, JSON.stringify(request));
    return outcome.ok ? outcome.value.reply : undefined;
  };
  for (const table of tables) await call('CreateTable', table);
  for (const item of items) await call('PutItem', { TableName: 'app', Item: item });
  const results: unknown[] = [];
  let previous: string | undefined;
  for (const { operation, params, config } of scenarios) {
    const paginator = CLI_PAGINATORS[COMMANDS[operation]];
    const token = config.StartingToken === '$previous' ? previous : config.StartingToken;
    const options: PagingOptions = {
      pageSize: config.PageSize,
      maxItems: config.MaxItems,
      start: token === undefined ? undefined : decodeStartingToken(paginator, token),
    };
    const result = await runPagedCommand(paginator, { ...params }, options, (page) => call(operation, page));
    previous = result?.output.NextToken as string | undefined;
    results.push(result?.output);
  }
  return results;
}

const tables = [keyed('app', 'SK'), keyed('bbb'), keyed('ccc')];

describe('the console pages AWS CLI commands as botocore does', () => {
  const server = serveDuringSuite(['--table-status-delay-ms', '0']);

  it('prints the same merged results and NextTokens', async () => {
    const setup = join(mkdtempSync(join(tmpdir(), 'paging-')), 'setup.json');
    writeFileSync(setup, JSON.stringify({ tables, items, itemTable: 'app', scenarios }));
    const run = runBoto3Script(SCRIPT, server().url, setup);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const [version, ...botocore] = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(botocore).toHaveLength(scenarios.length);
    const console = (await consoleResults()) as Record<string, unknown>[];
    scenarios.forEach((scenario, i) => {
      const expected = { ...botocore[i] };
      // A botocore from before 2025 prints 0 for the counts of the page it resumes in; the console
      // follows the current one, so with an old botocore only the other fields can be compared.
      if (!version.keepsResumedCounts && scenario.config.StartingToken !== undefined) {
        for (const key of ['Count', 'ScannedCount']) if (key in expected) expected[key] = console[i][key];
      }
      expect(console[i], `${scenario.operation} ${JSON.stringify(scenario.config)}`).toEqual(expected);
    });
    // The scenarios do reach what they are about: tokens, truncation and ConsumedCapacity.
    expect(botocore[2]).toHaveProperty('NextToken');
    expect(botocore[1]).toHaveProperty('ConsumedCapacity.CapacityUnits');
    expect(botocore[0]).toMatchObject({ Count: 10, ScannedCount: 10, ConsumedCapacity: null });
  }, 70_000);
});
