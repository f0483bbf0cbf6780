/**
 * Whether a described table has settled: its status and its indexes', a change of encryption key
 * (UPDATING with the table ACTIVE), replicas and a witness being added or removed, a restore — all
 * of which the engine's clock finishes by itself — or only a warm-throughput raise, which takes
 * minutes where a status change takes a second. Lesson set-ups wait on it; the Explorer describes
 * the table again and again until it is settled.
 */

interface Settling {
  TableStatus?: string;
  WarmThroughput?: { Status?: string };
}

export interface SettlingFields extends Settling {
  GlobalSecondaryIndexes?: (Settling & { IndexStatus?: string })[];
  VectorIndexes?: { IndexStatus?: string }[];
  SSEDescription?: { Status?: string };
  Replicas?: { ReplicaStatus?: string }[];
  GlobalTableWitnesses?: { WitnessStatus?: string }[];
  RestoreSummary?: { RestoreInProgress?: boolean };
}

export type Settledness = 'settled' | 'warming' | 'changing';

export function settledness(table: SettlingFields): Settledness {
  const indexes = table.GlobalSecondaryIndexes ?? [];
  if (
    table.TableStatus !== 'ACTIVE' ||
    table.RestoreSummary?.RestoreInProgress === true ||
    [...indexes, ...(table.VectorIndexes ?? [])].some((index) => index.IndexStatus !== 'ACTIVE') ||
    table.SSEDescription?.Status === 'UPDATING' ||
    (table.Replicas ?? []).some((replica) => replica.ReplicaStatus !== 'ACTIVE') ||
    (table.GlobalTableWitnesses ?? []).some((witness) => witness.WitnessStatus !== 'ACTIVE')
  )
    return 'changing';
  const warming = [table, ...indexes].some((part) => part.WarmThroughput?.Status === 'UPDATING');
  return warming ? 'warming' : 'settled';
}
