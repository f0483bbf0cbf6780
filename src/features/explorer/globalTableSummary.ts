import type { TableDescription } from '../../client/wireTypes.ts';

/**
 * A global table in one line: its replicas in the other Regions with their status, its consistency
 * mode, and an MRSC table's witness, the Region that confirms writes without holding the items.
 */
export function globalTableSummary(table: TableDescription): string {
  const replicas = table.Replicas ?? [];
  // No other replica listed: the first is on its way, or (seen in its own Region) this one is being
  // removed, and its description no longer lists the others.
  if (replicas.length === 0)
    return table.TableStatus === 'DELETING' ? 'This replica is being removed' : 'A replica is being added';
  const listed = replicas.map((replica) => `${replica.RegionName} (${replica.ReplicaStatus})`).join(', ');
  const witnesses = (table.GlobalTableWitnesses ?? []).map(
    (witness) => `; witness in ${witness.RegionName} (${witness.WitnessStatus})`,
  );
  const mode =
    table.MultiRegionConsistency === 'STRONG' ? 'strongly consistent (MRSC)' : 'eventually consistent (MREC)';
  return `Replicas in ${listed}${witnesses.join('')} · ${mode}`;
}
