/**
 * The minimums botocore checks before the AWS CLI sends a request: the `min` of each member's shape
 * in DynamoDB's service model (API version 2012-08-10, as botocore 1.43 ships it), for the input
 * structures of the operations the console's CLI mode runs (and of DynamoDB Streams'). A string or list shorter than its
 * minimum, or a number below it, stops the command with "Parameter validation failed:" — the CLI's
 * answer to `--limit 0` or `--key-schema '[]'`, before DynamoDB would answer with its own
 * ValidationException. botocore checks no maximums, and no lengths of maps.
 *
 * The SDK for JavaScript's schemas (paramValidation.ts) carry no minimums, so they are listed here,
 * by structure and member name. Table names take ARNs now, so their minimum is 1 (CLI versions older
 * than that model checked 3).
 */
export const BOTOCORE_MINIMUMS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  AttributeDefinition: { AttributeName: 1 },
  BatchExecuteStatementInput: { Statements: 1 },
  BatchStatementRequest: { Statement: 1, Parameters: 1 },
  ConditionCheck: { TableName: 1 },
  CreateBackupInput: { TableName: 1, BackupName: 3 },
  CreateGlobalSecondaryIndexAction: { IndexName: 3, KeySchema: 1 },
  CreateReplicationGroupMemberAction: { GlobalSecondaryIndexes: 1 },
  CreateTableInput: { TableName: 1, KeySchema: 1, GlobalTableSourceArn: 1 },
  Delete: { TableName: 1 },
  DeleteBackupInput: { BackupArn: 37 },
  DeleteGlobalSecondaryIndexAction: { IndexName: 3 },
  DeleteItemInput: { TableName: 1 },
  DeleteTableInput: { TableName: 1 },
  DescribeBackupInput: { BackupArn: 37 },
  DescribeContinuousBackupsInput: { TableName: 1 },
  DescribeTableInput: { TableName: 1 },
  DescribeTimeToLiveInput: { TableName: 1 },
  ExecuteStatementInput: { Statement: 1, Parameters: 1, NextToken: 1, Limit: 1 },
  ExecuteTransactionInput: { TransactStatements: 1, ClientRequestToken: 1 },
  Get: { TableName: 1 },
  GetItemInput: { TableName: 1, AttributesToGet: 1 },
  GlobalSecondaryIndex: { IndexName: 3, KeySchema: 1 },
  KeySchemaElement: { AttributeName: 1 },
  KeysAndAttributes: { Keys: 1, AttributesToGet: 1 },
  ListBackupsInput: { TableName: 1, Limit: 1, ExclusiveStartBackupArn: 37 },
  ListTablesInput: { ExclusiveStartTableName: 3, Limit: 1 },
  ListTagsOfResourceInput: { ResourceArn: 1 },
  LocalSecondaryIndex: { IndexName: 3, KeySchema: 1 },
  ParameterizedStatement: { Statement: 1, Parameters: 1 },
  PointInTimeRecoverySpecification: { RecoveryPeriodInDays: 1 },
  Projection: { NonKeyAttributes: 1 },
  ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
  ProvisionedThroughputOverride: { ReadCapacityUnits: 1 },
  Put: { TableName: 1 },
  PutItemInput: { TableName: 1 },
  QueryInput: { TableName: 1, IndexName: 3, AttributesToGet: 1, Limit: 1 },
  ReplicaGlobalSecondaryIndex: { IndexName: 3 },
  RestoreTableFromBackupInput: { TargetTableName: 3, BackupArn: 37 },
  RestoreTableToPointInTimeInput: { SourceTableArn: 1, SourceTableName: 3, TargetTableName: 3 },
  ScanInput: { TableName: 1, IndexName: 3, AttributesToGet: 1, Limit: 1, TotalSegments: 1, Segment: 0 },
  Tag: { Key: 1 },
  TagResourceInput: { ResourceArn: 1 },
  TimeToLiveSpecification: { AttributeName: 1 },
  TransactGetItemsInput: { TransactItems: 1 },
  TransactWriteItemsInput: { TransactItems: 1, ClientRequestToken: 1 },
  UntagResourceInput: { ResourceArn: 1 },
  Update: { TableName: 1 },
  UpdateContinuousBackupsInput: { TableName: 1 },
  UpdateGlobalSecondaryIndexAction: { IndexName: 3 },
  UpdateItemInput: { TableName: 1 },
  UpdateReplicationGroupMemberAction: { GlobalSecondaryIndexes: 1 },
  UpdateTableInput: { TableName: 1, ReplicaUpdates: 1, GlobalTableWitnessUpdates: 1 },
  UpdateTimeToLiveInput: { TableName: 1 },
  // DynamoDB Streams (streamsInputShapes.ts)
  DescribeStreamInput: { StreamArn: 37, Limit: 1, ExclusiveStartShardId: 28 },
  ShardFilter: { ShardId: 28 },
  GetRecordsInput: { ShardIterator: 1, Limit: 1 },
  GetShardIteratorInput: { StreamArn: 37, ShardId: 28, SequenceNumber: 21 },
  ListStreamsInput: { TableName: 3, Limit: 1, ExclusiveStartStreamArn: 37 },
};
