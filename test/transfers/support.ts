/**
 * Shared builders for the S3 export and import conformance tests (engine/exports, engine/imports,
 * operations/transfers; AWS's behaviour as researched in node_modules/.scratch/s3spec.md). Every
 * request goes through `createDispatch` as wire JSON; the engine's clock is paused and moves only
 * when a test advances it. The S3 side is read through the DynamoSandbox.S3* targets, and what is
 * read is checked with Node's own gzip and MD5, never with the engine's.
 */
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { Engine, type EngineOptions } from '../../src/engine/engine.ts';
import { createDispatch, type Dispatch } from '../../src/protocol/dispatch.ts';
import { N, S } from '../helpers/attributeValues.ts';
export { N, S };

export const MINUTE = 60_000;
export const ACCOUNT = '000000000000';
export const tableArn = (name: string) => `arn:aws:dynamodb:us-east-1:${ACCOUNT}:table/${name}`;

export type Json = Record<string, any>;

export interface Sandbox {
  engine: Engine;
  dispatch: Dispatch;
  /** A DynamoDB operation; its status and parsed body. */
  call(operation: string, body: unknown): { status: number; body: Json };
  /** A DynamoDB operation that must succeed: its body. */
  ok(operation: string, body: unknown): Json;
  /** A DynamoDB operation that must fail: its short error type and message. */
  fails(operation: string, body: unknown): { type: string; message: string };
  /** A DynamoSandbox.* target: its status and parsed body. */
  sandbox(target: string, body: unknown): { status: number; body: Json };
  advance(ms: number): void;
}

/** A sandbox whose tables take `tableStatusDelayMs` (100 ms unless given) to change status. */
export function newSandbox(options: EngineOptions = {}): Sandbox {
  const engine = new Engine({
    tableStatusDelayMs: 100,
    gsiPropagationDelayMs: 0,
    statisticsRefreshMs: 0,
    clock: { start: Date.UTC(2026, 10, 30), running: false },
    ...options,
  });
  const dispatch = createDispatch(engine);
  const send = (target: string, body: unknown) => {
    const reply = dispatch(target, JSON.stringify(body));
    return { status: reply.status, body: (reply.body === '' ? {} : JSON.parse(reply.body)) as Json };
  };
  const call = (operation: string, body: unknown) => send(`DynamoDB_20120810.${operation}`, body);
  return {
    engine,
    dispatch,
    call,
    ok(operation, body) {
      const reply = call(operation, body);
      if (reply.status !== 200) throw new Error(`${operation} failed: ${JSON.stringify(reply.body)}`);
      return reply.body;
    },
    fails(operation, body) {
      const reply = call(operation, body);
      if (reply.status === 200) throw new Error(`${operation} succeeded: ${JSON.stringify(reply.body)}`);
      return {
        type: String(reply.body.__type).split('#')[1],
        message: String(reply.body.message ?? reply.body.Message ?? ''),
      };
    },
    sandbox: (target, body) => send(`DynamoSandbox.${target}`, body),
    advance: (ms) => engine.advance(ms),
  };
}

/** An on-demand table keyed by `pk` (S), and `sk` when a sort key type is given. */
export function keyedTable(TableName: string, sortType?: 'S' | 'N', extra: Json = {}) {
  return {
    TableName,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      ...(sortType ? [{ AttributeName: 'sk', KeyType: 'RANGE' }] : []),
    ],
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      ...(sortType ? [{ AttributeName: 'sk', AttributeType: sortType }] : []),
    ],
    ...extra,
  };
}

/**
 * Creates the table, waits until backups know it, and turns point-in-time recovery on, a second
 * before the test goes on (on a paused clock, a write in the very millisecond recovery is turned on
 * counts as after it: an export at that moment leaves it out).
 */
export function tableWithRecovery(box: Sandbox, request: Json = keyedTable('orders')): string {
  box.ok('CreateTable', request);
  box.advance(10 * box.engine.tableStatusDelayMs + 1000);
  box.ok('UpdateContinuousBackups', {
    TableName: request.TableName,
    PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
  });
  box.advance(1000);
  return tableArn(request.TableName as string);
}

export const putItem = (box: Sandbox, TableName: string, Item: Json) =>
  box.ok('PutItem', { TableName, Item });
export const deleteItem = (box: Sandbox, TableName: string, Key: Json) =>
  box.ok('DeleteItem', { TableName, Key });

/** Requests an export and lets the clock run until it has ended; its final description. */
export function exportAndWait(box: Sandbox, request: Json): Json {
  const started = box.ok('ExportTableToPointInTime', request).ExportDescription;
  box.advance(MINUTE);
  const done = box.ok('DescribeExport', { ExportArn: started.ExportArn }).ExportDescription;
  if (done.ExportStatus === 'IN_PROGRESS') throw new Error('the export did not end within a minute');
  return done;
}

/** An export's id: the last part of its ARN. */
export const exportIdOf = (arn: string) => arn.slice(arn.lastIndexOf('/') + 1);

/**
 * Table `orders` (`pk`, `sk` strings) with recovery on: two customers' profiles (`city`, `tags`) and
 * three orders each (`amount`, `status`, `basket`); `sk` is PROFILE or ORDER#<date>.
 */
