/**
 * The capacity side of CreateTable and UpdateTable: the limits DynamoDB enforces on throughput and
 * billing-mode changes (ServiceQuotas.html, bp-switching-capacity-modes.html, warm-throughput.html),
 * with its messages, and applying a change to a table or global index and to the capacity model.
 * Request shapes and value ranges are checked by validation/ before these run.
 *
 * - Provisioned decreases: 4 in a UTC day at any time, then one more 3,600 s after the last one; the
 *   count resets at 00:00 UTC; table and each GSI counted apart; lowering either unit is a decrease.
 * - Provisioned → on-demand: at most 4 switches in any rolling 24 hours (docs/capacity-model.md: the
 *   message is modelled on the older once-a-day one).
 * - WarmThroughput never decreases; a raise completes later (warmThroughputRaise.ts).
 * - OnDemandThroughput: member by member, -1 removes a maximum; not on provisioned tables.
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError, invalidParameter } from '../errors.ts';
import type { SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { BillingMode, ProvisionedThroughputState, Table } from '../storage/table.ts';
import type {
  OnDemandThroughputInput,
  ProvisionedThroughputInput,
  WarmThroughputInput,
} from '../validation/requestTypes.ts';
import { fullUtcText, javaUtcText, nextUtcMidnight } from './dateText.ts';
import {
  DAY_MS,
  DECREASE_INTERVAL_MS,
  FREE_DECREASES_PER_DAY,
  PAY_PER_REQUEST_SWITCHES_PER_DAY,
} from './limits.ts';
import { growTo } from './partitionScaling.ts';
import { checkThroughputQuota } from './throughputQuota.ts';
import type { ResourceCapacity } from './resourceCapacity.ts';
import { raiseWarmLater } from './warmThroughputRaise.ts';

export interface ThroughputUpdate {
  /** Table only: the billing mode asked for. */
  BillingMode?: BillingMode;
  ProvisionedThroughput?: ProvisionedThroughputInput;
  OnDemandThroughput?: OnDemandThroughputInput;
  WarmThroughput?: WarmThroughputInput;
}

/** Throws DynamoDB's error if the change breaks a limit; changes nothing. */
export function checkThroughputUpdate(
  engine: Engine,
  table: Table,
  index: SecondaryIndex | undefined,
  update: ThroughputUpdate,
): void {
  const now = engine.now();
  const state = engine.capacity.of(table);
  const mode = (index ? undefined : update.BillingMode) ?? table.billingMode;
  if (!index && mode === 'PAY_PER_REQUEST' && table.billingMode === 'PROVISIONED') {
    checkSwitchBudget(state.payPerRequestSwitches, now);
  }
  const provisioned = index ? index.provisioned : table.provisioned;
  const requested = update.ProvisionedThroughput;
  if (requested && provisioned && table.billingMode === 'PROVISIONED' && isDecrease(provisioned, requested)) {
    checkDecreaseBudget(provisioned, now);
  }
  if (update.OnDemandThroughput && mode === 'PROVISIONED') {
    throw onDemandOnProvisioned(update.OnDemandThroughput, index?.name);
  }
  if (update.WarmThroughput) checkWarm(state.resourceFor(index, now), update.WarmThroughput, index);
  checkThroughputQuota({
    region: engine.region,
    table: table.name,
    index: index?.name,
    provisioned: requested,
    warm: update.WarmThroughput,
  });
}

/**
 * On-demand maximums on a PROVISIONED table (or one that was PROVISIONED before a change in flight,
 * operations/tableBusy.ts). An index is named after "OnDemandThroughput", as probed: "…for index :
 * gsi1 cannot be specified…" (ack-api-quirks dynamodb DDB-TABLE-153, 442); the rest is the table's
 * wording.
 */
export function onDemandOnProvisioned(
  maximums: { MaxReadRequestUnits?: number },
  indexName?: string,
): DynamoDBError {
  const member = maximums.MaxReadRequestUnits !== undefined ? 'MaxReadRequestUnits' : 'MaxWriteRequestUnits';
  const owner = indexName === undefined ? '' : ` for index : ${indexName}`;
  return invalidParameter(
    `${member} for OnDemandThroughput${owner} cannot be specified when the table BillingMode is PROVISIONED`,
  );
}

/**
 * Applies a checked change: billing mode, provisioned throughput (with the increase and decrease
 * bookkeeping DescribeTable shows), on-demand maximums and warm throughput. Returns whether the
 * billing mode or provisioned throughput changed (what puts a table in UPDATING).
 */
