/**
 * The Export to S3 form's model, and the ExportTableToPointInTime request it stands for. The form
 * checks only what it must to build a request (a bucket name S3 accepts, times it can read); the
 * PITR window and the period's length are the engine's to judge, with DynamoDB's errors.
 */
import { bucketNameProblem } from '../../s3/bucketName.ts';
import { secondsOfUtcInput } from './transferTimes.ts';

export interface ExportForm {
  bucket: string;
  /** Optional: the files go under `<prefix>/AWSDynamoDB/<export id>/`. */
  prefix: string;
  format: 'DYNAMODB_JSON' | 'ION';
  type: 'FULL_EXPORT' | 'INCREMENTAL_EXPORT';
  /** Full export: the moment exported, a UTC datetime-local value; empty: now. */
  exportTime: string;
  /** Incremental export: the period, UTC datetime-local values (`to` empty: now). */
  from: string;
  to: string;
  view: 'NEW_AND_OLD_IMAGES' | 'NEW_IMAGE';
}

export const emptyExportForm = (): ExportForm => ({
  bucket: '',
  prefix: '',
  format: 'DYNAMODB_JSON',
  type: 'FULL_EXPORT',
  exportTime: '',
  from: '',
  to: '',
  view: 'NEW_AND_OLD_IMAGES',
});

export type BuiltRequest = { ok: true; request: Record<string, unknown> } | { ok: false; problem: string };

export function exportRequest(tableArn: string, form: ExportForm): BuiltRequest {
  const bucketProblem = bucketNameProblem(form.bucket);
  if (bucketProblem) return { ok: false, problem: bucketProblem };
  const request: Record<string, unknown> = { TableArn: tableArn, S3Bucket: form.bucket };
  const prefix = form.prefix.trim();
  if (prefix) request.S3Prefix = prefix;
  request.ExportFormat = form.format;
  if (form.type === 'FULL_EXPORT') {
    if (form.exportTime.trim()) {
      const time = secondsOfUtcInput(form.exportTime);
      if (time === undefined) return { ok: false, problem: 'The export time is not a date and time.' };
      request.ExportTime = time;
    }
    return { ok: true, request };
  }
  const from = secondsOfUtcInput(form.from);
  if (from === undefined)
    return { ok: false, problem: 'An incremental export needs the time it starts from.' };
  const to = form.to.trim() ? secondsOfUtcInput(form.to) : undefined;
  if (form.to.trim() && to === undefined)
    return { ok: false, problem: 'The end time is not a date and time.' };
  request.ExportType = 'INCREMENTAL_EXPORT';
  request.IncrementalExportSpecification = {
    ExportFromTime: from,
    ...(to !== undefined ? { ExportToTime: to } : {}),
    ExportViewType: form.view,
  };
  return { ok: true, request };
}

/**
 * The S3 folder an export's files are in: the manifest's folder once it is written, until then
 * `<prefix>/AWSDynamoDB/<export id>/` (how DynamoDB lays them out), the id the ARN's last part.
 */
export function exportFolder(description: {
  ExportArn: string;
  S3Prefix?: string;
  ExportManifest?: string;
}): string {
  if (description.ExportManifest) {
    return description.ExportManifest.slice(0, description.ExportManifest.lastIndexOf('/') + 1);
  }
  const id = exportId(description.ExportArn);
  const prefix = (description.S3Prefix ?? '').replace(/\/+$/, '');
  return `${prefix ? `${prefix}/` : ''}AWSDynamoDB/${id}/`;
}

/** `arn:…:table/app/export/01790000000000-1a2b3c4d` → `01790000000000-1a2b3c4d`. */
export function exportId(exportArn: string): string {
  return exportArn.slice(exportArn.lastIndexOf('/') + 1);
}