export function withCustomerOrders(): Sandbox {
  const box = newSandbox();
  tableWithRecovery(box, keyedTable('orders', 'S'));
  const customers = { 'CUSTOMER#ada': 'London', 'CUSTOMER#grace': 'New York' };
  for (const [pk, city] of Object.entries(customers)) {
    putItem(box, 'orders', { pk: S(pk), sk: S('PROFILE'), city: S(city), tags: { SS: ['vip'] } });
    for (const [i, date] of ['2026-09-14', '2026-10-02', '2026-11-20'].entries()) {
      putItem(box, 'orders', {
        pk: S(pk),
        sk: S(`ORDER#${date}`),
        amount: N(10 * (i + 1) + (pk.endsWith('ada') ? 5 : 0)),
        status: S(i === 2 ? 'PENDING' : 'SHIPPED'),
        basket: { L: [{ M: { sku: S(`SKU-${i}`), qty: N(i + 1) } }] },
      });
    }
  }
  box.advance(1000);
  return box;
}

// --- the simulated S3, through the DynamoSandbox targets --------------------------------------

export interface ListedObject {
  Key: string;
  Size: number;
  LastModified: number;
  ETag: string;
}

export function listObjects(box: Sandbox, Bucket: string, Prefix?: string): ListedObject[] {
  const reply = box.sandbox('S3ListObjects', { Bucket, ...(Prefix !== undefined && { Prefix }) });
  if (reply.status !== 200) throw new Error(`S3ListObjects failed: ${JSON.stringify(reply.body)}`);
  return reply.body.Objects as ListedObject[];
}

export function getObject(box: Sandbox, Bucket: string, Key: string): Buffer {
  const reply = box.sandbox('S3GetObject', { Bucket, Key });
  if (reply.status !== 200) throw new Error(`S3GetObject failed: ${JSON.stringify(reply.body)}`);
  return Buffer.from(reply.body.Body as string, 'base64');
}

export function putObject(box: Sandbox, Bucket: string, Key: string, body: string | Uint8Array): void {
  const reply = box.sandbox('S3PutObject', { Bucket, Key, Body: Buffer.from(body).toString('base64') });
  if (reply.status !== 200) throw new Error(`S3PutObject failed: ${JSON.stringify(reply.body)}`);
}

export const gunzipText = (bytes: Uint8Array) => gunzipSync(bytes).toString('utf8');
export const md5Base64 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('base64');
export const md5Hex = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

/** The non-empty lines of every data file of an export, parsed as JSON. */
export function exportedRecords(box: Sandbox, description: Json): Json[] {
  const prefix = String(description.S3Prefix ?? '').replace(/\/+$/, '');
  const folder = `${prefix ? `${prefix}/` : ''}AWSDynamoDB/${exportIdOf(description.ExportArn)}/data/`;
  return listObjects(box, description.S3Bucket, folder).flatMap((object) =>
    gunzipText(getObject(box, description.S3Bucket, object.Key))
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Json),
  );
}

/** Sorts records by their item's or keys' `pk` (data files are in partition order, not key order). */
export const byPk = (records: Json[], field = 'Item') =>
  [...records].sort((a, b) => String(a[field].pk.S).localeCompare(String(b[field].pk.S)));

// --- imports -------------------------------------------------------------------------------------

/** Requests an import and lets the clock run until it has ended; its final description. */
export function importAndWait(box: Sandbox, request: Json): Json {
  const started = box.ok('ImportTable', request).ImportTableDescription;
  box.advance(MINUTE);
  const done = box.ok('DescribeImport', { ImportArn: started.ImportArn }).ImportTableDescription;
  if (done.ImportStatus === 'IN_PROGRESS') throw new Error('the import did not end within a minute');
  return done;
}

/** An ImportTable request from `bucket`/`prefix` into a new `pk`(S)-keyed table unless `table` says otherwise. */
export function importRequest(
  TableName: string,
  InputFormat: string,
  S3KeyPrefix: string,
  extra: Json = {},
  table: Json = keyedTable(TableName),
) {
  return {
    S3BucketSource: { S3Bucket: 'import-source', S3KeyPrefix },
    InputFormat,
    TableCreationParameters: table,
    ...extra,
  };
}

/** Every item of a table, sorted by `pk` then `sk`, as wire JSON. */
export function scanAll(box: Sandbox, TableName: string): Json[] {
  const items = box.ok('Scan', { TableName, ConsistentRead: true }).Items as Json[];
  const key = (item: Json) => `${JSON.stringify(item.pk)}\u0000${JSON.stringify(item.sk ?? null)}`;
  return items.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

export const invalidParameter = (detail: string) => `One or more parameter values were invalid: ${detail}`;

/** Puts the objects in the bucket `import-source` and imports them as `request` says; the new table's items. */
export function importObjects(objects: Record<string, string | Uint8Array>, request: Json) {
  const box = newSandbox();
  for (const [key, body] of Object.entries(objects)) putObject(box, 'import-source', key, body);
  const done = importAndWait(box, request);
  return { box, done, items: scanAll(box, request.TableCreationParameters.TableName) };
}

/**
 * A Zstandard frame (RFC 8878 §3.1.1) built by hand, without a compressor: the magic number, a
 * frame header of one segment with a 4-byte content size, and one raw (stored) last block.
 */
export function zstdFrame(data: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  const block = 1 | (data.length << 3); // Last_Block, Block_Type 0 (raw), Block_Size
  const header = Buffer.from([block & 0xff, (block >> 8) & 0xff, (block >> 16) & 0xff]);
  return Buffer.concat([Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0xa0]), size, header, data]);
}
