/**
 * CreateTable: the table starts CREATING and turns ACTIVE after the engine's status delay, on the
 * engine clock. Until then data-plane calls get ResourceNotFoundException, as in DynamoDB — the
 * modeling card's example forgets to wait, and the sandbox must punish that the same way.
 */
import { checkNewTableAccountQuota } from '../capacity/accountQuota.ts';
import { checkNewTableQuota, checkNewTableWarmMinimum } from '../capacity/throughputQuota.ts';
import { initializeThroughput, settleCreationWarmThroughput } from '../capacity/throughputUpdates.ts';
import type { Engine } from '../engine.ts';
import { DynamoDBError, resourceInUse, stillInUse } from '../errors.ts';
import { ItemStore } from '../storage/itemStore.ts';
import { keyHashFor } from '../storage/keyHash.ts';
import { enableStream } from '../streams/streamSpecification.ts';
import type { KeySchema } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';
import type { CreateTableRequest, SecondaryIndexInput } from '../validation/requestTypes.ts';
import { validateCreateTable } from '../validation/createTable.ts';
import { describeTable, withoutSwitchTime } from './tableDescription.ts';
import { uuidFrom } from './ids.ts';
import { buildIndex } from './indexDefinitions.ts';
import { buildVectorIndex } from '../vectors/vectorDefinitions.ts';
import { encryptionOf } from './serverSideEncryption.ts';
import { parsePolicyDocument } from '../policies/policyDocument.ts';
import { initialPolicy } from '../policies/policySlot.ts';

/** DynamoDB's default quota of tables per account and Region. */
export const MAX_TABLES = 2500;

export function createTable(engine: Engine, body: object) {
  const request = validateCreateTable(body);
  // The policy is checked as PutResourcePolicy checks it, and in place from the start.
  const policy =
    request.ResourcePolicy === undefined
      ? undefined
      : parsePolicyDocument(request.ResourcePolicy, { kind: 'table', partition: engine.partition });
  const existing = engine.tables.get(request.TableName);
  if (existing) {
    // While the first is CREATING, DynamoDB says so (ack-api-quirks dynamodb DDB-TABLE-005); a
    // restore's target is "being used" (DDB-TABLE-219, 444).
    const state = existing.restoredFrom === undefined ? 'created' : 'used';
    throw existing.status === 'CREATING'
      ? stillInUse(`Table is being ${state}: ${request.TableName}`)
      : resourceInUse(`Table already exists: ${request.TableName}`);
  }
  checkRoomForTable(engine, request);
  const table = newTable(engine, request);
  if (policy) table.resourcePolicy = initialPolicy(engine, policy);
  engine.tables.set(table.name, table);
  initializeThroughput(engine, table, request, request.GlobalSecondaryIndexes);
  const stream = request.StreamSpecification;
  if (stream?.StreamEnabled) enableStream(engine, table, stream.StreamViewType!);
  const description = createdTableDescription(describeTable(engine, table), request);
  activateWhenCreated(engine, table);
  return { TableDescription: description };
}

/**
 * CreateTable's reply leaves out what is still being put in place: the table's WarmThroughput
 * unless the request gave one (then shown UPDATING), every index's WarmThroughput, and the time of
 * the switch to PAY_PER_REQUEST (ack-api-quirks dynamodb DDB-TABLE-032, 033, 134, 138: probes of
 * CreateTable against AWS in 2026).
 */
function createdTableDescription(description: Record<string, unknown>, request: CreateTableRequest) {
  const indexes = description.GlobalSecondaryIndexes as Record<string, unknown>[] | undefined;
  return {
    ...withoutSwitchTime(description),
    GlobalSecondaryIndexes: indexes?.map((index) => ({ ...index, WarmThroughput: undefined })),
    WarmThroughput: request.WarmThroughput ? description.WarmThroughput : undefined,
  };
}

/**
 * A new table (and its indexes) turns ACTIVE after the engine's status delay, and so does a warm
 * throughput it was created with.
 */
