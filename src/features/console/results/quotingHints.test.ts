/** The quoting hints, on the errors and replies the engine gives for the traps they explain. */
import { describe, expect, it } from 'vitest';
import { callOperation, callWith } from '../../../client/calls.ts';
import { createInProcessClient } from '../../../client/inProcessClient.ts';
import { errorHint } from './errorHints.ts';
import { doubleQuotedValueNote } from './quotingHints.ts';

async function appTable() {
  const client = createInProcessClient({ tableStatusDelayMs: 0 });
  const created = await callWith(client, 'CreateTable', {
    TableName: 'app',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
  });
  expect(created.ok).toBe(true);
  await callWith(client, 'PutItem', { TableName: 'app', Item: { PK: { S: 'a' }, status: { S: 'shipped' } } });
  return async (operation: string, request: object) => {
    const outcome = await callOperation(client, operation, JSON.stringify(request));
    return { outcome, request: JSON.stringify(request) };
  };
}

const context = {
  operation: 'ExecuteStatement',
  region: undefined,
  tables: {},
  tableNames: ['app'],
  clockPaused: false,
};

describe('reserved words', () => {
  it('shows the #placeholder for a reserved word in an expression, in the mode’s form', async () => {
    const send = await appTable();
    const { outcome, request } = await send('Scan', {
      TableName: 'app',
      FilterExpression: 'status = :s',
      ExpressionAttributeValues: { ':s': { S: 'shipped' } },
    });
    if (outcome.ok) throw new Error('the scan succeeded');
    const hint = (mode: 'cli' | 'json' | 'javascript') =>
      errorHint(outcome.error, { ...context, request, mode });
    expect(hint('cli')).toBe(
      `“status” is a DynamoDB reserved word, which an expression cannot use as an attribute name. Write a placeholder in its place, #status, and say which attribute it stands for: --expression-attribute-names '{"#status": "status"}'.`,
    );
    expect(hint('json')).toMatch(/: "ExpressionAttributeNames": \{"#status": "status"\}\.$/);
    expect(hint('javascript')).toMatch(/: ExpressionAttributeNames: \{ '#status': 'status' \}\.$/);
  });

  it('says to double-quote a reserved word in PartiQL', async () => {
    const send = await appTable();
    const { outcome, request } = await send('ExecuteStatement', {
      Statement: `SELECT * FROM "app" WHERE select = 'x'`,
    });
    if (outcome.ok) throw new Error('the statement succeeded');
    expect(errorHint(outcome.error, { ...context, request, mode: 'partiql' })).toBe(
      'select is a reserved word in PartiQL. If it names an attribute or a table here, put it in double quotes: "select". (Single quotes would make it a string.)',
    );
  });
});

describe('INSERT … VALUES', () => {
  it('points to VALUE, where quoting VALUES would not help', async () => {
    const send = await appTable();
    const { outcome, request } = await send('ExecuteStatement', {
      Statement: `INSERT INTO app VALUES {'PK': 'b'}`,
    });
    if (outcome.ok) throw new Error('the statement succeeded');
    expect(outcome.error.message).toMatch(/Unexpected keyword$/);
    const hint = errorHint(outcome.error, { ...context, request, mode: 'partiql' });
    expect(hint).toBe(
      'DynamoDB’s INSERT writes one item, given after VALUE (not VALUES): INSERT INTO app VALUE {…}. To insert several items in one request, send one INSERT statement for each with BatchExecuteStatement.',
    );
    // The statement the hint suggests goes through.
    const fixed = await send('ExecuteStatement', { Statement: `INSERT INTO app VALUE {'PK': 'b'}` });
    expect(fixed.outcome.ok).toBe(true);
  });

  it('points to VALUE after a comment too, as the INSERT example has one', async () => {
    const send = await appTable();
    const { outcome, request } = await send('ExecuteStatement', {
      Statement: `-- one item\nINSERT INTO "app" VALUES {'PK': 'b'}`,
    });
    if (outcome.ok) throw new Error('the statement succeeded');
    expect(errorHint(outcome.error, { ...context, request, mode: 'partiql' })).toMatch(
      /^DynamoDB’s INSERT writes one item, given after VALUE \(not VALUES\): INSERT INTO "app" VALUE \{…\}\./,
    );
  });
});

