/**
 * Time to live, point-in-time recovery and Contributor Insights as DynamoDB answered them in 2026
 * (ack-api-quirks dynamodb DDB-TABLE-083–086, 089, 091–097, 111, 112, 144–147, 341–343, 385).
 * Through dispatch. Where the sandbox keeps its own timing it says so: TTL's cooldown is the hour AWS
 * documents (the probe saw about 31 min, DDB-TABLE-143), insights take 5 s to turn on (1–16 s seen).
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { byEmailIndex, fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const DELAY_MS = 1000;

function activeTable(extra: Record<string, unknown> = {}): Engine {
  const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
  ok(engine, 'CreateTable', idTable('sessions', extra));
  engine.advance(2 * DELAY_MS);
  return engine;
}
const timeToLive = (engine: Engine, Enabled: boolean, AttributeName?: string) =>
  fails(engine, 'UpdateTimeToLive', {
    TableName: 'sessions',
    TimeToLiveSpecification: { Enabled, AttributeName },
  });
const describeTimeToLive = (engine: Engine) =>
  ok(engine, 'DescribeTimeToLive', { TableName: 'sessions' }).TimeToLiveDescription;
const recovery = (engine: Engine, spec: Record<string, unknown>) =>
  ok(engine, 'UpdateContinuousBackups', { TableName: 'sessions', PointInTimeRecoverySpecification: spec })
    .ContinuousBackupsDescription;
const insights = (engine: Engine, request: Record<string, unknown>) =>
  ok(engine, 'UpdateContributorInsights', { TableName: 'sessions', ...request });
const describeInsights = (engine: Engine, IndexName?: string) =>
  ok(engine, 'DescribeContributorInsights', { TableName: 'sessions', IndexName });
const listInsights = (engine: Engine, request: Record<string, unknown> = {}) =>
  ok(engine, 'ListContributorInsights', { TableName: 'sessions', ...request });

describe('time to live', () => {
  it('takes the partition key, and checks its request before its state (DDB-TABLE-146)', () => {
    const engine = activeTable();
    expect(timeToLive(engine, false, 'ttl').message).toBe('TimeToLive is already disabled');
    expect(timeToLive(engine, true).message).toBe(
      "1 validation error detected: Value null at 'timeToLiveSpecification.attributeName' failed to satisfy constraint: Member must not be null",
    );
    expect(timeToLive(engine, true, 'a'.repeat(256)).message).toMatch(
      /Member must have length less than or equal to 255$/,
    );
    const reply = ok(engine, 'UpdateTimeToLive', {
      TableName: 'sessions',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'id' },
    });
    // The reply echoes the request's shape, DescribeTimeToLive has its own (DDB-TABLE-145).
    expect(reply).toEqual({ TimeToLiveSpecification: { Enabled: true, AttributeName: 'id' } });
    engine.advance(DELAY_MS);
    expect(describeTimeToLive(engine)).toEqual({ TimeToLiveStatus: 'ENABLED', AttributeName: 'id' });
  });

  it('names what is wrong before the cooldown, and forgets the attribute once off (DDB-TABLE-147, 144)', () => {
    const engine = activeTable();
    expect(describeTimeToLive(engine)).toEqual({ TimeToLiveStatus: 'DISABLED' });
    ok(engine, 'UpdateTimeToLive', {
      TableName: 'sessions',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'ttl_a' },
    });
    expect(timeToLive(engine, true, 'ttl_a').message).toBe('TimeToLive is already enabled');
    expect(timeToLive(engine, true, 'ttl_b').message).toBe(
      'TimeToLive is active on a different AttributeName: current AttributeName is ttl_a',
    );
    expect(timeToLive(engine, false, 'ttl_a').message).toBe(
      'Time to live has been modified multiple times within a fixed interval',
    );
    engine.advance(60 * 60 * 1000);
    ok(engine, 'UpdateTimeToLive', {
      TableName: 'sessions',
      TimeToLiveSpecification: { Enabled: false, AttributeName: 'ttl_a' },
    });
    engine.advance(DELAY_MS);
    expect(describeTimeToLive(engine)).toEqual({ TimeToLiveStatus: 'DISABLED' });
  });
});

describe('point-in-time recovery', () => {
  it('shows continuous backups DISABLED a moment after ACTIVE, then ENABLED whatever PITR is (DDB-TABLE-083, 111)', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
    ok(engine, 'CreateTable', idTable('sessions'));
    engine.advance(DELAY_MS);
    const status = () =>
      ok(engine, 'DescribeContinuousBackups', { TableName: 'sessions' }).ContinuousBackupsDescription;
    expect(status()).toEqual({
      ContinuousBackupsStatus: 'DISABLED',
      PointInTimeRecoveryDescription: { PointInTimeRecoveryStatus: 'DISABLED' },
    });
    engine.advance(DELAY_MS);
    expect(status().ContinuousBackupsStatus).toBe('ENABLED');
    recovery(engine, { PointInTimeRecoveryEnabled: true });
    expect(recovery(engine, { PointInTimeRecoveryEnabled: false })).toEqual({
      ContinuousBackupsStatus: 'ENABLED',
      PointInTimeRecoveryDescription: { PointInTimeRecoveryStatus: 'DISABLED' },
    });
  });

  it('keeps 35 days unless told, takes 1–35 only when turning on, and forgets it when off (DDB-TABLE-084)', () => {
    const engine = activeTable();
    const period = (spec: Record<string, unknown>) =>
      recovery(engine, { PointInTimeRecoveryEnabled: true, ...spec }).PointInTimeRecoveryDescription
        .RecoveryPeriodInDays;
    expect(period({})).toBe(35);
    expect(period({ RecoveryPeriodInDays: 7 })).toBe(7);
    const off = {
      TableName: 'sessions',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: false, RecoveryPeriodInDays: 35 },
    };
    expect(fails(engine, 'UpdateContinuousBackups', off).message).toBe(
      'Invalid Request: Cannot specify RecoveryPeriodInDays when disabling point-in-time recovery.',
    );
    recovery(engine, { PointInTimeRecoveryEnabled: false });
    expect(period({})).toBe(35);
  });

  it('is idempotent, pins both window ends to the enable time for 5 min, and a flap restarts it (DDB-TABLE-085, 086, 385)', () => {
    const engine = activeTable();
    const enabledAt = engine.now() / 1000;
    const window = () => {
      const { EarliestRestorableDateTime, LatestRestorableDateTime } = recovery(engine, {
        PointInTimeRecoveryEnabled: true,
      }).PointInTimeRecoveryDescription;
      return [EarliestRestorableDateTime, LatestRestorableDateTime];
    };
    expect(window()).toEqual([enabledAt, enabledAt]);
    engine.advance(180_000);
    expect(window()).toEqual([enabledAt, enabledAt]);
    engine.advance(240_000);
    expect(window()).toEqual([enabledAt, enabledAt + 120]);
    recovery(engine, { PointInTimeRecoveryEnabled: false });
    const flappedAt = engine.now() / 1000;
    expect(window()).toEqual([flappedAt, flappedAt]);
  });
});

describe('Contributor Insights', () => {
  it('reads DISABLED with nothing else until first turned on; ENABLE again in its mode changes nothing (DDB-TABLE-089, 091, 341)', () => {
    const engine = activeTable();
    expect(describeInsights(engine)).toEqual({
      TableName: 'sessions',
      ContributorInsightsStatus: 'DISABLED',
    });
    expect(listInsights(engine)).toEqual({ ContributorInsightsSummaries: [] });
    expect(insights(engine, { ContributorInsightsAction: 'DISABLE' }).ContributorInsightsStatus).toBe(
      'DISABLED',
    );
    expect(insights(engine, { ContributorInsightsAction: 'ENABLE' })).toMatchObject({
      ContributorInsightsStatus: 'ENABLING',
      ContributorInsightsMode: 'ACCESSED_AND_THROTTLED_KEYS',
    });
    engine.advance(5_000);
    const rules = describeInsights(engine).ContributorInsightsRuleList;
    expect(insights(engine, { ContributorInsightsAction: 'ENABLE' }).ContributorInsightsStatus).toBe(
      'ENABLED',
    );
    expect(describeInsights(engine).ContributorInsightsRuleList).toEqual(rules);
  });

  it('changes mode by ENABLE, keeping the rules’ names; ENABLE without one goes back (DDB-TABLE-092, 093, 341)', () => {
    const engine = activeTable();
    insights(engine, { ContributorInsightsAction: 'ENABLE' });
    engine.advance(5_000);
    const [, throttled] = describeInsights(engine).ContributorInsightsRuleList;
    const narrowed = insights(engine, {
      ContributorInsightsAction: 'ENABLE',
      ContributorInsightsMode: 'THROTTLED_KEYS',
    });
    expect(narrowed.ContributorInsightsStatus).toBe('ENABLING');
    engine.advance(5_000);
    expect(describeInsights(engine).ContributorInsightsRuleList).toEqual([throttled]);
    insights(engine, { ContributorInsightsAction: 'ENABLE' });
    engine.advance(5_000);
    expect(describeInsights(engine).ContributorInsightsMode).toBe('ACCESSED_AND_THROTTLED_KEYS');
    // Off and on again: new rules, named for their new creation time.
    insights(engine, { ContributorInsightsAction: 'DISABLE', ContributorInsightsMode: 'THROTTLED_KEYS' });
    engine.advance(2_000);
    insights(engine, { ContributorInsightsAction: 'ENABLE' });
    expect(describeInsights(engine).ContributorInsightsRuleList).not.toContain(throttled);
  });

  it('is per table and global index; an LSI or unknown index is not found (DDB-TABLE-094, 095)', () => {
    const engine = activeTable(byEmailIndex);
    insights(engine, { ContributorInsightsAction: 'ENABLE' });
    insights(engine, { ContributorInsightsAction: 'ENABLE', IndexName: 'byEmail' });
    expect(
      fails(engine, 'DescribeContributorInsights', { TableName: 'sessions', IndexName: 'nope' }),
    ).toMatchObject({
      type: 'ResourceNotFoundException',
      message: 'Requested resource not found: Index: nope not found for table: sessions',
    });
    const first = listInsights(engine, { MaxResults: 1 });
    expect(first.ContributorInsightsSummaries).toEqual([
      {
        TableName: 'sessions',
        ContributorInsightsStatus: 'ENABLING',
        ContributorInsightsMode: 'ACCESSED_AND_THROTTLED_KEYS',
      },
    ]);
    const second = listInsights(engine, { MaxResults: 1, NextToken: first.NextToken });
    expect(second.ContributorInsightsSummaries[0].IndexName).toBe('byEmail');
    expect(second.NextToken).toBeUndefined();
  });

  it('lists DISABLING but not DISABLED; a deleted index or table takes its entries along (DDB-TABLE-343, 112, 342, 097)', () => {
    const engine = activeTable(byEmailIndex);
    insights(engine, { ContributorInsightsAction: 'ENABLE' });
    insights(engine, { ContributorInsightsAction: 'ENABLE', IndexName: 'byEmail' });
    engine.advance(5_000);
    insights(engine, { ContributorInsightsAction: 'DISABLE', IndexName: 'byEmail' });
    expect(
      listInsights(engine).ContributorInsightsSummaries.map((entry: any) => entry.ContributorInsightsStatus),
    ).toEqual(['ENABLED', 'DISABLING']);
    engine.advance(2_000);
    expect(listInsights(engine).ContributorInsightsSummaries).toHaveLength(1);
    ok(engine, 'DeleteTable', { TableName: 'sessions' });
    expect(describeInsights(engine).ContributorInsightsStatus).toBe('ENABLED');
    expect(insights(engine, { ContributorInsightsAction: 'DISABLE' }).ContributorInsightsStatus).toBe(
      'DISABLING',
    );
    engine.advance(2 * DELAY_MS);
    expect(fails(engine, 'ListContributorInsights', { TableName: 'sessions' })).toMatchObject({
      type: 'ResourceNotFoundException',
      message: 'Requested resource not found: Table: sessions not found',
    });
  });
});
