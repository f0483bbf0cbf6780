/**
 * The JSON mode's schemas for exports to and imports from S3 (ExportTableToPointInTime, DescribeExport,
 * ListExports, ImportTable, DescribeImport, ListImports, and bulk put items: StartBulkPutItems,
 * DescribeBulkOperation, ListBulkOperations, CancelBulkOperation): members, enums and the bounds the API
 * states, so the editor completes `ExportFormat` and flags a `MaxResults` of 100 before the request is
 * sent. Shared shapes (AttributeDefinitions, KeySchema, Throughput) are requestSchemas' definitions.
 */

type Schema = Record<string, unknown>;

const text = (description: string): Schema => ({ type: 'string', description });
const oneOf = (values: string[], description: string): Schema => ({
  type: 'string',
  enum: values,
  description,
});
const ref = (name: string): Schema => ({ $ref: `#/definitions/${name}` });
const epochSeconds = (description: string): Schema => ({ type: 'number', description });
const pageSize = (description: string): Schema => ({ type: 'integer', minimum: 1, maximum: 25, description });
const clientToken = text(
  'Makes the request idempotent: the same token with the same request within 8 hours starts nothing new',
);

const bucketSource: Schema = {
  type: 'object',
  required: ['S3Bucket'],
  additionalProperties: false,
  description: 'Where the files to import are: every object under the prefix is read',
  properties: {
    S3Bucket: text('The bucket, e.g. sandbox-exports'),
    S3KeyPrefix: text('Only objects whose keys start with this, e.g. app/AWSDynamoDB/<export ID>/data/'),
    S3BucketOwner: text('The 12-digit account that owns the bucket, when it is not yours'),
  },
};

const formatOptions: Schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    Csv: {
      type: 'object',
      additionalProperties: false,
      properties: {
        Delimiter: text('One character between values: , (the default), tab, |, ; or a space'),
        HeaderList: {
          type: 'array',
          items: { type: 'string' },
          description: 'The column names; without it, each file’s first line is its header',
        },
      },
    },
  },
};

const tableCreation: Schema = {
  type: 'object',
  required: ['TableName', 'AttributeDefinitions', 'KeySchema'],
  additionalProperties: false,
  description:
    'The new table the import creates (unknown for a while after the request, then CREATING until the import completes)',
  properties: {
    TableName: text('3–255 characters: a-z A-Z 0-9 _ - .; a table that does not exist yet'),
    AttributeDefinitions: ref('AttributeDefinitions'),
    KeySchema: ref('KeySchema'),
    BillingMode: oneOf(['PAY_PER_REQUEST', 'PROVISIONED'], 'On-demand or provisioned capacity'),
    ProvisionedThroughput: ref('Throughput'),
    OnDemandThroughput: { type: 'object' },
    SSESpecification: { type: 'object' },
    GlobalSecondaryIndexes: { type: 'array', items: { type: 'object' } },
  },
};

const incremental: Schema = {
  type: 'object',
  additionalProperties: false,
  description: 'For INCREMENTAL_EXPORT: the changes made in a window of 15 minutes to 24 hours',
  properties: {
    ExportFromTime: epochSeconds('Start of the window (included), epoch seconds'),
    ExportToTime: epochSeconds('End of the window (excluded), epoch seconds'),
    ExportViewType: oneOf(
      ['NEW_AND_OLD_IMAGES', 'NEW_IMAGE'],
      'Each changed item as it is now, or as it was before too (the default)',
    ),
  },
};

const filterSpecification: Schema = {
  type: 'object',
  additionalProperties: false,
  description: 'Export only some items and attributes: Query’s key condition, Scan’s filter, a projection',
  properties: {
    KeyConditionExpression: text(
      'One partition key value (=) and an optional sort key condition: the export reads, and bills, only those items',
    ),
    FilterExpression: text('Applied after reading; may test key attributes only without a key condition'),
    ProjectionExpression: text('Attributes each line holds, e.g. SK, #n (keys only if named)'),
    ExpressionAttributeNames: ref('Names'),
    ExpressionAttributeValues: ref('Values'),
  },
};

const bulkInput: Schema = {
  type: 'object',
  required: ['S3Bucket', 'InputFormat'],
  additionalProperties: false,
  description: 'The files to write into the table: every object under the prefix is read',
  properties: {
    S3Bucket: text('The bucket, e.g. sandbox-exports'),
    S3KeyPrefix: text('Only objects whose keys start with this, e.g. app/AWSDynamoDB/<export ID>/data/'),
    S3BucketOwner: text('The 12-digit account that owns the bucket, when it is not yours'),
    InputFormat: oneOf(['DYNAMODB_JSON', 'ION'], 'How the files hold items'),
    InputCompressionType: oneOf(['GZIP', 'ZSTD', 'NONE'], 'An export’s data files are GZIP'),
  },
};

