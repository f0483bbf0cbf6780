/**
 * Export and listing answers as AWS was seen to give them (ack-api-quirks dynamodb, probed in 2026):
 * the conflict of a reused ClientToken (DDB-EXPORT-009), a KMS key without KMS (DDB-EXPORT-005), a
 * TableArn that is not this account's table's ARN (DDB-EXPORT-001, 002), an empty FilterSpecification
 * (DDB-EXPORT-008),
 * DescribeExport of what is not an export (DDB-EXPORT-006), a page token not given (DDB-EXPORT-006),
 * and what DescribeExport fills in for a minimal request (DDB-EXPORT-008, 017).
 */
import { describe, expect, it } from 'vitest';
import { newSandbox, tableArn, tableWithRecovery, type Sandbox } from './support.ts';

const ORDERS = tableArn('orders');

function withOrders(): Sandbox {
  const box = newSandbox();
  tableWithRecovery(box);
  return box;
}

describe('ExportTableToPointInTime', () => {
  it('refuses a ClientToken reused with other parameters in AWS words', () => {
    const box = withOrders();
    box.ok('ExportTableToPointInTime', { TableArn: ORDERS, S3Bucket: 'exports', ClientToken: 'run-1' });
    const again = { TableArn: ORDERS, S3Bucket: 'exports', ClientToken: 'run-1', S3Prefix: 'elsewhere' };
    expect(box.fails('ExportTableToPointInTime', again)).toEqual({
      type: 'ExportConflictException',
      message: 'Export conflict: Duplicate request detected with conflicting parameters',
    });
  });

  it.each([
    ['no algorithm', {}],
    ['AES256', { S3SseAlgorithm: 'AES256' }],
  ])('refuses a KMS key with %s', (_, algorithm) => {
    const box = withOrders();
    const request = { TableArn: ORDERS, S3Bucket: 'exports', S3SseKmsKeyId: 'alias/aws/s3', ...algorithm };
    expect(box.fails('ExportTableToPointInTime', request)).toEqual({
      type: 'ValidationException',
      message: 'Invalid Request: KMS Key Id is not supported for this encryption type',
    });
    const kms = { ...request, S3SseAlgorithm: 'KMS' };
    expect(box.ok('ExportTableToPointInTime', kms).ExportDescription.S3SseKmsKeyId).toBe('alias/aws/s3');
  });
});

describe('TableArn and FilterSpecification', () => {
  it.each([
    [
      'a bare table name',
      'orders',
      'ValidationException',
      'One or more parameter values were invalid: tableArn is not a valid ARN',
    ],
    [
      'an index ARN',
      `${ORDERS}/index/byCity`,
      'ValidationException',
      'Invalid Request: Table ARN is invalid.',
    ],
    [
      'another account',
      ORDERS.replace('000000000000', '111111111111'),
      'AccessDeniedException',
      'Access is denied',
    ],
  ])('refuses %s as TableArn', (_, TableArn, type, message) => {
    const box = withOrders();
    expect(box.fails('ExportTableToPointInTime', { TableArn, S3Bucket: 'exports' })).toEqual({
      type,
      message,
    });
  });

  it('refuses an empty FilterSpecification', () => {
    const box = withOrders();
    const request = { TableArn: ORDERS, S3Bucket: 'exports', FilterSpecification: {} };
    expect(box.fails('ExportTableToPointInTime', request)).toEqual({
      type: 'ValidationException',
      message: 'Invalid Request: Invalid FilterSpecification: The specification can not be empty',
    });
  });
});

describe('DescribeExport', () => {
  it('fills in the default encryption and the destination', () => {
    const box = withOrders();
    const started = box.ok('ExportTableToPointInTime', { TableArn: ORDERS, S3Bucket: 'exports' });
    expect(started.ExportDescription).toMatchObject({ S3SseAlgorithm: 'AES256', DestinationType: 'S3' });
    const described = box.ok('DescribeExport', { ExportArn: started.ExportDescription.ExportArn });
    expect(described.ExportDescription).toMatchObject({ S3SseAlgorithm: 'AES256', DestinationType: 'S3' });
  });

  it.each([
    ['a table ARN', ORDERS],
    ['an import ARN', `${ORDERS}/import/01795996800000-0badc0de`],
    ['40 letters', 'x'.repeat(40)],
  ])('refuses %s as not an export ARN', (_, ExportArn) => {
    const box = withOrders();
    expect(box.fails('DescribeExport', { ExportArn })).toEqual({
      type: 'ValidationException',
      message: 'Invalid Export ARN',
    });
  });

  it('says twice that an export ARN naming no export is not found', () => {
    const box = withOrders();
    const ExportArn = `${ORDERS}/export/01795996800000-0badc0de`;
    expect(box.fails('DescribeExport', { ExportArn })).toEqual({
      type: 'ExportNotFoundException',
      message: `Export not found: Export not found: ${ExportArn}`,
    });
  });
});

describe('a page token the listing did not give', () => {
  it('is refused, quoted, by ListExports and ListImports', () => {
    const box = withOrders();
    expect(box.fails('ListExports', { NextToken: 'not-a-token' })).toEqual({
      type: 'ValidationException',
      message: 'Invalid Request: Provided nextToken is invalid: not-a-token',
    });
    // Well-formed for ListImports' constraint (hex, 112 characters), yet not one it gave.
    const NextToken = '0123456789abcdef' + 'a'.repeat(96);
    expect(box.fails('ListImports', { NextToken })).toEqual({
      type: 'ValidationException',
      message: `Invalid Request: Provided nextToken is invalid: ${NextToken}`,
    });
  });
});
