import { describe, expect, it } from 'vitest';
import { failureOf, invalid, parameter } from '../../../test/helpers/validationFailures.ts';
import { validateCreateTable } from './createTable.ts';

/**
 * Recorded DynamoDB answers: architect/dynalite's createTable tests, nubo-db/dynamodb-conformance,
 * and live probes catalogued by ack-api-quirks (2026).
 */
const failure = failureOf(validateCreateTable);

const definitions = (...names: string[]) =>
  names.map((name) => ({ AttributeName: name, AttributeType: 'S' }));
const hash = (name: string) => ({ AttributeName: name, KeyType: 'HASH' });
const range = (name: string) => ({ AttributeName: name, KeyType: 'RANGE' });
const throughput = { ReadCapacityUnits: 1, WriteCapacityUnits: 1 };
const table = {
  TableName: 'abc',
  AttributeDefinitions: definitions('a', 'b'),
  KeySchema: [hash('a'), range('b')],
  ProvisionedThroughput: throughput,
};

describe('CreateTable serialization and constraints', () => {
  it.each([
    [{ ProvisionedThroughput: '23' }, 'Unexpected field type'],
    [{ ProvisionedThroughput: { ReadCapacityUnits: '23' } }, 'STRING_VALUE cannot be converted to Long'],
    [{ KeySchema: ['23'] }, 'Unexpected value type in payload'],
    [
      { KeySchema: [[]] },
      'Unrecognized collection type class com.amazonaws.dynamodb.v20120810.KeySchemaElement',
    ],
    [
      { LocalSecondaryIndexes: [{ Projection: [] }] },
      'Unrecognized collection type class com.amazonaws.dynamodb.v20120810.Projection',
    ],
  ])('%j', (body, message) => {
    expect(failure({ TableName: 'abc', ...body })).toEqual(['SerializationException', message]);
  });

  it('answers a missing table name before any constraint', () => {
    expect(failure({})).toEqual(
      invalid("The parameter 'TableName' is required but was not present in the request"),
    );
  });

  it('reports null members', () => {
    expect(failure({ TableName: 'abc;' })).toEqual(
      invalid(
        '3 validation errors detected: ' +
          "Value null at 'attributeDefinitions' failed to satisfy constraint: Member must not be null; " +
          "Value 'abc;' at 'tableName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+; " +
          "Value null at 'keySchema' failed to satisfy constraint: Member must not be null",
      ),
    );
    expect(
      failure({
        TableName: 'ab',
        AttributeDefinitions: definitions('a'),
        KeySchema: [hash('a')],
        ProvisionedThroughput: throughput,
      }),
    ).toEqual(
      invalid(
        "1 validation error detected: Value 'ab' at 'tableName' failed to satisfy constraint: Member must have length greater than or equal to 3",
      ),
    );
  });

  it('reports billing mode, throughput and key schema together', () => {
    expect(
      failure({
        TableName: 'abc',
        AttributeDefinitions: [],
        KeySchema: [],
        ProvisionedThroughput: { ReadCapacityUnits: -1, WriteCapacityUnits: -1 },
        BillingMode: 'A',
      }),
    ).toEqual(
      invalid(
        '4 validation errors detected: ' +
          "Value 'A' at 'billingMode' failed to satisfy constraint: Member must satisfy enum value set: [PROVISIONED, PAY_PER_REQUEST]; " +
          "Value '-1' at 'provisionedThroughput.writeCapacityUnits' failed to satisfy constraint: Member must have value greater than or equal to 1; " +
          "Value '-1' at 'provisionedThroughput.readCapacityUnits' failed to satisfy constraint: Member must have value greater than or equal to 1; " +
          "Value '[]' at 'keySchema' failed to satisfy constraint: Member must have length greater than or equal to 1",
      ),
    );
  });

  it('echoes an over-long key schema as Java prints it', () => {
    expect(
      failure({
        ...table,
        AttributeDefinitions: definitions('pk', 'sk', 'extra'),
        KeySchema: [hash('pk'), range('sk'), range('extra')],
      }),
    ).toEqual(
      invalid(
        "1 validation error detected: Value '[KeySchemaElement(attributeName=pk, keyType=HASH), " +
          'KeySchemaElement(attributeName=sk, keyType=RANGE), KeySchemaElement(attributeName=extra, keyType=RANGE)]' +
          "' at 'keySchema' failed to satisfy constraint: Member must have length less than or equal to 2",
      ),
    );
  });

  it('lists at most ten index violations', () => {
    const message = failure({ ...table, LocalSecondaryIndexes: [{}, {}, {}, {}, {}, {}, {}, {}, {}] })[1];
    expect(message).toBe(
      '10 validation errors detected: ' +
        [1, 2, 3]
          .flatMap((n) =>
            ['indexName', 'keySchema', 'projection'].map(
              (field) =>
                `Value null at 'localSecondaryIndexes.${n}.member.${field}' failed to satisfy constraint: Member must not be null`,
            ),
          )
          .concat(
            "Value null at 'localSecondaryIndexes.4.member.indexName' failed to satisfy constraint: Member must not be null",
          )
          .join('; '),
    );
  });

  it('checks stream and encryption enums', () => {
    expect(failure({ ...table, StreamSpecification: { StreamViewType: 'new_image' } })).toEqual(
      invalid(
        '2 validation errors detected: ' +
          "Value null at 'streamSpecification.streamEnabled' failed to satisfy constraint: Member must not be null; " +
          "Value 'new_image' at 'streamSpecification.streamViewType' failed to satisfy constraint: Member must satisfy enum value set: [OLD_IMAGE, KEYS_ONLY, NEW_AND_OLD_IMAGES, NEW_IMAGE]",
      ),
    );
    expect(failure({ ...table, SSESpecification: { SSEType: 'kms' } })).toEqual(
      invalid(
        "1 validation error detected: Value 'kms' at 'sSESpecification.sSEType' failed to satisfy constraint: Member must satisfy enum value set: [AES256, KMS]",
      ),
    );
  });
});

