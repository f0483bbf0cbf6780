/**
 * UpdateTable and AttributeDefinitions, as captured against DynamoDB: a new index's keys must be
 * defined in the request itself (nubo-db/dynoxide#144; the message for a request defining fewer
 * attributes than the index has keys, alexdebrie/dynamodbguide.com#16), and the table keeps only
 * the definitions some key schema uses (nubo-db/dynoxide#131, paritysuite/dynamodb-conformance#79);
 * a redeclared attribute keeps its stored type (nubo-db/dynamodb-conformance updateTable/gsi). The
 * definitions are described sorted by name (ack-api-quirks dynamodb DDB-TABLE-125, 151).
 */
import { expect, it } from 'vitest';
import { fails, ok, testEngine } from '../helpers/wire.ts';

const def = (AttributeName: string) => ({ AttributeName, AttributeType: 'S' });
const hash = (AttributeName: string) => ({ AttributeName, KeyType: 'HASH' });
const range = (AttributeName: string) => ({ AttributeName, KeyType: 'RANGE' });

function tableEngine() {
  const engine = testEngine();
  ok(engine, 'CreateTable', {
    TableName: 'orders',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [hash('user'), range('orderId')],
    AttributeDefinitions: [def('user'), def('orderId')],
  });
  return engine;
}

const addIndex = (AttributeDefinitions: object[], KeySchema: object[]) => ({
  TableName: 'orders',
  AttributeDefinitions,
  GlobalSecondaryIndexUpdates: [
    { Create: { IndexName: 'byReturn', KeySchema, Projection: { ProjectionType: 'ALL' } } },
  ],
});

const definitions = (engine: ReturnType<typeof testEngine>) =>
  ok(engine, 'DescribeTable', { TableName: 'orders' }).Table.AttributeDefinitions.map(
    (d: { AttributeName: string }) => d.AttributeName,
  );

it('refuses a new index keyed on a table attribute the request does not define', () => {
  const engine = tableEngine();
  expect(
    fails(engine, 'UpdateTable', addIndex([def('returnDate')], [hash('returnDate'), range('orderId')])),
  ).toMatchObject({
    type: 'ValidationException',
    message: 'Invalid KeySchema: Some index key attribute have no definition',
  });
  expect(
    fails(
      engine,
      'UpdateTable',
      addIndex([def('returnDate'), def('spare')], [hash('returnDate'), range('orderId')]),
    ).message,
  ).toBe(
    'One or more parameter values were invalid: Some index key attributes are not defined in ' +
      'AttributeDefinitions. Keys: [returnDate, orderId], AttributeDefinitions: [returnDate, spare]',
  );
  ok(
    engine,
    'UpdateTable',
    addIndex([def('returnDate'), def('orderId')], [hash('returnDate'), range('orderId')]),
  );
  expect(definitions(engine)).toEqual(['orderId', 'returnDate', 'user']);
});

it('drops a definition no key uses, and a deleted index’s key definitions', () => {
  const engine = tableEngine();
  ok(engine, 'UpdateTable', addIndex([def('returnDate'), def('spare')], [hash('returnDate')]));
  expect(definitions(engine)).toEqual(['orderId', 'returnDate', 'user']);
  ok(engine, 'UpdateTable', {
    TableName: 'orders',
    GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: 'byReturn' } }],
  });
  engine.advance(1000);
  expect(definitions(engine)).toEqual(['orderId', 'user']);
});

it('keeps the stored type of a table attribute the request redeclares with another type', () => {
  const engine = tableEngine();
  const redeclared = addIndex(
    [{ AttributeName: 'user', AttributeType: 'N' }, def('returnDate')],
    [hash('returnDate')],
  );
  const reply = ok(engine, 'UpdateTable', redeclared);
  expect(reply.TableDescription.AttributeDefinitions).toEqual([
    def('orderId'),
    def('returnDate'),
    def('user'),
  ]);
  // The table key is still a string: a string key is accepted, a number refused.
  ok(engine, 'PutItem', { TableName: 'orders', Item: { user: { S: 'ada' }, orderId: { S: 'o1' } } });
  expect(
    fails(engine, 'PutItem', { TableName: 'orders', Item: { user: { N: '1' }, orderId: { S: 'o2' } } })
      .message,
  ).toBe('One or more parameter values were invalid: Type mismatch for key user expected: S actual: N');
});

it('refuses a new index keyed on an attribute the table knows with another type', () => {
  // Alternator's test_gsi_updatetable.py (run against DynamoDB) quotes the message.
  const engine = tableEngine();
  ok(engine, 'UpdateTable', addIndex([def('returnDate')], [hash('returnDate')]));
  engine.advance(1000);
  const retyped = {
    TableName: 'orders',
    AttributeDefinitions: [{ AttributeName: 'returnDate', AttributeType: 'N' }],
    GlobalSecondaryIndexUpdates: [
      {
        Create: {
          IndexName: 'byDate',
          KeySchema: [hash('returnDate')],
          Projection: { ProjectionType: 'ALL' },
        },
      },
    ],
  };
  expect(fails(engine, 'UpdateTable', retyped).message).toBe(
    'One or more parameter values were invalid: Attributes cannot be redefined. Please check that your ' +
      'attribute has the same type as previously defined. Existing schema: Schema:[SchemaElement: ' +
      'key{returnDate:S:HASH}] New schema: Schema:[SchemaElement: key{returnDate:N:HASH}]',
  );
  expect(ok(engine, 'DescribeTable', { TableName: 'orders' }).Table.GlobalSecondaryIndexes).toHaveLength(1);
});

it('backfills a new index without the items whose key value could not be written to it', () => {
  // Alternator's test_gsi_updatetable.py / test_gsi.py backfill tests, run against DynamoDB.
  const engine = tableEngine();
  const item = (orderId: string, returnDate?: object) => ({
    user: { S: 'ada' },
    orderId: { S: orderId },
    ...(returnDate ? { returnDate } : {}),
  });
  for (const [orderId, returnDate] of [
    ['fine', { S: '2026-12-01' }],
    ['empty', { S: '' }],
    ['huge', { S: 'x'.repeat(2049) }],
    ['number', { N: '5' }],
    ['none', undefined],
  ] as const)
    ok(engine, 'PutItem', { TableName: 'orders', Item: item(orderId, returnDate) });
  ok(engine, 'UpdateTable', addIndex([def('returnDate')], [hash('returnDate')]));
  engine.advance(1000);
  const indexed = ok(engine, 'Scan', { TableName: 'orders', IndexName: 'byReturn' }).Items;
  expect(indexed.map((i: { orderId: { S: string } }) => i.orderId.S)).toEqual(['fine']);
});
