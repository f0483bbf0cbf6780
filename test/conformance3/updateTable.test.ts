/**
 * UpdateTable serializations and the request's own shape: the table name, member constraints and
 * enums, something to change, capacity bounds, streams, encryption and table class. Recorded DynamoDB
 * answers: architect/dynalite test/updateTable.js (table name, constraints); live probes catalogued by
 * ack-api-quirks (dynamodb, 2026: DDB-TABLE-442's message catalogue). The clock is manual: tables
 * change status only when a test advances it. What one call may combine, and checks against the
 * table's indexes and billing mode, are in updateTableChanges.test.ts; what UpdateTable does, through
 * dispatch and the SDK, in updateTableFunctionality.test.ts.
 */
import { beforeAll, describe, it } from 'vitest';
import { constraintErrors, rejectsOn, WIRE_TRANSPORTS } from '../conformance/support/suite.ts';
import { guardState, useManualEndpoint } from './support/setup.ts';
import {
  createUpdateTableFixtures,
  definitions,
  PROVISIONED,
  STATUS_DELAY_MS,
  TABLE,
  throughput,
  updateTableRejections,
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
  const { rejects, parameter } = updateTableRejections(context);
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
});
