import { describe, expect, it } from 'vitest';
import { failureOf, invalid, parameter } from '../../../../test/helpers/validationFailures.ts';
import { validateCreateTable } from '../createTable.ts';

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

describe('CreateTable local secondary indexes', () => {
  const lsi = (keySchema: object[], projection: object = { ProjectionType: 'ALL' }, name = 'abc') => ({
    IndexName: name,
    KeySchema: keySchema,
    Projection: projection,
  });

  it('needs a non-empty list and a table range key', () => {
    expect(failure({ ...table, KeySchema: [hash('a')], LocalSecondaryIndexes: [] })).toEqual(
      parameter('List of LocalSecondaryIndexes is empty'),
    );
    expect(
      failure({ ...table, KeySchema: [hash('a')], LocalSecondaryIndexes: [lsi([range('c')], {})] }),
    ).toEqual(
      parameter(
        'Table KeySchema does not have a range key, which is required when specifying a LocalSecondaryIndex',
      ),
    );
  });

  it.each([
    [
      [range('c'), range('d')],
      {},
      parameter(
        'Some index key attributes are not defined in AttributeDefinitions. Keys: [c, d], AttributeDefinitions: [a, b]',
      ),
    ],
    [[range('a')], {}, invalid('Invalid KeySchema: The first KeySchemaElement is not a HASH key type')],
    [
      [hash('a'), hash('a')],
      {},
      invalid('Both the Hash Key and the Range Key element in the KeySchema have the same name'),
    ],
    [
      [hash('a'), hash('b')],
      {},
      invalid('Invalid KeySchema: The second KeySchemaElement is not a RANGE key type'),
    ],
    [[hash('b')], {}, parameter('Index KeySchema does not have a range key for index: abc')],
    [
      [hash('b'), range('a')],
      {},
      parameter(
        'Index KeySchema does not have the same leading hash key as table KeySchema for index: abc. index hash key: b, table hash key: a',
      ),
    ],
    [[hash('a'), range('b')], {}, parameter('Unknown ProjectionType: null')],
    [[hash('a'), range('b')], { NonKeyAttributes: ['a'] }, parameter('Unknown ProjectionType: null')],
    [
      [hash('a'), range('b')],
      { ProjectionType: 'ALL', NonKeyAttributes: ['a'] },
      parameter('ProjectionType is ALL, but NonKeyAttributes is specified'),
    ],
    [
      [hash('a'), range('b')],
      { ProjectionType: 'KEYS_ONLY', NonKeyAttributes: ['a'] },
      parameter('ProjectionType is KEYS_ONLY, but NonKeyAttributes is specified'),
    ],
    [
      [hash('a'), range('b')],
      { ProjectionType: 'INCLUDE' },
      parameter('ProjectionType is INCLUDE, but NonKeyAttributes is not specified'),
    ],
    [
      [hash('a'), range('b')],
      { ProjectionType: 'INCLUDE', NonKeyAttributes: ['x', 'x'] },
      parameter('Duplicate element in NonKeyAttributes: x'),
    ],
  ])('key schema %j, projection %j', (keySchema, projection, error) => {
    expect(failure({ ...table, LocalSecondaryIndexes: [lsi(keySchema, projection)] })).toEqual(error);
  });

  it('rejects duplicate names and more than five indexes', () => {
    const valid = (name: string) => lsi([hash('a'), range('b')], { ProjectionType: 'ALL' }, name);
    expect(failure({ ...table, LocalSecondaryIndexes: [valid('abc'), valid('abc')] })).toEqual(
      parameter('Duplicate index name: abc'),
    );
    expect(
      failure({ ...table, LocalSecondaryIndexes: ['abc', 'abd', 'abe', 'abf', 'abg', 'abh'].map(valid) }),
    ).toEqual(parameter('Number of LocalSecondaryIndexes exceeds per-table limit of 5'));
  });

  it('checks index members against their constraints', () => {
    expect(
      failure({
        ...table,
        KeySchema: [hash('a')],
        LocalSecondaryIndexes: [
          { IndexName: 'h;', KeySchema: [], Projection: { NonKeyAttributes: [], ProjectionType: 'abc' } },
        ],
      }),
    ).toEqual(
      invalid(
        '5 validation errors detected: ' +
          "Value 'h;' at 'localSecondaryIndexes.1.member.indexName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+; " +
          "Value 'h;' at 'localSecondaryIndexes.1.member.indexName' failed to satisfy constraint: Member must have length greater than or equal to 3; " +
          "Value '[]' at 'localSecondaryIndexes.1.member.keySchema' failed to satisfy constraint: Member must have length greater than or equal to 1; " +
          "Value 'abc' at 'localSecondaryIndexes.1.member.projection.projectionType' failed to satisfy constraint: Member must satisfy enum value set: [ALL, INCLUDE, KEYS_ONLY]; " +
          "Value '[]' at 'localSecondaryIndexes.1.member.projection.nonKeyAttributes' failed to satisfy constraint: Member must have length greater than or equal to 1",
      ),
    );
  });
});

