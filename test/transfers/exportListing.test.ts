/**
 * Exports by ClientToken and by list: a repeated request answers the export it started (for 8 hours
 * after that export ends), a token reused with other parameters is a conflict, and ListExports
 * filters by table and pages with MaxResults and NextToken.
 */
import { describe, expect, it } from 'vitest';
import { MINUTE, exportAndWait, keyedTable, newSandbox, tableArn, tableWithRecovery } from './support.ts';

const ORDERS = tableArn('orders');
const USERS = tableArn('users');

describe('ClientToken', () => {
  it('answers a repeated request with the export it started, now as it stands', () => {
    const box = newSandbox();
    tableWithRecovery(box);
    const request = { TableArn: ORDERS, S3Bucket: 'exports', S3Prefix: 'nightly', ClientToken: 'run-1' };
    const first = box.ok('ExportTableToPointInTime', request).ExportDescription;
    expect(first.ClientToken).toBe('run-1');
    const again = box.ok('ExportTableToPointInTime', request).ExportDescription;
    expect(again.ExportArn).toBe(first.ExportArn);
    box.advance(MINUTE);
    const later = box.ok('ExportTableToPointInTime', request).ExportDescription;
    expect(later).toMatchObject({ ExportArn: first.ExportArn, ExportStatus: 'COMPLETED' });
    expect(box.ok('ListExports', {}).ExportSummaries).toHaveLength(1);
  });

  it('knows the same request written in another order', () => {
    const box = newSandbox();
    tableWithRecovery(box);
    const first = box.ok('ExportTableToPointInTime', {
      TableArn: ORDERS,
      S3Bucket: 'exports',
      ClientToken: 'run-1',
    }).ExportDescription;
    const again = box.ok('ExportTableToPointInTime', {
      ClientToken: 'run-1',
      S3Bucket: 'exports',
      TableArn: ORDERS,
    }).ExportDescription;
    expect(again.ExportArn).toBe(first.ExportArn);
  });

  it('refuses the token with other parameters: ExportConflictException', () => {
    const box = newSandbox();
    tableWithRecovery(box);
    box.ok('ExportTableToPointInTime', { TableArn: ORDERS, S3Bucket: 'exports', ClientToken: 'run-1' });
    for (const change of [
      { S3Bucket: 'other-exports' },
      { S3Prefix: 'elsewhere' },
      { ExportFormat: 'ION' },
    ]) {
      const request = { TableArn: ORDERS, S3Bucket: 'exports', ClientToken: 'run-1', ...change };
      expect(box.fails('ExportTableToPointInTime', request).type).toBe('ExportConflictException');
    }
    expect(box.ok('ListExports', {}).ExportSummaries).toHaveLength(1);
  });

  it('gives a token of its own to a request without one', () => {
    const box = newSandbox();
    tableWithRecovery(box);
    const request = { TableArn: ORDERS, S3Bucket: 'exports' };
    const first = box.ok('ExportTableToPointInTime', request).ExportDescription;
    const second = box.ok('ExportTableToPointInTime', request).ExportDescription;
    expect(first.ClientToken).toEqual(expect.any(String));
    expect(second.ClientToken).not.toBe(first.ClientToken);
    expect(second.ExportArn).not.toBe(first.ExportArn);
  });

  it('is forgotten 8 hours after its export ended: the request starts a new export', () => {
    const box = newSandbox();
    tableWithRecovery(box);
    const first = exportAndWait(box, { TableArn: ORDERS, S3Bucket: 'exports', ClientToken: 'run-1' });
    box.advance(7 * 60 * MINUTE);
    const within = { TableArn: ORDERS, S3Bucket: 'exports', ClientToken: 'run-1', S3Prefix: 'changed' };
    expect(box.fails('ExportTableToPointInTime', within).type).toBe('ExportConflictException');
    box.advance(2 * 60 * MINUTE);
    const after = box.ok('ExportTableToPointInTime', within).ExportDescription;
    expect(after.ExportArn).not.toBe(first.ExportArn);
    expect(after.S3Prefix).toBe('changed');
  });
});

