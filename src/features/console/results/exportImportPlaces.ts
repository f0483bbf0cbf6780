/**
 * Where an export's or import's files are, as S3 URIs, for "How it was served" (ExportImportFacts.tsx,
 * loaded when first shown).
 */

type Description = Record<string, unknown>;

const described = (value: unknown): Description | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Description) : undefined;

/** `s3://bucket/prefix/AWSDynamoDB/<export ID>/`: where an export writes its files. */
export function exportLocation(description: Description): string | undefined {
  const { S3Bucket, S3Prefix, ExportArn } = description;
  if (typeof S3Bucket !== 'string' || typeof ExportArn !== 'string') return undefined;
  const id = ExportArn.slice(ExportArn.lastIndexOf('/') + 1);
  const prefix = typeof S3Prefix === 'string' && S3Prefix !== '' ? `${S3Prefix.replace(/\/$/, '')}/` : '';
  return `s3://${S3Bucket}/${prefix}AWSDynamoDB/${id}/`;
}

/** `s3://bucket/prefix`: what an import reads. */
export function importSource(description: Description): string | undefined {
  const source = described(description.S3BucketSource);
  if (typeof source?.S3Bucket !== 'string') return undefined;
  return `s3://${source.S3Bucket}/${typeof source.S3KeyPrefix === 'string' ? source.S3KeyPrefix : ''}`;
}

/** The table an ARN names (`…:table/app` → app). */
export function tableOfArn(arn: unknown): string | undefined {
  if (typeof arn !== 'string') return undefined;
  return /:table\/([^/]+)/.exec(arn)?.[1];
}
