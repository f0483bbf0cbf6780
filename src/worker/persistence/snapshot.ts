/**
 * The sandbox as saved between visits: each table as the CreateTable request that makes it again,
 * its tags and items, and the virtual clock. Taken and restored only through `dispatch` — the wire
 * protocol, not engine internals — so a snapshot stays readable as the engine's insides change, and
 * a restore is validated like any request.
 */
import type { Dispatch } from '../../protocol/dispatch.ts';

export const SNAPSHOT_FORMAT = 'dynamo-sandbox/engine-snapshot-1';

export interface SavedTable {
  create: Record<string, unknown>;
  tags: unknown[];
  items: unknown[];
}

export interface Snapshot {
  format: typeof SNAPSHOT_FORMAT;
  /** Wall-clock time of the save, epoch milliseconds. */
  savedAt: number;
  clock: { Time: number; Speed: number; Paused: boolean };
  tables: SavedTable[];
}

type Reply = Record<string, unknown>;

function call(dispatch: Dispatch, target: string, body: object): Reply {
  const reply = dispatch(target.includes('.') ? target : `DynamoDB_20120810.${target}`, JSON.stringify(body));
  const parsed = JSON.parse(reply.body) as Reply;
  if (reply.status !== 200) throw new Error(`${target}: ${String(parsed.message ?? parsed.__type)}`);
  return parsed;
}

