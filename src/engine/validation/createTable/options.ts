/**
 * CreateTable's billing, stream, encryption, table class and on-demand settings. Messages are
 * DynamoDB's, from live probes recorded in a 2026 catalogue of its validation messages (capacity
 * bounds from architect/dynalite's createTable tests).
 */
import { invalidParameter, validation } from '../../errors.ts';
import type {
  CreateTableRequest,
  OnDemandThroughputInput,
  ProvisionedThroughputInput,
  SseSpecificationInput,
} from '../requestTypes.ts';

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
  checkCapacityBounds(throughput);
}

/**
 * Read units are checked before write units (architect/dynalite's updateTable tests); an index's
 * throughput in UpdateTable names the index (dynalite's early recordings).
 */
export function checkCapacityBounds(throughput: ProvisionedThroughputInput, index?: string): void {
  for (const units of ['ReadCapacityUnits', 'WriteCapacityUnits'] as const) {
    if (throughput[units] > MAX_CAPACITY_UNITS) {
      const owner = index === undefined ? '' : ` for index ${index}`;
      throw validation(`Given value ${throughput[units]} for ${units} is out of bounds${owner}`);
    }
  }
}

export function checkOnDemandThroughput(request: CreateTableRequest): void {
  const provisioned = request.BillingMode !== 'PAY_PER_REQUEST';
  checkOnDemand(request.OnDemandThroughput, provisioned, 'table');
  for (const index of request.GlobalSecondaryIndexes ?? []) {
    checkOnDemand(index.OnDemandThroughput, provisioned, `index : ${index.IndexName}`, index.IndexName);
  }
}

/**
 * CreateTable words the billing-mode refusal unlike UpdateTable: "when table BillingMode", with a
 * full stop (captured against DynamoDB: nubo-db/dynoxide#159). For an index the capture shows only
 * the start, "… for OnDemandThroughput for index: <name> cannot be specified"; the rest follows the
 * table's form.
 */
function checkOnDemand(
  settings: OnDemandThroughputInput | undefined,
  provisioned: boolean,
  target: string,
  indexName?: string,
): void {
  if (settings === undefined) return;
  if (provisioned) {
    const owner = indexName === undefined ? '' : ` for index: ${indexName}`;
    for (const units of ['MaxReadRequestUnits', 'MaxWriteRequestUnits'] as const) {
      if (settings[units] === undefined) continue;
      throw invalidParameter(
        `${units} for OnDemandThroughput${owner} cannot be specified when table BillingMode is PROVISIONED.`,
      );
    }
  }
  checkOnDemandRange(settings, target, false);
}

/**
 * On-demand maximums are at least 1; UpdateTable also takes -1, which removes the maximum (a 2026
 * catalogue of DynamoDB's messages). `target` is `table` or `index : <name>`.
 */
export function checkOnDemandRange(
  settings: OnDemandThroughputInput,
  target: string,
  allowClear: boolean,
): void {
  for (const units of ['MaxReadRequestUnits', 'MaxWriteRequestUnits'] as const) {
    const value = settings[units];
    if (value === undefined || value >= 1 || (allowClear && value === -1)) continue;
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

export function checkSseSpecification(request: { SSESpecification?: SseSpecificationInput }): void {
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

export function checkTableClass(request: { TableClass?: string }): void {
  if (request.TableClass !== undefined && !TABLE_CLASSES.includes(request.TableClass)) {
    throw validation(
      `Invalid table-class parameter provided. Please try again with a valid table-class value: [${TABLE_CLASSES.join(', ')}].`,
    );
  }
}
