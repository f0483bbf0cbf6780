/**
 * The account-level throughput quota (80,000 read and 80,000 write units, what DescribeLimits
 * reports) across all provisioned tables and their global indexes. CreateTable's refusal is worded as
 * a 2026 lab recorded it against AWS (ack-api-quirks dynamodb DDB-TABLE-170, 171, 443); UpdateTable's
 * is not recorded and stays in the sandbox's own words.
 */
import { describe, expect, it } from 'vitest';
import { fails, ok, testEngine } from '../helpers/wire.ts';
import { HIGHER_LIMITS, indexRaise, newIndex, tableRequest, units } from './quotaRequests.ts';

describe('the account-level quota across tables', () => {
  const table = (name: string, read: number, write = 5, index?: number) => ({
    ...tableRequest(units(read, write), units(index ?? 5, index ?? 5)),
    TableName: name,
  });
  const total = (what: string, requested: number) =>
    `Subscriber limit exceeded: The provisioned throughput of all tables and global secondary indexes cannot exceed the account-level quota of 80000 ${what} capacity units. Requested in total: ${requested}`;

  it('counts every provisioned table with its indexes, and no on-demand one', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', table('one', 40_000, 5, 30_000));
    ok(engine, 'CreateTable', table('two', 9_995));
    // 40,000 + 30,000 + 9,995 + 5 = 80,000: the quota itself is allowed.
    // CreateTable's wording as recorded (DDB-TABLE-170, 171, 443): the other tables' units reserved,
    // the new table's (with its indexes) requested.
    const third = fails(engine, 'CreateTable', table('three', 1));
    expect(third.type).toBe('LimitExceededException');
    expect(third.message).toBe(
      `This request would have caused the ReadCapacityUnits limit to be exceeded for the account in us-east-1. Current ReadCapacityUnits reserved by the account: 80000. Limit: 80000. Requested: 6. ${HIGHER_LIMITS}`,
    );

    ok(engine, 'CreateTable', {
      ...tableRequest(),
      TableName: 'ondemand',
      BillingMode: 'PAY_PER_REQUEST',
      ProvisionedThroughput: undefined,
      GlobalSecondaryIndexes: [
        { ...tableRequest().GlobalSecondaryIndexes[0], ProvisionedThroughput: undefined },
      ],
    });
    expect(ok(engine, 'ListTables', {}).TableNames).toEqual(['ondemand', 'one', 'two']);
  });

  it('names write capacity units when writes are what would exceed it', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', table('one', 5, 40_000, 30_000));
    expect(fails(engine, 'CreateTable', table('two', 5, 9_996)).message).toBe(
      `This request would have caused the WriteCapacityUnits limit to be exceeded for the account in us-east-1. Current WriteCapacityUnits reserved by the account: 70000. Limit: 80000. Requested: 10001. ${HIGHER_LIMITS}`,
    );
    ok(engine, 'CreateTable', table('two', 5, 9_995));
  });

  it('refuses an update that raises the total past the quota, and allows one that lowers it', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', table('one', 40_000, 40_000, 30_000));
    ok(engine, 'CreateTable', table('two', 5));
    const raise = fails(engine, 'UpdateTable', indexRaise('two', units(9_996, 5)));
    expect(raise.message).toBe(total('read', 80_001));
    const created = fails(engine, 'UpdateTable', newIndex('two', units(5, 9_991)));
    expect(created.message).toBe(total('write', 80_001));
    // Switching a table to on-demand gives its share back.
    ok(engine, 'UpdateTable', { TableName: 'one', BillingMode: 'PAY_PER_REQUEST' });
    ok(engine, 'UpdateTable', indexRaise('two', units(9_996, 5)));
  });
});
