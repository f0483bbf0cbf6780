/**
 * The simulated S3 and the export, import and bulk put items tasks in a snapshot (the bulk ones:
 * bulkSnapshots.ts). Objects are saved with their
 * bodies in base64 — the account's, at the snapshot's top level — and tasks with their
 * descriptions, per Region. A task still IN_PROGRESS is saved FAILED: what it was about to write is
 * not in the snapshot, and a reloaded sandbox cannot finish it (its table, for an import, is saved
 * as a table once it has appeared; before that there is none to save, and the reloaded sandbox
 * never shows one — operations/transfers/importLifecycle.ts). Everything read back is checked: an
 * import's request by ImportTable's validation.
 */
import type { Engine } from '../engine.ts';
import type { TransferSnapshotCodec } from './transferSnapshotSlot.ts';
import { exportsOf, type ExportTask } from '../exports/exportTask.ts';
import { importsOf, type ImportTask } from '../imports/importTask.ts';
import type { ImportErrorEvent } from '../imports/importSources.ts';
import { addBulkOperations, readBulkOperations, savedBulkOperations } from './bulkSnapshots.ts';
import { failureOf, INTERRUPTED, tableOf } from './transferTaskFields.ts';
import { base64OfBytes, bytesOfBase64 } from '../s3/bytes.ts';
import { bucketNameProblem } from '../s3/bucketNames.ts';
import { MemoryObjectStore } from '../s3/objectStore.ts';
import { validateFilterSpecification, validateImportTable } from '../validation/transfers.ts';
import {
  anyText,
  array,
  checked,
  count,
  damaged,
  isObject,
  number,
  object,
  oneOf,
  optional,
  text,
  type Fields,
} from './snapshotReader.ts';

export interface S3ObjectSnapshot {
  bucket: string;
  key: string;
  lastModified: number;
  /** base64. */
  body: string;
}

/**
 * Bodies in base64, worked out once per body: the sandbox is saved after every change, and an
 * object's bytes never change (a new write is a new body).
 */
const savedBodies = new WeakMap<Uint8Array, string>();

function savedBody(body: Uint8Array): string {
  let text = savedBodies.get(body);
  if (text === undefined) savedBodies.set(body, (text = base64OfBytes(body)));
  return text;
}

/** The in-memory store's objects; a store kept elsewhere (`--s3-dir`) keeps itself. */
function savedS3Objects(engine: Engine): S3ObjectSnapshot[] {
  const store = engine.regions.objectStore;
  if (!(store instanceof MemoryObjectStore)) return [];
  return store.buckets().flatMap((bucket) =>
    store.list(bucket).map((info) => ({
      bucket,
      key: info.key,
      lastModified: info.lastModified,
      body: savedBody(store.get(bucket, info.key)!.body),
    })),
  );
}

function readS3Objects(value: unknown): S3ObjectSnapshot[] {
  if (value === undefined) return [];
  return array(value, 's3Objects').map((entry, i) => {
    const path = `s3Objects[${i}]`;
    const saved = object(entry, path);
    const bucket = text(saved.bucket, `${path}.bucket`);
    if (bucketNameProblem(bucket) !== undefined) damaged(`${path}.bucket`, 'not a valid bucket name');
    const body = anyText(saved.body, `${path}.body`);
    if (bytesOfBase64(body) === undefined) damaged(`${path}.body`, 'expected base64');
    return {
      bucket,
      key: text(saved.key, `${path}.key`),
      lastModified: number(saved.lastModified, `${path}.lastModified`),
      body,
    };
  });
}

function addS3Objects(engine: Engine, objects: readonly S3ObjectSnapshot[]): void {
  const store = engine.regions.objectStore;
  for (const object of objects)
    store.put(object.bucket, object.key, bytesOfBase64(object.body)!, object.lastModified);
}

/** Plain data already; a running one is saved as interrupted. */
function savedExports(engine: Engine): ExportTask[] {
  return [...exportsOf(engine).values()].map((task) =>
    task.status === 'IN_PROGRESS'
      ? { ...task, status: 'FAILED', endTime: task.startTime, failure: INTERRUPTED }
      : { ...task },
  );
}

function savedImports(engine: Engine): ImportTask[] {
  return [...importsOf(engine).values()].map((task) =>
    task.status === 'IN_PROGRESS'
      ? { ...task, status: 'FAILED', endTime: task.startTime, failure: INTERRUPTED }
      : { ...task },
  );
}

const optionalText = (value: unknown, path: string) => optional(value, (v) => text(v, path));
const optionalNumber = (value: unknown, path: string) => optional(value, (v) => number(v, path));

