/**
 * A table ARN as TableName, as DynamoDB answers it in 2026 (ack-api-quirks dynamodb DDB-TABLE-011,
 * 442): this Region's ARN names the table, another Region's is unreadable to the endpoint and
 * another account's is refused by IAM before any lookup. Through dispatch.
 */
import { describe, expect, it } from 'vitest';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const arn = (region: string, account: string) => `arn:aws:dynamodb:${region}:${account}:table/ledger`;
const OURS = arn('us-east-1', '000000000000');

function engineWithLedger() {
  const engine = testEngine();
  ok(engine, 'CreateTable', idTable('ledger'));
  return engine;
}

describe('a table ARN as TableName', () => {
  it("is this Region's table, described by its bare name", () => {
    const engine = engineWithLedger();
    expect(ok(engine, 'DescribeTable', { TableName: OURS }).Table.TableName).toBe('ledger');
  });

  it("of another Region is a ValidationException naming the ARN's Region as invalid", () => {
    const engine = engineWithLedger();
    const other = arn('us-west-2', '000000000000');
    for (const [operation, extra] of [
      ['DescribeTable', {}],
      ['DescribeTimeToLive', {}],
      ['UpdateTable', { DeletionProtectionEnabled: true }],
      ['DeleteTable', {}],
    ] as const) {
      expect(fails(engine, operation, { TableName: other, ...extra })).toMatchObject({
        type: 'ValidationException',
        message: `1 validation error detected: Invalid AWS region in '${other}'`,
      });
    }
    expect(ok(engine, 'DescribeTable', { TableName: 'ledger' }).Table.DeletionProtectionEnabled).toBe(false);
  });

  it('of another account is refused as access denied', () => {
    const engine = engineWithLedger();
    expect(fails(engine, 'DescribeTable', { TableName: arn('us-east-1', '111111111111') })).toMatchObject({
      type: 'AccessDeniedException',
      message: 'Access is denied',
    });
  });

  it('by TableId is not found', () => {
    const engine = engineWithLedger();
    const id = ok(engine, 'DescribeTable', { TableName: 'ledger' }).Table.TableId;
    expect(fails(engine, 'DescribeTable', { TableName: id })).toMatchObject({
      type: 'ResourceNotFoundException',
      message: `Requested resource not found: Table: ${id} not found`,
    });
  });
});
