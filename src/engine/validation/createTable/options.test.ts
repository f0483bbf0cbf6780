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

describe('CreateTable options', () => {
  it.each([
    [
      { StreamSpecification: { StreamEnabled: true } },
      parameter('Table is being created with a stream enabled, UpdateViewType is required'),
    ],
    [
      { StreamSpecification: { StreamEnabled: false, StreamViewType: 'NEW_IMAGE' } },
      parameter('Table is being created with a stream disabled, UpdateViewType should not be specified'),
    ],
    [
      { SSESpecification: { Enabled: false, SSEType: 'KMS' } },
      parameter('SSEType can not be specified if Enabled is false'),
    ],
    [
      { SSESpecification: { Enabled: false, KMSMasterKeyId: 'k' } },
      parameter('KMSMasterKeyId can not be specified if Enabled is false'),
    ],
    [
      { SSESpecification: { Enabled: true, SSEType: 'AES256' } },
      parameter('SSEType AES256 is not supported'),
    ],
    [
      { SSESpecification: { Enabled: true, KMSMasterKeyId: 'alias/aws/dynamodb' } },
      parameter('SSEType KMS is required if KMSMasterKeyId is specified'),
    ],
    [
      { TableClass: 'COLD' },
      invalid(
        'Invalid table-class parameter provided. Please try again with a valid table-class value: [STANDARD, STANDARD_INFREQUENT_ACCESS].',
      ),
    ],
    [{ Tags: [{ Key: 'aws:x', Value: 'v' }] }, invalid('Tag Key cannot be prefixed with aws:, Key: aws:x')],
    [
      {
        Tags: [
          { Key: 'k', Value: '1' },
          { Key: 'k', Value: '2' },
        ],
      },
      invalid('Duplicate Tag Keys provided as input: Duplicate Tag Key found k'),
    ],
    [{ Tags: [{ Key: 'k!', Value: 'v' }] }, invalid('The Tag Key provided is invalid, Key: k!')],
  ])('%j', (options, error) => {
    expect(failure({ ...table, ...options })).toEqual(error);
  });

  it('accepts SSE settings without Enabled and a full table definition', () => {
    const request = validateCreateTable({
      ...table,
      SSESpecification: { SSEType: 'KMS' },
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
      Tags: [{ Key: 'team', Value: '' }],
      TableClass: 'STANDARD_INFREQUENT_ACCESS',
      LocalSecondaryIndexes: [
        {
          IndexName: 'lsi',
          KeySchema: [hash('a'), range('b')],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['x'] },
        },
      ],
    });
    expect(request.TableName).toBe('abc');
    expect(request.LocalSecondaryIndexes![0].Projection).toEqual({
      ProjectionType: 'INCLUDE',
      NonKeyAttributes: ['x'],
    });
  });
});