export function takeSnapshot(dispatch: Dispatch, now: number): Snapshot {
  const names: string[] = [];
  let start: unknown;
  do {
    const page = call(dispatch, 'ListTables', start ? { ExclusiveStartTableName: start } : {});
    names.push(...(page.TableNames as string[]));
    start = page.LastEvaluatedTableName;
  } while (start);

  const tables: SavedTable[] = [];
  for (const name of names) {
    const description = call(dispatch, 'DescribeTable', { TableName: name }).Table as Reply;
    if (description.TableStatus === 'DELETING') continue;
    const items: unknown[] = [];
    let startKey: unknown;
    // A table still CREATING cannot be read, and holds no items yet.
    if (description.TableStatus !== 'CREATING')
      do {
        const page = call(dispatch, 'Scan', {
          TableName: name,
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        });
        items.push(...(page.Items as unknown[]));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
    tables.push({ create: createRequestFor(description), tags: tagsOf(dispatch, description), items });
  }
  const clock = call(dispatch, 'DynamoSandbox.DescribeClock', {}) as Snapshot['clock'];
  return { format: SNAPSHOT_FORMAT, savedAt: now, clock, tables };
}

function tagsOf(dispatch: Dispatch, description: Reply): unknown[] {
  try {
    return (
      (call(dispatch, 'ListTagsOfResource', { ResourceArn: description.TableArn }).Tags as unknown[]) ?? []
    );
  } catch {
    return [];
  }
}

/** The CreateTable request for a DescribeTable `Table`: keys, capacity mode, indexes, stream, class. */
export function createRequestFor(table: Reply): Record<string, unknown> {
  const billing = (table.BillingModeSummary as Reply | undefined)?.BillingMode ?? 'PROVISIONED';
  const throughput = (value: unknown) => {
    const { ReadCapacityUnits, WriteCapacityUnits } = (value ?? {}) as Reply;
    return { ReadCapacityUnits, WriteCapacityUnits };
  };
  const request: Record<string, unknown> = {
    TableName: table.TableName,
    KeySchema: table.KeySchema,
    AttributeDefinitions: table.AttributeDefinitions,
    BillingMode: billing,
  };
  if (billing === 'PROVISIONED') request.ProvisionedThroughput = throughput(table.ProvisionedThroughput);
  if (table.OnDemandThroughput) request.OnDemandThroughput = table.OnDemandThroughput;
  const globals = table.GlobalSecondaryIndexes as Reply[] | undefined;
  if (globals?.length) {
    request.GlobalSecondaryIndexes = globals.map((index) => ({
      IndexName: index.IndexName,
      KeySchema: index.KeySchema,
      Projection: index.Projection,
      ...(billing === 'PROVISIONED'
        ? { ProvisionedThroughput: throughput(index.ProvisionedThroughput) }
        : {}),
      ...(index.OnDemandThroughput ? { OnDemandThroughput: index.OnDemandThroughput } : {}),
    }));
  }
  const locals = table.LocalSecondaryIndexes as Reply[] | undefined;
  if (locals?.length) {
    request.LocalSecondaryIndexes = locals.map(({ IndexName, KeySchema, Projection }) => ({
      IndexName,
      KeySchema,
      Projection,
    }));
  }
  const stream = table.StreamSpecification as Reply | undefined;
  if (stream?.StreamEnabled)
    request.StreamSpecification = { StreamEnabled: true, StreamViewType: stream.StreamViewType };
  const tableClass = (table.TableClassSummary as Reply | undefined)?.TableClass;
  if (tableClass) request.TableClass = tableClass;
  if (table.DeletionProtectionEnabled) request.DeletionProtectionEnabled = true;
  return request;
}

export type Checked = { ok: true; snapshot: Snapshot } | { ok: false; reason: string };

/** Whether saved data is a snapshot this version can restore; says why not when it is not. */
export function checkSnapshot(value: unknown): Checked {
  if (value === null || typeof value !== 'object')
    return { ok: false, reason: 'the saved data is not a sandbox snapshot' };
  const data = value as Partial<Snapshot>;
  if (data.format !== SNAPSHOT_FORMAT) {
    return {
      ok: false,
      reason: `it was saved by another version of Dynamo Sandbox (${String(data.format ?? 'unknown format')})`,
    };
  }
  const clock = data.clock;
  if (
    !clock ||
    typeof clock.Time !== 'number' ||
    typeof clock.Speed !== 'number' ||
    typeof clock.Paused !== 'boolean'
  ) {
    return { ok: false, reason: 'its clock is damaged' };
  }
  if (!Array.isArray(data.tables)) return { ok: false, reason: 'its table list is damaged' };
  for (const table of data.tables as unknown[]) {
    const saved = table as Partial<SavedTable> | null;
    if (
      !saved ||
      typeof saved.create !== 'object' ||
      saved.create === null ||
      !Array.isArray(saved.items) ||
      !Array.isArray(saved.tags)
    ) {
      return { ok: false, reason: 'a table in it is damaged' };
    }
  }
  return { ok: true, snapshot: data as Snapshot };
}

/**
 * Recreates the snapshot's tables and items in an engine whose clock starts `leadSeconds` before
 * the saved time: the tables are created, the clock advances past their CREATING phase to exactly
 * the saved time, the items are written, and the clock's speed and pause are set back.
 */
export function restoreSnapshot(
  dispatch: Dispatch,
  snapshot: Snapshot,
  leadSeconds: number,
): { tables: number; items: number } {
  let items = 0;
  for (const table of snapshot.tables) call(dispatch, 'CreateTable', table.create);
  call(dispatch, 'DynamoSandbox.AdvanceClock', { Seconds: leadSeconds });
  for (const table of snapshot.tables) {
    // Tags and items can be written once the table is ACTIVE.
    if (table.tags.length > 0) {
      const described = call(dispatch, 'DescribeTable', { TableName: table.create.TableName });
      call(dispatch, 'TagResource', { ResourceArn: (described.Table as Reply).TableArn, Tags: table.tags });
    }
    for (const item of table.items) {
      call(dispatch, 'PutItem', { TableName: table.create.TableName, Item: item });
      items++;
    }
  }
  call(dispatch, 'DynamoSandbox.SetClock', { Speed: snapshot.clock.Speed, Paused: snapshot.clock.Paused });
  return { tables: snapshot.tables.length, items };
}
