/**
 * CreateTable's secondary indexes: LSIs share the table's hash key and need a range key, projections
 * must be consistent, GSIs carry throughput exactly when the table is PROVISIONED, names are unique,
 * and at most 5 LSIs and 20 GSIs. Messages are DynamoDB's (architect/dynalite's createTable tests;
 * live probes in a 2026 catalogue of DynamoDB's messages).
 */
import { invalidParameter } from '../../errors.ts';
import type { CreateTableRequest, ProjectionInput, SecondaryIndexInput } from '../requestTypes.ts';
import { checkGlobalIndexKeyOrder, checkKeyOrder } from './keys.ts';

export const MAX_LOCAL_INDEXES = 5;
export const MAX_GLOBAL_INDEXES = 20;

export function checkIndexListsNotEmpty(request: CreateTableRequest): void {
  if (request.LocalSecondaryIndexes?.length === 0) invalid('List of LocalSecondaryIndexes is empty');
  if (request.GlobalSecondaryIndexes?.length === 0) invalid('List of GlobalSecondaryIndexes is empty');
  if (request.LocalSecondaryIndexes !== undefined && request.KeySchema.length !== 2) {
    invalid(
      'Table KeySchema does not have a range key, which is required when specifying a LocalSecondaryIndex',
    );
  }
}

export function checkLocalIndexes(request: CreateTableRequest, names: Set<string>): void {
  const indexes = request.LocalSecondaryIndexes;
  if (indexes === undefined) return;
  const tableHash = request.KeySchema[0].AttributeName;
  for (const index of indexes) {
    checkKeyOrder(index.KeySchema);
    if (index.KeySchema.length !== 2)
      invalid(`Index KeySchema does not have a range key for index: ${index.IndexName}`);
    const indexHash = index.KeySchema[0].AttributeName;
    if (indexHash !== tableHash) {
      invalid(
        `Index KeySchema does not have the same leading hash key as table KeySchema for index: ${index.IndexName}. ` +
          `index hash key: ${indexHash}, table hash key: ${tableHash}`,
      );
    }
    checkProjection(index.Projection);
    checkUniqueName(index, names);
  }
  if (indexes.length > MAX_LOCAL_INDEXES) {
    invalid(`Number of LocalSecondaryIndexes exceeds per-table limit of ${MAX_LOCAL_INDEXES}`);
  }
}

export function checkGlobalIndexes(request: CreateTableRequest, names: Set<string>): void {
  const indexes = request.GlobalSecondaryIndexes;
  if (indexes === undefined) return;
  const onDemand = request.BillingMode === 'PAY_PER_REQUEST';
  for (const index of indexes) {
    checkGlobalIndexKeyOrder(index.KeySchema);
    checkProjection(index.Projection);
    if (onDemand && index.ProvisionedThroughput !== undefined) {
      invalid(
        `ProvisionedThroughput should not be specified for index: ${index.IndexName} when BillingMode is PAY_PER_REQUEST`,
      );
    }
    if (!onDemand && index.ProvisionedThroughput === undefined) {
      invalid(`ProvisionedThroughput is not specified for index: ${index.IndexName}`);
    }
    checkUniqueName(index, names);
  }
  if (indexes.length > MAX_GLOBAL_INDEXES) {
    invalid(`GlobalSecondaryIndex count exceeds the per-table limit of ${MAX_GLOBAL_INDEXES}`);
  }
}

/** A projection's type and NonKeyAttributes agree (CreateTable and UpdateTable's index creation). */
export function checkProjection({ ProjectionType: type, NonKeyAttributes: nonKey }: ProjectionInput): void {
  if (type === undefined) invalid('Unknown ProjectionType: null');
  if (type !== 'INCLUDE' && nonKey !== undefined)
    invalid(`ProjectionType is ${type}, but NonKeyAttributes is specified`);
  if (type === 'INCLUDE' && nonKey === undefined)
    invalid('ProjectionType is INCLUDE, but NonKeyAttributes is not specified');
  const seen = new Set<string>();
  for (const name of nonKey ?? []) {
    if (seen.has(name)) invalid(`Duplicate element in NonKeyAttributes: ${name}`);
    seen.add(name);
  }
}

function checkUniqueName(index: SecondaryIndexInput, names: Set<string>): void {
  if (names.has(index.IndexName)) invalid(`Duplicate index name: ${index.IndexName}`);
  names.add(index.IndexName);
}

function invalid(detail: string): never {
  throw invalidParameter(detail);
}
