/**
 * Requests for the "request as code" generators (src/features/console/asCode): every operation
 * shape a learner meets, and the values that are hard to write as code — quotes of both kinds and
 * `$` in strings, non-ASCII text and emoji, binary values that are text and that are not,
 * `false` flags, timestamps, lists of strings, an attribute named `__proto__`, an empty request and
 * a DynamoDB Streams call. Each must be well formed for the SDKs' own validation (required members
 * present, types right), since real clients send them — and use only members that Debian's
 * packaged boto3 and AWS CLI (Debian 12: botocore 1.29, CLI 2.9) already know.
 */
export interface CorpusRequest {
  operation: string;
  request: Record<string, unknown>;
}

const key = { PK: { S: 'USER#1' }, SK: { S: 'PROFILE' } };

export const CODE_CORPUS: readonly CorpusRequest[] = [
  {
    operation: 'GetItem',
    request: {
      TableName: 'app',
      Key: key,
      ConsistentRead: true,
      ProjectionExpression: '#n, price',
      ExpressionAttributeNames: { '#n': 'name' },
      ReturnConsumedCapacity: 'TOTAL',
    },
  },
  {
    operation: 'PutItem',
    request: {
      TableName: 'app',
      Item: {
        ...key,
        text: { S: `it's "quoted", costs $5 \`now\`, back\\slash\nnext line\ttab` },
        unicode: { S: 'café ☕ 😀 日本' },
        count: { N: '-12.500' },
        big: { N: '12345678901234567890123456789012345678' },
        readable: { B: 'aGVsbG8gd29ybGQ=' },
        raw: { B: 'AAEC/4A=' },
        accented: { B: 'Y2Fmw6k=' },
        set: { BS: ['aGk=', 'AP8='] },
        flag: { BOOL: false },
        nothing: { NULL: true },
        tags: { SS: ['a b', "c'd"] },
        scores: { NS: ['1', '2.5'] },
        nested: { M: { B: { S: 'a key named B' }, list: { L: [{ N: '1' }, { M: {} }, { L: [] }] } } },
      },
      ConditionExpression: 'attribute_not_exists(PK)',
      ReturnValues: 'ALL_OLD',
    },
  },
  {
    // The document client cannot send this one: it builds attribute maps by assignment, which gives
    // an object a prototype instead of a member named __proto__.
    operation: 'PutItem',
    request: {
      TableName: 'app',
      Item: { ...key, ['__proto__']: { S: 'an attribute named __proto__' }, '': { S: 'empty name' } },
    },
  },
  {
    operation: 'UpdateItem',
    request: {
      TableName: 'app',
      Key: key,
      UpdateExpression: 'SET #c = if_not_exists(#c, :zero) + :one REMOVE tmp',
      ConditionExpression: 'attribute_exists(PK) AND #c < :max',
      ExpressionAttributeNames: { '#c': 'count' },
      ExpressionAttributeValues: { ':zero': { N: '0' }, ':one': { N: '1' }, ':max': { N: '100' } },
      ReturnValues: 'UPDATED_NEW',
    },
  },
  {
    operation: 'DeleteItem',
    request: { TableName: 'app', Key: key, ReturnValues: 'ALL_OLD' },
  },
  {
    operation: 'Query',
    request: {
      TableName: 'app',
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
      FilterExpression: 'attribute_type(price, :n) OR size(tags) > :two',
      ExpressionAttributeValues: {
        ':pk': { S: 'ORG#acme' },
        ':prefix': { S: '2026-' },
        ':n': { S: 'N' },
        ':two': { N: '2' },
      },
      ScanIndexForward: false,
      Limit: 3,
      ExclusiveStartKey: { ...key, GSI1PK: { S: 'ORG#acme' }, GSI1SK: { S: '2026-11-30' } },
      Select: 'ALL_PROJECTED_ATTRIBUTES',
      ReturnConsumedCapacity: 'INDEXES',
    },
  },
  {
    operation: 'Scan',
    request: { TableName: 'app', Segment: 1, TotalSegments: 4, ConsistentRead: false, Limit: 10 },
  },
  {
    operation: 'BatchWriteItem',
    request: {
      RequestItems: {
        app: [
          { PutRequest: { Item: { PK: { S: 'A' }, SK: { S: 'B' }, n: { N: '1' } } } },
          { DeleteRequest: { Key: key } },
        ],
      },
      ReturnConsumedCapacity: 'TOTAL',
    },
  },
  {
    operation: 'BatchGetItem',
    request: {
      RequestItems: {
        app: { Keys: [key, { PK: { S: 'USER#2' }, SK: { S: 'PROFILE' } }], ConsistentRead: true },
      },
    },
  },
  {
    operation: 'TransactWriteItems',
    request: {
      TransactItems: [
        {
          ConditionCheck: {
            TableName: 'app',
            Key: key,
            ConditionExpression: 'attribute_exists(PK)',
          },
        },
        { Put: { TableName: 'app', Item: { PK: { S: 'ORDER#9' }, SK: { S: 'ORDER#9' } } } },
      ],
      ClientRequestToken: 'order-9',
    },
  },
  {
    operation: 'CreateTable',
    request: {
      TableName: 'orders',
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
        { AttributeName: 'GSI1PK', AttributeType: 'S' },
        { AttributeName: 'placed', AttributeType: 'N' },
      ],
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      LocalSecondaryIndexes: [
        {
          IndexName: 'byPlaced',
          KeySchema: [
            { AttributeName: 'PK', KeyType: 'HASH' },
            { AttributeName: 'placed', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['total'] },
        },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'GSI1',
          KeySchema: [{ AttributeName: 'GSI1PK', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
      SSESpecification: { Enabled: true },
      Tags: [{ Key: 'team', Value: 'checkout' }],
    },
  },
  {
    operation: 'UpdateTable',
    request: { TableName: 'orders', GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: 'GSI1' } }] },
  },
  {
    operation: 'ExecuteStatement',
    request: {
      Statement: `SELECT * FROM "app" WHERE PK = ? AND SK = 'PROFILE'`,
      Parameters: [{ S: 'USER#1' }],
      Limit: 5,
    },
  },
  {
    operation: 'RestoreTableToPointInTime',
    request: { SourceTableName: 'app', TargetTableName: 'app-restored', RestoreDateTime: 1796036400 },
  },
  {
    operation: 'TagResource',
    request: {
      ResourceArn: 'arn:aws:dynamodb:us-east-1:000000000000:table/app',
      Tags: [{ Key: 'env', Value: 'dev' }],
    },
  },
  {
    operation: 'UntagResource',
    request: {
      ResourceArn: 'arn:aws:dynamodb:us-east-1:000000000000:table/app',
      TagKeys: ['env', 'cost center'],
    },
  },
  {
    operation: 'UpdateTimeToLive',
    request: { TableName: 'app', TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' } },
  },
  { operation: 'ListTables', request: { ExclusiveStartTableName: 'app', Limit: 5 } },
  { operation: 'DescribeLimits', request: {} },
  { operation: 'GetRecords', request: { ShardIterator: 'no-such-iterator', Limit: 10 } },
];

/** Whether a request holds binary values, which the AWS CLI v1 and v2 read differently. */
export function holdsBinary(request: Record<string, unknown>): boolean {
  return /"(B|BS)":/.test(JSON.stringify(request));
}
