// The expected templates are the AWS CLI v2's: an enum gets its first value in the service model's
// order (the v1 picks one at random); test/smoke/cliSkeletons.test.ts compares every command with
// botocore's own generator.
import { describe, expect, it } from 'vitest';
import { parseCliText } from './parseCli.ts';

const printed = (text: string) => parseCliText(text)[0].printed;
const skeleton = (text: string) => JSON.parse(printed(text)!) as Record<string, unknown>;

const ATTRIBUTE_VALUE = `{
            "S": "",
            "N": "",
            "B": null,
            "SS": [
                ""
            ],
            "NS": [
                ""
            ],
            "BS": [
                null
            ],
            "M": {
                "KeyName": {}
            },
            "L": [
                {}
            ],
            "NULL": true,
            "BOOL": true
        }`;

describe('--generate-cli-skeleton', () => {
  it('prints the whole request as the CLI does, without the command’s required options', () => {
    expect(printed('aws dynamodb get-item --generate-cli-skeleton')).toBe(`{
    "TableName": "",
    "Key": {
        "KeyName": ${ATTRIBUTE_VALUE}
    },
    "AttributesToGet": [
        ""
    ],
    "ConsistentRead": true,
    "ReturnConsumedCapacity": "INDEXES",
    "ProjectionExpression": "",
    "ExpressionAttributeNames": {
        "KeyName": ""
    }
}`);
    expect(printed('aws dynamodb get-item --table-name app --generate-cli-skeleton input')).toBe(
      printed('aws dynamodb get-item --generate-cli-skeleton'),
    );
    expect(printed('aws dynamodb describe-endpoints --generate-cli-skeleton')).toBe('{}');
  });

  it('has a placeholder for every kind of member: dates, enums, numbers, nested structures', () => {
    expect(skeleton('aws dynamodb list-backups --generate-cli-skeleton')).toEqual({
      TableName: '',
      Limit: 0,
      TimeRangeLowerBound: '1970-01-01T00:00:00',
      TimeRangeUpperBound: '1970-01-01T00:00:00',
      ExclusiveStartBackupArn: '',
      BackupType: 'USER',
    });
    const table = skeleton('aws dynamodb create-table --generate-cli-skeleton');
    // The service model's order: AttributeDefinitions comes before the required TableName.
    expect(Object.keys(table).slice(0, 3)).toEqual(['AttributeDefinitions', 'TableName', 'KeySchema']);
    expect(table.AttributeDefinitions).toEqual([{ AttributeName: '', AttributeType: 'S' }]);
    expect([table.BillingMode, table.StreamSpecification]).toEqual([
      'PROVISIONED',
      { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
    ]);
    expect(table.KeySchema).toEqual([{ AttributeName: '', KeyType: 'HASH' }]);
    expect(table.ProvisionedThroughput).toEqual({ ReadCapacityUnits: 0, WriteCapacityUnits: 0 });
    expect(skeleton('aws dynamodbstreams get-shard-iterator --generate-cli-skeleton')).toEqual({
      StreamArn: '',
      ShardId: '',
      ShardIteratorType: 'TRIM_HORIZON',
      SequenceNumber: '',
    });
    expect(skeleton('aws dynamodb wait table-exists --generate-cli-skeleton')).toEqual({ TableName: '' });
  });

  it('refuses the choices it does not print, and words the CLI’s error for others', () => {
    expect(() => parseCliText('aws dynamodb scan --generate-cli-skeleton yaml-input')).toThrow(
      /yaml-input is not supported here: the console reads a whole request as JSON/,
    );
    expect(() => parseCliText('aws dynamodb scan --generate-cli-skeleton output')).toThrow(
      /output is not supported here: run the command/,
    );
    expect(() => parseCliText('aws dynamodb scan --generate-cli-skeleton xml')).toThrow(
      'aws: error: argument --generate-cli-skeleton: Invalid choice, valid choices are: input | yaml-input | output',
    );
    expect(() => parseCliText('aws dynamodb scan --generate-cli-skeleton input extra')).toThrow(
      /Unknown options: extra/,
    );
  });
});
