/**
 * CreateTable request validation: the shape, the global-table members the sandbox does not
 * simulate (unsimulatedGlobalTableMembers.ts), then key schemas against attribute definitions,
 * secondary indexes, billing, stream, encryption and tags — everything that does not need to know
 * which tables exist. The order of the checks is DynamoDB's where it is recorded.
 */
import { checkGlobalIndexes, checkIndexListsNotEmpty, checkLocalIndexes } from './createTable/indexes.ts';
import {
  checkDefinitionsUnique,
  checkDefinitionsUsed,
  checkKeysDefined,
  hasSecondaryIndexes,
  checkTableKeys,
} from './createTable/keys.ts';
import {
  checkBilling,
  checkOnDemandThroughput,
  checkSseSpecification,
  checkStreamSpecification,
  checkTableClass,
} from './createTable/options.ts';
import { createTableInput } from './createTable/shapes.ts';
import { checkVectorIndexes, checkVectorIndexNames } from './createTable/vectorIndexes.ts';
import type { CreateTableRequest } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { requireTableName } from './tableNameParameter.ts';
import { checkTags } from './tags.ts';
import { rejectUnsimulatedCreateTableMembers } from './unsimulatedGlobalTableMembers.ts';

const checkShape = compileRequest<CreateTableRequest>(createTableInput, requireTableName);

export function validateCreateTable(body: object): CreateTableRequest {
  const request = checkShape(body);
  rejectUnsimulatedCreateTableMembers(body);
  checkBilling(request);
  checkDefinitionsUnique(request);
  checkTableKeys(request);
  checkIndexListsNotEmpty(request);
  const definitions = request.AttributeDefinitions.map((d) => d.AttributeName);
  for (const index of [...(request.LocalSecondaryIndexes ?? []), ...(request.GlobalSecondaryIndexes ?? [])]) {
    checkKeysDefined(index.KeySchema, definitions);
  }
  checkVectorIndexes(request);
  if (hasSecondaryIndexes(request)) checkDefinitionsUsed(request);
  const indexNames = new Set<string>();
  checkLocalIndexes(request, indexNames);
  checkGlobalIndexes(request, indexNames);
  checkVectorIndexNames(request, indexNames);
  checkOnDemandThroughput(request);
  checkStreamSpecification(request);
  checkSseSpecification(request);
  checkTableClass(request);
  if (request.Tags !== undefined) checkTags(request.Tags);
  return request;
}
