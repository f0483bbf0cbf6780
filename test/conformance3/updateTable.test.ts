/**
 * UpdateTable conformance for indexes, billing mode and throughput. Recorded DynamoDB answers:
 * architect/dynalite test/updateTable.js (table name, constraints, index update entries); live probes
 * catalogued by ack-api-quirks (dynamodb, 2026: what one call may change, DDB-TABLE-442's message
 * catalogue, DDB-TABLE-137 on local index names, DDB-TABLE-161 on unknown indexes); the developer
 * guide on adding a GSI (CREATING with Backfilling, then ACTIVE; one index created or deleted at a
 * time). The clock is manual: tables and indexes change status only when a test advances it. What
 * UpdateTable does, through dispatch and the SDK, is in updateTableFunctionality.test.ts.
 */
import { beforeAll, describe, it } from 'vitest';
import {
  ALL_TRANSPORTS,
  constraintErrors,
  parameterError,
  rejectsOn,
  validationOn,
  WIRE_TRANSPORTS,
} from '../conformance/support/suite.ts';
import { guardState, useManualEndpoint } from './support/setup.ts';
import {
  create,
  createUpdateTableFixtures,
  definitions,
  hash,
  PROVISIONED,
  remove,
  STATUS_DELAY_MS,
  TABLE,
  throughput,
  update,
} from './support/updateTableFixtures.ts';

const context = useManualEndpoint({ tableStatusDelayMs: STATUS_DELAY_MS });
const NOTHING =
  'At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, GlobalSecondaryIndexUpdates, ' +
  'SSESpecification, ReplicaUpdates, MultiAccountReplicaReady, ReplicaTransitRoleArn, MultiRegionConsistency, ' +
  'DeletionProtectionEnabled, OnDemandThroughput, WarmThroughput or TableClass is required';

beforeAll(() => createUpdateTableFixtures(context));

describe('UpdateTable serializations', () => {
  it.each([
    [{ TableName: TABLE, ProvisionedThroughput: 'x' }, 'Unexpected field type'],
    [{ TableName: TABLE, GlobalSecondaryIndexUpdates: [23] }, 'Unexpected value type in payload'],
    [
      { TableName: TABLE, GlobalSecondaryIndexUpdates: [{ Create: [] }] },
      'Unrecognized collection type class com.amazonaws.dynamodb.v20120810.CreateGlobalSecondaryIndexAction',
    ],
    [
      { TableName: TABLE, ProvisionedThroughput: { ReadCapacityUnits: '1' } },
      'STRING_VALUE cannot be converted to Long',
    ],
  ])('%j', async (body, message) => {
    await rejectsOn(context, WIRE_TRANSPORTS, 'UpdateTable', body, 'SerializationException', message);
  });
});

