/**
 * The operations of global tables version 2017.11.29 (Legacy), answered as DynamoDB answers them
 * today, as a 2026 lab recorded against AWS (ack-api-quirks dynamodb DDB-GLOBALTABLE-001, 002, 004,
 * DDB-GLOBALTABLESETTINGS-001, DDB-TABLE-442, 457): CreateGlobalTable is refused with the advice to use version
 * 2019.11.21, the others find no legacy global table (a table with replicas is not one), and
 * ListGlobalTables lists none. Replicas are added with UpdateTable ReplicaUpdates
 * (globalTables/replicaUpdates.ts).
 */
import type { Engine } from '../engine.ts';
import { DynamoDBError, invalidParameter, validation } from '../errors.ts';
import { compileRequest } from '../validation/shape/compileRequest.ts';
import { integer, list, string, structure } from '../validation/shape/shapes.ts';
import { NAME_PATTERN } from '../validation/commonShapes.ts';
import { GLOBAL_TABLE_REGIONS } from '../globalTables/replicaRegions.ts';

const globalTableName = (required: boolean) => string({ required, min: 3, max: 255, pattern: NAME_PATTERN });
const replica = structure('Replica', { RegionName: string() });
const replicaUpdate = structure('ReplicaUpdate', {
  Create: structure('CreateReplicaAction', { RegionName: string({ required: true }) }),
  Delete: structure('DeleteReplicaAction', { RegionName: string({ required: true }) }),
});

interface Named {
  GlobalTableName: string;
}

const checkCreate = compileRequest<Named>(
  structure('CreateGlobalTableInput', {
    GlobalTableName: globalTableName(true),
    ReplicationGroup: list(replica, { required: true }),
  }),
);
const checkUpdate = compileRequest<Named & { ReplicaUpdates: unknown[] }>(
  structure('UpdateGlobalTableInput', {
    GlobalTableName: globalTableName(true),
    ReplicaUpdates: list(replicaUpdate, { required: true }),
  }),
);
/**
 * The describing calls word a name of the wrong length as a sentence of their own, before any
 * constraint (DDB-TABLE-457: an empty GlobalTableName, 2026).
 */
function checkNameLength({ GlobalTableName: name }: Partial<Named>): void {
  if (name !== undefined && (name.length < 3 || name.length > 255)) {
    throw validation('TableName must be at least 3 characters long and at most 255 characters long');
  }
}
const checkDescribing = (name: string) =>
  compileRequest<Named>(structure(name, { GlobalTableName: globalTableName(true) }), checkNameLength);
const checkDescribe = checkDescribing('DescribeGlobalTableInput');
const checkDescribeSettings = checkDescribing('DescribeGlobalTableSettingsInput');
// Each replica's settings name their Region: checked before the name is looked up (DDB-TABLE-457).
const checkUpdateSettings = compileRequest<Named>(
  structure('UpdateGlobalTableSettingsInput', {
    GlobalTableName: globalTableName(true),
    ReplicaSettingsUpdate: list(
      structure('ReplicaSettingsUpdate', { RegionName: string({ required: true }) }),
      {
        min: 1,
        max: 50,
      },
    ),
  }),
);
const checkList = compileRequest<{ RegionName?: string }>(
  structure('ListGlobalTablesInput', {
    ExclusiveStartGlobalTableName: globalTableName(false),
    Limit: integer({ min: 1 }),
    RegionName: string(),
  }),
);

const notFound = (message: string) => new DynamoDBError('GlobalTableNotFoundException', message);

const versionRefused = () =>
  invalidParameter(
    'DynamoDB global tables version 2017.11.29 is not supported. We recommend using DynamoDB global tables version 2019.11.21, instead of version 2017.11.29 (Legacy).',
  );

export function createGlobalTable(_engine: Engine, body: object): never {
  checkCreate(body);
  throw versionRefused();
}

export function describeGlobalTable(_engine: Engine, body: object): never {
  const { GlobalTableName } = checkDescribe(body);
  throw notFound(`Global table not found: Global table with name: '${GlobalTableName}' does not exist.`);
}

export function updateGlobalTable(_engine: Engine, body: object): never {
  const { GlobalTableName, ReplicaUpdates } = checkUpdate(body);
  // An empty list, or an update that neither adds nor removes a replica, gets the family's prefix and
  // nothing more (DDB-TABLE-442, 457).
  const empty = (update: unknown) => {
    const { Create, Delete } = update as { Create?: unknown; Delete?: unknown };
    return Create === undefined && Delete === undefined;
  };
  if (ReplicaUpdates.length === 0 || ReplicaUpdates.some(empty)) {
    throw new DynamoDBError('ValidationException', 'One or more parameter values were invalid');
  }
  // Adding a replica is refused as CreateGlobalTable is, before the name is looked up
  // (DDB-GLOBALTABLE-002, 004).
  if (ReplicaUpdates.some((update) => (update as { Create?: unknown }).Create !== undefined)) {
    throw versionRefused();
  }
  throw notFound(`Global table with name: '${GlobalTableName}' does not exist.`);
}

export function describeGlobalTableSettings(_engine: Engine, body: object): never {
  throw notFound(`Global table with name: '${checkDescribeSettings(body).GlobalTableName}' does not exist.`);
}

export function updateGlobalTableSettings(_engine: Engine, body: object): never {
  throw notFound(`Global table with name: '${checkUpdateSettings(body).GlobalTableName}' does not exist.`);
}

export function listGlobalTables(_engine: Engine, body: object) {
  const { RegionName } = checkList(body);
  // A made-up Region is a server error there, not a validation one (DDB-GLOBALTABLE-004).
  if (RegionName !== undefined && !GLOBAL_TABLE_REGIONS.includes(RegionName)) {
    throw new DynamoDBError('InternalServerError', 'Internal server error');
  }
  return { GlobalTables: [] };
}
