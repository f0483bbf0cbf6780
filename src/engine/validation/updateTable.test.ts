import { describe, expect, it } from 'vitest';
import { failureOf, invalid, parameter } from '../../../test/helpers/validationFailures.ts';
import { validateUpdateTable } from './updateTable.ts';

/**
 * Recorded DynamoDB answers: architect/dynalite's updateTable tests, and live probes catalogued by
 * ack-api-quirks (2026) for what one call may change.
 */
const failure = failureOf(validateUpdateTable);

const throughput = { ReadCapacityUnits: 5, WriteCapacityUnits: 5 };
const create = (name: string, extra: object = {}) => ({
  Create: {
    IndexName: name,
    KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
    Projection: { ProjectionType: 'ALL' },
    ...extra,
  },
});
const update = (name: string, extra: object = { ProvisionedThroughput: throughput }) => ({
  Update: { IndexName: name, ...extra },
});
const definitions = [{ AttributeName: 'g', AttributeType: 'S' }];
const NOTHING =
  'At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, GlobalSecondaryIndexUpdates, ' +
  'SSESpecification, ReplicaUpdates, MultiAccountReplicaReady, ReplicaTransitRoleArn, MultiRegionConsistency, ' +
  'DeletionProtectionEnabled, OnDemandThroughput, WarmThroughput or TableClass is required';

describe('UpdateTable table name', () => {
  it('checks presence and length before any constraint', () => {
    expect(failure({ ProvisionedThroughput: {} })).toEqual(
      invalid("The parameter 'TableName' is required but was not present in the request"),
    );
    for (const name of ['', 'a;', 'a'.repeat(256)]) {
      expect(failure({ TableName: name })).toEqual(
        invalid('TableName must be at least 3 characters long and at most 255 characters long'),
      );
    }
    expect(failure({ TableName: 'abc;' })).toEqual(
      invalid(
        "1 validation error detected: Value 'abc;' at 'tableName' failed to satisfy constraint: " +
          'Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+',
      ),
    );
  });

  it('lets a table ARN through to the operation', () => {
    const arn = 'arn:aws:dynamodb:us-east-1:123456789012:table/users';
    expect(validateUpdateTable({ TableName: arn, DeletionProtectionEnabled: true }).TableName).toBe(arn);
  });
});

describe('UpdateTable constraints', () => {
  it.each([
    [{ ProvisionedThroughput: 'x' }, 'Unexpected field type'],
    [{ GlobalSecondaryIndexUpdates: [23] }, 'Unexpected value type in payload'],
    [
      { GlobalSecondaryIndexUpdates: [{ Create: [] }] },
      'Unrecognized collection type class com.amazonaws.dynamodb.v20120810.CreateGlobalSecondaryIndexAction',
    ],
    [{ ProvisionedThroughput: { ReadCapacityUnits: '1' } }, 'STRING_VALUE cannot be converted to Long'],
  ])('%j', (body, message) => {
    expect(failure({ TableName: 'abc', ...body })).toEqual(['SerializationException', message]);
  });

  it('reports throughput members, write units first', () => {
    expect(failure({ TableName: 'abc', ProvisionedThroughput: { ReadCapacityUnits: 0 } })).toEqual(
      invalid(
        '2 validation errors detected: ' +
          "Value null at 'provisionedThroughput.writeCapacityUnits' failed to satisfy constraint: Member must not be null; " +
          "Value '0' at 'provisionedThroughput.readCapacityUnits' failed to satisfy constraint: Member must have value greater than or equal to 1",
      ),
    );
  });

  it('reports index update members', () => {
    expect(
      failure({
        TableName: 'abc',
        GlobalSecondaryIndexUpdates: [
          { Update: { IndexName: 'a', ProvisionedThroughput: {} } },
          {
            Update: {
              IndexName: 'abc;',
              ProvisionedThroughput: { ReadCapacityUnits: 1000000000001, WriteCapacityUnits: 0 },
            },
          },
          { Create: {}, Delete: {} },
        ],
      }),
    ).toEqual(
      invalid(
        '9 validation errors detected: ' +
          "Value 'a' at 'globalSecondaryIndexUpdates.1.member.update.indexName' failed to satisfy constraint: Member must have length greater than or equal to 3; " +
          "Value null at 'globalSecondaryIndexUpdates.1.member.update.provisionedThroughput.writeCapacityUnits' failed to satisfy constraint: Member must not be null; " +
          "Value null at 'globalSecondaryIndexUpdates.1.member.update.provisionedThroughput.readCapacityUnits' failed to satisfy constraint: Member must not be null; " +
          "Value 'abc;' at 'globalSecondaryIndexUpdates.2.member.update.indexName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+; " +
          "Value '0' at 'globalSecondaryIndexUpdates.2.member.update.provisionedThroughput.writeCapacityUnits' failed to satisfy constraint: Member must have value greater than or equal to 1; " +
          "Value null at 'globalSecondaryIndexUpdates.3.member.create.projection' failed to satisfy constraint: Member must not be null; " +
          "Value null at 'globalSecondaryIndexUpdates.3.member.create.indexName' failed to satisfy constraint: Member must not be null; " +
          "Value null at 'globalSecondaryIndexUpdates.3.member.create.keySchema' failed to satisfy constraint: Member must not be null; " +
          "Value null at 'globalSecondaryIndexUpdates.3.member.delete.indexName' failed to satisfy constraint: Member must not be null",
      ),
    );
  });

  it('checks enums of the members it shares with CreateTable', () => {
    expect(
      failure({ TableName: 'abc', BillingMode: 'FREE', StreamSpecification: { StreamViewType: 'ALL' } }),
    ).toEqual(
      invalid(
        '3 validation errors detected: ' +
          "Value 'FREE' at 'billingMode' failed to satisfy constraint: Member must satisfy enum value set: [PROVISIONED, PAY_PER_REQUEST]; " +
          "Value null at 'streamSpecification.streamEnabled' failed to satisfy constraint: Member must not be null; " +
          "Value 'ALL' at 'streamSpecification.streamViewType' failed to satisfy constraint: Member must satisfy enum value set: [OLD_IMAGE, KEYS_ONLY, NEW_AND_OLD_IMAGES, NEW_IMAGE]",
      ),
    );
  });
});

