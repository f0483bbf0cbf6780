import { describe, expect, it } from 'vitest';
import { callOperation, callWith } from '../../../client/calls.ts';
import { errorName } from '../../../client/engineClient.ts';
import { createInProcessClient } from '../../../client/inProcessClient.ts';
import { parseCliText } from '../cli/parseCli.ts';
import { cliOutputLines } from '../run/cliOutputLines.ts';
import { splitStatements } from '../partiql/splitStatements.ts';
import { sendCliCommand } from '../run/runCli.ts';
import { snippets } from './index.ts';
import { partiqlSnippets } from './partiqlSnippets.ts';
import { requestSnippets } from './requestSnippets.ts';

/** The card's table with its two items, as the JSON examples make them. */
async function cardTable() {
  const engine = createInProcessClient({
    tableStatusDelayMs: 0,
    clock: { start: 1_800_000_000_000, running: false },
  });
  for (const id of ['json-create-app', 'json-put-profile']) {
    const snippet = requestSnippets.find((candidate) => candidate.id === id)!;
    const outcome = await callOperation(engine, snippet.operation!, await snippet.code());
    expect(outcome.ok, id).toBe(true);
  }
  await callWith(engine, 'PutItem', {
    TableName: 'app',
    Item: { PK: { S: 'CUSTOMER#42' }, SK: { S: 'ORDER#2026-10-02#A17' }, total: { N: '35' } },
  });
  return engine;
}

async function runStatements(engine: Awaited<ReturnType<typeof cardTable>>, code: string) {
  const replies = [];
  for (const { text } of splitStatements(code)) {
    const outcome = await callWith(engine, 'ExecuteStatement', { Statement: text });
    replies.push(outcome.ok ? outcome.value.reply : errorName(outcome.error.__type));
  }
  return replies;
}

describe('examples', () => {
  it('each fetch their text when picked', async () => {
    for (const snippet of snippets) expect(await snippet.code(), snippet.id).toMatch(/\S/);
  });
});

const code = (id: string) => partiqlSnippets.find((snippet) => snippet.id === id)!.code();

describe('PartiQL examples', () => {
  it('read the card’s item collection, by key and by prefix', async () => {
    const engine = await cardTable();
    const [all] = await runStatements(engine, await code('partiql-query-customer'));
    expect((all as { Items: { SK: { S: string } }[] }).Items.map((item) => item.SK.S)).toEqual([
      'ORDER#2026-10-02#A17',
      'PROFILE',
    ]);
    expect(await runStatements(engine, await code('partiql-query-prefix'))).toEqual([
      { Items: [{ SK: { S: 'ORDER#2026-10-02#A17' }, total: { N: '35' } }] },
    ]);
  });

  it('insert only once, and update with optimistic locking only once', async () => {
    const engine = await cardTable();
    expect(await runStatements(engine, await code('partiql-insert'))).toEqual([{ Items: [] }]);
    expect(await runStatements(engine, await code('partiql-insert'))).toEqual(['DuplicateItemException']);
    const [renamed] = await runStatements(engine, await code('partiql-optimistic-locking'));
    expect(renamed).toMatchObject({ Items: [{ name: { S: 'Ada L.' }, ver: { N: '2' } }] });
    expect(await runStatements(engine, await code('partiql-optimistic-locking'))).toEqual([
      'ConditionalCheckFailedException',
    ]);
  });

  it('scan the table when the partition key is not in the WHERE clause', async () => {
    const engine = await cardTable();
    const outcome = await callWith(engine, 'ExecuteStatement', { Statement: await code('partiql-scan') });
    expect(outcome.ok && outcome.value.reply.Items).toHaveLength(1);
    // Every item of the table was read (and charged), though one came back.
    expect(outcome.ok && outcome.value.trace?.itemsRead).toBe(2);
  });
});

describe('AWS CLI examples', () => {
  /** Runs every command of an example as the console does; the replies of the last command. */
  async function runCli(engine: Awaited<ReturnType<typeof cardTable>>, id: string) {
    const snippet = requestSnippets.find((candidate) => candidate.id === id)!;
    let last: Record<string, unknown> | undefined;
    for (const command of parseCliText(await snippet.code())) {
      const result = await sendCliCommand(engine, command, {
        record: (_request, outcome) => {
          if (!outcome.ok) throw new Error(`${id}: ${errorName(outcome.error.__type)}`);
        },
        wait: async () => {},
      });
      last = result && ('reply' in result ? result.reply : result.paged.output);
    }
    return last;
  }

  it('all run on the card’s table', async () => {
    const ids = requestSnippets.filter((snippet) => snippet.mode === 'cli').map((snippet) => snippet.id);
    expect(ids).toContain('cli-paging');
    for (const id of ids) {
      const engine =
        id === 'cli-create-app' ? createInProcessClient({ tableStatusDelayMs: 0 }) : await cardTable();
      expect(await runCli(engine, id), id).toBeDefined();
    }
  });

  it('undo a deleted item with point-in-time recovery, into a new table', async () => {
    const engine = await cardTable();
    expect(await runCli(engine, 'cli-point-in-time')).toMatchObject({
      Item: { PK: { S: 'CUSTOMER#42' }, SK: { S: 'PROFILE' }, name: { S: 'Ada' } },
    });
    const original = await callWith(engine, 'GetItem', {
      TableName: 'app',
      Key: { PK: { S: 'CUSTOMER#42' }, SK: { S: 'PROFILE' } },
    });
    expect(original.ok && original.value.reply.Item).toBeUndefined();
  });

  it('page through a query with --page-size and stop at --max-items', async () => {
    const engine = await cardTable();
    const output = await runCli(engine, 'cli-paging');
    expect(output).toMatchObject({
      Items: [{ SK: { S: 'ORDER#2026-10-02#A17' } }],
      Count: 2,
      NextToken: expect.any(String),
    });
  });

  // What the AWS CLI's own table formatter prints for this result.
  it('print the card’s items as a table', async () => {
    const engine = await cardTable();
    const [command] = parseCliText(
      await requestSnippets.find((snippet) => snippet.id === 'cli-table')!.code(),
    );
    const result = (await sendCliCommand(engine, command, { record: () => {}, wait: async () => {} }))!;
    expect(cliOutputLines(command, result)).toEqual([
      {
        level: 'log',
        preformatted: true,
        text: [
          '-------------------------------------------',
          '|                  Query                  |',
          '+-----------------------+-------+---------+',
          '|          SK           | name  |  total  |',
          '+-----------------------+-------+---------+',
          '|  ORDER#2026-10-02#A17 |  None |  35     |',
          '|  PROFILE              |  Ada  |  None   |',
          '+-----------------------+-------+---------+',
        ].join('\n'),
      },
    ]);
  });
});
