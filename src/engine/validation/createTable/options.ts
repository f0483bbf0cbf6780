/**
 * CreateTable's billing, stream, encryption, table class and on-demand settings. Messages are
 * DynamoDB's, from live probes recorded in a 2026 catalogue of its validation messages (capacity
 * bounds from architect/dynalite's createTable tests).
 */
import { invalidParameter, validation } from '../../errors.ts';
import type { CreateTableRequest, OnDemandThroughputInput } from '../requestTypes.ts';

/** Larger capacities are refused outright (smaller ones above the account quota are the engine's). */
const MAX_CAPACITY_UNITS = 1_000_000_000_000;

export function checkBilling(request: CreateTableRequest): void {
  const throughput = request.ProvisionedThroughput;
  if (request.BillingMode === 'PAY_PER_REQUEST') {
    if (throughput !== undefined) {
      throw invalidParameter(
        'Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST',
      );
    }
    return;
  }
  if (throughput === undefined) {
    throw invalidParameter(
      'ReadCapacityUnits and WriteCapacityUnits must both be specified when BillingMode is PROVISIONED',
    );
  }
  for (const units of ['ReadCapacityUnits', 'WriteCapacityUnits'] as const) {
    if (throughput[units] > MAX_CAPACITY_UNITS) {
      throw validation(`Given value ${throughput[units]} for ${units} is out of bounds`);
    }
  }
}

export function checkOnDemandThroughput(request: CreateTableRequest): void {
  const provisioned = request.BillingMode !== 'PAY_PER_REQUEST';
  checkOnDemand(request.OnDemandThroughput, provisioned, 'table');
  for (const index of request.GlobalSecondaryIndexes ?? []) {
    checkOnDemand(index.OnDemandThroughput, provisioned, `index : ${index.IndexName}`);
  }
}

function checkOnDemand(
  settings: OnDemandThroughputInput | undefined,
  provisioned: boolean,
  target: string,
): void {
  if (settings === undefined) return;
  for (const units of ['MaxReadRequestUnits', 'MaxWriteRequestUnits'] as const) {
    const value = settings[units];
    if (value === undefined) continue;
    if (provisioned) {
      const owner = target === 'table' ? 'the table' : target;
      throw invalidParameter(
        `${units} for OnDemandThroughput cannot be specified when ${owner} BillingMode is PROVISIONED`,
      );
    }
    if (value < 1)
      throw invalidParameter(
        `Requested ${units} for OnDemandThroughput for ${target} is outside of valid range`,
      );
  }
}

export function checkStreamSpecification(request: CreateTableRequest): void {
  const stream = request.StreamSpecification;
  if (stream === undefined) return;
  if (stream.StreamEnabled && stream.StreamViewType === undefined) {
    throw invalidParameter('Table is being created with a stream enabled, UpdateViewType is required');
  }
  if (!stream.StreamEnabled && stream.StreamViewType !== undefined) {
    throw invalidParameter(
      'Table is being created with a stream disabled, UpdateViewType should not be specified',
    );
  }
}

export function checkSseSpecification(request: CreateTableRequest): void {
  const sse = request.SSESpecification;
  if (sse === undefined) return;
  if (sse.Enabled === false) {
    if (sse.SSEType !== undefined) throw invalidParameter('SSEType can not be specified if Enabled is false');
    if (sse.KMSMasterKeyId !== undefined)
      throw invalidParameter('KMSMasterKeyId can not be specified if Enabled is false');
    return;
  }
  if (sse.SSEType === 'AES256') throw invalidParameter('SSEType AES256 is not supported');
  if (sse.KMSMasterKeyId !== undefined && sse.SSEType !== 'KMS') {
    throw invalidParameter('SSEType KMS is required if KMSMasterKeyId is specified');
  }
}

const TABLE_CLASSES = ['STANDARD', 'STANDARD_INFREQUENT_ACCESS'];

export function checkTableClass(request: CreateTableRequest): void {
  if (request.TableClass !== undefined && !TABLE_CLASSES.includes(request.TableClass)) {
    throw validation(
      `Invalid table-class parameter provided. Please try again with a valid table-class value: [${TABLE_CLASSES.join(', ')}].`,
    );
  }
}