const bulkOutput: Schema = {
  type: 'object',
  required: ['OutputType'],
  additionalProperties: false,
  description: 'Where the report of records that were not written goes',
  properties: {
    S3Bucket: text('The bucket for the report, e.g. sandbox-exports'),
    S3KeyPrefix: text('Report keys begin with this'),
    S3BucketOwner: text('The 12-digit account that owns the bucket, when it is not yours'),
    S3SseAlgorithm: oneOf(['AES256', 'KMS'], 'How S3 encrypts the report'),
    S3SseKmsKeyId: text('The KMS key, with KMS'),
    OutputType: {
      type: 'array',
      items: { type: 'string', enum: ['ERROR', 'CONDITION_CHECK_FAILURE'] },
      minItems: 1,
      description: 'ERROR: records that could not be read or written',
    },
  },
};

/** The members and required ones of an export, import or bulk operation; undefined for any other. */
export function exportImportProperties(
  operation: string,
  tableArns: readonly string[],
): [Schema, string[]] | undefined {
  const tableArn = {
    type: 'string',
    description: 'The table’s ARN (DescribeTable shows it)',
    examples: tableArns,
  };
  switch (operation) {
    case 'ExportTableToPointInTime':
      return [
        {
          TableArn: tableArn,
          S3Bucket: text('The bucket to write to, e.g. sandbox-exports'),
          S3Prefix: text('Keys begin with this, then /AWSDynamoDB/<export ID>/'),
          ExportFormat: oneOf(['DYNAMODB_JSON', 'ION'], 'How items are written (DYNAMODB_JSON by default)'),
          ExportTime: epochSeconds(
            'The moment to export, epoch seconds, within the point-in-time recovery window (now by default)',
          ),
          ExportType: oneOf(
            ['FULL_EXPORT', 'INCREMENTAL_EXPORT'],
            'The whole table, or the changes in a window',
          ),
          IncrementalExportSpecification: incremental,
          FilterSpecification: filterSpecification,
          ClientToken: clientToken,
          S3BucketOwner: text('The 12-digit account that owns the bucket, when it is not yours'),
          S3SseAlgorithm: oneOf(['AES256', 'KMS'], 'How S3 encrypts the files'),
          S3SseKmsKeyId: text('The KMS key, with KMS'),
        },
        ['TableArn', 'S3Bucket'],
      ];
    case 'DescribeExport':
      return [{ ExportArn: text('From ExportTableToPointInTime’s reply, or ListExports') }, ['ExportArn']];
    case 'ListExports':
      return [
        {
          TableArn: tableArn,
          MaxResults: pageSize('Exports per page (1–25)'),
          NextToken: text('From the previous page’s reply'),
        },
        [],
      ];
    case 'ImportTable':
      return [
        {
          S3BucketSource: bucketSource,
          InputFormat: oneOf(['DYNAMODB_JSON', 'ION', 'CSV'], 'How the files hold items'),
          InputFormatOptions: formatOptions,
          InputCompressionType: oneOf(['GZIP', 'ZSTD', 'NONE'], 'An export’s data files are GZIP'),
          TableCreationParameters: tableCreation,
          ClientToken: clientToken,
        },
        ['S3BucketSource', 'InputFormat', 'TableCreationParameters'],
      ];
    case 'DescribeImport':
      return [{ ImportArn: text('From ImportTable’s reply, or ListImports') }, ['ImportArn']];
    case 'ListImports':
      return [
        {
          TableArn: { ...tableArn, description: 'Only the imports into this table' },
          PageSize: pageSize('Imports per page (1–25)'),
          NextToken: text('From the previous page’s reply'),
        },
        [],
      ];
    case 'StartBulkPutItems':
      return [
        {
          TableName: text('An existing, ACTIVE table that is not part of a global table'),
          InputS3Configuration: bulkInput,
          OutputS3Configuration: bulkOutput,
          MaxWriteRequestUnits: {
            type: 'integer',
            minimum: 1024,
            description: 'Write units a second for this operation alone, at least 1,024',
          },
          PerformanceTier: oneOf(['STANDARD', 'ACCELERATED'], 'How fast the operation may write'),
          ClientToken: clientToken,
        },
        ['TableName', 'InputS3Configuration', 'OutputS3Configuration'],
      ];
    case 'DescribeBulkOperation':
    case 'CancelBulkOperation':
      return [
        { BulkOperationArn: text('From StartBulkPutItems’ reply, or ListBulkOperations') },
        ['BulkOperationArn'],
      ];
    case 'ListBulkOperations':
      return [
        {
          MaxResults: pageSize('Operations per page (1–25), most recent first'),
          NextToken: text('From the previous page’s reply'),
        },
        [],
      ];
    default:
      return undefined;
  }
}
