/**
 * `aws dynamodb` commands for on-demand backups and point-in-time recovery (part of the console's
 * command table, cliCommands.ts). Restores take the same overrides, and dates come as epoch seconds
 * or ISO 8601, as botocore reads them.
 */
import type { CommandSpec, OptionSpec } from './cliCommands.ts';
import { flag, int, list, required, s, struct, time } from './optionSpecs.ts';

const restoreOverrides = {
  'billing-mode-override': s,
  'global-secondary-index-override': list,
  'local-secondary-index-override': list,
  'provisioned-throughput-override': struct,
  'on-demand-throughput-override': struct,
  // The service model spells it SSE…, which the option's name cannot say.
  'sse-specification-override': { kind: 'structure', member: 'SSESpecificationOverride' } as OptionSpec,
};

export const backupCommands: Record<string, CommandSpec> = {
  'create-backup': {
    operation: 'CreateBackup',
    options: { 'table-name': required('string'), 'backup-name': required('string') },
  },
  'describe-backup': { operation: 'DescribeBackup', options: { 'backup-arn': required('string') } },
  'delete-backup': { operation: 'DeleteBackup', options: { 'backup-arn': required('string') } },
  'list-backups': {
    operation: 'ListBackups',
    options: {
      'table-name': s,
      'time-range-lower-bound': time,
      'time-range-upper-bound': time,
      'backup-type': s,
      'exclusive-start-backup-arn': s,
      limit: int,
    },
  },
  'restore-table-from-backup': {
    operation: 'RestoreTableFromBackup',
    options: {
      'target-table-name': required('string'),
      'backup-arn': required('string'),
      ...restoreOverrides,
    },
  },
  'describe-continuous-backups': {
    operation: 'DescribeContinuousBackups',
    options: { 'table-name': required('string') },
  },
  'update-continuous-backups': {
    operation: 'UpdateContinuousBackups',
    options: {
      'table-name': required('string'),
      'point-in-time-recovery-specification': required('structure'),
    },
  },
  'restore-table-to-point-in-time': {
    operation: 'RestoreTableToPointInTime',
    options: {
      'source-table-arn': s,
      'source-table-name': s,
      'target-table-name': required('string'),
      'use-latest-restorable-time': flag,
      'restore-date-time': time,
      ...restoreOverrides,
    },
  },
};
