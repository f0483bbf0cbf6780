/**
 * UpdateTable request validation, in this order: the table name (before any constraint, with its own
 * messages), the shape, the global-table members the sandbox does not simulate
 * (unsimulatedGlobalTableMembers.ts), that something changes, the table's capacity bounds, the index
 * update entries, what may be changed together, then each change's own rules, and last the one-index
 * limit (a LimitExceededException, which DynamoDB answers seconds later than its validation errors,
 * so from a later stage). The order between rules no recording compares is ours. Checks that
 * need the table — unknown indexes, unchanged throughput, billing-mode rules for indexes, attribute
 * types — are the operation's.
 */
import {
  checkCapacityBounds,
  checkOnDemandRange,
  checkSseSpecification,
  checkTableClass,
} from './createTable/options.ts';
import type { UpdateTableRequest } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { checkTableNameParameter } from './tableNameParameter.ts';
import {
  changesOf,
  checkChangeCombination,
  checkSomethingChanges,
  checkStreamChange,
  withoutEmptyThroughput,
} from './updateTable/changes.ts';
import {
  checkIndexDefinitions,
  checkIndexUpdateEntries,
  checkIndexWarmGiven,
  checkOnlineIndexLimit,
} from './updateTable/indexUpdates.ts';
import { updateTableInput } from './updateTable/shapes.ts';
import { validation } from '../errors.ts';
import { rejectUnsimulatedUpdateTableMembers } from './unsimulatedGlobalTableMembers.ts';

const checkShape = compileRequest<UpdateTableRequest>(updateTableInput, checkTableNameParameter);

export function validateUpdateTable(body: object): UpdateTableRequest {
  const request = withoutEmptyThroughput(checkShape(body));
  rejectUnsimulatedUpdateTableMembers(body);
  const changes = changesOf(request);
  checkSomethingChanges(request, changes);
  if (request.GlobalTableWitnessUpdates?.[0].Create && request.MultiRegionConsistency !== 'STRONG') {
    throw validation(
      'MultiRegionConsistency must be set as STRONG when GlobalTableWitnessUpdates parameter is present.',
    );
  }
  if (request.ProvisionedThroughput) checkCapacityBounds(request.ProvisionedThroughput);
  if (request.GlobalSecondaryIndexUpdates) {
    checkIndexUpdateEntries(request.GlobalSecondaryIndexUpdates);
    for (const { Update } of request.GlobalSecondaryIndexUpdates) {
      if (Update?.ProvisionedThroughput) checkCapacityBounds(Update.ProvisionedThroughput, Update.IndexName);
    }
    checkIndexWarmGiven(request.GlobalSecondaryIndexUpdates);
  }
  checkChangeCombination(request, changes);
  checkStreamChange(request);
  checkSseSpecification(request);
  checkTableClass(request);
  if (request.OnDemandThroughput) checkOnDemandRange(request.OnDemandThroughput, 'table', true);
  checkIndexDefinitions(request);
  checkOnlineIndexLimit(request.GlobalSecondaryIndexUpdates);
  return request;
}
