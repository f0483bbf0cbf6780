/**
 * The files of an export, laid out as DynamoDB lays them out (S3DataExport.Output.html):
 *
 *   <prefix>/AWSDynamoDB/<ExportId>/_started                   empty: written first, proves the bucket writable
 *   <prefix>/AWSDynamoDB/<ExportId>/data/<name>.json.gz        one per partition (.ion.gz for ION)
 *   <prefix>/AWSDynamoDB/<ExportId>/manifest-files.json        one JSON line per data file
 *   <prefix>/AWSDynamoDB/<ExportId>/manifest-files.checksum
 *   <prefix>/AWSDynamoDB/<ExportId>/manifest-summary.json      written last: the export is done
 *   <prefix>/AWSDynamoDB/<ExportId>/manifest-summary.checksum
 *
 * A checksum file holds the base64 MD5 of its manifest, the form manifest-files.json gives each data
 * file (AWS documents neither checksum file's content). The summary's fields are AWS's; for an
 * incremental export it adds exportType, outputView and the window, as AWS's incremental summaries do.
 */
import { md5 } from '@noble/hashes/legacy.js';
import type { Engine } from '../engine.ts';
import { base64OfBytes } from '../s3/bytes.ts';
import { etagOf } from '../s3/etag.ts';
import { gzip } from '../s3/formats/compression.ts';
import { ionLine } from '../s3/formats/ionText.ts';
import { utf8Bytes } from '../values/utf8.ts';
import type { ExportRecord, PartitionRecords } from './exportRecords.ts';
import { exportFolder, type ExportTask } from './exportTask.ts';

const SUMMARY_VERSION = '2020-06-30';
const NAME_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function line(record: ExportRecord, task: ExportTask): string {
  return task.format === 'ION' ? ionLine(record) : JSON.stringify(record);
}

/** A data file's name: 26 lowercase base32 characters, as AWS's are. */
function dataFileName(engine: Engine): string {
  let name = '';
  while (name.length < 26) {
    let bits = engine.random32();
    for (let i = 0; i < 6 && name.length < 26; i++, bits >>>= 5) name += NAME_ALPHABET[bits & 31];
  }
  return name;
}

function checksum(bytes: Uint8Array): string {
  return base64OfBytes(md5(bytes));
}

const iso = (epochMs: number | undefined) => (epochMs === undefined ? null : new Date(epochMs).toISOString());

/** Writes the `_started` marker: the first object of an export, as soon as it begins. */
export function writeStarted(engine: Engine, task: ExportTask): void {
  engine.regions.objectStore.put(
    task.bucket,
    `${exportFolder(task)}_started`,
    new Uint8Array(0),
    engine.now(),
  );
}

/** Writes the data files and the manifests; the caller has set the task's end time and counts. */
export function writeExportFiles(
  engine: Engine,
  task: ExportTask,
  groups: readonly PartitionRecords[],
): void {
  const store = engine.regions.objectStore;
  const now = engine.now();
  const folder = exportFolder(task);
  const extension = task.format === 'ION' ? 'ion.gz' : 'json.gz';
  const manifestLines: string[] = [];
  for (const group of groups) {
    const text = group.records.map((record) => `${line(record, task)}\n`).join('');
    const key = `${folder}data/${dataFileName(engine)}.${extension}`;
    const body = gzip(utf8Bytes(text));
    store.put(task.bucket, key, body, now);
    manifestLines.push(
      JSON.stringify({
        itemCount: group.records.length,
        md5Checksum: checksum(body),
        etag: etagOf(body).slice(1, -1),
        dataFileS3Key: key,
      }),
    );
  }
  const filesKey = `${folder}manifest-files.json`;
  writeWithChecksum(engine, task.bucket, filesKey, manifestLines.map((l) => `${l}\n`).join(''));
  const incremental = task.incremental;
  const summary = {
    version: SUMMARY_VERSION,
    exportArn: task.arn,
    startTime: iso(task.startTime),
    endTime: iso(task.endTime),
    tableArn: task.table.arn,
    tableId: task.table.id,
    exportTime: iso(task.exportTime ?? incremental?.to),
    s3Bucket: task.bucket,
    s3Prefix: task.prefix ?? null,
    s3SseAlgorithm: task.sseAlgorithm ?? 'AES256',
    s3SseKmsKeyId: task.sseKmsKeyId ?? null,
    manifestFilesS3Key: filesKey,
    billedSizeBytes: task.billedSizeBytes,
    itemCount: task.itemCount,
    outputFormat: task.format,
    ...(incremental && {
      exportType: task.type,
      outputView: incremental.view,
      exportFromTime: iso(incremental.from),
      exportToTime: iso(incremental.to),
    }),
  };
  writeWithChecksum(engine, task.bucket, `${folder}manifest-summary.json`, JSON.stringify(summary));
  task.manifest = `${folder}manifest-summary.json`;
}

function writeWithChecksum(engine: Engine, bucket: string, key: string, text: string): void {
  const bytes = utf8Bytes(text);
  const store = engine.regions.objectStore;
  store.put(bucket, key, bytes, engine.now());
  store.put(bucket, key.replace(/\.json$/, '.checksum'), utf8Bytes(checksum(bytes)), engine.now());
}