describe('UpdateTable: something must change', () => {
  it.each([
    [{}],
    [{ AttributeDefinitions: definitions }],
    [{ GlobalSecondaryIndexUpdates: [] }],
    [{ GlobalSecondaryIndexUpdates: [], AttributeDefinitions: definitions }],
  ])('%j changes nothing', (body) => {
    expect(failure({ TableName: 'abc', ...body })).toEqual(invalid(NOTHING));
  });

  it('leaves MultiRegionConsistency out of the list when it came alone', () => {
    expect(failure({ TableName: 'abc', MultiRegionConsistency: 'EVENTUAL' })).toEqual(
      invalid(NOTHING.replace('MultiRegionConsistency, ', '')),
    );
  });

  it('takes a replica change only alone', () => {
    expect(
      failure({
        TableName: 'abc',
        ReplicaUpdates: [{ Create: { RegionName: 'eu-west-1' } }],
        DeletionProtectionEnabled: true,
      }),
    ).toEqual(parameter('Replica modification must be the only operation in the request'));
  });

  it.each([
    [{ MultiAccountReplicaReady: true }, 'MultiAccountReplicaReady'],
    [{ ReplicaTransitRoleArn: 'arn:aws:iam::111122223333:role/transit' }, 'ReplicaTransitRoleArn'],
  ])('refuses %j, which the sandbox does not simulate', (body, member) => {
    expect(failure({ TableName: 'abc', ...body })).toEqual(
      invalid(`Dynamo Sandbox does not simulate ${member}: its global tables are in one account.`),
    );
  });

  describe('MRSC members (messages recorded against AWS, ack-api-quirks DDB-TABLE-442)', () => {
    const replicas = { ReplicaUpdates: [{ Create: { RegionName: 'us-east-2' } }] };
    const witness = (RegionName: string) => ({ GlobalTableWitnessUpdates: [{ Create: { RegionName } }] });

    it('counts neither MultiRegionConsistency nor a witness as a change on its own', () => {
      expect(failure({ TableName: 'abc', ...witness('us-west-2') })).toEqual(invalid(NOTHING));
    });

    it('takes a witness only with STRONG', () => {
      const message = invalid(
        'MultiRegionConsistency must be set as STRONG when GlobalTableWitnessUpdates parameter is present.',
      );
      expect(failure({ TableName: 'abc', ...replicas, ...witness('us-west-2') })).toEqual(message);
      expect(
        failure({
          TableName: 'abc',
          ...replicas,
          ...witness('us-west-2'),
          MultiRegionConsistency: 'EVENTUAL',
        }),
      ).toEqual(message);
    });

    it('takes one witness update at most, and nothing else beside replica changes', () => {
      const two = {
        GlobalTableWitnessUpdates: [witness('us-west-2'), witness('us-east-2')].flatMap(
          (w) => w.GlobalTableWitnessUpdates,
        ),
      };
      expect(failure({ TableName: 'abc', ...replicas, ...two, MultiRegionConsistency: 'STRONG' })[1]).toMatch(
        /at 'globalTableWitnessUpdates' failed to satisfy constraint: Member must have length less than or equal to 1$/,
      );
      expect(
        failure({
          TableName: 'abc',
          ...replicas,
          MultiRegionConsistency: 'STRONG',
          DeletionProtectionEnabled: true,
        }),
      ).toEqual(parameter('Requests that modify replicas or witnesses must not also modify other fields'));
    });
  });

  it('rejects an empty index update list beside a change', () => {
    expect(
      failure({ TableName: 'abc', GlobalSecondaryIndexUpdates: [], DeletionProtectionEnabled: true }),
    ).toEqual(parameter('List of GlobalSecondaryIndexUpdates is empty'));
  });

  it('bounds table capacity, read units first', () => {
    expect(
      failure({
        TableName: 'abc',
        ProvisionedThroughput: { WriteCapacityUnits: 1000000000001, ReadCapacityUnits: 1000000000001 },
      }),
    ).toEqual(invalid('Given value 1000000000001 for ReadCapacityUnits is out of bounds'));
    expect(
      failure({
        TableName: 'abc',
        ProvisionedThroughput: { ReadCapacityUnits: 1000000000000, WriteCapacityUnits: 1000000000001 },
      }),
    ).toEqual(invalid('Given value 1000000000001 for WriteCapacityUnits is out of bounds'));
  });

  it("bounds an index update's capacity before looking for the table, naming the index", () => {
    const update = (ReadCapacityUnits: number, WriteCapacityUnits: number) => ({
      TableName: 'abc',
      GlobalSecondaryIndexUpdates: [
        { Update: { IndexName: 'abc', ProvisionedThroughput: { ReadCapacityUnits, WriteCapacityUnits } } },
      ],
    });
    expect(failure(update(1000000000001, 1000000000001))).toEqual(
      invalid('Given value 1000000000001 for ReadCapacityUnits is out of bounds for index abc'),
    );
    expect(failure(update(1000000000000, 1000000000001))).toEqual(
      invalid('Given value 1000000000001 for WriteCapacityUnits is out of bounds for index abc'),
    );
  });
});

