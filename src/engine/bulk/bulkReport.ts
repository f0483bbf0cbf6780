/**
 * The output report of a bulk put items operation (BulkPutItems.Output): "When a bulk put items
 * operation completes, DynamoDB outputs a report to the Amazon S3 bucket you specified in
 * OutputS3Configuration. This report contains details about items that were not written." With
 * OutputType ERROR it lists the "input records or input objects that DynamoDB couldn't process".
 *
 * The layout is the sandbox's (AWS documents a manifest and a file layout the sandbox could not
 * confirm field by field): under `<S3KeyPrefix>/AWSDynamoDB/<operation id>/`, the failed records as
 * JSON Lines in `errors/part-00000.json`, and `manifest.json` with the counts and the files' keys.
 * Written only when ERROR is requested, a bucket is given and some record failed.
 */
import type { Engine } from '../engine.ts';
import { utf8Bytes } from '../values/utf8.ts';
import { toEpochSeconds } from '../operations/tableDescription.ts';
import type { BulkTask } from './bulkTask.ts';

/** The folder the report goes to: `<prefix>/AWSDynamoDB/<id>/` (no prefix: `AWSDynamoDB/<id>/`). */
export function reportFolder(task: BulkTask): string {
  const prefix = task.request.OutputS3Configuration.S3KeyPrefix?.replace(/\/+$/, '');
  return `${prefix ? `${prefix}/` : ''}AWSDynamoDB/${task.id}/`;
}

export function writeBulkReport(engine: Engine, task: BulkTask): void {
  const output = task.request.OutputS3Configuration;
  const bucket = output.S3Bucket;
  if (bucket === undefined || !output.OutputType.includes('ERROR') || task.failures.length === 0) return;
  const store = engine.regions.objectStore;
  const folder = reportFolder(task);
  const errorsKey = `${folder}errors/part-00000.json`;
  const lines = task.failures.map((failure) =>
    JSON.stringify({
      S3Bucket: failure.bucket,
      S3Key: failure.key,
      ItemIndex: failure.itemIndex,
      OutputType: 'ERROR',
      ErrorMessage: failure.message,
      ...(failure.item !== undefined && { Item: failure.item }),
    }),
  );
  const now = engine.now();
  store.put(bucket, errorsKey, utf8Bytes(lines.join('\n') + '\n'), now);
  const manifest = {
    BulkOperationArn: task.arn,
    BulkOperationStatus: task.status,
    TableArn: task.table.arn,
    StartTime: toEpochSeconds(task.startTime),
    EndTime: task.endTime === undefined ? undefined : toEpochSeconds(task.endTime),
    ProcessedItemCount: task.processedItems,
    FailedItemCount: task.failedItems,
    Files: [{ OutputType: 'ERROR', S3Key: errorsKey, ItemCount: task.failures.length }],
  };
  store.put(bucket, `${folder}manifest.json`, utf8Bytes(JSON.stringify(manifest, null, 2)), now);
}