describe('CreateTable global secondary indexes', () => {
  const gsi = (name: string, extra: object = {}) => ({
    IndexName: name,
    KeySchema: [hash('a'), range('b')],
    Projection: { ProjectionType: 'ALL' },
    ProvisionedThroughput: throughput,
    ...extra,
  });

  it('needs a non-empty list of at most twenty uniquely named indexes', () => {
    expect(failure({ ...table, GlobalSecondaryIndexes: [] })).toEqual(
      parameter('List of GlobalSecondaryIndexes is empty'),
    );
    expect(
      failure({ ...table, GlobalSecondaryIndexes: Array.from({ length: 21 }, (_, i) => gsi(`abc${i}`)) }),
    ).toEqual(parameter('GlobalSecondaryIndex count exceeds the per-table limit of 20'));
    expect(
      failure({
        ...table,
        LocalSecondaryIndexes: [
          { IndexName: 'abc', KeySchema: [hash('a'), range('b')], Projection: { ProjectionType: 'ALL' } },
        ],
        GlobalSecondaryIndexes: [gsi('abc')],
      }),
    ).toEqual(parameter('Duplicate index name: abc'));
  });

  it('does not require a range key', () => {
    expect(
      failure({ ...table, GlobalSecondaryIndexes: [gsi('abc', { KeySchema: [hash('b')], Projection: {} })] }),
    ).toEqual(parameter('Unknown ProjectionType: null'));
  });

  it('ties index throughput to the billing mode', () => {
    const onDemand = {
      TableName: 'abc',
      AttributeDefinitions: definitions('a', 'b'),
      KeySchema: [hash('a')],
      BillingMode: 'PAY_PER_REQUEST',
    };
    const { ProvisionedThroughput: _dropped, ...withoutThroughput } = gsi('abc');
    expect(failure({ ...onDemand, GlobalSecondaryIndexes: [withoutThroughput, gsi('abd')] })).toEqual(
      parameter(
        'ProvisionedThroughput should not be specified for index: abd when BillingMode is PAY_PER_REQUEST',
      ),
    );
    expect(failure({ ...table, GlobalSecondaryIndexes: [withoutThroughput] })).toEqual(
      parameter('ProvisionedThroughput is not specified for index: abc'),
    );
  });

  it('reports index throughput constraints', () => {
    expect(
      failure({
        ...table,
        GlobalSecondaryIndexes: [gsi('abc', { ProvisionedThroughput: { ReadCapacityUnits: 0 } })],
      }),
    ).toEqual(
      invalid(
        '2 validation errors detected: ' +
          "Value null at 'globalSecondaryIndexes.1.member.provisionedThroughput.writeCapacityUnits' failed to satisfy constraint: Member must not be null; " +
          "Value '0' at 'globalSecondaryIndexes.1.member.provisionedThroughput.readCapacityUnits' failed to satisfy constraint: Member must have value greater than or equal to 1",
      ),
    );
  });
});