export function activateWhenCreated(engine: Engine, table: Table): void {
  engine.after(engine.tableStatusDelayMs, () => activateTable(engine, table));
}

/** A CREATING table, with its indexes, becomes ACTIVE (also when an import into it ends). */
export function activateTable(engine: Engine, table: Table): void {
  if (table.status !== 'CREATING') return;
  table.status = 'ACTIVE';
  table.activeSince = engine.now();
  for (const index of table.indexes) index.status = 'ACTIVE';
  for (const index of table.vectorIndexes ?? []) index.status = 'ACTIVE';
  settleCreationWarmThroughput(engine, table);
}

/** The account's table count and throughput quotas leave room for the new table (also for restores). */
export function checkRoomForTable(engine: Engine, request: CreateTableRequest): void {
  if (engine.tables.size >= MAX_TABLES) {
    throw new DynamoDBError(
      'LimitExceededException',
      `Subscriber limit exceeded: The table count has exceeded the limit of ${MAX_TABLES} tables for this account`,
    );
  }
  checkNewTableQuota(engine.region, request);
  checkNewTableWarmMinimum(request);
  checkNewTableAccountQuota(engine, request);
}

/**
 * The table a validated CreateTable request describes, CREATING (also used to restore snapshots).
 * `id` is given when the table's TableId was announced before the table itself exists (an import's).
 */
export function newTable(engine: Engine, request: CreateTableRequest, id: string = uuidFrom(engine)): Table {
  const now = engine.now();
  const provisioned = request.BillingMode !== 'PAY_PER_REQUEST';
  const arn = engine.tableArn(request.TableName);
  const keySchema = keySchemaOf(request);
  const indexOf = (kind: 'local' | 'global') => (input: SecondaryIndexInput) =>
    buildIndex(arn, request.AttributeDefinitions, input, kind, provisioned);
  return {
    name: request.TableName,
    id,
    arn,
    createdAt: now,
    status: 'CREATING',
    keySchema,
    keySchemaElements: request.KeySchema.map((k) => ({ AttributeName: k.AttributeName, KeyType: k.KeyType })),
    attributeDefinitions: request.AttributeDefinitions.map((d) => ({
      AttributeName: d.AttributeName,
      AttributeType: d.AttributeType,
    })),
    billingMode: provisioned ? 'PROVISIONED' : 'PAY_PER_REQUEST',
    lastSwitchToPayPerRequest: provisioned ? undefined : now,
    provisioned: {
      readCapacityUnits: request.ProvisionedThroughput?.ReadCapacityUnits ?? 0,
      writeCapacityUnits: request.ProvisionedThroughput?.WriteCapacityUnits ?? 0,
      decreasesToday: 0,
    },
    tableClass: request.TableClass,
    deletionProtection: request.DeletionProtectionEnabled ?? false,
    encryption: encryptionOf(engine, request.SSESpecification),
    tags: new Map((request.Tags ?? []).map((tag) => [tag.Key, tag.Value])),
    items: new ItemStore(keyHashFor(keySchema.partition.type)),
    indexes: [
      ...(request.LocalSecondaryIndexes ?? []).map(indexOf('local')),
      ...(request.GlobalSecondaryIndexes ?? []).map(indexOf('global')),
    ],
    vectorIndexes: request.VectorIndexes?.map((input) =>
      buildVectorIndex(arn, request.AttributeDefinitions, input),
    ),
    statistics: { itemCount: 0, sizeBytes: 0, indexes: new Map(), takenAt: now },
  };
}

function keySchemaOf(request: CreateTableRequest): KeySchema {
  const typeOf = (name: string) =>
    request.AttributeDefinitions.find((d) => d.AttributeName === name)!.AttributeType;
  const hash = request.KeySchema.find((k) => k.KeyType === 'HASH')!;
  const range = request.KeySchema.find((k) => k.KeyType === 'RANGE');
  return {
    partition: { name: hash.AttributeName, type: typeOf(hash.AttributeName) },
    sort: range ? { name: range.AttributeName, type: typeOf(range.AttributeName) } : undefined,
  };
}
