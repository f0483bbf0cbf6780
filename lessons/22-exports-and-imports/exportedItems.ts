/**
 * Reading what an export wrote, as a reader of AWS's files would: the manifest-files.json next to
 * the export's manifest-summary.json lists the data files, and each gzipped data file holds one
 * `{"Item": {...}}` per line. The objects come from the sandbox's S3 (its `S3GetObject` target), and
 * are decompressed with the platform's DecompressionStream, in the browser as in Node.
 */
import { bytesOfBase64, gunzip } from '../../src/client/objectBytes.ts';
import { notYet, type WireItem } from '../../src/features/lessons/checkHelpers.ts';
import type { CheckResult, LessonEngine } from '../../src/features/lessons/lessonTypes.ts';

/** An export as DescribeExport describes it: the fields a check reads. */
export interface ExportShape {
  ExportArn: string;
  ExportStatus: 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
  ExportType: 'FULL_EXPORT' | 'INCREMENTAL_EXPORT';
  ExportFormat: 'DYNAMODB_JSON' | 'ION';
  TableId: string;
  StartTime: number;
  ExportTime?: number;
  S3Bucket: string;
  ExportManifest?: string;
  ItemCount?: number;
  BilledSizeBytes?: number;
  FilterSpecification?: {
    KeyConditionExpression?: string;
    FilterExpression?: string;
    ProjectionExpression?: string;
    ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues?: Record<string, { S?: string }>;
  };
  FailureCode?: string;
  FailureMessage?: string;
}

/**
 * The newest export of table `name` (by its TableId, so not one of a table deleted since), undefined
 * when it has none; or what to tell the learner when the table or the listing cannot be read.
 */
export async function newestExportOf(
  engine: LessonEngine,
  name: string,
): Promise<{ latest: ExportShape | undefined } | { problem: CheckResult }> {
  const table = await engine.call('DescribeTable', { TableName: name });
  if (!table.ok)
    return {
      problem: notYet(
        table.type === 'ResourceNotFoundException'
          ? `There is no table named ${name} yet: press Set up first, it builds this exercise’s starting state.`
          : `DescribeTable ${name} failed: ${table.type}: ${table.message}. Press Set up.`,
      ),
    };
  const { TableArn, TableId } = table.reply.Table as { TableArn: string; TableId: string };
  let latest: ExportShape | undefined;
  let token: string | undefined;
  do {
    const listed = await engine.call('ListExports', { TableArn, ...(token && { NextToken: token }) });
    if (!listed.ok) return { problem: notYet(`ListExports failed: ${listed.type}: ${listed.message}`) };
    for (const summary of listed.reply.ExportSummaries as { ExportArn: string }[]) {
      const described = await engine.call('DescribeExport', { ExportArn: summary.ExportArn });
      if (!described.ok)
        return { problem: notYet(`DescribeExport failed: ${described.type}: ${described.message}`) };
      const description = described.reply.ExportDescription as ExportShape;
      if (description.TableId === TableId && (!latest || description.StartTime > latest.StartTime))
        latest = description;
    }
    token = listed.reply.NextToken as string | undefined;
  } while (token);
  return { latest };
}

/** The folder an export's files are in: its manifest's key, less the manifest's name. */
export const exportFolder = (description: ExportShape) =>
  (description.ExportManifest ?? '').replace(/manifest-summary\.json$/, '');

async function objectBytes(
  engine: LessonEngine,
  bucket: string,
  key: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const object = await engine.sandbox('S3GetObject', { Bucket: bucket, Key: key });
  return bytesOfBase64(object.Body as string);
}

const gunzippedText = async (bytes: Uint8Array<ArrayBuffer>) => new TextDecoder().decode(await gunzip(bytes));

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/**
 * The items of a completed DynamoDB JSON export, read from its files, with the number of data files;
 * or what to tell the learner when a file is missing or unreadable (deleted from the S3 page, say).
 */
export async function exportedItems(
  engine: LessonEngine,
  description: ExportShape,
): Promise<{ items: WireItem[]; dataFiles: number } | { problem: CheckResult }> {
  const bucket = description.S3Bucket;
  const manifestKey = `${exportFolder(description)}manifest-files.json`;
  let key = manifestKey;
  try {
    const manifest = new TextDecoder().decode(await objectBytes(engine, bucket, manifestKey));
    const dataKeys = lines(manifest).map(
      (line) => (JSON.parse(line) as { dataFileS3Key: string }).dataFileS3Key,
    );
    const items: WireItem[] = [];
    for (key of dataKeys) {
      const text = await gunzippedText(await objectBytes(engine, bucket, key));
      items.push(...lines(text).map((line) => (JSON.parse(line) as { Item: WireItem }).Item));
    }
    return { items, dataFiles: dataKeys.length };
  } catch (error) {
    return {
      problem: notYet(
        `The export’s file s3://${bucket}/${key} could not be read (${(error as Error).message}). Its files must stay as the export wrote them: export again.`,
      ),
    };
  }
}
