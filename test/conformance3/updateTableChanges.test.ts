/**
 * UpdateTable validations of what one call asks for together and of the table it names: which
 * changes may share a request, index update entries and a new index's own description, unknown
 * tables and indexes, and throughput against the billing mode of the table and each index. Recorded
 * DynamoDB answers: architect/dynalite test/updateTable.js (index update entries); live probes
 * catalogued by ack-api-quirks (dynamodb, 2026: what one call may change, DDB-TABLE-442's message
 * catalogue, DDB-TABLE-137 on local index names, DDB-TABLE-161 on unknown indexes); the developer
 * guide on adding a GSI (one index created or deleted at a time). The request's own shape is checked
 * in updateTable.test.ts.
 */
import { beforeAll, describe, it } from 'vitest';
import { ALL_TRANSPORTS, parameterError, rejectsOn } from '../conformance/support/suite.ts';
import { hash } from '../conformance/support/tables.ts';
import { guardState, useManualEndpoint } from './support/setup.ts';
import {
  create,
  createUpdateTableFixtures,
  definitions,
  PROVISIONED,
  remove,
  STATUS_DELAY_MS,
  TABLE,
  throughput,
  update,
  updateTableRejections,
} from './support/updateTableFixtures.ts';

const context = useManualEndpoint({ tableStatusDelayMs: STATUS_DELAY_MS });

beforeAll(() => createUpdateTableFixtures(context));