describe('UpdateTable validations', () => {
  const rejects = (body: object, message: string, transports = ALL_TRANSPORTS) =>
    validationOn(context, transports, 'UpdateTable', body, message);
  const parameter = (body: object, detail: string) =>
    rejects({ TableName: TABLE, ...body }, parameterError(detail));
  guardState(context, [TABLE, PROVISIONED]);

  it('checks the table name before any constraint', async () => {
    await rejects(
      { ProvisionedThroughput: throughput },
      "The parameter 'TableName' is required but was not present in the request",
      WIRE_TRANSPORTS,
    );
    for (const name of ['a;', 'a'.repeat(256)])
      await rejects(
        { TableName: name },
        'TableName must be at least 3 characters long and at most 255 characters long',
      );
    await rejects(
      { TableName: 'abc;', DeletionProtectionEnabled: true },
      constraintErrors(
        "Value 'abc;' at 'tableName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
      ),
    );
  });

  it('checks throughput, enums and index update members', async () => {
    await rejects(
      { TableName: TABLE, ProvisionedThroughput: { ReadCapacityUnits: 0 } },
      constraintErrors(
        "Value null at 'provisionedThroughput.writeCapacityUnits' failed to satisfy constraint: Member must not be null",
        "Value '0' at 'provisionedThroughput.readCapacityUnits' failed to satisfy constraint: Member must have value greater than or equal to 1",
      ),
    );
    await rejects(
      { TableName: TABLE, BillingMode: 'FREE', StreamSpecification: { StreamViewType: 'ALL' } },
      constraintErrors(
        "Value 'FREE' at 'billingMode' failed to satisfy constraint: Member must satisfy enum value set: [PROVISIONED, PAY_PER_REQUEST]",
        "Value null at 'streamSpecification.streamEnabled' failed to satisfy constraint: Member must not be null",
        "Value 'ALL' at 'streamSpecification.streamViewType' failed to satisfy constraint: Member must satisfy enum value set: [OLD_IMAGE, KEYS_ONLY, NEW_AND_OLD_IMAGES, NEW_IMAGE]",
      ),
    );
    await rejects(
      {
        TableName: TABLE,
        GlobalSecondaryIndexUpdates: [
          { Update: { IndexName: 'a', ProvisionedThroughput: {} } },
          { Create: {}, Delete: {} },
        ],
      },
      constraintErrors(
        "Value 'a' at 'globalSecondaryIndexUpdates.1.member.update.indexName' failed to satisfy constraint: Member must have length greater than or equal to 3",
        "Value null at 'globalSecondaryIndexUpdates.1.member.update.provisionedThroughput.writeCapacityUnits' failed to satisfy constraint: Member must not be null",
        "Value null at 'globalSecondaryIndexUpdates.1.member.update.provisionedThroughput.readCapacityUnits' failed to satisfy constraint: Member must not be null",
        "Value null at 'globalSecondaryIndexUpdates.2.member.create.projection' failed to satisfy constraint: Member must not be null",
        "Value null at 'globalSecondaryIndexUpdates.2.member.create.indexName' failed to satisfy constraint: Member must not be null",
        "Value null at 'globalSecondaryIndexUpdates.2.member.create.keySchema' failed to satisfy constraint: Member must not be null",
        "Value null at 'globalSecondaryIndexUpdates.2.member.delete.indexName' failed to satisfy constraint: Member must not be null",
      ),
    );
  });

  it('needs something to change', async () => {
    for (const body of [{}, { AttributeDefinitions: definitions }, { GlobalSecondaryIndexUpdates: [] }])
      await rejects({ TableName: TABLE, ...body }, NOTHING);
    await parameter(
      { GlobalSecondaryIndexUpdates: [], DeletionProtectionEnabled: true },
      'List of GlobalSecondaryIndexUpdates is empty',
    );
  });

  it('checks capacity bounds, streams, encryption, table class and on-demand maximums', async () => {
    await rejects(
      {
        TableName: TABLE,
        ProvisionedThroughput: { WriteCapacityUnits: 1000000000001, ReadCapacityUnits: 1000000000001 },
      },
      'Given value 1000000000001 for ReadCapacityUnits is out of bounds',
    );
    await rejects(
      {
        TableName: TABLE,
        ProvisionedThroughput: { ReadCapacityUnits: 1000000000000, WriteCapacityUnits: 1000000000001 },
      },
      'Given value 1000000000001 for WriteCapacityUnits is out of bounds',
    );
    await parameter(
      { StreamSpecification: { StreamEnabled: true } },
      'If stream is being enabled then UpdateViewType is required',
    );
    await parameter(
      { StreamSpecification: { StreamEnabled: false, StreamViewType: 'NEW_IMAGE' } },
      'If stream is being disabled, then UpdateViewType must not be specified',
    );
    await parameter(
      { SSESpecification: { Enabled: false, SSEType: 'KMS' } },
      'SSEType can not be specified if Enabled is false',
    );
    await parameter(
      { SSESpecification: { Enabled: false, KMSMasterKeyId: 'k' } },
      'KMSMasterKeyId can not be specified if Enabled is false',
    );
    await parameter(
      { SSESpecification: { Enabled: true, SSEType: 'AES256' } },
      'SSEType AES256 is not supported',
    );
    await parameter(
      { SSESpecification: { Enabled: true, KMSMasterKeyId: 'k' } },
      'SSEType KMS is required if KMSMasterKeyId is specified',
    );
    await rejects(
      { TableName: TABLE, TableClass: 'COLD' },
      'Invalid table-class parameter provided. Please try again with a valid table-class value: [STANDARD, STANDARD_INFREQUENT_ACCESS].',
    );
    await parameter(
      { OnDemandThroughput: { MaxReadRequestUnits: 0 } },
      'Requested MaxReadRequestUnits for OnDemandThroughput for table is outside of valid range',
    );
  });

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