export function applyThroughputUpdate(
  engine: Engine,
  table: Table,
  index: SecondaryIndex | undefined,
  update: ThroughputUpdate,
): boolean {
  const now = engine.now();
  const state = engine.capacity.of(table);
  // In line with the definition before it changes: warm throughput remembers the old values.
  state.resourceFor(index, now);
  let changed = false;
  if (!index && update.BillingMode && update.BillingMode !== table.billingMode) {
    if (update.BillingMode === 'PAY_PER_REQUEST') {
      // Counted now; dated (lastSwitchToPayPerRequest) when it lands, by UpdateTable (DDB-TABLE-064).
      state.payPerRequestSwitches.push(now);
      // Each global index counts the switch as a decrease, the table does not (DDB-TABLE-153).
      for (const { provisioned } of table.indexes) {
        if (!provisioned) continue;
        provisioned.decreasesToday = decreasesToday(provisioned, now) + 1;
        provisioned.lastDecrease = now;
      }
    } else {
      // On-demand maximums go with the mode, the table's and its indexes' (DDB-TABLE-153).
      for (const resource of capacityResources(engine, table)) resource.setMaximums(undefined, undefined);
    }
    table.billingMode = update.BillingMode;
    changed = true;
  }
  const provisioned = index ? index.provisioned : table.provisioned;
  const requested = update.ProvisionedThroughput;
  if (requested && provisioned) {
    if (isIncrease(provisioned, requested)) provisioned.lastIncrease = now;
    if (isDecrease(provisioned, requested)) {
      provisioned.decreasesToday = decreasesToday(provisioned, now) + 1;
      provisioned.lastDecrease = now;
    }
    provisioned.readCapacityUnits = requested.ReadCapacityUnits;
    provisioned.writeCapacityUnits = requested.WriteCapacityUnits;
    changed = true;
  }
  const resource = state.resourceFor(index, now);
  if (update.OnDemandThroughput) {
    const { MaxReadRequestUnits: read, MaxWriteRequestUnits: write } = update.OnDemandThroughput;
    resource.setMaximums(read ?? resource.maxReadRequestUnits, write ?? resource.maxWriteRequestUnits);
  }
  // An empty WarmThroughput changes nothing: DynamoDB fails it alone with HTTP 500 and ignores it
  // beside another change (ack-api-quirks dynamodb DDB-TABLE-437, 456); it starts no raise.
  const warm = update.WarmThroughput;
  if (warm && (warm.ReadUnitsPerSecond !== undefined || warm.WriteUnitsPerSecond !== undefined)) {
    raiseWarmLater(engine, resource, warm);
  }
  return changed;
}

/**
 * Capacity settings given to CreateTable (OnDemandThroughput and WarmThroughput of the table and its
 * global indexes). A warm throughput given at creation shows UPDATING until the table turns ACTIVE
 * (settleCreationWarmThroughput), as DynamoDB shows it (ack-api-quirks dynamodb DDB-TABLE-032, 134);
 * its capacity is in place from the start, since nothing can use the table before.
 */
export function initializeThroughput(
  engine: Engine,
  table: Table,
  settings: { OnDemandThroughput?: OnDemandThroughputInput; WarmThroughput?: WarmThroughputInput },
  indexes: {
    IndexName: string;
    OnDemandThroughput?: OnDemandThroughputInput;
    WarmThroughput?: WarmThroughputInput;
  }[] = [],
): void {
  const now = engine.now();
  const state = engine.capacity.of(table);
  const apply = (resource: ResourceCapacity, given: typeof settings) => {
    const maximums = given.OnDemandThroughput;
    if (maximums) resource.setMaximums(maximums.MaxReadRequestUnits, maximums.MaxWriteRequestUnits);
    const warm = given.WarmThroughput;
    if (!warm) return;
    resource.raiseWarm(warm.ReadUnitsPerSecond ?? 0, warm.WriteUnitsPerSecond ?? 0);
    growTo(resource, resource.warm.read, resource.warm.write, now);
    resource.warm.status = 'UPDATING';
  };
  apply(state.resourceFor(undefined, now), settings);
  for (const given of indexes) {
    const index = table.indexes.find((candidate) => candidate.name === given.IndexName);
    if (index && index.kind === 'global') apply(state.resourceFor(index, now), given);
  }
}

/** The warm throughputs a table was created with are ACTIVE once it is (see initializeThroughput). */
export function settleCreationWarmThroughput(engine: Engine, table: Table): void {
  for (const resource of capacityResources(engine, table)) {
    if (resource.pendingWarm === undefined) resource.warm.status = 'ACTIVE';
  }
}

