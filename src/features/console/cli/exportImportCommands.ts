/**
 * `aws dynamodb` commands for exports to and imports from S3 (part of the console's command table,
 * cliCommands.ts), with the options AWS CLI v2 has for them. botocore has no paginators for
 * list-exports and list-imports, so each prints one page and its NextToken, and list-imports'
 * `--page-size` is the API's own PageSize, not the CLI's paging option. Its waiters, export-completed
 * and import-completed, are in cliWaiters.ts.
 */
import type { CommandSpec } from './cliCommands.ts';
import { int, required, s, struct, time } from './optionSpecs.ts';

export const exportImportCommands: Record<string, CommandSpec> = {
  'export-table-to-point-in-time': {
    operation: 'ExportTableToPointInTime',
    options: {
      'table-arn': required('string'),
      'export-time': time,
      'client-token': s,
      's3-bucket': required('string'),
      's3-bucket-owner': s,
      's3-prefix': s,
      's3-sse-algorithm': s,
      's3-sse-kms-key-id': s,
      'export-format': s,
      'export-type': s,
      'incremental-export-specification': struct,
      'filter-specification': struct,
    },
  },
  'describe-export': { operation: 'DescribeExport', options: { 'export-arn': required('string') } },
  'list-exports': {
    operation: 'ListExports',
    options: { 'table-arn': s, 'max-results': int, 'next-token': s },
  },
  'import-table': {
    operation: 'ImportTable',
    options: {
      'client-token': s,
      's3-bucket-source': required('structure'),
      'input-format': required('string'),
      'input-format-options': struct,
      'input-compression-type': s,
      'table-creation-parameters': required('structure'),
    },
  },
  'describe-import': { operation: 'DescribeImport', options: { 'import-arn': required('string') } },
  'list-imports': {
    operation: 'ListImports',
    options: { 'table-arn': s, 'page-size': int, 'next-token': s },
  },
};
