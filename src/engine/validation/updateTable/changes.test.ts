import { describe, expect, it } from 'vitest';
import { failureOf, parameter } from '../../../../test/helpers/validationFailures.ts';
import { validateUpdateTable } from '../updateTable.ts';

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
const remove = (name: string) => ({ Delete: { IndexName: name } });
const update = (name: string, extra: object = { ProvisionedThroughput: throughput }) => ({
  Update: { IndexName: name, ...extra },
});
const definitions = [{ AttributeName: 'g', AttributeType: 'S' }];

describe('UpdateTable: what one call may change', () => {
  const sse = { SSESpecification: { Enabled: true, SSEType: 'KMS' } };
  const tableClass = { TableClass: 'STANDARD' };
  const protection = { DeletionProtectionEnabled: false };
  const warm = { WarmThroughput: { ReadUnitsPerSecond: 13000 } };
  const onDemand = { OnDemandThroughput: { MaxReadRequestUnits: 10 } };
  const stream = { StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' } };
  const provisioned = { ProvisionedThroughput: throughput };
  const newIndex = { AttributeDefinitions: definitions, GlobalSecondaryIndexUpdates: [create('abc')] };

  it.each([
    [
      { ...sse, ...protection },
      'Server-Side Encryption modification must be the only operation in the request',
    ],
    [
      { ...sse, ...newIndex },
      'Server-Side Encryption modification must be the only operation in the request',
    ],
    [{ ...tableClass, ...protection }, 'TableClass modification must be the only operation in the request'],
    [{ ...tableClass, ...provisioned }, 'TableClass modification must be the only operation in the request'],
    [{ ...protection, ...warm }, 'DeletionProtection modification must be the only operation in the request'],
    [
      { ...protection, BillingMode: 'PAY_PER_REQUEST' },
      'DeletionProtection modification must be the only operation in the request',
    ],
    [
      { ...protection, ...newIndex },
      'DeletionProtection modification must be the only operation in the request',
    ],
    [
      { ...onDemand, ...stream },
      'OnDemandThroughput can only be combined with BillingMode in an UpdateTable request',
    ],
    [
      { ...onDemand, ...warm },
      'OnDemandThroughput can only be combined with BillingMode in an UpdateTable request',
    ],
    [
      { ...warm, ...newIndex },
      'Create global secondary index cannot be specified when updating WarmThroughput',
    ],
    [{ ...warm, ...provisioned }, 'WarmThroughput must be the only operation in the request'],
    [
      { ...warm, GlobalSecondaryIndexUpdates: [update('abc')] },
      'WarmThroughput must be the only operation in the request',
    ],
    [
      { ...warm, GlobalSecondaryIndexUpdates: [update('abc', { ...provisioned, ...warm })] },
      'WarmThroughput must be the only operation in the request',
    ],
    [{ ...stream, ...provisioned }, 'You cannot modify stream status while updating table IOPS'],
    [{ ...stream, BillingMode: 'PROVISIONED' }, 'You cannot modify stream status while updating table IOPS'],
    [{ ...provisioned, ...newIndex }, 'You cannot create or delete index while updating table IOPS'],
    [
      { ...stream, GlobalSecondaryIndexUpdates: [remove('abc')] },
      'You cannot create or delete index while changing stream status',
    ],
  ])('%j', (body, message) => {
    expect(failure({ TableName: 'abc', ...body })).toEqual(parameter(message));
  });

  it.each([
    [{ ...onDemand, BillingMode: 'PAY_PER_REQUEST' }],
    [{ ...stream, BillingMode: 'PAY_PER_REQUEST' }],
    [{ ...newIndex, BillingMode: 'PAY_PER_REQUEST' }],
    [{ ...provisioned, BillingMode: 'PROVISIONED', GlobalSecondaryIndexUpdates: [update('abc')] }],
    [{ ...newIndex, GlobalSecondaryIndexUpdates: [create('abc'), update('abd')] }],
    [sse],
    [warm],
    // AWS's guide raises a table's and an index's warm throughput in one call (update-warm-throughput.html).
    [{ ...warm, GlobalSecondaryIndexUpdates: [update('abc', warm), update('abd', warm)] }],
  ])('accepts %j', (body) => {
    expect(() => validateUpdateTable({ TableName: 'abc', ...body })).not.toThrow();
  });
});