describe('UpdateTable settings', () => {
  it('needs a view type exactly when a stream is enabled', () => {
    expect(failure({ TableName: 'abc', StreamSpecification: { StreamEnabled: true } })).toEqual(
      parameter('If stream is being enabled then UpdateViewType is required'),
    );
    expect(
      failure({
        TableName: 'abc',
        StreamSpecification: { StreamEnabled: false, StreamViewType: 'NEW_IMAGE' },
      }),
    ).toEqual(parameter('If stream is being disabled, then UpdateViewType must not be specified'));
  });

  it('checks encryption and table class as CreateTable does', () => {
    expect(failure({ TableName: 'abc', SSESpecification: { Enabled: false, SSEType: 'KMS' } })).toEqual(
      parameter('SSEType can not be specified if Enabled is false'),
    );
    expect(failure({ TableName: 'abc', TableClass: 'COLD' })).toEqual(
      invalid(
        'Invalid table-class parameter provided. Please try again with a valid table-class value: [STANDARD, STANDARD_INFREQUENT_ACCESS].',
      ),
    );
  });

  it('accepts -1 to clear the table on-demand maximum, and nothing else below 1', () => {
    expect(() =>
      validateUpdateTable({ TableName: 'abc', OnDemandThroughput: { MaxReadRequestUnits: -1 } }),
    ).not.toThrow();
    expect(failure({ TableName: 'abc', OnDemandThroughput: { MaxReadRequestUnits: 0 } })).toEqual(
      parameter('Requested MaxReadRequestUnits for OnDemandThroughput for table is outside of valid range'),
    );
  });

  it('returns the request the operation needs', () => {
    const updates = [create('abc'), update('abd', { OnDemandThroughput: { MaxReadRequestUnits: 10 } })];
    const request = validateUpdateTable({
      TableName: 'abc',
      AttributeDefinitions: definitions,
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexUpdates: updates,
      Ignored: true,
    });
    expect(request).toEqual({
      TableName: 'abc',
      AttributeDefinitions: definitions,
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexUpdates: updates,
    });
  });
});
