/**
 * JSON mode's starting requests for exports to and imports from the sandbox's S3: an export of the
 * picked table (named by its ARN, as the API wants it) into a sample bucket, under a prefix named
 * after the table, and an import of an export's data files into a new table with the picked table's
 * key schema, and bulk put items of those files into the picked table, its failed records reported
 * beside them. Where a request needs an ID only an earlier reply shows, the template says where to
 * find it, as the backup templates do.
 */
import type { TableDescription } from '../../../client/wireTypes.ts';

/** The bucket the templates (and the AWS CLI examples) export to: any valid name exists in the sandbox. */
export const SAMPLE_BUCKET = 'sandbox-exports';

export function exportImportTemplate(
  operation: string,
  table: TableDescription | undefined,
  tableName: string,
  tableArn: string,
): object | undefined {
  switch (operation) {
    case 'ExportTableToPointInTime':
      return {
        TableArn: tableArn,
        S3Bucket: SAMPLE_BUCKET,
        S3Prefix: tableName,
        ExportFormat: 'DYNAMODB_JSON',
        ExportType: 'FULL_EXPORT',
      };
    case 'DescribeExport':
      return { ExportArn: `${tableArn}/export/<an ExportArn from ListExports>` };
    case 'ListExports':
      return { TableArn: tableArn };
    case 'ImportTable':
      return {
        S3BucketSource: {
          S3Bucket: SAMPLE_BUCKET,
          // Only the data files: the manifests beside them are not items.
          S3KeyPrefix: exportDataPrefix(tableName),
        },
        InputFormat: 'DYNAMODB_JSON',
        InputCompressionType: 'GZIP',
        TableCreationParameters: {
          TableName: `${tableName}-imported`,
          ...keySchemaOf(table),
          BillingMode: 'PAY_PER_REQUEST',
        },
      };
    case 'DescribeImport':
      return { ImportArn: `${tableArn}-imported/import/<an ImportArn from ListImports>` };
    case 'ListImports':
      // Every import: each one makes a new table, so the picked table is seldom one of them.
      return {};
    case 'StartBulkPutItems':
      return {
        TableName: tableName,
        InputS3Configuration: {
          S3Bucket: SAMPLE_BUCKET,
          S3KeyPrefix: exportDataPrefix(tableName),
          InputFormat: 'DYNAMODB_JSON',
          InputCompressionType: 'GZIP',
        },
        OutputS3Configuration: {
          S3Bucket: SAMPLE_BUCKET,
          S3KeyPrefix: `${tableName}-bulk-reports/`,
          OutputType: ['ERROR'],
        },
      };
    case 'DescribeBulkOperation':
    case 'CancelBulkOperation':
      return { BulkOperationArn: `${tableArn}/bulk-operation/<an ID from ListBulkOperations>` };
    case 'ListBulkOperations':
      return {};
    default:
      return undefined;
  }
}

/** Where the export template's data files are, less the export's ID only its reply tells. */
function exportDataPrefix(tableName: string): string {
  return `${tableName}/AWSDynamoDB/<the export's ID, the end of its ExportArn>/data/`;
}

/** The table's key schema and its key attributes' definitions (PK and SK strings without a table). */
function keySchemaOf(table: TableDescription | undefined) {
  if (!table) {
    return {
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
    };
  }
  // In the key schema's order, partition key first; an index's keys are not the new table's.
  return {
    AttributeDefinitions: table.KeySchema.map(({ AttributeName }) => ({
      AttributeName,
      AttributeType:
        table.AttributeDefinitions.find((d) => d.AttributeName === AttributeName)?.AttributeType ?? 'S',
    })),
    KeySchema: table.KeySchema.map(({ AttributeName, KeyType }) => ({ AttributeName, KeyType })),
  };
}