describe('CreateTable billing', () => {
  it('requires throughput for PROVISIONED (the default) and refuses it for PAY_PER_REQUEST', () => {
    expect(failure({ TableName: 'abc', AttributeDefinitions: [], KeySchema: [hash('a')] })).toEqual(
      parameter(
        'ReadCapacityUnits and WriteCapacityUnits must both be specified when BillingMode is PROVISIONED',
      ),
    );
    expect(
      failure({
        TableName: 'abc',
        AttributeDefinitions: [],
        KeySchema: [hash('a'), hash('a')],
        ProvisionedThroughput: throughput,
        BillingMode: 'PAY_PER_REQUEST',
      }),
    ).toEqual(
      parameter(
        'Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST',
      ),
    );
  });

  it('bounds capacity units', () => {
    const big = { TableName: 'abc', AttributeDefinitions: [], KeySchema: [hash('a')] };
    expect(
      failure({
        ...big,
        ProvisionedThroughput: { WriteCapacityUnits: 1000000000001, ReadCapacityUnits: 1000000000001 },
      }),
    ).toEqual(invalid('Given value 1000000000001 for ReadCapacityUnits is out of bounds'));
    expect(
      failure({
        ...big,
        ProvisionedThroughput: { ReadCapacityUnits: 1000000000000, WriteCapacityUnits: 1000000000001 },
      }),
    ).toEqual(invalid('Given value 1000000000001 for WriteCapacityUnits is out of bounds'));
  });

  it('checks on-demand throughput against the billing mode', () => {
    // CreateTable's own wording, not UpdateTable's (nubo-db/dynoxide#159).
    expect(failure({ ...table, OnDemandThroughput: { MaxReadRequestUnits: 10 } })).toEqual(
      parameter(
        'MaxReadRequestUnits for OnDemandThroughput cannot be specified when table BillingMode is PROVISIONED.',
      ),
    );
    const onDemand = {
      TableName: 'abc',
      AttributeDefinitions: definitions('a'),
      KeySchema: [hash('a')],
      BillingMode: 'PAY_PER_REQUEST',
    };
    expect(failure({ ...onDemand, OnDemandThroughput: { MaxWriteRequestUnits: 0 } })).toEqual(
      parameter('Requested MaxWriteRequestUnits for OnDemandThroughput for table is outside of valid range'),
    );
  });
});

describe('CreateTable key schema', () => {
  const base = { TableName: 'abc', ProvisionedThroughput: throughput };

  it.each([
    [[], [hash('a'), hash('a')], invalid('Invalid KeySchema: Some index key attribute have no definition')],
    [
      ['b'],
      [hash('a'), range('b')],
      invalid('Invalid KeySchema: Some index key attribute have no definition'),
    ],
    [
      ['a'],
      [hash('a'), hash('a')],
      invalid('Invalid KeySchema: Some index key attribute have no definition'),
    ],
    [
      ['b'],
      [hash('a')],
      parameter(
        'Some index key attributes are not defined in AttributeDefinitions. Keys: [a], AttributeDefinitions: [b]',
      ),
    ],
    [
      ['a', 'b'],
      [hash('a'), hash('a')],
      invalid('Both the Hash Key and the Range Key element in the KeySchema have the same name'),
    ],
    [
      ['a', 'b'],
      [hash('a'), hash('b')],
      invalid('Invalid KeySchema: The second KeySchemaElement is not a RANGE key type'),
    ],
    [
      ['a', 'b'],
      [range('a'), hash('b')],
      invalid('Invalid KeySchema: The first KeySchemaElement is not a HASH key type'),
    ],
    [
      ['a', 'c', 'b'],
      [hash('a'), range('b')],
      parameter(
        'Number of attributes in KeySchema does not exactly match number of attributes defined in AttributeDefinitions',
      ),
    ],
  ])('definitions %j with key schema %j', (names, keySchema, error) => {
    expect(failure({ ...base, AttributeDefinitions: definitions(...names), KeySchema: keySchema })).toEqual(
      error,
    );
  });

  it('rejects a duplicated attribute definition', () => {
    expect(
      failure({
        ...base,
        AttributeDefinitions: [...definitions('pk'), { AttributeName: 'pk', AttributeType: 'N' }],
        KeySchema: [hash('pk')],
      }),
    ).toEqual(invalid('Attribute Name is duplicated: pk'));
  });

  it('reports unused definitions when there are indexes, listing keys in Java set order', () => {
    const gsi = {
      IndexName: 'g-a',
      KeySchema: [hash('a')],
      Projection: { ProjectionType: 'ALL' },
      ProvisionedThroughput: throughput,
    };
    expect(
      failure({
        ...base,
        AttributeDefinitions: definitions('sk', 'a', 'b', 'pk', 'c'),
        KeySchema: [hash('pk'), range('sk')],
        GlobalSecondaryIndexes: [gsi],
      }),
    ).toEqual(
      parameter(
        'Some AttributeDefinitions are not used. AttributeDefinitions: [sk, a, b, pk, c], keys used: [a, sk, pk]',
      ),
    );
  });
});
