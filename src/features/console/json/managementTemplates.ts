/**
 * Starting request bodies for JSON mode's operations beyond single items and reads: batches,
 * transactions, table settings, backups, tags and resource-based policies, filled in from the
 * picked table so each is a request DynamoDB takes (or, where it needs an ARN only a listing shows,
 * one that says where to find it).
 */
import type { AttributeValue, TableDescription } from '../../../client/wireTypes.ts';

/** The picked table as these templates use it: its name, ARN, partition key name and a key. */
export interface TemplateTable {
  name: string;
  arn: string;
  partitionKey: string;
  key: Record<string, AttributeValue>;
}

export function managementTemplate(operation: string, table: TemplateTable): object | undefined {
  const { name: TableName, arn: ResourceArn, key } = table;
  switch (operation) {
    case 'BatchGetItem':
      return { RequestItems: { [TableName]: { Keys: [key] } }, ReturnConsumedCapacity: 'TOTAL' };
    case 'BatchWriteItem':
      return {
        RequestItems: { [TableName]: [{ PutRequest: { Item: key } }] },
        ReturnConsumedCapacity: 'TOTAL',
      };
    case 'TransactGetItems':
      return { TransactItems: [{ Get: { TableName, Key: key } }] };
    case 'TransactWriteItems':
      return {
        TransactItems: [
          {
            Put: {
              TableName,
              Item: key,
              ConditionExpression: 'attribute_not_exists(#pk)',
              ExpressionAttributeNames: { '#pk': table.partitionKey },
            },
          },
        ],
        ReturnConsumedCapacity: 'TOTAL',
      };
    case 'UpdateTable':
      return { TableName, BillingMode: 'PAY_PER_REQUEST' };
    case 'UpdateTimeToLive':
      return { TableName, TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' } };
    case 'CreateBackup':
      return { TableName, BackupName: `${TableName}-backup` };
    case 'DescribeBackup':
    case 'DeleteBackup':
      return { BackupArn: `${ResourceArn}/backup/<a BackupArn from ListBackups>` };
    case 'RestoreTableFromBackup':
      return {
        TargetTableName: `${TableName}-restored`,
        BackupArn: `${ResourceArn}/backup/<a BackupArn from ListBackups>`,
      };
    case 'UpdateContinuousBackups':
      return { TableName, PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } };
    case 'RestoreTableToPointInTime':
      return {
        SourceTableName: TableName,
        TargetTableName: `${TableName}-restored`,
        UseLatestRestorableTime: true,
      };
    case 'UpdateContributorInsights':
      return { TableName, ContributorInsightsAction: 'ENABLE' };
    case 'EnableKinesisStreamingDestination':
      return {
        TableName,
        StreamArn: kinesisStreamArnFor(ResourceArn, TableName),
        EnableKinesisStreamingConfiguration: { ApproximateCreationDateTimePrecision: 'MICROSECOND' },
      };
    case 'DisableKinesisStreamingDestination':
      return { TableName, StreamArn: kinesisStreamArnFor(ResourceArn, TableName) };
    case 'UpdateKinesisStreamingDestination':
      return {
        TableName,
        StreamArn: kinesisStreamArnFor(ResourceArn, TableName),
        UpdateKinesisStreamingConfiguration: { ApproximateCreationDateTimePrecision: 'MILLISECOND' },
      };
    case 'TagResource':
      return { ResourceArn, Tags: [{ Key: 'team', Value: 'billing' }] };
    case 'UntagResource':
      return { ResourceArn, TagKeys: ['team'] };
    case 'ListTagsOfResource':
    case 'GetResourcePolicy':
    case 'DeleteResourcePolicy':
      return { ResourceArn };
    case 'PutResourcePolicy':
      return {
        ResourceArn,
        // A policy is a string of JSON inside the request.
        Policy: JSON.stringify({
          Version: '2012-10-17',
          Statement: [
            {
              Sid: 'ReadFromAnotherAccount',
              Effect: 'Allow',
              Principal: { AWS: '111122223333' },
              Action: ['dynamodb:GetItem', 'dynamodb:Query'],
              Resource: ResourceArn,
            },
          ],
        }),
      };
    default:
      return undefined;
  }
}

/**
 * A Kinesis stream in the table's account and Region, named after it: a stream the sandbox takes to
 * exist (src/engine/kinesis/kinesisDestination.ts).
 */
function kinesisStreamArnFor(tableArn: string, tableName: string): string {
  const [, partition, , region, account] = tableArn.split(':');
  return `arn:${partition}:kinesis:${region}:${account}:stream/${tableName}-changes`;
}

/** A table's ARN as DescribeTable gives it, or the sandbox's default account and Region's for a name. */
export function tableArnOf(table: TableDescription | undefined, name: string): string {
  return table?.TableArn ?? `arn:aws:dynamodb:us-east-1:000000000000:table/${name}`;
}
