/**
 * The Export to S3 form's model, and the ExportTableToPointInTime request it stands for. The form
 * checks only what it must to build a request (a bucket name S3 accepts, times it can read); the
 * PITR window and the period's length are the engine's to judge, with DynamoDB's errors.
 */
import { parseJsonObject } from '../../../ui/jsonObject.ts';
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
  /** A filtered export's expressions (each optional), as in a Query or a Scan. */
  keyCondition: string;
  filter: string;
  projection: string;
  /** JSON objects as the API takes them: `{"#s": "status"}`, `{":c": {"S": "ada"}}`. */
  names: string;
  values: string;
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
  keyCondition: '',
  filter: '',
  projection: '',
  names: '',
  values: '',
});

export type BuiltRequest = { ok: true; request: Record<string, unknown> } | { ok: false; problem: string };

export function exportRequest(tableArn: string, form: ExportForm): BuiltRequest {
  const bucketProblem = bucketNameProblem(form.bucket);
  if (bucketProblem) return { ok: false, problem: bucketProblem };
  const request: Record<string, unknown> = { TableArn: tableArn, S3Bucket: form.bucket };
  const prefix = form.prefix.trim();
  if (prefix) request.S3Prefix = prefix;
  request.ExportFormat = form.format;
  const filter = filterSpecification(form);
  if (typeof filter === 'string') return { ok: false, problem: filter };
  if (filter) request.FilterSpecification = filter;
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
 * The FilterSpecification the form's filter fields make: undefined when they are all empty, a
 * problem when a name or value map is not a JSON object. Whether the expressions are right is the
 * engine's to say, with the messages a Query gives.
 */
function filterSpecification(form: ExportForm): Record<string, unknown> | string | undefined {
  const specification: Record<string, unknown> = {};
  const expressions = [
    ['KeyConditionExpression', form.keyCondition],
    ['FilterExpression', form.filter],
    ['ProjectionExpression', form.projection],
  ] as const;
  for (const [member, text] of expressions) if (text.trim()) specification[member] = text.trim();
  const maps = [
    [
      'ExpressionAttributeNames',
      form.names,
      'The attribute names are not a JSON object, like {"#s": "status"}.',
    ],
    [
      'ExpressionAttributeValues',
      form.values,
      'The attribute values are not a JSON object, like {":c": {"S": "ada"}}.',
    ],
  ] as const;
  for (const [member, text, problem] of maps) {
    if (!text.trim()) continue;
    const parsed = parseJsonObject(text);
    if (parsed === undefined) return problem;
    specification[member] = parsed;
  }
  return Object.keys(specification).length > 0 ? specification : undefined;
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
