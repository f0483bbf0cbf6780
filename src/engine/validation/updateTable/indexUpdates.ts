/**
 * UpdateTable's GlobalSecondaryIndexUpdates: one action per entry, one entry per index, a new index
 * described consistently, and at most one index created or deleted per call. Messages from
 * architect/dynalite's updateTable tests and a 2026 catalogue of DynamoDB's answers (ack-api-quirks
 * dynamodb, findings DDB-TABLE-159, 160, 162). Whether the named indexes exist, and whether a new
 * index's keys are defined and its throughput fits the table's billing mode, need the table.
 */
import { DynamoDBError, invalidParameter } from '../../errors.ts';
import { checkProjection } from '../createTable/indexes.ts';
import { checkGlobalIndexKeyOrder } from '../createTable/keys.ts';
import { checkOnDemandRange } from '../createTable/options.ts';
import type { GlobalSecondaryIndexUpdate, UpdateTableRequest } from '../requestTypes.ts';

export function checkIndexUpdateEntries(updates: readonly GlobalSecondaryIndexUpdate[]): void {
  const names = new Set<string>();
  for (const update of updates) {
    const actions = [update.Update, update.Create, update.Delete].filter((action) => action !== undefined);
    if (actions.length === 0) {
      throw invalidParameter(
        'One of GlobalSecondaryIndexUpdate.Update, GlobalSecondaryIndexUpdate.Create, ' +
          'GlobalSecondaryIndexUpdate.Delete must not be null',
      );
    }
    if (actions.length > 1) {
      throw invalidParameter(
        'Only one global secondary index action is allowed per GlobalSecondaryIndexUpdate object',
      );
    }
    const name = actions[0].IndexName;
    if (names.has(name)) {
      throw invalidParameter(
        `Only one global secondary index update per index is allowed simultaneously. Index: ${name}`,
      );
    }
    names.add(name);
  }
}

/** Whether the call creates or deletes an index (throughput updates leave the set of indexes alone). */
export function changesIndexSet(updates: readonly GlobalSecondaryIndexUpdate[] | undefined): boolean {
  return updates?.some((update) => update.Create !== undefined || update.Delete !== undefined) ?? false;
}

/**
 * An index Update's WarmThroughput names at least one member. Checked before what may be changed
 * together and before the table and index are looked up: DynamoDB answers this for an unknown index,
 * for a missing table and beside a TableClass change alike (ack-api-quirks dynamodb DDB-TABLE-456).
 */
export function checkIndexWarmGiven(updates: readonly GlobalSecondaryIndexUpdate[]): void {
  for (const { Update: update } of updates) {
    const warm = update?.WarmThroughput;
    if (warm && warm.ReadUnitsPerSecond === undefined && warm.WriteUnitsPerSecond === undefined) {
      throw invalidParameter(
        `WarmThroughput must have at least one of ReadUnitsPerSecond or WriteUnitsPerSecond specified for index: ${update.IndexName}`,
      );
    }
  }
}

/** What each created or updated index says about itself. */
export function checkIndexDefinitions(request: UpdateTableRequest): void {
  for (const { Create: create, Update: update } of request.GlobalSecondaryIndexUpdates ?? []) {
    if (create) {
      if (request.AttributeDefinitions === undefined) {
        throw invalidParameter(`AttributeDefinitions is not specified for index: ${create.IndexName}`);
      }
      checkGlobalIndexKeyOrder(create.KeySchema);
      checkProjection(create.Projection);
      if (create.OnDemandThroughput)
        checkOnDemandRange(create.OnDemandThroughput, `index : ${create.IndexName}`, false);
    }
    if (update?.OnDemandThroughput) {
      checkOnDemandRange(update.OnDemandThroughput, `index : ${update.IndexName}`, true);
    }
  }
}

/**
 * One index may be created or deleted per call. DynamoDB answers more with LimitExceededException,
 * the code it also uses while another index is being built (that case is the operation's).
 */
export function checkOnlineIndexLimit(updates: readonly GlobalSecondaryIndexUpdate[] | undefined): void {
  const changes =
    updates?.filter((update) => update.Create !== undefined || update.Delete !== undefined) ?? [];
  if (changes.length > 1) {
    throw new DynamoDBError(
      'LimitExceededException',
      'Subscriber limit exceeded: Only 1 online index can be created or deleted simultaneously per table',
    );
  }
}
