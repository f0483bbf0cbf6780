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
  BulkOperationInputFormat,
  BulkOperationPerformanceTier,
  ComparisonOperator,
  ConditionalOperator,
  ContributorInsightsAction,
  ContributorInsightsMode,
  DisassociationMode,
  ExportFormat,
  ExportType,
  ExportViewType,
  GlobalTableSettingsReplicationMode,
  InputCompressionType,
  InputFormat,
  KeyType,
  MultiRegionConsistency,
  OutputTypeEnum,
  ProjectionType,
  ReturnConsumedCapacity,
  ReturnItemCollectionMetrics,
  ReturnValue,
  ReturnValuesOnConditionCheckFailure,
  S3SseAlgorithm,
  ScalarAttributeType,
  SearchSchemaElementType,
  Select,
  SSEType,
  StreamViewType,
  TableClass,
  VectorDistanceFunction,
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
  DistanceFunction: VectorDistanceFunction,
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
  SearchSchemaElementType,
  Select,
  SSEType,
  StreamViewType,
  TableClass,
  TableClassOverride: TableClass,
  ...STREAMS_ENUMS,
};

/**
 * Enums that only completion offers: the order of their values in the service model is not
 * recorded here, so `--generate-cli-skeleton` leaves their placeholder empty rather than guess.
 */
const COMPLETION_ENUMS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  DisassociationMode,
  OutputType: OutputTypeEnum,
  PerformanceTier: BulkOperationPerformanceTier,
};

/**
 * The one member name that is a different enum in different structures: a bulk put's input file
 * (InputS3Configuration) takes fewer formats than ImportTable's.
 */
const ENUMS_IN_STRUCTURE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'InputS3Configuration.InputFormat': BulkOperationInputFormat,
};

/**
 * The first value of each enum in the service model's order: what the CLI v2's skeleton prints for
 * it (botocore's ArgumentGenerator takes the first; the CLI v1 picks one at random). The SDK lists
 * the values alphabetically, so the model's first is named here; STREAMS_ENUMS are in model order.
 */
const MODEL_FIRST = new Map<object, string>([
  [ApproximateCreationDateTimePrecision, 'MILLISECOND'],
  [AttributeAction, 'ADD'],
  [BackupTypeFilter, 'USER'],
  [BillingMode, 'PROVISIONED'],
  [ComparisonOperator, 'EQ'],
  [ConditionalOperator, 'AND'],
  [ContributorInsightsAction, 'ENABLE'],
  [ContributorInsightsMode, 'ACCESSED_AND_THROTTLED_KEYS'],
  [ExportFormat, 'DYNAMODB_JSON'],
  [ExportType, 'FULL_EXPORT'],
  [ExportViewType, 'NEW_IMAGE'],
  [GlobalTableSettingsReplicationMode, 'ENABLED'],
  [InputCompressionType, 'GZIP'],
  [InputFormat, 'DYNAMODB_JSON'],
  [KeyType, 'HASH'],
  [MultiRegionConsistency, 'EVENTUAL'],
  [ProjectionType, 'ALL'],
  [ReturnConsumedCapacity, 'INDEXES'],
  [ReturnItemCollectionMetrics, 'SIZE'],
  [ReturnValue, 'NONE'],
  [ReturnValuesOnConditionCheckFailure, 'ALL_OLD'],
  [S3SseAlgorithm, 'AES256'],
  [ScalarAttributeType, 'S'],
  [Select, 'ALL_ATTRIBUTES'],
  [SSEType, 'AES256'],
  [StreamViewType, 'NEW_IMAGE'],
  [TableClass, 'STANDARD'],
]);

/** The skeleton's placeholder for an enum member (see MODEL_FIRST); undefined for other members. */
export function enumPlaceholder(member: string): string | undefined {
  if (!Object.hasOwn(ENUM_MEMBERS, member)) return undefined;
  const values = ENUM_MEMBERS[member];
  return MODEL_FIRST.get(values) ?? Object.values(values)[0];
}

/**
 * An enum member's values in alphabetical order; none for a member that is not an enum.
 * `structure`: the name of the shape the member is in, where known (a shorthand value's).
 */
export function enumValues(member: string, structure?: string): string[] {
  const scoped = `${structure}.${member}`;
  const values = Object.hasOwn(ENUMS_IN_STRUCTURE, scoped)
    ? ENUMS_IN_STRUCTURE[scoped]
    : Object.hasOwn(ENUM_MEMBERS, member)
      ? ENUM_MEMBERS[member]
      : Object.hasOwn(COMPLETION_ENUMS, member)
        ? COMPLETION_ENUMS[member]
        : {};
  return Object.values(values).sort();
}
