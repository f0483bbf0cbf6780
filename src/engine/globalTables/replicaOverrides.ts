/**
 * A replica's on-demand read maximum of its own (OnDemandThroughputOverride), as a 2026 lab recorded
 * it against AWS (ack-api-quirks dynamodb DDB-TABLE-422, with 250 and 252 for the provisioned kind):
 *
 * - a Create action's override is the new replica table's maximum read request units (the
 *   documentation's claim, found true), its indexes' likewise;
 * - a `Replicas` entry shows the override only while the replica's maximum differs from the table
 *   describing it: absent when inherited, gone again once set back to the base value. Each Region
 *   therefore calls the other Region's maximum its override.
 *
 * The maximums themselves are each replica table's own OnDemandThroughput, which snapshots keep.
 */
import { checkOnDemandQuota } from '../capacity/throughputQuota.ts';
import { describeThroughput } from '../capacity/throughputDescription.ts';
import type { Engine } from '../engine.ts';
import type { SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { Table } from '../storage/table.ts';
import { checkOnDemandRange } from '../validation/createTable/options.ts';
import type { ReplicaSettingsInput } from '../validation/requestTypes.ts';

/**
 * Refuses an override a replica's own UpdateTable would refuse (below 1, or above the account's
 * per-table quota), before the request changes anything: a Create action's override was applied as
 * given (0, 0.5, a million), and an Update action's was refused only after its replica table was held
 * UPDATING and its class override applied. `allowClear`: an Update may send -1, which removes the
 * maximum, as UpdateTable takes it.
 */
export function checkReplicaOverrides(
  region: string,
  settings: ReplicaSettingsInput,
  allowClear: boolean,
): void {
  const check = (override: { MaxReadRequestUnits?: number } | undefined, index?: string) => {
    if (override === undefined) return;
    checkOnDemandRange(override, index === undefined ? 'table' : `index : ${index}`, allowClear);
    checkOnDemandQuota(region, override, index);
  };
  check(settings.OnDemandThroughputOverride);
  for (const index of settings.GlobalSecondaryIndexes ?? [])
    check(index.OnDemandThroughputOverride, index.IndexName);
}

/** Gives a replica table just made the read maximums its Create action asked for. */
export function applyCreateOverrides(engine: Engine, table: Table, settings: ReplicaSettingsInput): void {
  const now = engine.now();
  const capacity = engine.capacity.of(table);
  const setRead = (index: SecondaryIndex | undefined, read: number | undefined) => {
    if (read === undefined) return;
    const resource = capacity.resourceFor(index, now);
    resource.setMaximums(read, resource.maxWriteRequestUnits);
  };
  setRead(undefined, settings.OnDemandThroughputOverride?.MaxReadRequestUnits);
  for (const given of settings.GlobalSecondaryIndexes ?? []) {
    // An index the table does not have is passed over, as DynamoDB passes it over (DDB-TABLE-307).
    const index = table.indexes.find((candidate) => candidate.name === given.IndexName);
    if (index?.kind === 'global') setRead(index, given.OnDemandThroughputOverride?.MaxReadRequestUnits);
  }
}

/** The override a `Replicas` entry shows for `replica` (or its index) as seen from `viewer`'s table. */
export function onDemandOverride(
  viewer: { engine: Engine; table: Table },
  replica: { engine: Engine; table: Table },
  indexName?: string,
): { MaxReadRequestUnits: number } | undefined {
  const readMaximum = (engine: Engine, table: Table) => {
    const index = indexName === undefined ? undefined : table.indexes.find((i) => i.name === indexName);
    if (indexName !== undefined && index === undefined) return undefined;
    return describeThroughput(engine, table, index).OnDemandThroughput?.MaxReadRequestUnits;
  };
  const own = readMaximum(replica.engine, replica.table);
  if (own === undefined || own === readMaximum(viewer.engine, viewer.table)) return undefined;
  return { MaxReadRequestUnits: own };
}
