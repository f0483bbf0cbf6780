/** What DescribeTable shows of the capacity settings of a table or global index. */
import type { Engine } from '../engine.ts';
import type { SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { ProvisionedThroughputState, Table } from '../storage/table.ts';
import { shownTableWarm } from './switchWarmThroughput.ts';
import { decreasesToday } from './throughputUpdates.ts';

export function describeThroughput(engine: Engine, table: Table, index?: SecondaryIndex) {
  const now = engine.now();
  const resource = engine.capacity.of(table).resourceFor(index, now);
  const provisioned = index ? index.provisioned : table.provisioned;
  const maximums =
    resource.maxReadRequestUnits === undefined && resource.maxWriteRequestUnits === undefined
      ? undefined
      : {
          MaxReadRequestUnits: resource.maxReadRequestUnits,
          MaxWriteRequestUnits: resource.maxWriteRequestUnits,
        };
  const warm = {
    ReadUnitsPerSecond: resource.warm.read,
    WriteUnitsPerSecond: resource.warm.write,
    Status: resource.warm.status,
  };
  return {
    WarmThroughput: index ? warm : shownTableWarm(table, warm),
    OnDemandThroughput: table.billingMode === 'PAY_PER_REQUEST' ? maximums : undefined,
    ProvisionedThroughput: provisioned && describeProvisioned(table, provisioned, now),
  };
}

/** A ProvisionedThroughput block, in seconds; an on-demand table's figures are 0 (DDB-TABLE-133, 138). */
function describeProvisioned(table: Table, provisioned: ProvisionedThroughputState, now: number) {
  const seconds = (time: number | undefined) => (time === undefined ? undefined : time / 1000);
  const onDemand = table.billingMode === 'PAY_PER_REQUEST';
  return {
    LastIncreaseDateTime: seconds(provisioned.lastIncrease),
    LastDecreaseDateTime: seconds(provisioned.lastDecrease),
    NumberOfDecreasesToday: decreasesToday(provisioned, now),
    ReadCapacityUnits: onDemand ? 0 : provisioned.readCapacityUnits,
    WriteCapacityUnits: onDemand ? 0 : provisioned.writeCapacityUnits,
  };
}