function readExports(value: unknown, at: string): ExportTask[] {
  if (value === undefined) return [];
  return array(value, at).map((entry, i): ExportTask => {
    const path = `${at}[${i}]`;
    const saved = object(entry, path);
    const incremental = optional(saved.incremental, (v) => {
      const window = object(v, `${path}.incremental`);
      return {
        from: number(window.from, `${path}.incremental.from`),
        to: number(window.to, `${path}.incremental.to`),
        view: oneOf(window.view, ['NEW_IMAGE', 'NEW_AND_OLD_IMAGES'] as const, `${path}.incremental.view`),
      };
    });
    return {
      arn: text(saved.arn, `${path}.arn`),
      id: text(saved.id, `${path}.id`),
      startTime: number(saved.startTime, `${path}.startTime`),
      table: tableOf(saved.table, `${path}.table`),
      type: oneOf(saved.type, ['FULL_EXPORT', 'INCREMENTAL_EXPORT'] as const, `${path}.type`),
      format: oneOf(saved.format, ['DYNAMODB_JSON', 'ION'] as const, `${path}.format`),
      exportTime: optionalNumber(saved.exportTime, `${path}.exportTime`),
      incremental,
      filterSpecification: optional(saved.filterSpecification, (v) =>
        checked(`${path}.filterSpecification`, () =>
          validateFilterSpecification(object(v, `${path}.filterSpecification`)),
        ),
      ),
      bucket: text(saved.bucket, `${path}.bucket`),
      bucketOwner: optionalText(saved.bucketOwner, `${path}.bucketOwner`),
      prefix: optional(saved.prefix, (v) => anyText(v, `${path}.prefix`)),
      sseAlgorithm: optionalText(saved.sseAlgorithm, `${path}.sseAlgorithm`),
      sseKmsKeyId: optionalText(saved.sseKmsKeyId, `${path}.sseKmsKeyId`),
      clientToken: text(saved.clientToken, `${path}.clientToken`),
      fingerprint: text(saved.fingerprint, `${path}.fingerprint`),
      status: oneOf(saved.status, ['COMPLETED', 'FAILED'] as const, `${path}.status`),
      endTime: optionalNumber(saved.endTime, `${path}.endTime`),
      itemCount: optional(saved.itemCount, (v) => count(v, `${path}.itemCount`)),
      billedSizeBytes: optional(saved.billedSizeBytes, (v) => count(v, `${path}.billedSizeBytes`)),
      manifest: optionalText(saved.manifest, `${path}.manifest`),
      failure: failureOf(saved.failure, `${path}.failure`),
    };
  });
}

function readImports(value: unknown, at: string): ImportTask[] {
  if (value === undefined) return [];
  return array(value, at).map((entry, i): ImportTask => {
    const path = `${at}[${i}]`;
    const saved = object(entry, path);
    const request = checked(`${path}.request`, () =>
      validateImportTable(object(saved.request, `${path}.request`)),
    );
    return {
      arn: text(saved.arn, `${path}.arn`),
      startTime: number(saved.startTime, `${path}.startTime`),
      table: tableOf(saved.table, `${path}.table`),
      request,
      bucketOwner: text(saved.bucketOwner, `${path}.bucketOwner`),
      clientToken: text(saved.clientToken, `${path}.clientToken`),
      fingerprint: text(saved.fingerprint, `${path}.fingerprint`),
      status: oneOf(saved.status, ['COMPLETED', 'FAILED'] as const, `${path}.status`),
      endTime: optionalNumber(saved.endTime, `${path}.endTime`),
      processedBytes: count(saved.processedBytes, `${path}.processedBytes`),
      processedItems: count(saved.processedItems, `${path}.processedItems`),
      importedItems: count(saved.importedItems, `${path}.importedItems`),
      errorCount: count(saved.errorCount, `${path}.errorCount`),
      errors: array(saved.errors, `${path}.errors`).map((event, j) =>
        errorEvent(event, `${path}.errors[${j}]`),
      ),
      failure: failureOf(saved.failure, `${path}.failure`),
    };
  });
}

function errorEvent(value: unknown, path: string): ImportErrorEvent {
  const event = object(value, path);
  const pointer: Fields = isObject(event.itemS3Pointer)
    ? event.itemS3Pointer
    : damaged(path, 'expected itemS3Pointer');
  return {
    itemS3Pointer: {
      bucket: text(pointer.bucket, `${path}.itemS3Pointer.bucket`),
      key: text(pointer.key, `${path}.itemS3Pointer.key`),
      itemIndex: count(pointer.itemIndex, `${path}.itemS3Pointer.itemIndex`),
    },
    errorMessages: array(event.errorMessages, `${path}.errorMessages`).map((m, k) =>
      anyText(m, `${path}.errorMessages[${k}]`),
    ),
  };
}

function addTransfers(engine: Engine, exports: readonly ExportTask[], imports: readonly ImportTask[]): void {
  const exportRegistry = exportsOf(engine);
  for (const task of exports) exportRegistry.set(task.arn, task);
  const importRegistry = importsOf(engine);
  for (const task of imports) importRegistry.set(task.arn, task);
}

/** What snapshots use once the transfers' code is loaded (transferSnapshotSlot.ts). */
export const TRANSFER_SNAPSHOTS: TransferSnapshotCodec = {
  saveObjects(engine) {
    const objects = savedS3Objects(engine);
    return objects.length > 0 ? objects : undefined;
  },
  saveTasks(engine) {
    const exports = savedExports(engine);
    const imports = savedImports(engine);
    const bulkOperations = savedBulkOperations(engine);
    return {
      ...(exports.length > 0 ? { exports } : {}),
      ...(imports.length > 0 ? { imports } : {}),
      ...(bulkOperations.length > 0 ? { bulkOperations } : {}),
    };
  },
  readObjects(snapshot) {
    const objects = readS3Objects(snapshot.s3Objects);
    return (engine) => addS3Objects(engine, objects);
  },
  readTasks(snapshot, path) {
    const exports = readExports(snapshot.exports, `${path}exports`);
    const imports = readImports(snapshot.imports, `${path}imports`);
    const bulkOperations = readBulkOperations(snapshot.bulkOperations, `${path}bulkOperations`);
    return (engine) => {
      addTransfers(engine, exports, imports);
      addBulkOperations(engine, bulkOperations);
    };
  },
};
