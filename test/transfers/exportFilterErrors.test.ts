/**
 * FilterSpecifications DynamoDB would refuse (S3DataExport.Filtered.html): AWS records no messages of
 * its own, so each refusal must be the one a Query gives for the same expressions, and must start
 * no export.
 */
import { describe, expect, it } from 'vitest';
import { N, S, tableArn, withCustomerOrders, type Json } from './support.ts';

const ORDERS = tableArn('orders');

describe('a FilterSpecification DynamoDB would refuse', () => {
  const bad: [string, Json][] = [
    [
      'a key condition on a non-key attribute',
      { KeyConditionExpression: 'city = :v', ExpressionAttributeValues: { ':v': S('London') } },
    ],
    [
      'a key condition without the partition key',
      { KeyConditionExpression: 'sk = :v', ExpressionAttributeValues: { ':v': S('PROFILE') } },
    ],
    [
      'a key condition with a range on the partition key',
      { KeyConditionExpression: 'pk > :v', ExpressionAttributeValues: { ':v': S('CUSTOMER#') } },
    ],
    [
      'a key attribute in the filter beside a key condition',
      {
        KeyConditionExpression: 'pk = :c',
        FilterExpression: 'sk <> :p',
        ExpressionAttributeValues: { ':c': S('CUSTOMER#ada'), ':p': S('PROFILE') },
      },
    ],
    [
      'a value no expression uses',
      { FilterExpression: 'amount > :t', ExpressionAttributeValues: { ':t': N(1), ':x': N(2) } },
    ],
    ['a name no expression uses', { ProjectionExpression: 'sk', ExpressionAttributeNames: { '#n': 'name' } }],
    ['a value missing', { FilterExpression: 'amount > :t' }],
    ['a syntax error', { FilterExpression: 'amount >', ExpressionAttributeValues: { ':t': N(1) } }],
    [
      'a value of the wrong type for the key',
      { KeyConditionExpression: 'pk = :c', ExpressionAttributeValues: { ':c': N(1) } },
    ],
    ['a path into a key attribute', { ProjectionExpression: 'pk.street' }],
    ['a reserved word', { ProjectionExpression: 'status' }],
  ];

  it.each(bad)('refuses %s with the message a Query gives, and exports nothing', (_, specification) => {
    const box = withCustomerOrders();
    const refused = box.fails('ExportTableToPointInTime', {
      TableArn: ORDERS,
      S3Bucket: 'exports',
      FilterSpecification: specification,
    });
    // The same expressions in a Query (with a key condition it needs, where the export has none).
    const query = {
      TableName: 'orders',
      ...specification,
      KeyConditionExpression: specification.KeyConditionExpression ?? 'pk = :qc',
      ExpressionAttributeValues: specification.KeyConditionExpression
        ? specification.ExpressionAttributeValues
        : { ...specification.ExpressionAttributeValues, ':qc': S('CUSTOMER#ada') },
    };
    expect(refused.type).toBe('ValidationException');
    expect(refused).toEqual(box.fails('Query', query));
    expect(box.ok('ListExports', {}).ExportSummaries).toEqual([]);
  });

  it('refuses ExpressionAttributeNames when the FilterSpecification has no expression', () => {
    const box = withCustomerOrders();
    const refused = box.fails('ExportTableToPointInTime', {
      TableArn: ORDERS,
      S3Bucket: 'exports',
      FilterSpecification: { ExpressionAttributeNames: { '#n': 'name' } },
    });
    expect(refused).toEqual({
      type: 'ValidationException',
      message: 'ExpressionAttributeNames can only be specified when using expressions',
    });
  });

  it('refuses a FilterSpecification that is not a structure as any request field', () => {
    const box = withCustomerOrders();
    const refused = box.fails('ExportTableToPointInTime', {
      TableArn: ORDERS,
      S3Bucket: 'exports',
      FilterSpecification: { FilterExpression: 7 },
    });
    expect(refused.type).toBe('SerializationException');
  });
});
