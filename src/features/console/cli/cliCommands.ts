/**
 * The `aws dynamodb` commands the console understands, with each command's options under the CLI's
 * names. An option's member name is its name in PascalCase (`--key-condition-expression` →
 * KeyConditionExpression) unless `member` says otherwise.
 */

import { backupCommands } from './backupCommands.ts';
import { exportImportCommands } from './exportImportCommands.ts';
import { insightsCommands } from './insightsCommands.ts';
import { flag, int, list, required, s, struct } from './optionSpecs.ts';

export type OptionKind =
  | 'string'
  /** A whole number (`--limit 10`). */
  | 'integer'
  /** A flag with a `--no-` twin (`--consistent-read` / `--no-consistent-read`). */
  | 'boolean'
  /** A structure or map: JSON, or shorthand (`PK={S=A},SK={S=B}`). */
  | 'structure'
  /** A list of structures: a JSON array, or one shorthand word per element. */
  | 'list'
  /** A list of strings: one word per element (`--tag-keys env team`). */
  | 'strings'
  /** A date: epoch seconds or ISO 8601 (`--restore-date-time 2026-11-30T10:00:00Z`). */
  | 'timestamp';

export interface OptionSpec {
  kind: OptionKind;
  required?: boolean;
  member?: string;
}

export interface CommandSpec {
  operation: string;
  options: Record<string, OptionSpec>;
}

const expressionParameters = {
  'expression-attribute-names': struct,
  'expression-attribute-values': struct,
};
const writeReturns = {
  'return-values': s,
  'return-consumed-capacity': s,
  'return-item-collection-metrics': s,
  'return-values-on-condition-check-failure': s,
};
const legacyConditions = { expected: struct, 'conditional-operator': s };
const readOptions = {
  'index-name': s,
  select: s,
  'filter-expression': s,
  'projection-expression': s,
  ...expressionParameters,
  'consistent-read': flag,
  limit: int,
  'exclusive-start-key': struct,
  'return-consumed-capacity': s,
  'attributes-to-get': { kind: 'strings' } as OptionSpec,
  'conditional-operator': s,
};
const tableSettings = {
  'attribute-definitions': list,
  'billing-mode': s,
  'provisioned-throughput': struct,
  'stream-specification': struct,
  'sse-specification': { kind: 'structure', member: 'SSESpecification' } as OptionSpec,
  'table-class': s,
  'deletion-protection-enabled': flag,
  'on-demand-throughput': struct,
  'warm-throughput': struct,
};

