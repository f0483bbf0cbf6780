import { describe, expect, it } from 'vitest';
import { callOperation } from '../../../client/calls.ts';
import { createInProcessClient } from '../../../client/inProcessClient.ts';
import { CLI_PAGINATORS, decodeStartingToken, type PagingOptions } from '../cli/cliPaging.ts';
import { requestSnippets } from '../snippets/requestSnippets.ts';
import { cliOutputLines } from './cliOutputLines.ts';
import { MAX_PAGES, runPagedCommand, textPages } from './pagedCommand.ts';

const ITEMS = 10;

/**
 * The console's app table (the card's, as its JSON example creates it) with `count` items in one
 * partition, so Query and Scan read them in sort-key order.
 */
async function engineWithItems(count = ITEMS) {
  const client = createInProcessClient({ tableStatusDelayMs: 0 });
  const call = async (operation: string, request: object) => {
    const outcome = await callOperation(client, operation, JSON.stringify(request));
    if (!outcome.ok) throw new Error(`${operation}: ${outcome.error.message}`);
    return outcome.value.reply;
  };
  const createApp = requestSnippets.find((snippet) => snippet.id === 'json-create-app')!;
  await call('CreateTable', JSON.parse(await createApp.code()) as object);
  for (let i = 0; i < count; i++) {
    const sk = `ITEM#${String(i).padStart(count > ITEMS ? 3 : 1, '0')}`;
    await call('PutItem', { TableName: 'app', Item: { PK: { S: 'P' }, SK: { S: sk } } });
  }
  const sent: Record<string, unknown>[] = [];
  const run = (command: 'scan' | 'query' | 'list-tables', request: object, options: PagingOptions) => {
    const operation = { scan: 'Scan', query: 'Query', 'list-tables': 'ListTables' }[command];
    return runPagedCommand(CLI_PAGINATORS[command], { ...request }, options, async (page) => {
      sent.push(page);
      const outcome = await callOperation(client, operation, JSON.stringify(page));
      return outcome.ok ? outcome.value.reply : undefined;
    });
  };
  return { call, run, sent };
}

const sortKeys = (output: Record<string, unknown>) =>
  (output.Items as { SK: { S: string } }[]).map((item) => item.SK.S);
const all = Array.from({ length: ITEMS }, (_, i) => `ITEM#${i}`);

