import { describe, expect, it } from 'vitest';
import { parseCliText } from './parseCli.ts';
import { failure, one } from './parseCliTestSupport.ts';

describe('parseCliText', () => {
  it('turns the docs-style query into the Query operation and its JSON body', () => {
    const parsed = one(
      `aws dynamodb query --table-name app --key-condition-expression "PK = :pk AND begins_with(SK, :p)" ` +
        `--expression-attribute-values '{":pk":{"S":"CUSTOMER#42"},":p":{"S":"ORDER#"}}' --no-scan-index-forward --limit 5 --return-consumed-capacity TOTAL`,
    );
    expect(parsed).toEqual({
      command: 'query',
      operation: 'Query',
      targetPrefix: 'DynamoDB_20120810.',
      line: 1,
      request: {
        TableName: 'app',
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :p)',
        ExpressionAttributeValues: { ':pk': { S: 'CUSTOMER#42' }, ':p': { S: 'ORDER#' } },
        ScanIndexForward: false,
        Limit: 5,
        ReturnConsumedCapacity: 'TOTAL',
      },
    });
  });

  it('reads create-table lists given as several shorthand words', () => {
    const parsed = one(
      'aws dynamodb create-table --table-name app --billing-mode PAY_PER_REQUEST ' +
        '--attribute-definitions AttributeName=PK,AttributeType=S AttributeName=SK,AttributeType=S ' +
        '--key-schema AttributeName=PK,KeyType=HASH AttributeName=SK,KeyType=RANGE',
    );
    expect(parsed.operation).toBe('CreateTable');
    expect(parsed.request).toEqual({
      TableName: 'app',
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
    });
  });

  it('accepts shorthand keys, boolean flags and the global options commands are copied with', () => {
    const parsed = one(
      'aws dynamodb get-item --table-name app --key PK={S=CUSTOMER#42},SK={S=PROFILE} --consistent-read ' +
        '--endpoint-url http://localhost:8000 --region us-east-1 --output json --no-cli-pager',
    );
    expect(parsed.request).toEqual({
      TableName: 'app',
      Key: { PK: { S: 'CUSTOMER#42' }, SK: { S: 'PROFILE' } },
      ConsistentRead: true,
    });
    expect(parsed.region).toBe('us-east-1');
  });

  it('keeps --region for the request: it picks a global table’s replica', () => {
    expect(one('aws dynamodb list-tables --region=eu-west-1').region).toBe('eu-west-1');
    expect(one('aws dynamodb wait table-exists --table-name app --region ap-south-1').region).toBe(
      'ap-south-1',
    );
    expect(one('aws dynamodb list-tables')).not.toHaveProperty('region');
    expect(() => parseCliText('aws dynamodb list-tables --region a --region b')).toThrow(
      'aws: error: argument --region: given more than once',
    );
    expect(() => parseCliText('aws dynamodb list-tables --region')).toThrow(
      'aws: error: argument --region: expected one argument',
    );
  });

  it('pages query, scan, list-tables and list-tags-of-resource as the CLI does, unless told not to', () => {
    expect(one('aws dynamodb scan --table-name app --page-size 2 --max-items 5')).toMatchObject({
      request: { TableName: 'app' },
      paging: { pageSize: 2, maxItems: 5 },
    });
    expect(one('aws dynamodb list-tables').paging).toEqual({});
    expect(one('aws dynamodb list-tags-of-resource --resource-arn arn').paging).toEqual({});
    const token = btoa('{"ExclusiveStartKey": {"PK": {"S": "a"}}, "boto_truncate_amount": 1}');
    expect(one(`aws dynamodb query --table-name app --starting-token ${token}`).paging).toEqual({
      start: { markers: { ExclusiveStartKey: { PK: { S: 'a' } } }, skip: 1 },
    });
    // Setting Limit or a page marker yourself, or --no-paginate, means one request.
    for (const text of [
      'aws dynamodb scan --table-name app --limit 2',
      `aws dynamodb scan --table-name app --exclusive-start-key '{"PK":{"S":"a"}}'`,
      'aws dynamodb scan --table-name app --no-paginate',
      'aws dynamodb list-tables --exclusive-start-table-name app',
      'aws dynamodb list-tags-of-resource --resource-arn arn --next-token t',
      'aws dynamodb get-item --table-name app --key PK={S=a}',
    ]) {
      expect(one(text).paging, text).toBeUndefined();
    }
    expect(one('aws dynamodb scan --table-name app --limit 2').request).toEqual({
      TableName: 'app',
      Limit: 2,
    });
  });

  it('refuses paging options where the CLI would', () => {
    expect(failure('aws dynamodb scan --table-name app --limit 2 --max-items 3')).toBe(
      'Line 1: --max-items only works while the CLI pages for you, and --limit turned that off (the CLI would refuse the command too).',
    );
    expect(failure('aws dynamodb scan --table-name app --no-paginate --page-size 3')).toMatch(
      /--page-size only works while the CLI pages for you, and --no-paginate turned that off/,
    );
    expect(failure('aws dynamodb scan --table-name app --starting-token a___b___c')).toBe(
      'Line 1: Bad starting token: a___b___c',
    );
    expect(failure('aws dynamodb list-tags-of-resource --resource-arn arn --page-size 3')).toBe(
      'Line 1: PageSize parameter is not supported for the pagination interface for this operation.',
    );
    expect(failure('aws dynamodb scan --table-name app --max-items ten')).toMatch(
      "Line 1: aws: error: argument --max-items: invalid int value: 'ten'",
    );
    expect(failure('aws dynamodb scan --table-name app --max-items -1')).toMatch(/can not be negative/);
    expect(failure('aws dynamodb get-item --table-name app --key PK={S=a} --max-items 1')).toMatch(
      /Unknown options: --max-items, 1/,
    );
  });

  it('takes the members that make an MRSC global table', () => {
    const [update] = parseCliText(
      `aws dynamodb update-table --table-name ledger --replica-updates '[{"Create": {"RegionName": "us-east-2"}}]' ` +
        `--global-table-witness-updates '[{"Create": {"RegionName": "us-west-2"}}]' --multi-region-consistency STRONG`,
    );
    expect(update.request).toEqual({
      TableName: 'ledger',
      ReplicaUpdates: [{ Create: { RegionName: 'us-east-2' } }],
      GlobalTableWitnessUpdates: [{ Create: { RegionName: 'us-west-2' } }],
      MultiRegionConsistency: 'STRONG',
    });
  });

  it('takes disassociation protection and a Disassociate action for update-table', () => {
    expect(
      one('aws dynamodb update-table --table-name t --no-disassociation-protection-enabled').request,
    ).toEqual({
      TableName: 't',
      DisassociationProtectionEnabled: false,
    });
    const action =
      '[{"Disassociate": {"RegionName": "eu-west-1", "DisassociationMode": "WAIT_FOR_REPLICATION"}}]';
    expect(one(`aws dynamodb update-table --table-name t --replica-updates '${action}'`).request).toEqual({
      TableName: 't',
      ReplicaUpdates: JSON.parse(action),
    });
  });

  it('reads --name=value as argparse does: one value, and a flag takes none', () => {
    const [query] = parseCliText(
      `aws dynamodb query --table-name=app --key-condition-expression="PK = :p" --limit=2 --expression-attribute-values='{":p": {"S": "a=b"}}'`,
    );
    expect(query.request).toEqual({
      TableName: 'app',
      KeyConditionExpression: 'PK = :p',
      Limit: 2,
      ExpressionAttributeValues: { ':p': { S: 'a=b' } },
    });
    expect(() => parseCliText('aws dynamodb untag-resource --resource-arn=arn --tag-keys=a b')).toThrow(
      'Unknown options: b',
    );
    expect(() =>
      parseCliText(`aws dynamodb get-item --table-name t --key '{}' --consistent-read=yes`),
    ).toThrow("aws: error: argument --consistent-read: ignored explicit argument 'yes'");
  });

  it('merges --cli-input-json under explicit options', () => {
    expect(
      one(`aws dynamodb scan --cli-input-json '{"TableName":"other","Limit":3}' --table-name app`).request,
    ).toEqual({ TableName: 'app', Limit: 3 });
  });

  it('reads --output, and refuses a format the CLI does not have', () => {
    expect(one('aws dynamodb list-tables --output text').output).toBe('text');
    expect(one('aws dynamodb list-tables').output).toBeUndefined();
    expect(failure('aws dynamodb list-tables --output xml')).toBe(
      'Line 1: aws: error: argument --output: Invalid choice, valid choices are: json | text | table | yaml | yaml-stream',
    );
  });

  it('reads binary values as base64, or as text with --cli-binary-format raw-in-base64-out', () => {
    const item = `--item '{"PK": {"B": "hello"}, "d": {"BS": ["ab", "é"]}, "B": {"S": "not binary"}}'`;
    const base64 = `--item '{"PK": {"B": "aGVsbG8="}, "d": {"BS": ["YWI=", ""]}, "B": {"S": "not binary"}}'`;
    expect(one(`aws dynamodb put-item --table-name t ${base64}`).request.Item).toEqual({
      PK: { B: 'aGVsbG8=' },
      d: { BS: ['YWI=', ''] },
      B: { S: 'not binary' },
    });
    // In base64 mode the CLI decodes binary values before sending: text that is not base64 stops it.
    expect(failure(`aws dynamodb put-item --table-name t ${item}`)).toBe('Line 1: Invalid base64: "hello"');
    expect(failure(`aws dynamodb get-item --table-name t --key 'PK={B=YWI}'`)).toBe(
      'Line 1: Invalid base64: "YWI"',
    );
    expect(
      one(`aws dynamodb put-item --table-name t ${item} --cli-binary-format raw-in-base64-out`).request.Item,
    ).toEqual({ PK: { B: 'aGVsbG8=' }, d: { BS: ['YWI=', 'w6k='] }, B: { S: 'not binary' } });
    expect(
      one(`aws dynamodb get-item --table-name t --key 'PK={B=hello}' --cli-binary-format raw-in-base64-out`)
        .request.Key,
    ).toEqual({ PK: { B: 'aGVsbG8=' } });
    expect(failure('aws dynamodb list-tables --cli-binary-format raw')).toMatch(
      /argument --cli-binary-format: Invalid choice, valid choices are: base64 \| raw-in-base64-out$/,
    );
  });

  it('reads several commands in order', () => {
    const parsed = parseCliText('aws dynamodb list-tables\naws dynamodb describe-table --table-name app');
    expect(parsed.map((command) => [command.operation, command.line])).toEqual([
      ['ListTables', 1],
      ['DescribeTable', 2],
    ]);
  });

  it('reads waiters', () => {
    expect(one('aws dynamodb wait table-exists --table-name app')).toEqual({
      command: 'wait',
      waiter: 'table-exists',
      operation: 'DescribeTable',
      targetPrefix: 'DynamoDB_20120810.',
      request: { TableName: 'app' },
      line: 1,
    });
    expect(
      one('aws dynamodb wait contributor-insights-enabled --table-name app --index-name byG'),
    ).toMatchObject({
      waiter: 'contributor-insights-enabled',
      operation: 'DescribeContributorInsights',
      request: { TableName: 'app', IndexName: 'byG' },
    });
    expect(failure('aws dynamodb wait table-ready --table-name app')).toMatch(
      /Valid choices are: contributor-insights-enabled, export-completed, import-completed, kinesis-streaming-destination-active, table-exists, table-not-exists$/,
    );
    expect(failure('aws dynamodb wait contributor-insights-enabled')).toMatch(
      /the following arguments are required: --table-name$/,
    );
  });

  it('keeps --query apart from the request, for the output', () => {
    const [scan, wait] = parseCliText(
      `aws dynamodb scan --table-name app --query "Items[?total.N > '10'].SK"\n` +
        'aws dynamodb wait table-exists --table-name app --query Table',
    );
    expect(scan).toMatchObject({ request: { TableName: 'app' }, query: "Items[?total.N > '10'].SK" });
    expect(wait.request).toEqual({ TableName: 'app' });
  });

  it('answers mistakes the way the CLI words them', () => {
    expect(failure('aws dynamodb get-item --table-name app')).toBe(
      'Line 1: aws: error: the following arguments are required: --key',
    );
    expect(failure('aws dynamodb scan --table-name app --colour red')).toBe(
      'Line 1: Unknown options: --colour, red',
    );
    // A misspelt required option: the parser stops at the missing one before the unknown words.
    expect(failure('aws dynamodb scan --tabel-name app')).toBe(
      'Line 1: aws: error: the following arguments are required: --table-name',
    );
    expect(failure('aws dynamodb scna')).toMatch(/Invalid choice: 'scna'. Valid choices are: .*scan/);
    expect(failure('aws dynamodb scan --table-name')).toMatch(/argument --table-name: expected one argument/);
    expect(failure('aws dynamodb scan --table-name app --limit ten')).toMatch(
      "Line 1: invalid literal for int() with base 10: 'ten'",
    );
    expect(failure(`aws dynamodb put-item --table-name app --item '{"PK":'`)).toMatch(
      /Error parsing parameter '--item': Invalid JSON/,
    );
    expect(failure('aws sqs list-queues')).toMatch(/DynamoDB commands/);
    expect(failure('aws dynamodb scan --table-name app --query "Items["')).toBe(
      'Line 1: Bad value for --query Items[: Expected Star, got: EOF',
    );
    expect(failure('aws dynamodb put-item --table-name app --item file://item.json')).toBe(
      "Line 1: Error parsing parameter '--item': Unable to load paramfile file://item.json: [Errno 2] No such file or directory: 'item.json'\n" +
        "In the console, write the file above the command: cat > item.json <<'EOF', its lines, then EOF.",
    );
    expect(failure('')).toMatch(/Write a command/);
  });
});
