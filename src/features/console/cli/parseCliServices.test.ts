/** The CLI's commands beyond tables and items: PartiQL, Contributor Insights and DynamoDB Streams. */
import { describe, expect, it } from 'vitest';
import { failure, one } from './parseCliTestSupport.ts';

describe('parseCliText, other command families', () => {
  it('reads the PartiQL batch and transaction commands', () => {
    const statements = `[{"Statement": "SELECT * FROM app WHERE PK = ?", "Parameters": [{"S": "a"}]}]`;
    expect(one(`aws dynamodb batch-execute-statement --statements '${statements}'`)).toMatchObject({
      operation: 'BatchExecuteStatement',
      request: { Statements: JSON.parse(statements) as unknown },
    });
    expect(
      one(`aws dynamodb execute-transaction --transact-statements '${statements}' --client-request-token t1`),
    ).toMatchObject({
      operation: 'ExecuteTransaction',
      request: { TransactStatements: JSON.parse(statements) as unknown, ClientRequestToken: 't1' },
    });
  });

  it('reads the Contributor Insights commands', () => {
    expect(
      one(
        'aws dynamodb update-contributor-insights --table-name app --index-name GSI1 ' +
          '--contributor-insights-action ENABLE --contributor-insights-mode THROTTLED_KEYS',
      ),
    ).toMatchObject({
      operation: 'UpdateContributorInsights',
      request: {
        TableName: 'app',
        IndexName: 'GSI1',
        ContributorInsightsAction: 'ENABLE',
        ContributorInsightsMode: 'THROTTLED_KEYS',
      },
    });
    expect(one('aws dynamodb describe-contributor-insights --table-name app')).toMatchObject({
      operation: 'DescribeContributorInsights',
      request: { TableName: 'app' },
    });
    expect(one('aws dynamodb list-contributor-insights --max-results 5')).toMatchObject({
      operation: 'ListContributorInsights',
      request: { MaxResults: 5 },
    });
  });

  it('reads aws dynamodbstreams commands as DynamoDB Streams requests', () => {
    const arn = 'arn:aws:dynamodb:us-east-1:000000000000:table/app/stream/2026-11-30T00:00:00.000';
    expect(
      one(
        `aws dynamodbstreams get-shard-iterator --stream-arn ${arn} --shard-id s1 --shard-iterator-type TRIM_HORIZON`,
      ),
    ).toMatchObject({
      operation: 'GetShardIterator',
      targetPrefix: 'DynamoDBStreams_20120810.',
      request: { StreamArn: arn, ShardId: 's1', ShardIteratorType: 'TRIM_HORIZON' },
    });
    expect(one('aws dynamodbstreams get-records --shard-iterator it --limit 10').request).toEqual({
      ShardIterator: 'it',
      Limit: 10,
    });
    expect(failure('aws dynamodbstreams wait table-exists --table-name app')).toMatch(
      /Invalid choice: 'wait'. Valid choices are: describe-stream, get-records, get-shard-iterator, list-streams$/,
    );
    expect(failure('aws sqs list-queues')).toMatch(/"aws dynamodbstreams …"/);
  });
});