describe('the AWS CLI’s paging, against the engine', () => {
  it('reads every page and prints one result: items joined, counts summed, no LastEvaluatedKey', async () => {
    const { run, sent } = await engineWithItems();
    const result = await run('scan', { TableName: 'app' }, { pageSize: 3 });
    // 3 + 3 + 3 + 1 items: the fourth page is short, so it is the last.
    expect(sent.map((page) => page.Limit)).toEqual([3, 3, 3, 3]);
    expect(sent[1].ExclusiveStartKey).toEqual({ PK: { S: 'P' }, SK: { S: 'ITEM#2' } });
    expect(result).toMatchObject({
      output: { Items: expect.any(Array), Count: ITEMS, ScannedCount: ITEMS, ConsumedCapacity: null },
      pages: 4,
      stoppedAtPageLimit: false,
    });
    expect(result!.output).toEqual({
      Items: expect.any(Array),
      Count: ITEMS,
      ScannedCount: ITEMS,
      ConsumedCapacity: null,
    });
    // Page by page, as --output text prints them: 3 + 3 + 3 + 1 items.
    const pages = textPages(CLI_PAGINATORS.scan, result!.replies);
    expect(pages.map((view) => (view.Items as unknown[]).length)).toEqual([3, 3, 3, 1]);
    expect(Object.keys(pages[0])).toEqual(['ConsumedCapacity', 'Items', 'Count', 'ScannedCount']);
    expect(Object.keys(pages[1])).toEqual(['Items', 'Count', 'ScannedCount']);
    expect(sortKeys(result!.output)).toEqual(all);
  });

  it('prints the first page’s ConsumedCapacity, as the CLI does, when the request asks for it', async () => {
    const { run } = await engineWithItems();
    const result = await run(
      'query',
      {
        TableName: 'app',
        KeyConditionExpression: 'PK = :p',
        ExpressionAttributeValues: { ':p': { S: 'P' } },
        ReturnConsumedCapacity: 'TOTAL',
      },
      { pageSize: 4 },
    );
    expect(result!.pages).toBe(3);
    expect(result!.output.ConsumedCapacity).toEqual({ TableName: 'app', CapacityUnits: 0.5 });
    expect(result!.output.Count).toBe(ITEMS);
  });

  it('stops at --max-items with a NextToken, and --starting-token goes on without gaps or repeats', async () => {
    for (const [maxItems, pageSize] of [
      [4, 3],
      [3, 3],
      [1, undefined],
      [7, 2],
    ] as const) {
      const { run } = await engineWithItems();
      const seen: string[] = [];
      let start: PagingOptions['start'];
      for (let runs = 0; runs < ITEMS + 1; runs++) {
        const result = await run('scan', { TableName: 'app' }, { maxItems, pageSize, start });
        seen.push(...sortKeys(result!.output));
        const token = result!.output.NextToken as string | undefined;
        if (token === undefined) break;
        expect(sortKeys(result!.output)).toHaveLength(maxItems);
        start = decodeStartingToken(CLI_PAGINATORS.scan, token);
      }
      expect(seen, `--max-items ${maxItems} --page-size ${pageSize}`).toEqual(all);
    }
  });

  it('keeps the counts of the page it resumes in, as botocore does, and skips what was printed', async () => {
    const { run } = await engineWithItems();
    const first = await run('scan', { TableName: 'app' }, { maxItems: 2, pageSize: 5 });
    const start = decodeStartingToken(CLI_PAGINATORS.scan, first!.output.NextToken as string);
    expect(start).toEqual({ markers: { ExclusiveStartKey: null }, skip: 2 });
    const rest = await run('scan', { TableName: 'app' }, { pageSize: 5, start });
    expect(sortKeys(rest!.output)).toEqual(all.slice(2));
    // Page one is read again whole (5), page two has 5, the empty third page 0.
    expect(rest!.output).toMatchObject({ Count: 10, ScannedCount: 10 });
  });

  it('pages ListTables by table name', async () => {
    const { call, run } = await engineWithItems();
    for (const name of ['bbb', 'ccc', 'ddd']) {
      await call('CreateTable', {
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
      });
    }
    const result = await run('list-tables', {}, { pageSize: 3 });
    expect(result).toEqual({
      output: { TableNames: ['app', 'bbb', 'ccc', 'ddd'] },
      pages: 2,
      stoppedAtPageLimit: false,
      replies: [
        { TableNames: ['app', 'bbb', 'ccc'], LastEvaluatedTableName: 'ccc' },
        { TableNames: ['ddd'] },
      ],
    });
    expect(textPages(CLI_PAGINATORS['list-tables'], result!.replies)).toEqual([
      { TableNames: ['app', 'bbb', 'ccc'] },
      { TableNames: ['ddd'] },
    ]);
    const limited = await run('list-tables', {}, { maxItems: 2 });
    expect(decodeStartingToken(CLI_PAGINATORS['list-tables'], limited!.output.NextToken as string)).toEqual({
      markers: { ExclusiveStartTableName: null },
      skip: 2,
    });
  });

  it('stops after MAX_PAGES requests with a token to continue, and says why', async () => {
    const count = MAX_PAGES + 20;
    const { run } = await engineWithItems(count);
    const first = await run('scan', { TableName: 'app' }, { pageSize: 1 });
    expect(first).toMatchObject({ pages: MAX_PAGES, stoppedAtPageLimit: true, output: { Count: MAX_PAGES } });
    const token = first!.output.NextToken as string;
    const rest = await run(
      'scan',
      { TableName: 'app' },
      { pageSize: 1, start: decodeStartingToken(CLI_PAGINATORS.scan, token) },
    );
    expect([...sortKeys(first!.output), ...sortKeys(rest!.output)]).toEqual(
      Array.from({ length: count }, (_, i) => `ITEM#${String(i).padStart(3, '0')}`),
    );
    const lines = cliOutputLines({ command: 'scan', operation: 'Scan', line: 2 }, { paged: first! });
    // What the CLI prints: the merged pages as JSON, the token in them.
    expect(JSON.parse(lines[0].text)).toEqual(first!.output);
    expect(lines.slice(1)).toEqual([
      {
        level: 'warn',
        text: `Line 2: the console stops a command after ${MAX_PAGES} requests (the AWS CLI would go on). Continue with --starting-token ${token}`,
      },
    ]);
  });

  it('prints what --query selects from the merged result, and the token when --max-items stopped it', async () => {
    const { run } = await engineWithItems();
    const result = await run('scan', { TableName: 'app' }, { pageSize: 4, maxItems: 6 });
    const lines = cliOutputLines(
      { command: 'scan', operation: 'Scan', line: 1, query: 'length(Items)' },
      { paged: result! },
    );
    expect(lines).toEqual([
      { level: 'log', text: '6' },
      {
        level: 'info',
        text: `Line 1: --max-items was reached. Continue with --starting-token ${result!.output.NextToken}`,
      },
    ]);
  });

  it('prints plain JSON as the CLI does: every page merged, cut at --max-items with its NextToken', async () => {
    const { run } = await engineWithItems(7);
    const command = { command: 'scan', operation: 'Scan', line: 1 };
    const whole = cliOutputLines(command, {
      paged: (await run('scan', { TableName: 'app' }, { pageSize: 4 }))!,
    });
    expect(whole).toHaveLength(1);
    expect(JSON.parse(whole[0].text)).toMatchObject({ Count: 7, ScannedCount: 7 });
    expect(JSON.parse(whole[0].text).Items).toHaveLength(7);
    expect(whole[0].text).toMatch(/^\{\n {4}"Items": \[/);

    const cut = await run('scan', { TableName: 'app' }, { maxItems: 2 });
    const [printed] = cliOutputLines(command, { paged: cut! });
    expect(JSON.parse(printed.text)).toMatchObject({ NextToken: cut!.output.NextToken });
    expect(sortKeys(JSON.parse(printed.text) as Record<string, unknown>)).toEqual(['ITEM#0', 'ITEM#1']);
  });

  it('ends at the first failed request', async () => {
    const { run, sent } = await engineWithItems();
    expect(await run('scan', { TableName: 'missing' }, {})).toBeUndefined();
    expect(sent).toHaveLength(1);
  });
});