export const cliCommands: Record<string, CommandSpec> = {
  'create-table': {
    operation: 'CreateTable',
    options: {
      'table-name': required('string'),
      ...tableSettings,
      'attribute-definitions': required('list'),
      'key-schema': required('list'),
      'local-secondary-indexes': list,
      'global-secondary-indexes': list,
      'vector-indexes': list,
      tags: list,
    },
  },
  'update-table': {
    operation: 'UpdateTable',
    options: {
      'table-name': required('string'),
      ...tableSettings,
      'global-secondary-index-updates': list,
      'vector-index-updates': list,
      'replica-updates': list,
      'multi-region-consistency': s,
      'global-table-witness-updates': list,
      // A global table replica's own (UpdateTable only; API_UpdateTable.html, 2026).
      'disassociation-protection-enabled': flag,
    },
  },
  'delete-table': { operation: 'DeleteTable', options: { 'table-name': required('string') } },
  'describe-table': { operation: 'DescribeTable', options: { 'table-name': required('string') } },
  'list-tables': { operation: 'ListTables', options: { 'exclusive-start-table-name': s, limit: int } },
  'put-item': {
    operation: 'PutItem',
    options: {
      'table-name': required('string'),
      item: required('structure'),
      'condition-expression': s,
      ...expressionParameters,
      ...writeReturns,
      ...legacyConditions,
    },
  },
  'get-item': {
    operation: 'GetItem',
    options: {
      'table-name': required('string'),
      key: required('structure'),
      'consistent-read': flag,
      'projection-expression': s,
      'expression-attribute-names': struct,
      'return-consumed-capacity': s,
      'attributes-to-get': { kind: 'strings' },
    },
  },
  'update-item': {
    operation: 'UpdateItem',
    options: {
      'table-name': required('string'),
      key: required('structure'),
      'update-expression': s,
      'condition-expression': s,
      ...expressionParameters,
      ...writeReturns,
      'attribute-updates': struct,
      ...legacyConditions,
    },
  },
  'delete-item': {
    operation: 'DeleteItem',
    options: {
      'table-name': required('string'),
      key: required('structure'),
      'condition-expression': s,
      ...expressionParameters,
      ...writeReturns,
      ...legacyConditions,
    },
  },
  query: {
    operation: 'Query',
    options: {
      'table-name': required('string'),
      'key-condition-expression': s,
      ...readOptions,
      'scan-index-forward': flag,
      'key-conditions': struct,
      'query-filter': struct,
    },
  },
  scan: {
    operation: 'Scan',
    options: {
      'table-name': required('string'),
      ...readOptions,
      segment: int,
      'total-segments': int,
      'scan-filter': struct,
    },
  },
  'search-vectors': {
    operation: 'SearchVectors',
    options: {
      'table-name': required('string'),
      'index-name': required('string'),
      // A list of {"N": …}: JSON, or shorthand words (N=0.1 N=0.2), as the CLI takes any list.
      'search-vector': required('list'),
      'top-k': required('integer'),
      'search-condition-expression': s,
      'projection-expression': s,
      ...expressionParameters,
      'return-consumed-capacity': s,
    },
  },
  'batch-get-item': {
    operation: 'BatchGetItem',
    options: { 'request-items': required('structure'), 'return-consumed-capacity': s },
  },
  'batch-write-item': {
    operation: 'BatchWriteItem',
    options: {
      'request-items': required('structure'),
      'return-consumed-capacity': s,
      'return-item-collection-metrics': s,
    },
  },
  'transact-get-items': {
    operation: 'TransactGetItems',
    options: { 'transact-items': required('list'), 'return-consumed-capacity': s },
  },
  'transact-write-items': {
    operation: 'TransactWriteItems',
    options: {
      'transact-items': required('list'),
      'return-consumed-capacity': s,
      'return-item-collection-metrics': s,
      'client-request-token': s,
    },
  },
  'execute-statement': {
    operation: 'ExecuteStatement',
    options: {
      statement: required('string'),
      parameters: list,
      'consistent-read': flag,
      'next-token': s,
      'return-consumed-capacity': s,
      'return-values-on-condition-check-failure': s,
      limit: int,
    },
  },
  'batch-execute-statement': {
    operation: 'BatchExecuteStatement',
    options: { statements: required('list'), 'return-consumed-capacity': s },
  },
  'execute-transaction': {
    operation: 'ExecuteTransaction',
    options: {
      'transact-statements': required('list'),
      'client-request-token': s,
      'return-consumed-capacity': s,
    },
  },
  'update-time-to-live': {
    operation: 'UpdateTimeToLive',
    options: { 'table-name': required('string'), 'time-to-live-specification': required('structure') },
  },
  'describe-time-to-live': { operation: 'DescribeTimeToLive', options: { 'table-name': required('string') } },
  'describe-table-replica-auto-scaling': {
    operation: 'DescribeTableReplicaAutoScaling',
    options: { 'table-name': required('string') },
  },
  'update-table-replica-auto-scaling': {
    operation: 'UpdateTableReplicaAutoScaling',
    options: {
      'table-name': required('string'),
      'global-secondary-index-updates': list,
      'provisioned-write-capacity-auto-scaling-update': { kind: 'structure' },
      'replica-updates': list,
    },
  },
  'tag-resource': {
    operation: 'TagResource',
    options: { 'resource-arn': required('string'), tags: required('list') },
  },
  'untag-resource': {
    operation: 'UntagResource',
    options: { 'resource-arn': required('string'), 'tag-keys': { kind: 'strings', required: true } },
  },
  'list-tags-of-resource': {
    operation: 'ListTagsOfResource',
    options: { 'resource-arn': required('string'), 'next-token': s },
  },
  ...backupCommands,
  ...exportImportCommands,
  ...insightsCommands,
  'describe-limits': { operation: 'DescribeLimits', options: {} },
  'describe-endpoints': { operation: 'DescribeEndpoints', options: {} },
};

/** The CLI's global options: accepted (commands copied from docs carry them) and without effect here (`--region`: cliRegion.ts). */
export const IGNORED_GLOBAL_OPTIONS: Record<string, 'value' | 'flag'> = {
  'endpoint-url': 'value',
  profile: 'value',
  color: 'value',
  'cli-read-timeout': 'value',
  'cli-connect-timeout': 'value',
  'ca-bundle': 'value',
  'no-cli-pager': 'flag',
  'no-verify-ssl': 'flag',
  'no-sign-request': 'flag',
  debug: 'flag',
};

export function memberName(option: string, spec: OptionSpec): string {
  if (spec.member) return spec.member;
  return option
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
