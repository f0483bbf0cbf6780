/**
 * Query on local and global secondary indexes: the requests DynamoDB refuses. Recorded DynamoDB
 * answers: architect/dynalite test/query.js (index errors, Select rules), paritysuite/dynamodb-
 * conformance (consistent reads on a GSI, multi-attribute GSI keys and their messages). What such
 * queries read, through dispatch and the SDK, is in indexQuery.test.ts; start keys in
 * indexQueryStartKey.test.ts.
 */
import { beforeAll, describe, it } from 'vitest';
import {
  ALL_TRANSPORTS,
  constraintErrors,
  parameterError,
  validationOn,
} from '../conformance/support/suite.ts';
import { createOrdersTable, indexQueries } from './support/indexQueries.ts';
import { guardState, useManualEndpoint } from './support/setup.ts';
import { N, S } from '../helpers/attributeValues.ts';

const context = useManualEndpoint();
const TABLE = 'iquery_orders';
const { onIndex, byStatus, byRank, tenantDay } = indexQueries(TABLE);

beforeAll(() => createOrdersTable(context, TABLE));

describe('Query on indexes: validations', () => {
  const rejects = (body: object, message: string) =>
    validationOn(context, ALL_TRANSPORTS, 'Query', body, message);
  guardState(context, [TABLE]);

  it('refuses a projection naming what a global index does not project, listing each such attribute', async () => {
    await rejects(
      byStatus('OPEN', {
        ProjectionExpression: 'SK, secret.deep, #t, colour, secret.tail',
        ExpressionAttributeNames: { '#s': 'status', '#t': 'total' },
      }),
      parameterError('Global secondary index ByStatus does not project [secret, colour]'),
    );
    await rejects(
      {
        TableName: TABLE,
        IndexName: 'ByStatus',
        KeyConditions: { status: { ComparisonOperator: 'EQ', AttributeValueList: [S('OPEN')] } },
        AttributesToGet: ['PK', 'owner'],
      },
      parameterError('Global secondary index ByStatus does not project [owner]'),
    );
  });

  it('names an unknown index, and refuses consistent reads and ALL_ATTRIBUTES on a partial GSI', async () => {
    await rejects(
      onIndex('Nope', 'PK = :p', { ':p': S('c1') }),
      'The table does not have the specified index: Nope',
    );
    await rejects(
      byStatus('OPEN', { ConsistentRead: true }),
      'Consistent reads are not supported on global secondary indexes',
    );
    await rejects(
      byStatus('OPEN', { Select: 'ALL_ATTRIBUTES' }),
      parameterError(
        'Select type ALL_ATTRIBUTES is not supported for global secondary index ByStatus because its projection type is not ALL',
      ),
    );
    await rejects(
      {
        TableName: TABLE,
        KeyConditionExpression: 'PK = :p',
        ExpressionAttributeValues: { ':p': S('c1') },
        Select: 'ALL_PROJECTED_ATTRIBUTES',
      },
      constraintErrors('ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName'),
    );
    await rejects(
      byRank('c1', { Select: 'ALL_PROJECTED_ATTRIBUTES', ProjectionExpression: 'PK' }),
      constraintErrors(
        'Cannot specify the ProjectionExpression when choosing to get ALL_PROJECTED_ATTRIBUTES',
      ),
    );
  });

  it('matches the key condition to the index key schema', async () => {
    await rejects(
      onIndex('ByStatus', 'PK = :p', { ':p': S('c1') }),
      'Query condition missed key schema element: status',
    );
    await rejects(
      onIndex('ByStatus', '#s = :s', { ':s': N(1) }, { ExpressionAttributeNames: { '#s': 'status' } }),
      parameterError('Condition parameter type does not match schema type'),
    );
    await rejects(
      onIndex('ByRank', 'PK = :p AND SK = :s', { ':p': S('c1'), ':s': S('o1') }),
      'Query condition missed key schema element: rank',
    );
    await rejects(
      byStatus('OPEN', {
        FilterExpression: 'SK > :x',
        ExpressionAttributeValues: { ':s': S('OPEN'), ':x': S('o') },
      }),
      'Filter Expression can only contain non-primary key attributes: Primary key attribute: SK',
    );
  });

  it('needs every partition attribute and a gapless prefix of sort attributes on a multi-attribute key', async () => {
    await rejects(
      onIndex('ByTenantDay', 'tenant = :t', { ':t': S('t1') }),
      'Query condition missed key schema element: region',
    );
    await rejects(
      tenantDay('seq = :q', { ':q': N(1) }),
      'RANGE key attributes day must have equality conditions specified in the query because a condition is present on key attribute seq',
    );
    await rejects(
      tenantDay('#d > :d AND seq = :q', { ':d': S('d0'), ':q': N(1) }),
      'RANGE key attributes day must have equality conditions specified in the query because a condition is present on key attribute seq',
    );
  });
});
