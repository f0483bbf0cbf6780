/**
 * The three PartiQL operations through the real AWS SDK over HTTP: requests the SDK builds, replies
 * and errors it parses into its own exception classes.
 */
import {
  BatchExecuteStatementCommand,
  ConditionalCheckFailedException,
  CreateTableCommand,
  DuplicateItemException,
  ExecuteStatementCommand,
  ExecuteTransactionCommand,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { ExecuteStatementCommand as DocumentExecuteStatement } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEndpoint, type TestEndpoint } from '../helpers/endpoint.ts';

let endpoint: TestEndpoint;

beforeAll(async () => {
  endpoint = await startEndpoint();
  await endpoint.client.send(
    new CreateTableCommand({
      TableName: 'Music',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'Artist', KeyType: 'HASH' },
        { AttributeName: 'SongTitle', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'Artist', AttributeType: 'S' },
        { AttributeName: 'SongTitle', AttributeType: 'S' },
      ],
    }),
  );
});

afterAll(() => endpoint.close());

const send = (Statement: string, extra: Record<string, unknown> = {}) =>
  endpoint.client.send(new ExecuteStatementCommand({ Statement, ...extra }));

describe('ExecuteStatement', () => {
  it('inserts, reads, updates and deletes', async () => {
    await send(`INSERT INTO "Music" VALUE {'Artist': ?, 'SongTitle': ?, 'Awards': 1}`, {
      Parameters: [{ S: 'Acme' }, { S: 'PartiQL Rocks' }],
    });
    const updated = await send(
      `UPDATE "Music" SET Awards = Awards + 1 SET Tags = <<'live'>> WHERE Artist = 'Acme' AND SongTitle = 'PartiQL Rocks' RETURNING ALL NEW *`,
    );
    expect(updated.Items).toEqual([
      {
        Artist: { S: 'Acme' },
        SongTitle: { S: 'PartiQL Rocks' },
        Awards: { N: '2' },
        Tags: { SS: ['live'] },
      },
    ]);
    const read = await send(`SELECT Awards FROM "Music" WHERE Artist = 'Acme'`, {
      ReturnConsumedCapacity: 'TOTAL',
    });
    expect(read.Items).toEqual([{ Awards: { N: '2' } }]);
    expect(read.ConsumedCapacity).toMatchObject({ TableName: 'Music', CapacityUnits: 0.5 });
    const deleted = await send(`DELETE FROM "Music" WHERE Artist = 'Acme' AND SongTitle = 'PartiQL Rocks'`);
    expect(deleted.Items).toEqual([]);
  });

  it('surfaces DuplicateItemException and ConditionalCheckFailedException as the SDK classes', async () => {
    const insert = `INSERT INTO "Music" VALUE {'Artist': 'Dup', 'SongTitle': 'One'}`;
    await send(insert);
    const duplicate = await send(insert).catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(DuplicateItemException);
    expect((duplicate as Error).message).toBe('Duplicate primary key exists in table');
    const failed = await send(`UPDATE "Music" SET x = 1 WHERE Artist = 'Dup' AND SongTitle = 'Two'`).catch(
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(ConditionalCheckFailedException);
  });

  it('reports a parse error as a ValidationException', async () => {
    const error = (await send(`SELECT * FROM "Music" WHERE`).catch((e: unknown) => e)) as Error;
    expect(error.name).toBe('ValidationException');
    expect(error.message).toBe("Statement wasn't well formed, can't be processed: Unexpected term");
  });

  it('pages with Limit and NextToken', async () => {
    const inserts = Array.from({ length: 7 }, (_, i) => ({
      Statement: `INSERT INTO "Music" VALUE {'Artist': 'Pager', 'SongTitle': 's${i}'}`,
    }));
    await endpoint.client.send(new BatchExecuteStatementCommand({ Statements: inserts }));
    const titles: string[] = [];
    const stoppedAt: (string | undefined)[] = [];
    let NextToken: string | undefined;
    let pages = 0;
    do {
      const page = await send(`SELECT SongTitle FROM "Music" WHERE Artist = 'Pager'`, {
        Limit: 3,
        NextToken,
      });
      titles.push(...page.Items!.map((item) => item.SongTitle.S!));
      stoppedAt.push(page.LastEvaluatedKey?.SongTitle.S);
      NextToken = page.NextToken;
      pages++;
    } while (NextToken);
    expect(titles).toEqual(['s0', 's1', 's2', 's3', 's4', 's5', 's6']);
    expect(pages).toBe(3);
    // Each page read up to its Limit names the key it stopped at; the last ran out of items.
    expect(stoppedAt).toEqual(['s2', 's5', undefined]);
  });

  it('takes native values through the document client', async () => {
    await endpoint.doc.send(
      new DocumentExecuteStatement({
        Statement: `INSERT INTO "Music" VALUE {'Artist': ?, 'SongTitle': ?, 'meta': ?}`,
        Parameters: ['Doc', 'One', { year: 2020, tags: ['a'] }],
      }),
    );
    const reply = await endpoint.doc.send(
      new DocumentExecuteStatement({
        Statement: `SELECT meta.year FROM "Music" WHERE Artist = ? AND SongTitle = ?`,
        Parameters: ['Doc', 'One'],
      }),
    );
    // A nested map path comes back under its last name (selectList.ts).
    expect(reply.Items).toEqual([{ year: 2020 }]);
  });
});

describe('BatchExecuteStatement and ExecuteTransaction', () => {
  it('answers a batch statement by statement', async () => {
    const reply = await endpoint.client.send(
      new BatchExecuteStatementCommand({
        Statements: [
          { Statement: `INSERT INTO "Music" VALUE {'Artist': 'Batch', 'SongTitle': 'One'}` },
          { Statement: `INSERT INTO "Music" VALUE {'Artist': 'Dup', 'SongTitle': 'One'}` },
        ],
      }),
    );
    expect(reply.Responses).toEqual([
      { TableName: 'Music' },
      {
        TableName: 'Music',
        Error: { Code: 'DuplicateItem', Message: 'Duplicate primary key exists in table' },
      },
    ]);
  });

  it('commits a transaction, and cancels one with its reasons', async () => {
    const committed = await endpoint.client.send(
      new ExecuteTransactionCommand({
        TransactStatements: [
          { Statement: `INSERT INTO "Music" VALUE {'Artist': 'Tx', 'SongTitle': 'One'}` },
          {
            Statement: `EXISTS(SELECT * FROM "Music" WHERE Artist = 'Batch' AND SongTitle = 'One' AND Awards IS MISSING)`,
          },
        ],
        ClientRequestToken: 'sdk-token',
      }),
    );
    expect(committed.Responses).toEqual([]);
    const cancelled = (await endpoint.client
      .send(
        new ExecuteTransactionCommand({
          TransactStatements: [
            { Statement: `UPDATE "Music" SET Awards = 1 WHERE Artist = 'Tx' AND SongTitle = 'One'` },
            { Statement: `INSERT INTO "Music" VALUE {'Artist': 'Batch', 'SongTitle': 'One'}` },
          ],
        }),
      )
      .catch((error: unknown) => error)) as TransactionCanceledException;
    expect(cancelled).toBeInstanceOf(TransactionCanceledException);
    expect(cancelled.CancellationReasons).toEqual([
      { Code: 'None' },
      { Code: 'DuplicateItem', Message: 'Duplicate primary key exists in table' },
    ]);
    const read = await endpoint.client.send(
      new ExecuteTransactionCommand({
        TransactStatements: [
          { Statement: `SELECT Awards FROM "Music" WHERE Artist = 'Tx' AND SongTitle = 'One'` },
        ],
      }),
    );
    expect(read.Responses).toEqual([{ Item: {} }]);
  });
});
