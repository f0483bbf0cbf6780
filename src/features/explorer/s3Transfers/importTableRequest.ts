/**
 * The Import from S3 form's model, and the ImportTable request it stands for. The new table's part
 * is the create-table form's model (createTableRequest.ts), so its keys, capacity and global indexes
 * become TableCreationParameters exactly as they would become a CreateTable request.
 */
import { bucketNameProblem } from '../../s3/bucketName.ts';
import { createTableRequest, emptyTableForm, type TableForm } from '../createTableRequest.ts';
import type { BuiltRequest } from './exportRequest.ts';

export type InputFormat = 'CSV' | 'DYNAMODB_JSON' | 'ION';

/** The delimiters ImportTable accepts for CSV, as the form offers them. */
export const CSV_DELIMITERS = [
  { value: ',', label: 'Comma (,)' },
  { value: ';', label: 'Semicolon (;)' },
  { value: ':', label: 'Colon (:)' },
  { value: '|', label: 'Pipe (|)' },
  { value: '\t', label: 'Tab' },
  { value: ' ', label: 'Space' },
] as const;

export interface ImportForm {
  bucket: string;
  keyPrefix: string;
  format: InputFormat;
  compression: 'NONE' | 'GZIP' | 'ZSTD';
  delimiter: string;
  /** CSV without a header row: the column names, comma-separated; empty: the files' first row. */
  headerList: string;
  table: TableForm;
}

export const emptyImportForm = (): ImportForm => ({
  bucket: '',
  keyPrefix: '',
  format: 'CSV',
  compression: 'NONE',
  delimiter: ',',
  headerList: '',
  table: emptyTableForm(),
});

/** What TableCreationParameters may hold, of what the create-table form builds. */
const CREATION_PARAMETERS = [
  'TableName',
  'AttributeDefinitions',
  'KeySchema',
  'BillingMode',
  'ProvisionedThroughput',
  'GlobalSecondaryIndexes',
];

export function importTableRequest(form: ImportForm): BuiltRequest {
  const bucketProblem = bucketNameProblem(form.bucket);
  if (bucketProblem) return { ok: false, problem: bucketProblem };
  const created = createTableRequest(form.table);
  const parameters = Object.fromEntries(
    CREATION_PARAMETERS.filter((name) => created[name] !== undefined).map((name) => [name, created[name]]),
  );
  const keyPrefix = form.keyPrefix.trim();
  const request: Record<string, unknown> = {
    S3BucketSource: { S3Bucket: form.bucket, ...(keyPrefix ? { S3KeyPrefix: keyPrefix } : {}) },
    InputFormat: form.format,
  };
  const headers = form.headerList
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (form.format === 'CSV' && (form.delimiter !== ',' || headers.length > 0)) {
    request.InputFormatOptions = {
      Csv: {
        ...(form.delimiter !== ',' ? { Delimiter: form.delimiter } : {}),
        ...(headers.length > 0 ? { HeaderList: headers } : {}),
      },
    };
  }
  request.InputCompressionType = form.compression;
  request.TableCreationParameters = parameters;
  return { ok: true, request };
}
