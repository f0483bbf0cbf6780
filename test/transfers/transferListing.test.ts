/**
 * ListExports and ListImports as AWS was seen to answer them (ack-api-quirks dynamodb, probed in
 * 2026): the newest first, 10 to a page unless asked for more (DDB-IMPORT-016, DDB-EXPORT-017),
 * neither taking the other's page tokens (DDB-EXPORT-006); and DescribeImport of what is not an
 * import's ARN (DDB-IMPORT-010).
 */
import { describe, expect, it } from 'vitest';
import { importRequest, newSandbox, tableArn, tableWithRecovery, type Json } from './support.ts';

const ORDERS = tableArn('orders');
const arnsOf = (list: Json[], field: string) => list.map((entry) => entry[field] as string);

describe('ListExports', () => {
  it('lists the newest first, 10 to a page unless MaxResults says otherwise', () => {
    const box = newSandbox();
    tableWithRecovery(box);
    const started: string[] = [];
    for (let i = 0; i < 12; i++) {
      const reply = box.ok('ExportTableToPointInTime', { TableArn: ORDERS, S3Bucket: 'exports' });
      started.push(reply.ExportDescription.ExportArn);
      box.advance(1000);
    }
    const newestFirst = [...started].reverse();
    const first = box.ok('ListExports', {});
    expect(arnsOf(first.ExportSummaries, 'ExportArn')).toEqual(newestFirst.slice(0, 10));
    const rest = box.ok('ListExports', { NextToken: first.NextToken });
    expect(arnsOf(rest.ExportSummaries, 'ExportArn')).toEqual(newestFirst.slice(10));
    expect(rest.NextToken).toBeUndefined();
    const whole = box.ok('ListExports', { TableArn: ORDERS, MaxResults: 25 });
    expect(arnsOf(whole.ExportSummaries, 'ExportArn')).toEqual(newestFirst);
  });
});

describe('ListImports', () => {
  it('lists the newest first, 10 to a page unless PageSize says otherwise', () => {
    const box = newSandbox();
    const started: string[] = [];
    for (let i = 0; i < 11; i++) {
      const request = importRequest(`imported-${i}`, 'DYNAMODB_JSON', 'data/');
      started.push(box.ok('ImportTable', request).ImportTableDescription.ImportArn);
      box.advance(100);
    }
    const newestFirst = [...started].reverse();
    const first = box.ok('ListImports', {});
    expect(arnsOf(first.ImportSummaryList, 'ImportArn')).toEqual(newestFirst.slice(0, 10));
    const rest = box.ok('ListImports', { NextToken: first.NextToken });
    expect(arnsOf(rest.ImportSummaryList, 'ImportArn')).toEqual(newestFirst.slice(10));
    expect(arnsOf(box.ok('ListImports', { PageSize: 25 }).ImportSummaryList, 'ImportArn')).toEqual(
      newestFirst,
    );
  });
});

describe('page tokens', () => {
  it('are not taken by the other list, and are quoted when refused', () => {
    const box = newSandbox();
    tableWithRecovery(box);
    for (let i = 0; i < 2; i++) {
      box.ok('ExportTableToPointInTime', { TableArn: ORDERS, S3Bucket: 'exports' });
      box.ok('ImportTable', importRequest(`imported-${i}`, 'DYNAMODB_JSON', 'data/'));
      box.advance(1000);
    }
    const exportToken = box.ok('ListExports', { MaxResults: 1 }).NextToken as string;
    const importToken = box.ok('ListImports', { PageSize: 1 }).NextToken as string;
    expect(box.ok('ListExports', { NextToken: exportToken }).ExportSummaries).toHaveLength(1);
    expect(box.ok('ListImports', { NextToken: importToken }).ImportSummaryList).toHaveLength(1);
    const refusal = (token: string) => ({
      type: 'ValidationException',
      message: `Invalid Request: Provided nextToken is invalid: ${token}`,
    });
    expect(box.fails('ListImports', { NextToken: exportToken })).toEqual(refusal(exportToken));
    expect(box.fails('ListExports', { NextToken: importToken })).toEqual(refusal(importToken));
  });
});

describe('DescribeImport', () => {
  it.each([
    ['a table ARN', ORDERS],
    ['an export ARN', `${ORDERS}/export/01795996800000-0badc0de`],
    ['40 letters', 'x'.repeat(40)],
  ])('refuses %s as not an import ARN', (_, ImportArn) => {
    expect(newSandbox().fails('DescribeImport', { ImportArn })).toEqual({
      type: 'ValidationException',
      message: 'Invalid Import ARN',
    });
  });
});
