import { describe, expect, it } from 'vitest';
import type { TableDescription } from '../../client/wireTypes.ts';
import { globalTableSummary } from './globalTableSummary.ts';

const table = (fields: Partial<TableDescription>) => fields as TableDescription;

describe('globalTableSummary', () => {
  it('names the replicas and the eventual mode of an MREC table', () => {
    expect(
      globalTableSummary(table({ Replicas: [{ RegionName: 'eu-west-1', ReplicaStatus: 'ACTIVE' }] })),
    ).toBe('Replicas in eu-west-1 (ACTIVE) · eventually consistent (MREC)');
  });

  it('adds an MRSC table’s witness and its strong mode', () => {
    const summary = globalTableSummary(
      table({
        Replicas: [{ RegionName: 'us-east-2', ReplicaStatus: 'CREATING' }],
        GlobalTableWitnesses: [{ RegionName: 'us-west-2', WitnessStatus: 'CREATING' }],
        MultiRegionConsistency: 'STRONG',
      }),
    );
    expect(summary).toBe(
      'Replicas in us-east-2 (CREATING); witness in us-west-2 (CREATING) · strongly consistent (MRSC)',
    );
  });

  it('says when the first replica is still on its way', () => {
    expect(globalTableSummary(table({ Replicas: [], TableStatus: 'ACTIVE' }))).toBe(
      'A replica is being added',
    );
  });

  it('says a replica being removed, as seen in its own Region, is on its way out', () => {
    expect(globalTableSummary(table({ Replicas: [], TableStatus: 'DELETING' }))).toBe(
      'This replica is being removed',
    );
  });
});
