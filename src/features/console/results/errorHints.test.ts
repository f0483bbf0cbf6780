/**
 * The Console's hints under an error, for errors the real engine returns: a missing table (named by
 * TableName or by a PartiQL statement), a misspelt one, one still CREATING, a template's empty key,
 * and an attribute value written plainly where DynamoDB JSON names its type.
 */
import { describe, expect, it } from 'vitest';
import { errorHint } from './errorHints.ts';
import { APP, failure } from './errorHintsTestSupport.ts';

describe('errorHint', () => {
  it('says that DynamoDB’s own HTTP 500 for a request shape is no passing fault', async () => {
    const [error, context] = await failure(
      'UpdateTable',
      { TableName: 'app', WarmThroughput: {} },
      { create: true },
    );
    expect(error).toMatchObject({ status: 500, message: '' });
    expect(errorHint(error, context)).toMatch(
      /^This is DynamoDB’s own answer .* on every try: .*empty WarmThroughput/,
    );
  });

  it('in PartiQL mode, points a statement sent without values for its ? at the Parameters field', async () => {
    const [error, context] = await failure(
      'ExecuteStatement',
      { Statement: `SELECT * FROM "app" WHERE PK = ? AND note = '?'` },
      { create: true },
    );
    expect(errorHint(error, { ...context, mode: 'partiql' })).toMatch(
      /^The statement has 1 \? placeholder and was sent without Parameters: write their values in the Parameters field under the editor, .*\[\{"S": "CUSTOMER#42"\}, \{"N": "3"\}\]/,
    );
    // JSON mode can send Parameters itself: the message is enough there.
    expect(errorHint(error, context)).toBeUndefined();
  });

  it('in PartiQL mode, gives both counts when the Parameters field had the wrong number of values', async () => {
    const [error, context] = await failure(
      'ExecuteStatement',
      { Statement: `SELECT * FROM "app" WHERE PK = ?`, Parameters: [{ S: 'a' }, { S: 'b' }] },
      { create: true },
    );
    expect(error.message).toBe("Number of parameters in request and statement don't match.");
    expect(errorHint(error, { ...context, mode: 'partiql' })).toBe(
      'The statement has 1 ? placeholder and was sent with 2 parameters. DynamoDB takes exactly one value per ?, in order: add or remove values in the Parameters field.',
    );
  });

  it('says which part of a Key does not match the table’s key', async () => {
    const [error, context] = await failure(
      'GetItem',
      { TableName: 'app', Key: { PK: { S: 'a' }, SK: { S: 'b' } } },
      { create: true },
    );
    expect(error.message).toBe('The provided key element does not match the schema');
    expect(errorHint(error, context)).toBe(
      'Table “app” has the key "PK" (S): a Key must give exactly those attributes, with those types, and no others. In this Key, "SK" is not a key attribute.',
    );
  });

  it('says a table does not exist yet, and how to make one', async () => {
    const [error, context] = await failure('GetItem', { TableName: 'app', Key: { PK: { S: 'a' } } });
    expect(errorHint(error, context)).toMatch(/^There is no table named “app” in this sandbox now\./);
    // The backup calls say it in their own words.
    const pitr = { TableName: 'app', PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } };
    const [backups, sent] = await failure('UpdateContinuousBackups', pitr);
    expect(backups.__type).toMatch(/#TableNotFoundException$/);
    expect(errorHint(backups, sent)).toMatch(/^There is no table named “app” in this sandbox now\./);
  });

  it('finds the table of a PartiQL statement', async () => {
    const [error, context] = await failure('ExecuteStatement', {
      Statement: `SELECT * FROM "app" WHERE PK = 'a'`,
    });
    expect(errorHint(error, context)).toMatch(/no table named “app”/);
  });

  it('points out a name that differs only in case', async () => {
    const [error, context] = await failure(
      'GetItem',
      { TableName: 'App', Key: { PK: { S: 'a' } } },
      { create: true },
    );
    expect(errorHint(error, context)).toBe(
      'There is no table “App”: table names are case-sensitive. Did you mean “app”?',
    );
  });

  it('says a table is still CREATING, and to wait for it', async () => {
    const [error, context] = await failure(
      'GetItem',
      { TableName: 'app', Key: { PK: { S: 'a' } } },
      { create: true, statusDelayMs: 60_000 },
    );
    expect(context.tables.app.TableStatus).toBe('CREATING');
    expect(errorHint(error, context)).toMatch(/^Table “app” is still CREATING: .*waitUntilTableExists/);
  });

  it('says when a paused clock keeps a table CREATING', async () => {
    const [error, context] = await failure(
      'GetItem',
      { TableName: 'app', Key: { PK: { S: 'a' } } },
      { create: true, statusDelayMs: 60_000 },
    );
    expect(errorHint(error, context)).not.toMatch(/paused/);
    expect(errorHint(error, { ...context, clockPaused: true })).toMatch(
      /The sandbox clock is paused, so it will not get there: resume the clock in the header, or Step it\.$/,
    );
    const [ttl, ttlContext] = await failure(
      'UpdateTimeToLive',
      { TableName: 'app', TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' } },
      { create: true, statusDelayMs: 60_000 },
    );
    expect(ttl.message).toBe('Requested resource not found: Table: app not found');
    expect(errorHint(ttl, ttlContext)).toMatch(/^Table “app” is still CREATING/);
  });

  it('explains a change refused while the table is still CREATING', async () => {
    const [error, context] = await failure(
      'UpdateTable',
      {
        TableName: 'app',
        BillingMode: 'PROVISIONED',
        ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
      },
      { create: true, statusDelayMs: 60_000 },
    );
    expect(error.__type).toMatch(/ResourceInUseException$/);
    expect(errorHint(error, { ...context, clockPaused: true })).toMatch(
      /^Table “app” is CREATING: DynamoDB takes one change at a time.* resume the clock in the header, or Step it\.$/,
    );
  });

  it('does not ask to send again a CreateTable of a table still CREATING: it would then already exist', async () => {
    const [error, context] = await failure('CreateTable', APP, { create: true, statusDelayMs: 60_000 });
    expect(error.message).toBe(
      'Attempt to change a resource which is still in use: Table is being created: app',
    );
    expect(errorHint(error, context)).toBe(
      'Table “app” is already being created, and once it is ACTIVE a CreateTable of it is refused too (“Table already exists”). Wait for it to be ACTIVE (aws dynamodb wait table-exists) and use it.',
    );
  });

  it('says where a request signed for another Region went', async () => {
    const [missing, home] = await failure('GetItem', { TableName: 'app', Key: { PK: { S: 'a' } } });
    expect(errorHint(missing, { ...home, region: 'eu-west-1' })).toBe(
      'This request went to eu-west-1, and there is no table named “app” there or in the home Region.',
    );
    // (A Region with no replica of any table is no Region of the sandbox: such a request reaches the
    // home Region's tables, so a table there is found.)
  });

  it('names the missing table of a batch or transaction, and a body that is not JSON or not an object', async () => {
    const [batch, context] = await failure(
      'BatchGetItem',
      { RequestItems: { app: { Keys: [{ PK: { S: 'a' } }] }, orders: { Keys: [{ PK: { S: 'a' } }] } } },
      { create: true },
    );
    expect(errorHint(batch, context)).toMatch(/^There is no table named “orders” in this sandbox now\./);
    const put = { Put: { TableName: 'orders', Item: { PK: { S: 'a' } } } };
    const [transaction, transacted] = await failure(
      'TransactWriteItems',
      { TransactItems: [put] },
      { create: true },
    );
    expect(transaction.__type).toMatch(/#ResourceNotFoundException$/);
    expect(errorHint(transaction, transacted)).toMatch(
      /^There is no table named “orders” in this sandbox now\./,
    );
    const [garbled, sent] = await failure('GetItem', '{"TableName": "app",}');
    expect(garbled.__type).toMatch(/SerializationException$/);
    expect(errorHint(garbled, sent)).toMatch(/^The request is not valid JSON/);
    const [list, listed] = await failure('GetItem', '[{"TableName": "app"}]');
    expect(list.__type).toMatch(/SerializationException$/);
    expect(errorHint(list, listed)).toMatch(/^The request is JSON, but not an object/);
  });

  it('explains an empty key value', async () => {
    const [error, context] = await failure(
      'GetItem',
      { TableName: 'app', Key: { PK: { S: '' } } },
      { create: true },
    );
    expect(errorHint(error, context)).toMatch(/^A key attribute’s value is empty/);
  });

  it('explains an empty key value in a Query of an index', async () => {
    const [error, context] = await failure(
      'Query',
      {
        TableName: 'app',
        IndexName: 'by-owner',
        KeyConditionExpression: '#owner = :owner',
        ExpressionAttributeNames: { '#owner': 'owner' },
        ExpressionAttributeValues: { ':owner': { S: '' } },
      },
      {
        create: true,
        table: {
          ...APP,
          AttributeDefinitions: [...APP.AttributeDefinitions, { AttributeName: 'owner', AttributeType: 'S' }],
          GlobalSecondaryIndexes: [
            {
              IndexName: 'by-owner',
              KeySchema: [{ AttributeName: 'owner', KeyType: 'HASH' }],
              Projection: { ProjectionType: 'KEYS_ONLY' },
            },
          ],
        },
      },
    );
    expect(error.message).toMatch(/IndexName: by-owner, IndexKey: owner$/);
    expect(errorHint(error, context)).toMatch(/^An index key attribute’s value is empty/);
  });

  it('shows a plain attribute value in its typed form', async () => {
    const [error, context] = await failure(
      'PutItem',
      { TableName: 'app', Item: { PK: 'USERNAME#grace', owner: 'CUSTOMER#7' } },
      { create: true },
    );
    expect(error.message).toBe('Unexpected value type in payload');
    expect(errorHint(error, context)).toBe(
      '"PK": "USERNAME#grace" is a plain value, but a request’s JSON names the type of every attribute value (DynamoDB JSON): write "PK": {"S": "USERNAME#grace"}. A number goes as text, {"N": "5"}, and true as {"BOOL": true}. (The DocumentClient, doc in JavaScript mode, takes plain values and adds the types itself.)',
    );
  });

  it('finds a plain value wherever attribute values go, and says what a plain list should be', async () => {
    const cases: [string, object, RegExp][] = [
      [
        'Scan',
        {
          TableName: 'app',
          FilterExpression: '#t > :t',
          ExpressionAttributeNames: { '#t': 'total' },
          ExpressionAttributeValues: { ':t': 100 },
        },
        /^":t": 100 is a plain value, .*: write ":t": \{"N": "100"\}\./,
      ],
      [
        'TransactWriteItems',
        {
          TransactItems: [
            { Put: { TableName: 'app', Item: { PK: { S: 'a' }, address: { M: { city: 'Oslo' } } } } },
          ],
        },
        /^"city": "Oslo" is a plain value/,
      ],
      [
        'BatchGetItem',
        { RequestItems: { app: { Keys: [{ PK: true }] } } },
        /^"PK": true is a plain value.*write "PK": \{"BOOL": true\}/,
      ],
      [
        'ExecuteStatement',
        { Statement: 'SELECT * FROM "app" WHERE PK = ?', Parameters: ['a'] },
        /^Parameter 1, "a", is a plain value, .*: write \{"S": "a"\}\./,
      ],
      [
        'PutItem',
        { TableName: 'app', Item: { PK: { S: 'a' }, tags: { L: ['x'] } } },
        /^An element of "tags", "x", is a plain value, .*: write \{"S": "x"\}\./,
      ],
      [
        'PutItem',
        { TableName: 'app', Item: { PK: { S: 'a' }, tags: ['x', 'y'] } },
        /^"tags" holds a plain list, .*a list is \{"L": \[\{"S": "a"\}, \{"N": "1"\}\]\}, each element typed too/,
      ],
    ];
    for (const [operation, body, hint] of cases) {
      const [error, context] = await failure(operation, body, { create: true });
      expect(error.__type).toMatch(/SerializationException$/);
      expect(errorHint(error, context)).toMatch(hint);
    }
    // A typed value of the wrong JSON type is another mistake: no hint about plain values.
    const [wrongType, sent] = await failure(
      'PutItem',
      { TableName: 'app', Item: { PK: { S: 5 } } },
      { create: true },
    );
    expect(wrongType.__type).toMatch(/SerializationException$/);
    expect(errorHint(wrongType, sent)).toBeUndefined();
  });

  it('adds nothing to errors that name their resource, or about a table that is listed', async () => {
    const [error, context] = await failure(
      'DescribeContributorInsights',
      { TableName: 'app', IndexName: 'byEmail' },
      { create: true },
    );
    expect(error.message).toBe('Requested resource not found: Index: byEmail not found for table: app');
    expect(errorHint(error, context)).toBeUndefined();
    const [missing, home] = await failure('GetItem', { TableName: 'app', Key: { PK: { S: 'a' } } });
    // Listed, though not described (a policy may deny DescribeTable): no claim that it is missing.
    expect(errorHint(missing, { ...home, tableNames: ['app'] })).toBeUndefined();
  });
});