/** Whether the table's or a global index's warm throughput is still being raised. */
export function warmThroughputUpdating(engine: Engine, table: Table): boolean {
  return capacityResources(engine, table).some((resource) => resource.warm.status === 'UPDATING');
}

/** The capacity of the table and of each of its global indexes. */
function capacityResources(engine: Engine, table: Table): ResourceCapacity[] {
  const now = engine.now();
  const state = engine.capacity.of(table);
  const globals = table.indexes.filter((index) => index.kind === 'global');
  return [state.resourceFor(undefined, now), ...globals.map((index) => state.resourceFor(index, now))];
}

/**
 * A provisioned-throughput change that takes effect later (the table is UPDATING meanwhile) is
 * stamped when it is asked for too: the UpdateTable reply already shows LastIncreaseDateTime or
 * LastDecreaseDateTime at the request's time beside the old figures, and when the change lands both
 * move to that time and a decrease is counted (architect/dynalite's recording of DynamoDB, "should
 * triple rates and then reduce").
 */
export function stampRequestedChange(
  provisioned: ProvisionedThroughputState,
  requested: ProvisionedThroughputInput,
  now: number,
): void {
  if (isIncrease(provisioned, requested)) provisioned.lastIncrease = now;
  if (isDecrease(provisioned, requested)) {
    // Keeps NumberOfDecreasesToday as it is until the decrease lands, also across midnight.
    provisioned.decreasesToday = decreasesToday(provisioned, now);
    provisioned.lastDecrease = now;
  }
}

/** NumberOfDecreasesToday: the stored count if the last decrease was today (UTC), else 0. */
export function decreasesToday(provisioned: ProvisionedThroughputState, now: number): number {
  const last = provisioned.lastDecrease;
  return last !== undefined && Math.floor(last / DAY_MS) === Math.floor(now / DAY_MS)
    ? provisioned.decreasesToday
    : 0;
}

function isDecrease(current: ProvisionedThroughputState, requested: ProvisionedThroughputInput): boolean {
  return (
    requested.ReadCapacityUnits < current.readCapacityUnits ||
    requested.WriteCapacityUnits < current.writeCapacityUnits
  );
}

function isIncrease(current: ProvisionedThroughputState, requested: ProvisionedThroughputInput): boolean {
  return (
    requested.ReadCapacityUnits > current.readCapacityUnits ||
    requested.WriteCapacityUnits > current.writeCapacityUnits
  );
}

function checkDecreaseBudget(provisioned: ProvisionedThroughputState, now: number): void {
  const count = decreasesToday(provisioned, now);
  if (count < FREE_DECREASES_PER_DAY) return;
  const last = provisioned.lastDecrease!;
  if (now >= last + DECREASE_INTERVAL_MS) return;
  const next = Math.min(last + DECREASE_INTERVAL_MS, nextUtcMidnight(last));
  throw limitExceeded(
    `Subscriber limit exceeded: Provisioned throughput decreases are limited within a given UTC day. After the first ${FREE_DECREASES_PER_DAY} decreases, each subsequent decrease in the same UTC day can be performed at most once every ${DECREASE_INTERVAL_MS / 1000} seconds. Number of decreases today: ${count}. Last decrease at ${fullUtcText(last)}. Next decrease can be made at ${fullUtcText(next)}`,
  );
}

function checkSwitchBudget(switches: number[], now: number): void {
  const recent = switches.filter((time) => time > now - DAY_MS);
  if (recent.length < PAY_PER_REQUEST_SWITCHES_PER_DAY) return;
  throw limitExceeded(
    `Subscriber limit exceeded: Update to PayPerRequest mode are limited to ${PAY_PER_REQUEST_SWITCHES_PER_DAY} times in 1 day(s). Last update at ${javaUtcText(recent[recent.length - 1])}. Next update can be made at ${javaUtcText(recent[0] + DAY_MS)}`,
  );
}

function checkWarm(
  resource: ResourceCapacity,
  warm: WarmThroughputInput,
  index: SecondaryIndex | undefined,
): void {
  const owner = index ? `index ${index.name}` : 'table';
  const current = { ReadUnitsPerSecond: resource.warm.read, WriteUnitsPerSecond: resource.warm.write };
  for (const member of ['ReadUnitsPerSecond', 'WriteUnitsPerSecond'] as const) {
    const value = warm[member];
    if (value === undefined || value >= current[member]) continue;
    throw invalidParameter(
      `Requested ${member} for WarmThroughput for ${owner} is lower than current WarmThroughput, decreasing WarmThroughput is not supported`,
    );
  }
}

const limitExceeded = (message: string) => new DynamoDBError('LimitExceededException', message);
