/** The two tables of the index fuzz test: one with a local index and two global indexes, one plain. */
export const INDEXED_TABLE = 'indexed';
export const PLAIN_TABLE = 'plain';

/** CreateTable requests for the two fuzzed tables. */
export const FUZZ_TABLES = [
  {
    TableName: INDEXED_TABLE,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' },
      { AttributeName: 'rank', AttributeType: 'N' },
      { AttributeName: 'status', AttributeType: 'S' },
      { AttributeName: 'tenant', AttributeType: 'S' },
      { AttributeName: 'region', AttributeType: 'S' },
      { AttributeName: 'day', AttributeType: 'S' },
      { AttributeName: 'seq', AttributeType: 'N' },
    ],
    LocalSecondaryIndexes: [
      {
        IndexName: 'ByRank',
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'rank', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'ByStatus',
        KeySchema: [
          { AttributeName: 'status', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['total'] },
      },
      {
        IndexName: 'ByTenantDay',
        KeySchema: [
          { AttributeName: 'tenant', KeyType: 'HASH' },
          { AttributeName: 'region', KeyType: 'HASH' },
          { AttributeName: 'day', KeyType: 'RANGE' },
          { AttributeName: 'seq', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  },
  {
    TableName: PLAIN_TABLE,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
  },
];