describe('attribute names of a PartiQL item', () => {
  it('asks for single quotes around the names inside the braces', async () => {
    const send = await appTable();
    const { outcome, request } = await send('ExecuteStatement', {
      Statement: `INSERT INTO "app" VALUE {"PK": 'b'}`,
    });
    if (outcome.ok) throw new Error('the statement succeeded');
    expect(outcome.error.message).toMatch(/^Tuple keys must be of type String/);
    expect(errorHint(outcome.error, { ...context, request, mode: 'partiql' })).toBe(
      "Inside an item’s braces, each attribute name is a string: write it in single quotes, {'PK': 'a', 'owner': 'b'}. Double quotes name an attribute elsewhere in a statement, but not here.",
    );
    const fixed = await send('ExecuteStatement', { Statement: `INSERT INTO "app" VALUE {'PK': 'b'}` });
    expect(fixed.outcome.ok).toBe(true);
  });
});

describe('a LIMIT clause', () => {
  it('says Limit is a field of the request, in the mode’s form', async () => {
    const send = await appTable();
    const { outcome, request } = await send('ExecuteStatement', {
      Statement: `SELECT * FROM "app" WHERE PK = 'a' LIMIT 2`,
    });
    if (outcome.ok) throw new Error('the statement succeeded');
    expect(errorHint(outcome.error, { ...context, request, mode: 'partiql' })).toBe(
      'PartiQL has no LIMIT clause: Limit is a field of the request. Remove LIMIT from the statement and send "Limit": 2 beside "Statement" (an ExecuteStatement in JSON mode). It caps the items DynamoDB reads, not the items it returns, and a NextToken in the reply leads to the rest.',
    );
    expect(errorHint(outcome.error, { ...context, request, mode: 'cli' })).toMatch(
      /send the option --limit 2\. /,
    );
    // Another token after the statement gets no such hint.
    const other = await send('ExecuteStatement', { Statement: `SELECT * FROM "app" WHERE PK = 'a' ORDER` });
    if (other.outcome.ok) throw new Error('the statement succeeded');
    expect(
      errorHint(other.outcome.error, { ...context, request: other.request, mode: 'partiql' }),
    ).toBeUndefined();
  });
});

describe('doubleQuotedValueNote', () => {
  it('explains a SELECT that found nothing comparing with a double-quoted value', async () => {
    const send = await appTable();
    const request = { Statement: `SELECT * FROM "app" WHERE status = "shipped"` };
    const { outcome } = await send('ExecuteStatement', request);
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(doubleQuotedValueNote('ExecuteStatement', request, outcome.value.reply)).toBe(
      `No items, and the statement compares with "shipped": in PartiQL double quotes name an attribute, so this compares with an attribute called shipped. A string goes in single quotes: 'shipped'.`,
    );
  });

  it('reads a SELECT after a comment, which DynamoDB reads as blank, as a SELECT', async () => {
    const send = await appTable();
    const request = { Statement: `-- shipped orders\nSELECT * FROM "app" WHERE status = "shipped"` };
    const { outcome } = await send('ExecuteStatement', request);
    if (!outcome.ok) throw new Error('the statement failed');
    expect(doubleQuotedValueNote('ExecuteStatement', request, outcome.value.reply)).toMatch(
      /^No items, and the statement compares with "shipped"/,
    );
  });

  it('says nothing when items came back, or the quotes name the table only', async () => {
    const send = await appTable();
    const found = { Statement: `SELECT * FROM "app" WHERE status = 'shipped'` };
    const { outcome } = await send('ExecuteStatement', found);
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(doubleQuotedValueNote('ExecuteStatement', found, outcome.value.reply)).toBeUndefined();
    const none = { Statement: `SELECT * FROM "app" WHERE status = 'lost'` };
    expect(doubleQuotedValueNote('ExecuteStatement', none, { Items: [] })).toBeUndefined();
    const update = { Statement: `UPDATE "app" SET x = 1 WHERE PK = "a"` };
    expect(doubleQuotedValueNote('ExecuteStatement', update, { Items: [] })).toBeUndefined();
  });
});
