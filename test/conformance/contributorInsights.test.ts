/**
 * UpdateContributorInsights / DescribeContributorInsights / ListContributorInsights conformance:
 * the switch per table and global index, its statuses on the clock, the rule names, listing and
 * paging, and the missing tables and indexes (insights/insightsState.ts has the sources; refused
 * requests are in contributorInsightsRequests.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  CLIENT_TRANSPORTS,
  failed,
  ok,
  useEndpoint,
  type Conformance,
  type TransportName,
} from './support/suite.ts';
import { createTable, tableRequest } from './support/tables.ts';

const START = Date.UTC(2026, 11, 1, 9, 0, 0);
const context = useEndpoint({ clock: { start: START, running: false } });
let tables = 0;

/** A fresh table keyed (pk, sk) — or pk alone — with a global index `byG` and a local one `byL`. */
async function newTable(call: Conformance['call'][TransportName], sortKey = true): Promise<string> {
  const name = `insights-${++tables}`;
  const local = {
    LocalSecondaryIndexes: [
      {
        IndexName: 'byL',
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'l', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ],
  };
  const request = tableRequest(name, ['pk', 'S'], sortKey ? ['sk', 'S'] : undefined, {
    GlobalSecondaryIndexes: [
      {
        IndexName: 'byG',
        KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
    ...(sortKey ? local : {}),
  });
  const definitions = request.AttributeDefinitions as object[];
  definitions.push({ AttributeName: 'g', AttributeType: 'S' });
  if (sortKey) definitions.push({ AttributeName: 'l', AttributeType: 'S' });
  await createTable(call, request);
  return name;
}

const advance = (ms: number) => context.endpoint.engine.advance(ms);
const now = () => context.endpoint.engine.now();

describe.each(CLIENT_TRANSPORTS)('Contributor Insights via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const update = (body: object) => call('UpdateContributorInsights', body);
  const describeInsights = async (body: object) => ok(await call('DescribeContributorInsights', body));

  it('describes a table it was never turned on for by its status alone', async () => {
    const table = await newTable(context.call[via]);
    expect(await describeInsights({ TableName: table })).toEqual({
      TableName: table,
      ContributorInsightsStatus: 'DISABLED',
    });
    // DISABLE when off changes nothing.
    expect(ok(await update({ TableName: table, ContributorInsightsAction: 'DISABLE' }))).toEqual({
      TableName: table,
      ContributorInsightsStatus: 'DISABLED',
    });
  });

  it('turns on through ENABLING, with four rules named after the table and the time', async () => {
    const table = await newTable(context.call[via]);
    const at = now();
    expect(ok(await update({ TableName: table, ContributorInsightsAction: 'ENABLE' }))).toEqual({
      TableName: table,
      ContributorInsightsStatus: 'ENABLING',
      ContributorInsightsMode: 'ACCESSED_AND_THROTTLED_KEYS',
    });
    const rules = ['PKC', 'SKC', 'PKT', 'SKT'].map(
      (kind) => `DynamoDBContributorInsights-${kind}-${table}-${at}`,
    );
    expect(await describeInsights({ TableName: table })).toEqual({
      TableName: table,
      ContributorInsightsRuleList: rules,
      ContributorInsightsStatus: 'ENABLING',
      LastUpdateDateTime: at / 1000,
      ContributorInsightsMode: 'ACCESSED_AND_THROTTLED_KEYS',
    });
    advance(5_000);
    expect(await describeInsights({ TableName: table })).toMatchObject({
      ContributorInsightsStatus: 'ENABLED',
    });
    // The same again changes nothing; another mode re-enables, keeping the rules' creation time.
    advance(1_000);
    const same = ok(await update({ TableName: table, ContributorInsightsAction: 'ENABLE' }));
    expect(same.ContributorInsightsStatus).toBe('ENABLED');
    expect((await describeInsights({ TableName: table })).LastUpdateDateTime).toBe(at / 1000);
    const throttled = ok(
      await update({
        TableName: table,
        ContributorInsightsAction: 'ENABLE',
        ContributorInsightsMode: 'THROTTLED_KEYS',
      }),
    );
    expect(throttled).toMatchObject({
      ContributorInsightsStatus: 'ENABLING',
      ContributorInsightsMode: 'THROTTLED_KEYS',
    });
    expect((await describeInsights({ TableName: table })).ContributorInsightsRuleList).toEqual([
      `DynamoDBContributorInsights-PKT-${table}-${at}`,
      `DynamoDBContributorInsights-SKT-${table}-${at}`,
    ]);
  });

  it('turns off through DISABLING, keeping its mode and the time of the change', async () => {
    const table = await newTable(context.call[via]);
    ok(await update({ TableName: table, ContributorInsightsAction: 'ENABLE' }));
    advance(10_000);
    const at = now();
    expect(ok(await update({ TableName: table, ContributorInsightsAction: 'DISABLE' }))).toMatchObject({
      ContributorInsightsStatus: 'DISABLING',
    });
    advance(2_000);
    expect(await describeInsights({ TableName: table })).toEqual({
      TableName: table,
      ContributorInsightsStatus: 'DISABLED',
      LastUpdateDateTime: at / 1000,
      ContributorInsightsMode: 'ACCESSED_AND_THROTTLED_KEYS',
    });
  });

  it('names a global index in its rules; a table without a sort key has partition-key rules only', async () => {
    const table = await newTable(context.call[via], false);
    const at = now();
    ok(await update({ TableName: table, IndexName: 'byG', ContributorInsightsAction: 'ENABLE' }));
    expect(await describeInsights({ TableName: table, IndexName: 'byG' })).toMatchObject({
      TableName: table,
      IndexName: 'byG',
      ContributorInsightsRuleList: [
        `DynamoDBContributorInsights-PKC-${table}-byG-${at}`,
        `DynamoDBContributorInsights-PKT-${table}-byG-${at}`,
      ],
    });
    // The index's switch is its own: the table stays off.
    expect((await describeInsights({ TableName: table })).ContributorInsightsStatus).toBe('DISABLED');
    ok(await update({ TableName: table, ContributorInsightsAction: 'ENABLE' }));
    expect((await describeInsights({ TableName: table })).ContributorInsightsRuleList).toEqual([
      `DynamoDBContributorInsights-PKC-${table}-${at}`,
      `DynamoDBContributorInsights-PKT-${table}-${at}`,
    ]);
  });

  it('lists the entries that are on, table before index, a page at a time', async () => {
    const first = await newTable(context.call[via]);
    const second = await newTable(context.call[via]);
    for (const body of [
      { TableName: first, ContributorInsightsAction: 'ENABLE' },
      {
        TableName: first,
        IndexName: 'byG',
        ContributorInsightsAction: 'ENABLE',
        ContributorInsightsMode: 'THROTTLED_KEYS',
      },
      { TableName: second, IndexName: 'byG', ContributorInsightsAction: 'ENABLE' },
    ]) {
      ok(await update(body));
    }
    const all = ok(await call('ListContributorInsights', {}));
    const ours = all.ContributorInsightsSummaries.filter((entry: { TableName: string }) =>
      [first, second].includes(entry.TableName),
    );
    expect(ours).toEqual([
      {
        TableName: first,
        ContributorInsightsStatus: 'ENABLING',
        ContributorInsightsMode: 'ACCESSED_AND_THROTTLED_KEYS',
      },
      {
        TableName: first,
        IndexName: 'byG',
        ContributorInsightsStatus: 'ENABLING',
        ContributorInsightsMode: 'THROTTLED_KEYS',
      },
      {
        TableName: second,
        IndexName: 'byG',
        ContributorInsightsStatus: 'ENABLING',
        ContributorInsightsMode: 'ACCESSED_AND_THROTTLED_KEYS',
      },
    ]);
    const page = ok(await call('ListContributorInsights', { TableName: first, MaxResults: 1 }));
    expect(page.ContributorInsightsSummaries).toEqual([ours[0]]);
    const rest = ok(
      await call('ListContributorInsights', { TableName: first, MaxResults: 1, NextToken: page.NextToken }),
    );
    expect(rest.ContributorInsightsSummaries).toEqual([ours[1]]);
    expect(rest.NextToken).toBeUndefined();
    // Switched off, an entry leaves the list once DISABLED.
    ok(await update({ TableName: first, ContributorInsightsAction: 'DISABLE' }));
    advance(2_000);
    const after = ok(await call('ListContributorInsights', { TableName: first }));
    expect(
      after.ContributorInsightsSummaries.map((entry: { IndexName?: string }) => entry.IndexName),
    ).toEqual(['byG']);
  });

  it('forgets an index that is deleted, and a table that is deleted', async () => {
    const table = await newTable(context.call[via]);
    ok(await update({ TableName: table, IndexName: 'byG', ContributorInsightsAction: 'ENABLE' }));
    ok(await update({ TableName: table, ContributorInsightsAction: 'ENABLE' }));
    ok(
      await call('UpdateTable', {
        TableName: table,
        GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: 'byG' } }],
      }),
    );
    advance(1_000);
    failed(
      await call('DescribeContributorInsights', { TableName: table, IndexName: 'byG' }),
      'ResourceNotFoundException',
      `Requested resource not found: Index: byG not found for table: ${table}`,
    );
    const listed = ok(await call('ListContributorInsights', { TableName: table }));
    expect(
      listed.ContributorInsightsSummaries.map((entry: { IndexName?: string }) => entry.IndexName),
    ).toEqual([undefined]);
    ok(await call('DeleteTable', { TableName: table }));
    advance(1_000);
    failed(
      await call('ListContributorInsights', { TableName: table }),
      'ResourceNotFoundException',
      `Requested resource not found: Table: ${table} not found`,
    );
  });

  it('answers a missing table, a missing or local index and a table not yet ACTIVE as DynamoDB does', async () => {
    const table = await newTable(context.call[via]);
    for (const operation of ['UpdateContributorInsights', 'DescribeContributorInsights']) {
      const action = operation.startsWith('Update') ? { ContributorInsightsAction: 'ENABLE' } : {};
      failed(
        await call(operation, { TableName: 'no-such-table', ...action }),
        'ResourceNotFoundException',
        'Requested resource not found: Table: no-such-table not found',
      );
      for (const index of ['nope', 'byL']) {
        failed(
          await call(operation, { TableName: table, IndexName: index, ...action }),
          'ResourceNotFoundException',
          `Requested resource not found: Index: ${index} not found for table: ${table}`,
        );
      }
    }
  });
});
