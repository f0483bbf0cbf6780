/**
 * The enum members of DynamoDB's inputs and their values. The SDK's schemas do not say which
 * strings are enums, so they are listed by member name (no name is an enum in one place and free
 * text in another): for `--generate-cli-skeleton` placeholders and for completing option values.
 */
import {
  ApproximateCreationDateTimePrecision,
  AttributeAction,
  BackupTypeFilter,
  BillingMode,
  ComparisonOperator,
  ConditionalOperator,
  ContributorInsightsAction,
  ContributorInsightsMode,
  ExportFormat,
  ExportType,
  ExportViewType,
  GlobalTableSettingsReplicationMode,
  InputCompressionType,
  InputFormat,
  KeyType,
  MultiRegionConsistency,
  ProjectionType,
  ReturnConsumedCapacity,
  ReturnItemCollectionMetrics,
  ReturnValue,
  ReturnValuesOnConditionCheckFailure,
  S3SseAlgorithm,
  ScalarAttributeType,
  Select,
  SSEType,
  StreamViewType,
  TableClass,
} from '@aws-sdk/client-dynamodb';
import { STREAMS_ENUMS } from './streamsInputShapes.ts';

const ENUM_MEMBERS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Action: AttributeAction,
  ApproximateCreationDateTimePrecision,
  AttributeType: ScalarAttributeType,
  BackupType: BackupTypeFilter,
  BillingMode,
  BillingModeOverride: BillingMode,
  ComparisonOperator,
  ConditionalOperator,
  ContributorInsightsAction,
  ContributorInsightsMode,
  ExportFormat,
  ExportType,
  ExportViewType,
  GlobalTableBillingMode: BillingMode,
  GlobalTableSettingsReplicationMode,
  InputCompressionType,
  InputFormat,
  KeyType,
  MultiRegionConsistency,
  ProjectionType,
  ReplicaTableClass: TableClass,
  ReturnConsumedCapacity,
  ReturnItemCollectionMetrics,
  ReturnValues: ReturnValue,
  ReturnValuesOnConditionCheckFailure,
  S3SseAlgorithm,
  Select,
  SSEType,
  StreamViewType,
  TableClass,
  TableClassOverride: TableClass,
  ...STREAMS_ENUMS,
};

/** An enum member's values in alphabetical order; none for a member that is not an enum. */
export function enumValues(member: string): string[] {
  return Object.hasOwn(ENUM_MEMBERS, member) ? Object.values(ENUM_MEMBERS[member]).sort() : [];
}