describe('UpdateTable validations', () => {
  const { rejects, parameter } = updateTableRejections(context);
  guardState(context, [TABLE, PROVISIONED]);

  it('limits what one call may change', async () => {
    const sse = { SSESpecification: { Enabled: true, SSEType: 'KMS' } };
    const protection = { DeletionProtectionEnabled: false };
    const warm = { WarmThroughput: { ReadUnitsPerSecond: 13000 } };
    const stream = { StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' } };
    const provisioned = { ProvisionedThroughput: throughput };
    const newIndex = { AttributeDefinitions: definitions, GlobalSecondaryIndexUpdates: [create('new1')] };
    const cases: [object, string][] = [
      [
        { ...sse, ...protection },
        'Server-Side Encryption modification must be the only operation in the request',
      ],
      [
        { TableClass: 'STANDARD', ...provisioned },
        'TableClass modification must be the only operation in the request',
      ],
      [
        { ...protection, ...newIndex },
        'DeletionProtection modification must be the only operation in the request',
      ],
      [
        { OnDemandThroughput: { MaxReadRequestUnits: 10 }, ...stream },
        'OnDemandThroughput can only be combined with BillingMode in an UpdateTable request',
      ],
      [
        { ...warm, ...newIndex },
        'Create global secondary index cannot be specified when updating WarmThroughput',
      ],
      [{ ...warm, ...provisioned }, 'WarmThroughput must be the only operation in the request'],
      [{ ...stream, ...provisioned }, 'You cannot modify stream status while updating table IOPS'],
      [{ ...provisioned, ...newIndex }, 'You cannot create or delete index while updating table IOPS'],
      [
        { ...stream, GlobalSecondaryIndexUpdates: [remove('global1')] },
        'You cannot create or delete index while changing stream status',
      ],
    ];
    for (const [body, message] of cases) await parameter(body, message);
  });

  it('checks the index update entries and what a new index says about itself', async () => {
    await parameter(
      { GlobalSecondaryIndexUpdates: [{}] },
      'One of GlobalSecondaryIndexUpdate.Update, GlobalSecondaryIndexUpdate.Create, GlobalSecondaryIndexUpdate.Delete must not be null',
    );
    await parameter(
      { GlobalSecondaryIndexUpdates: [{ ...update('global1'), ...remove('global1') }] },
      'Only one global secondary index action is allowed per GlobalSecondaryIndexUpdate object',
    );
    await parameter(
      {
        AttributeDefinitions: definitions,
        GlobalSecondaryIndexUpdates: [remove('global1'), create('global1')],
      },
      'Only one global secondary index update per index is allowed simultaneously. Index: global1',
    );
    await parameter(
      { GlobalSecondaryIndexUpdates: [create('new1')] },
      'AttributeDefinitions is not specified for index: new1',
    );
    const withCreate = (extra: object) => ({
      AttributeDefinitions: definitions,
      GlobalSecondaryIndexUpdates: [create('new1', extra)],
    });
    await rejects(
      { TableName: TABLE, ...withCreate({ KeySchema: [{ AttributeName: 'g', KeyType: 'RANGE' }] }) },
      'Invalid KeySchema: The first KeySchemaElement is not a HASH key type',
    );
    await rejects(
      { TableName: TABLE, ...withCreate({ KeySchema: [hash('g'), hash('g')] }) },
      'Both the Hash Key and the Range Key element in the KeySchema have the same name',
    );
    // Two different HASH elements are a multi-attribute partition key, no error (multiAttributeKeys.test.ts).
    await parameter(
      withCreate({ Projection: { ProjectionType: 'KEYS_ONLY', NonKeyAttributes: ['x'] } }),
      'ProjectionType is KEYS_ONLY, but NonKeyAttributes is specified',
    );
    await parameter(
      withCreate({ Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['x', 'x'] } }),
      'Duplicate element in NonKeyAttributes: x',
    );
    await parameter(
      withCreate({ Projection: { ProjectionType: 'INCLUDE' } }),
      'ProjectionType is INCLUDE, but NonKeyAttributes is not specified',
    );
    await parameter(withCreate({ Projection: {} }), 'Unknown ProjectionType: null');
    await parameter(
      withCreate({ OnDemandThroughput: { MaxReadRequestUnits: -1 } }),
      'Requested MaxReadRequestUnits for OnDemandThroughput for index : new1 is outside of valid range',
    );
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'UpdateTable',
      {
        TableName: TABLE,
        AttributeDefinitions: definitions,
        GlobalSecondaryIndexUpdates: [create('new1'), remove('global1')],
      },
      'LimitExceededException',
      'Subscriber limit exceeded: Only 1 online index can be created or deleted simultaneously per table',
    );
  });

  it('checks the named table and indexes', async () => {
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'UpdateTable',
      { TableName: 'nowhere', DeletionProtectionEnabled: true },
      'ResourceNotFoundException',
      'Requested resource not found: Table: nowhere not found',
    );
    for (const name of ['global1', 'local1'])
      await rejects(
        { TableName: TABLE, AttributeDefinitions: definitions, GlobalSecondaryIndexUpdates: [create(name)] },
        'Attempting to create an index which already exists',
      );
    await rejects(
      { TableName: TABLE, GlobalSecondaryIndexUpdates: [remove('local1')] },
      'Cannot delete an index that is not a GlobalSecondaryIndex: local1',
    );
    await rejects(
      { TableName: PROVISIONED, GlobalSecondaryIndexUpdates: [update('local1')] },
      'Cannot update an index that is not a GlobalSecondaryIndex: local1',
    );
    for (const action of [remove('ghost'), update('ghost')]) {
      await rejectsOn(
        context,
        ALL_TRANSPORTS,
        'UpdateTable',
        { TableName: PROVISIONED, GlobalSecondaryIndexUpdates: [action] },
        'ResourceNotFoundException',
        `Requested resource not found: Index ghost for table ${PROVISIONED}`,
      );
    }
  });

  it('ties throughput to the billing mode, the table’s and each index’s', async () => {
    await parameter(
      { ProvisionedThroughput: throughput },
      'Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST',
    );
    await parameter(
      { BillingMode: 'PROVISIONED' },
      'ProvisionedThroughput must be specified when BillingMode is PROVISIONED',
    );
    await parameter(
      {
        AttributeDefinitions: definitions,
        GlobalSecondaryIndexUpdates: [create('new1', { ProvisionedThroughput: throughput })],
      },
      'Neither ReadCapacityUnits nor WriteCapacityUnits can be specified for index: new1 when BillingMode is PAY_PER_REQUEST',
    );
    await parameter(
      { GlobalSecondaryIndexUpdates: [update('global1')] },
      'The only Updates for index: global1 when TableThroughputMode is PAY_PER_REQUEST can be to OnDemandThroughput, WarmThroughput',
    );
    await rejects(
      {
        TableName: PROVISIONED,
        AttributeDefinitions: definitions,
        GlobalSecondaryIndexUpdates: [create('new1')],
      },
      parameterError('Both ReadCapacityUnits and WriteCapacityUnits must be specified for index: new1'),
    );
    await rejects(
      { TableName: PROVISIONED, ProvisionedThroughput: throughput },
      'The provisioned throughput for the table will not change. The requested value equals the current value. ' +
        'Current ReadCapacityUnits provisioned for the table: 5. Requested ReadCapacityUnits: 5. ' +
        'Current WriteCapacityUnits provisioned for the table: 5. Requested WriteCapacityUnits: 5. ' +
        'Refer to the Amazon DynamoDB Developer Guide for current limits and how to request higher limits.',
    );
  });
});