describe('ListExports', () => {
  function twoTables() {
    const box = newSandbox();
    tableWithRecovery(box);
    tableWithRecovery(box, keyedTable('users'));
    const arns: Record<string, string[]> = { [ORDERS]: [], [USERS]: [] };
    for (const [table, count] of [
      [ORDERS, 3],
      [USERS, 2],
    ] as const) {
      for (let i = 0; i < count; i++) {
        const reply = box.ok('ExportTableToPointInTime', { TableArn: table, S3Bucket: 'exports' });
        arns[table].push(reply.ExportDescription.ExportArn);
        box.advance(1000);
      }
    }
    return { box, arns };
  }

  it("lists every export with its status and type, or one table's with TableArn", () => {
    const { box, arns } = twoTables();
    const all = box.ok('ListExports', {}).ExportSummaries as Record<string, string>[];
    expect(all.map((summary) => summary.ExportArn).sort()).toEqual([...arns[ORDERS], ...arns[USERS]].sort());
    for (const summary of all) expect(summary.ExportType).toBe('FULL_EXPORT');
    const users = box.ok('ListExports', { TableArn: USERS }).ExportSummaries as Record<string, string>[];
    expect(users.map((summary) => summary.ExportArn).sort()).toEqual([...arns[USERS]].sort());
    expect(box.ok('ListExports', { TableArn: tableArn('nothing') }).ExportSummaries).toEqual([]);
    // Statuses follow the clock: the exports end.
    box.advance(MINUTE);
    const statuses = (box.ok('ListExports', {}).ExportSummaries as Record<string, string>[]).map(
      (summary) => summary.ExportStatus,
    );
    expect(new Set(statuses)).toEqual(new Set(['COMPLETED']));
  });

  it('pages with MaxResults and NextToken, each export once', () => {
    const { box, arns } = twoTables();
    const seen: string[] = [];
    const sizes: number[] = [];
    let NextToken: string | undefined;
    do {
      const page = box.ok('ListExports', { MaxResults: 2, ...(NextToken && { NextToken }) });
      sizes.push(page.ExportSummaries.length);
      seen.push(...page.ExportSummaries.map((summary: { ExportArn: string }) => summary.ExportArn));
      NextToken = page.NextToken;
    } while (NextToken !== undefined);
    expect(sizes).toEqual([2, 2, 1]);
    expect([...seen].sort()).toEqual([...arns[ORDERS], ...arns[USERS]].sort());
    // A last page that is exactly full has no NextToken either.
    const orders = box.ok('ListExports', { TableArn: ORDERS, MaxResults: 3 });
    expect(orders.ExportSummaries).toHaveLength(3);
    expect(orders.NextToken).toBeUndefined();
  });

  it('refuses a NextToken it did not give', () => {
    const { box } = twoTables();
    expect(box.fails('ListExports', { NextToken: 'not-a-token' }).type).toBe('ValidationException');
  });

  it('keeps an export for 90 days', () => {
    const { box, arns } = twoTables();
    box.advance(89 * 24 * 60 * MINUTE);
    expect(box.ok('ListExports', {}).ExportSummaries).toHaveLength(5);
    box.advance(2 * 24 * 60 * MINUTE);
    expect(box.ok('ListExports', {}).ExportSummaries).toEqual([]);
    expect(box.fails('DescribeExport', { ExportArn: arns[ORDERS][0] }).type).toBe('ExportNotFoundException');
  });
});

describe('running exports', () => {
  it('are at most 300 at a time: LimitExceededException, until some end', () => {
    const box = newSandbox();
    tableWithRecovery(box);
    for (let i = 0; i < 300; i++)
      box.ok('ExportTableToPointInTime', { TableArn: ORDERS, S3Bucket: 'exports' });
    expect(box.fails('ExportTableToPointInTime', { TableArn: ORDERS, S3Bucket: 'exports' })).toEqual({
      type: 'LimitExceededException',
      message: 'Too many operations for a given subscriber.',
    });
    box.advance(MINUTE);
    expect(
      box.ok('ExportTableToPointInTime', { TableArn: ORDERS, S3Bucket: 'exports' }).ExportDescription
        .ExportStatus,
    ).toBe('IN_PROGRESS');
  });
});
