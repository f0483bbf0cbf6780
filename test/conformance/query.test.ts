/**
 * Query conformance: serialization and validation. What Query returns — every key-condition
 * operator, sort orders, ScanIndexForward, legacy KeyConditions/QueryFilter — is in
 * queryFunctionality.test.ts; paging, the 1 MB page, Select and capacity in queryPaging.test.ts. Recorded answers:
 * architect/dynalite test/query.js; paritysuite/dynamodb-conformance as adopted in floci-io/floci#1443
 * (start-key messages); the developer guide on key condition expressions.
 */
import { beforeAll, describe, it } from 'vitest';
import {
  ALL_TRANSPORTS,
  constraintErrors,
  parameterError,
  rejectsOn,
  useEndpoint,
  validationOn,
  WIRE_TRANSPORTS,
} from './support/suite.ts';
import { createTable, tableRequest } from './support/tables.ts';

const context = useEndpoint();
const TABLE = 'query_checks';
const byValue = (query: object) => ({
  TableName: TABLE,
  ExpressionAttributeValues: { ':p': { S: 'a' }, ':s': { S: 'm' } },
  ...query,
});

beforeAll(async () => {
  await createTable(context.call.dispatch, tableRequest(TABLE, ['p', 'S'], ['s', 'S']));
});

describe('Query serializations', () => {
  it.each([
    [
      { TableName: TABLE, KeyConditions: { a: { ComparisonOperator: true } } },
      'TRUE_VALUE cannot be converted to String',
    ],
    [{ TableName: TABLE, KeyConditions: { a: { AttributeValueList: '23' } } }, 'Unexpected field type'],
    [
      { TableName: TABLE, ExclusiveStartKey: { a: { S: {} } } },
      'Start of structure or map found where not expected',
    ],
    [{ TableName: TABLE, Limit: 'one' }, 'STRING_VALUE cannot be converted to Integer'],
    [{ TableName: TABLE, ScanIndexForward: 'hello' }, 'Unexpected token received from parser'],
  ])('%j', async (body, message) => {
    await rejectsOn(context, WIRE_TRANSPORTS, 'Query', body, 'SerializationException', message);
  });
});

