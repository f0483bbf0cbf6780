/**
 * Well-formed item requests for the field-mutation test (fieldMutations.test.ts): writes, reads,
 * batches, transactions and PartiQL on `orders`, each with as many optional fields as it takes.
 */
import { condition, db, item, key, type SampleRequest } from './fieldMutationEngine.ts';

export function itemRequests(): SampleRequest[] {
  return [
    db('PutItem', {
      TableName: 'orders',
      Item: item,
      ReturnValues: 'ALL_OLD',
      ReturnConsumedCapacity: 'INDEXES',
      ReturnItemCollectionMetrics: 'SIZE',
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      ...condition,
    }),
    db('PutItem', {
      TableName: 'orders',
      Item: item,
      Expected: {
        n: { ComparisonOperator: 'BETWEEN', AttributeValueList: [{ N: '1' }, { N: '3' }] },
        tags: { Exists: true, Value: { SS: ['a', 'b'] } },
      },
      ConditionalOperator: 'AND',
    }),
    db('GetItem', {
      TableName: 'orders',
      Key: key,
      ConsistentRead: true,
      ProjectionExpression: '#n, #d.#l[0]',
      ExpressionAttributeNames: { '#n': 'n', '#d': 'doc', '#l': 'list' },
      ReturnConsumedCapacity: 'TOTAL',
    }),
    db('GetItem', { TableName: 'orders', Key: key, AttributesToGet: ['n', 'tags'] }),
    db('UpdateItem', {
      TableName: 'orders',
      Key: key,
      UpdateExpression: 'SET #n = #n + :one, #d.#l[2] = :one REMOVE gone ADD #t :s DELETE more :d',
      ...condition,
      ExpressionAttributeNames: { '#n': 'n', '#t': 'tags', '#d': 'doc', '#l': 'list' },
      ExpressionAttributeValues: {
        ':zero': { N: '0' },
        ':one': { N: '1' },
        ':s': { SS: ['c'] },
        ':d': { NS: ['1'] },
      },
      ReturnValues: 'UPDATED_NEW',
    }),
    db('UpdateItem', {
      TableName: 'orders',
      Key: key,
      AttributeUpdates: { n: { Action: 'ADD', Value: { N: '1' } }, gone: { Action: 'DELETE' } },
      Expected: { n: { Exists: true, Value: { N: '2' } } },
    }),
    db('DeleteItem', { TableName: 'orders', Key: key, ReturnValues: 'ALL_OLD', ...condition }),
    db('Query', {
      TableName: 'orders',
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
      FilterExpression: 'contains(tags, :a) OR NOT attribute_type(n, :t)',
      ProjectionExpression: 'PK, SK, n',
      ExpressionAttributeValues: {
        ':pk': { S: 'c#1' },
        ':lo': { N: '0' },
        ':hi': { N: '9' },
        ':a': { S: 'a' },
        ':t': { S: 'N' },
      },
      ScanIndexForward: false,
      Limit: 1,
      ExclusiveStartKey: { PK: { S: 'c#1' }, SK: { N: '5' } },
      Select: 'SPECIFIC_ATTRIBUTES',
      ConsistentRead: false,
      ReturnConsumedCapacity: 'INDEXES',
    }),
    db('Query', {
      TableName: 'orders',
      IndexName: 'byG',
      KeyConditions: { GSK: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'g' }] } },
      QueryFilter: {
        n: { ComparisonOperator: 'GT', AttributeValueList: [{ N: '0' }] },
        tags: { ComparisonOperator: 'NOT_NULL' },
      },
      ConditionalOperator: 'OR',
      AttributesToGet: ['n'],
    }),
    db('Scan', {
      TableName: 'orders',
      IndexName: 'byG',
      FilterExpression: 'n > :zero',
      ExpressionAttributeValues: { ':zero': { N: '0' } },
      Segment: 0,
      TotalSegments: 2,
      Limit: 10,
      Select: 'COUNT',
    }),
    db('Scan', {
      TableName: 'orders',
      ScanFilter: { tags: { ComparisonOperator: 'CONTAINS', AttributeValueList: [{ S: 'a' }] } },
      ExclusiveStartKey: key,
    }),
    db('BatchGetItem', {
      RequestItems: {
        orders: {
          Keys: [key, { PK: { S: 'c#1' }, SK: { N: '2' } }],
          ProjectionExpression: '#n',
          ExpressionAttributeNames: { '#n': 'n' },
          ConsistentRead: true,
        },
      },
      ReturnConsumedCapacity: 'TOTAL',
    }),
    db('BatchWriteItem', {
      RequestItems: {
        orders: [{ PutRequest: { Item: { ...item, SK: { N: '3' } } } }, { DeleteRequest: { Key: key } }],
      },
      ReturnConsumedCapacity: 'INDEXES',
      ReturnItemCollectionMetrics: 'SIZE',
    }),
    db('TransactGetItems', {
      TransactItems: [{ Get: { TableName: 'orders', Key: key, ProjectionExpression: 'n' } }],
      ReturnConsumedCapacity: 'TOTAL',
    }),
    db('TransactWriteItems', {
      TransactItems: [
        { Put: { TableName: 'orders', Item: { ...item, SK: { N: '4' } } } },
        {
          Update: {
            TableName: 'orders',
            Key: { PK: { S: 'c#1' }, SK: { N: '2' } },
            UpdateExpression: 'SET n = :v',
            ExpressionAttributeValues: { ':v': { N: '5' } },
          },
        },
        { Delete: { TableName: 'orders', Key: { PK: { S: 'c#2' }, SK: { N: '1' } } } },
        {
          ConditionCheck: {
            TableName: 'orders',
            Key: key,
            ConditionExpression: 'attribute_exists(PK)',
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        },
      ],
      ClientRequestToken: 'token-1',
      ReturnConsumedCapacity: 'INDEXES',
    }),
    db('ExecuteStatement', {
      Statement: 'SELECT n FROM "orders" WHERE PK = ? AND SK > ?',
      Parameters: [{ S: 'c#1' }, { N: '0' }],
      ConsistentRead: true,
      Limit: 5,
      ReturnConsumedCapacity: 'TOTAL',
    }),
    db('BatchExecuteStatement', {
      Statements: [
        {
          Statement: 'SELECT * FROM "orders" WHERE PK = ? AND SK = ?',
          Parameters: [{ S: 'c#1' }, { N: '1' }],
        },
        { Statement: `SELECT n FROM "orders" WHERE PK = 'c#1' AND SK = 2` },
      ],
    }),
    db('ExecuteTransaction', {
      TransactStatements: [{ Statement: `INSERT INTO "orders" VALUE {'PK': 'c#9', 'SK': 1}` }],
      ClientRequestToken: 'token-2',
    }),
  ];
}
