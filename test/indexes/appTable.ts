/** The indexed `app` table the secondary-index tests share, and an order written into it. */
import { ok, testEngine } from '../helpers/wire.ts';
import { N, S } from '../helpers/attributeValues.ts';
export { N, S };

export function createApp(engine = testEngine(), extra: Record<string, unknown> = {}) {
  ok(engine, 'CreateTable', {
    TableName: 'app',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' },
      { AttributeName: 'GSI1PK', AttributeType: 'S' },
      { AttributeName: 'GSI1SK', AttributeType: 'S' },
      { AttributeName: 'total', AttributeType: 'N' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'GSI1',
        KeySchema: [
          { AttributeName: 'GSI1PK', KeyType: 'HASH' },
          { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['total'] },
      },
    ],
    LocalSecondaryIndexes: [
      {
        IndexName: 'ByTotal',
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'total', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ],
    ...extra,
  });
  return engine;
}

export function putOrder(
  engine: ReturnType<typeof testEngine>,
  customer: string,
  id: string,
  total: number,
  status = 'OPEN',
) {
  ok(engine, 'PutItem', {
    TableName: 'app',
    Item: {
      PK: S(`CUSTOMER#${customer}`),
      SK: S(`ORDER#${id}`),
      total: N(total),
      note: S(`order ${id}`),
      GSI1PK: S(`STATUS#${status}`),
      GSI1SK: S(`ORDER#${id}`),
    },
  });
}