describe('Query validations', () => {
  const rejects = (body: object, message: string) =>
    validationOn(context, ALL_TRANSPORTS, 'Query', body, message);

  it('requires a table and a key condition', async () => {
    await rejects(
      {},
      constraintErrors("Value null at 'tableName' failed to satisfy constraint: Member must not be null"),
    );
    await rejects(
      { TableName: TABLE },
      'Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.',
    );
    await rejects(
      byValue({
        KeyConditionExpression: 'p = :p',
        Limit: 0,
        ExpressionAttributeValues: { ':p': { S: 'a' } },
      }),
      constraintErrors(
        "Value at 'Limit' failed to satisfy constraint: Member must have value greater than or equal to 1",
      ),
    );
  });

  it('checks Select against the projection and the target', async () => {
    const query = {
      TableName: TABLE,
      KeyConditionExpression: 'p = :p',
      ExpressionAttributeValues: { ':p': { S: 'a' } },
    };
    await rejects(
      { ...query, Select: 'ALL_PROJECTED_ATTRIBUTES' },
      constraintErrors('ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName'),
    );
    await rejects(
      { ...query, Select: 'SPECIFIC_ATTRIBUTES' },
      constraintErrors(
        'Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES',
      ),
    );
    await rejects(
      { ...query, Select: 'COUNT', ProjectionExpression: 'x' },
      constraintErrors('Cannot specify the ProjectionExpression when choosing to get only the Count'),
    );
    await rejects(
      { ...query, Select: 'ALL_ATTRIBUTES', ProjectionExpression: 'x' },
      constraintErrors('Cannot specify the ProjectionExpression when choosing to get ALL_ATTRIBUTES'),
    );
    await rejects({ ...query, IndexName: 'nope' }, 'The table does not have the specified index: nope');
  });

  it('checks the key condition against the key schema', async () => {
    await rejects(
      { TableName: TABLE, KeyConditionExpression: 's = :s', ExpressionAttributeValues: { ':s': { S: 'm' } } },
      'Query condition missed key schema element: p',
    );
    const cases: [string, string][] = [
      ['p = :p OR s = :s', 'Invalid operator used in KeyConditionExpression: OR'],
      ['p = :p AND s <> :s', 'Invalid operator used in KeyConditionExpression: <>'],
      [
        'p = :p AND s > :s AND s < :s',
        'Invalid KeyConditionExpression: KeyConditionExpressions must only contain one condition per key',
      ],
      [
        'p = :p AND s BETWEEN :s AND :p',
        'Invalid KeyConditionExpression: The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {S:m}, upper bound operand: AttributeValue: {S:a}',
      ],
      [
        'p = :p AND begins_with(:s, s)',
        'Invalid condition in KeyConditionExpression: begins_with operator must have the key attribute as its first operand',
      ],
    ];
    for (const [expression, message] of cases)
      await rejects(byValue({ KeyConditionExpression: expression }), message);
    await rejects(
      { TableName: TABLE, KeyConditionExpression: 'p = :p', ExpressionAttributeValues: { ':p': { N: '1' } } },
      parameterError('Condition parameter type does not match schema type'),
    );
    await rejects(
      byValue({ KeyConditionExpression: 'p = :p', FilterExpression: 's = :s' }),
      'Filter Expression can only contain non-primary key attributes: Primary key attribute: s',
    );
  });

  it('rejects mixing legacy and expression parameters, and checks legacy conditions', async () => {
    await rejects(
      byValue({
        KeyConditionExpression: 'p = :p',
        KeyConditions: { p: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'a' }] } },
        ExpressionAttributeValues: { ':p': { S: 'a' } },
      }),
      'Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {KeyConditions} Expression parameters: {KeyConditionExpression}',
    );
    await rejects(
      byValue({
        KeyConditionExpression: 'p = :p AND s > :s',
        QueryFilter: { x: { ComparisonOperator: 'NULL' } },
      }),
      'Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {QueryFilter} Expression parameters: {KeyConditionExpression}',
    );
    await rejects(
      {
        TableName: TABLE,
        KeyConditions: { p: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'a' }] } },
        QueryFilter: { s: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'a' }] } },
      },
      'QueryFilter can only contain non-primary key attributes: Primary key attribute: s',
    );
    await rejects(
      {
        TableName: TABLE,
        KeyConditions: { p: { ComparisonOperator: 'NE', AttributeValueList: [{ S: 'a' }] } },
      },
      'Attempted conditional constraint is not an indexable operation',
    );
    // NOT_CONTAINS is one condition too, on either key (architect/dynalite's recordings).
    for (const KeyConditions of [
      { p: { ComparisonOperator: 'NOT_CONTAINS', AttributeValueList: [{ S: 'a' }] } },
      {
        p: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'a' }] },
        s: { ComparisonOperator: 'NOT_CONTAINS', AttributeValueList: [{ S: 'm' }] },
      },
    ]) {
      await rejects(
        { TableName: TABLE, KeyConditions },
        'Attempted conditional constraint is not an indexable operation',
      );
    }
  });

  it('checks ExclusiveStartKey against the schema and the key condition', async () => {
    const query = byValue({ KeyConditionExpression: 'p = :p AND s > :s' });
    await rejects({ ...query, ExclusiveStartKey: { p: { S: 'a' } } }, 'The provided starting key is invalid');
    await rejects(
      { ...query, ExclusiveStartKey: { p: { S: 'a' }, s: { N: '1' } } },
      'The provided starting key is invalid',
    );
    // With a sort-key condition: the sort key is judged first, then the item collection.
    await rejects(
      { ...query, ExclusiveStartKey: { p: { S: 'b' }, s: { S: 'x' } } },
      'The query can return at most one row and cannot be restarted',
    );
    await rejects(
      { ...query, ExclusiveStartKey: { p: { S: 'a' }, s: { S: 'b' } } },
      'The provided starting key does not match the range key predicate',
    );
    await rejects(
      { ...query, ExclusiveStartKey: { p: { S: 'b' }, s: { S: 'a' } } },
      'The provided starting key does not match the range key predicate',
    );
    await rejects(
      {
        TableName: TABLE,
        KeyConditionExpression: 'p = :p',
        ExpressionAttributeValues: { ':p': { S: 'a' } },
        ExclusiveStartKey: { p: { S: 'b' }, s: { S: 'x' } },
      },
      'The provided starting key is outside query boundaries based on provided condition',
    );
    await rejects(
      { ...query, ExclusiveStartKey: { p: { S: 'a' }, s: { NULL: false } } },
      'The provided starting key is invalid: One or more parameter values were invalid: Null attribute value types must have the value of true',
    );
  });

  it('answers ResourceNotFoundException for a missing table', async () => {
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'Query',
      {
        TableName: 'nowhere',
        KeyConditionExpression: 'p = :p',
        ExpressionAttributeValues: { ':p': { S: 'a' } },
      },
      'ResourceNotFoundException',
      'Requested resource not found',
    );
  });
});
