/** Requests shared by the throughput quota tests: a provisioned table `quota` with global index `byG`. */
export const units = (read: number, write: number) => ({
  ReadCapacityUnits: read,
  WriteCapacityUnits: write,
});

export function tableRequest(table = units(5, 5), index = units(5, 5)) {
  return {
    TableName: 'quota',
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'g', AttributeType: 'S' },
    ],
    ProvisionedThroughput: table,
    GlobalSecondaryIndexes: [
      {
        IndexName: 'byG',
        KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
        ProvisionedThroughput: index,
      },
    ],
  };
}

/** UpdateTable requests: a new index `byH`, or new throughput for `byG`. */
export const newIndex = (table: string, throughput: object) => ({
  TableName: table,
  AttributeDefinitions: [{ AttributeName: 'h', AttributeType: 'S' }],
  GlobalSecondaryIndexUpdates: [
    {
      Create: {
        IndexName: 'byH',
        KeySchema: [{ AttributeName: 'h', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'KEYS_ONLY' },
        ProvisionedThroughput: throughput,
      },
    },
  ],
});
export const indexRaise = (table: string, throughput: object) => ({
  TableName: table,
  GlobalSecondaryIndexUpdates: [{ Update: { IndexName: 'byG', ProvisionedThroughput: throughput } }],
});

export const HIGHER_LIMITS =
  'Refer to the Amazon DynamoDB Developer Guide for current limits and how to request higher limits.';
