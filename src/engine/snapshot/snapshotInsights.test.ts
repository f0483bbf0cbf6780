/** What a snapshot keeps of Contributor Insights: each switch, its mode and times, checked on import. */
import { describe, expect, it } from 'vitest';
import { newEngine, onDemandTable, roundTrip } from '../../../test/helpers/snapshotEngine.ts';
import { exportSnapshot } from './exportSnapshot.ts';
import { importSnapshot, SnapshotError } from './importSnapshot.ts';
import type { EngineSnapshot } from './snapshotTypes.ts';

function sourceEngine() {
  const source = newEngine();
  source.call('CreateTable', onDemandTable('watched'));
  source.call('UpdateContributorInsights', { TableName: 'watched', ContributorInsightsAction: 'ENABLE' });
  source.engine.advance(60_000);
  source.call('UpdateContributorInsights', {
    TableName: 'watched',
    IndexName: 'byG',
    ContributorInsightsAction: 'ENABLE',
    ContributorInsightsMode: 'THROTTLED_KEYS',
  });
  return source;
}

const describeBoth = (call: ReturnType<typeof newEngine>['call']) => [
  call('DescribeContributorInsights', { TableName: 'watched' }),
  call('DescribeContributorInsights', { TableName: 'watched', IndexName: 'byG' }),
];

describe('snapshots and Contributor Insights', () => {
  it('keep the table’s and the index’s switches; one still ENABLING carries on to ENABLED', () => {
    const source = sourceEngine();
    const target = newEngine();
    importSnapshot(target.engine, roundTrip(exportSnapshot(source.engine)));
    target.engine.advance(source.engine.now() - target.engine.now());
    expect(describeBoth(target.call)).toEqual(describeBoth(source.call));
    expect(describeBoth(target.call).map((reply) => reply.ContributorInsightsStatus)).toEqual([
      'ENABLED',
      'ENABLING',
    ]);
    target.engine.advance(5_000);
    expect(describeBoth(target.call)[1].ContributorInsightsStatus).toBe('ENABLED');
  });

  it('refuses a damaged switch with the path to it, and changes nothing', () => {
    const snapshot = roundTrip(exportSnapshot(sourceEngine().engine)) as EngineSnapshot;
    (snapshot.tables[0].indexes[0].contributorInsights as unknown as Record<string, unknown>).mode = 'ALL';
    const target = newEngine();
    expect(() => importSnapshot(target.engine, snapshot)).toThrow(SnapshotError);
    expect(() => importSnapshot(target.engine, snapshot)).toThrow(
      'tables[0].indexes[byG].contributorInsights.mode: expected one of ACCESSED_AND_THROTTLED_KEYS, THROTTLED_KEYS',
    );
    expect(target.engine.tables.size).toBe(0);
  });
});
