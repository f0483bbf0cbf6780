/** The card's examples as raw requests: JSON bodies and AWS CLI commands. */
import { TRANSACTIONS_NOTE, WAIT_FOR_ACTIVE_NOTE, type TextSnippet } from './snippet.ts';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const profileKey = { PK: { S: 'CUSTOMER#42' }, SK: { S: 'PROFILE' } };

const jsonSnippets: TextSnippet[] = [
  {
    id: 'json-create-app',
    title: 'Create the card’s app table',
    mode: 'json',
    operation: 'CreateTable',
    code: json({
      TableName: 'app',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
      ],
    }),
    note: 'The table is CREATING for a moment: DescribeTable shows when it is ACTIVE and can take writes.',
  },
  {
    id: 'json-put-profile',
    title: 'Put the profile (only if new)',
    mode: 'json',
    operation: 'PutItem',
    code: json({
      TableName: 'app',
      Item: { ...profileKey, name: { S: 'Ada' }, ver: { N: '1' } },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  },
  {
    id: 'json-query-customer',
    title: 'Query a customer’s item collection',
    mode: 'json',
    operation: 'Query',
    code: json({
      TableName: 'app',
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': { S: 'CUSTOMER#42' } },
      ReturnConsumedCapacity: 'TOTAL',
    }),
  },
  {
    id: 'json-optimistic-locking',
    title: 'Rename with optimistic locking',
    mode: 'json',
    operation: 'UpdateItem',
    code: json({
      TableName: 'app',
      Key: profileKey,
      UpdateExpression: 'SET #n = :n, ver = ver + :one',
      ConditionExpression: 'ver = :v',
      ExpressionAttributeNames: { '#n': 'name' },
      ExpressionAttributeValues: { ':n': { S: 'Ada L.' }, ':v': { N: '1' }, ':one': { N: '1' } },
      ReturnValues: 'ALL_NEW',
    }),
  },
  {
    id: 'json-transaction',
    title: 'Transaction',
    mode: 'json',
    operation: 'TransactWriteItems',
    code: json({
      TransactItems: [
        {
          Put: {
            TableName: 'app',
            Item: { PK: { S: 'CUSTOMER#42' }, SK: { S: 'ORDER#2026-10-18#C33' }, total: { N: '20' } },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Update: {
            TableName: 'app',
            Key: profileKey,
            UpdateExpression: 'ADD orders :one',
            ExpressionAttributeValues: { ':one': { N: '1' } },
          },
        },
      ],
    }),
    note: TRANSACTIONS_NOTE,
  },
];

const cliSnippets: TextSnippet[] = [
  {
    id: 'cli-create-app',
    title: 'Create the card’s app table',
    mode: 'cli',
    code: `aws dynamodb create-table --table-name app --billing-mode PAY_PER_REQUEST \\
  --attribute-definitions AttributeName=PK,AttributeType=S AttributeName=SK,AttributeType=S \\
  --key-schema AttributeName=PK,KeyType=HASH AttributeName=SK,KeyType=RANGE
aws dynamodb wait table-exists --table-name app
aws dynamodb put-item --table-name app \\
  --item '{"PK": {"S": "CUSTOMER#42"}, "SK": {"S": "PROFILE"}, "name": {"S": "Ada"}, "ver": {"N": "1"}}'
aws dynamodb put-item --table-name app \\
  --item '{"PK": {"S": "CUSTOMER#42"}, "SK": {"S": "ORDER#2026-10-02#A17"}, "total": {"N": "35"}}'
`,
    note: WAIT_FOR_ACTIVE_NOTE.replace('boto3: t.wait_until_exists()', 'aws dynamodb wait table-exists'),
  },
  {
    id: 'cli-query-customer',
    title: 'Query a customer’s item collection',
    mode: 'cli',
    code: `aws dynamodb query --table-name app \\
  --key-condition-expression "PK = :pk" \\
  --expression-attribute-values '{":pk": {"S": "CUSTOMER#42"}}' \\
  --return-consumed-capacity TOTAL
`,
  },
  {
    id: 'cli-query-prefix',
    title: 'Query by prefix',
    mode: 'cli',
    code: `aws dynamodb query --table-name app \\
  --key-condition-expression "PK = :pk AND begins_with(SK, :prefix)" \\
  --expression-attribute-values '{":pk": {"S": "CUSTOMER#42"}, ":prefix": {"S": "ORDER#"}}' \\
  --no-scan-index-forward
`,
  },
  {
    id: 'cli-table',
    title: 'Print items as a table',
    mode: 'cli',
    code: `# --query picks the attributes; --output table lays them out as the AWS CLI does.
aws dynamodb query --table-name app \\
  --key-condition-expression "PK = :pk" \\
  --expression-attribute-values '{":pk": {"S": "CUSTOMER#42"}}' \\
  --query "Items[].{SK: SK.S, name: name.S, total: total.N}" --output table
`,
    note: 'The AWS CLI’s table output is 80 columns wide when it is not printing to a terminal; a result wider than that prints each single-row object as name | value rows instead.',
  },
  {
    id: 'cli-paging',
    title: 'Page through a query',
    mode: 'cli',
    code: `# One request per page (each under Requests), printed as one result.
aws dynamodb query --table-name app \\
  --key-condition-expression "PK = :pk" \\
  --expression-attribute-values '{":pk": {"S": "CUSTOMER#42"}}' \\
  --page-size 1 --query "Items[].SK.S"
# Stops after one item and prints the NextToken that --starting-token takes.
aws dynamodb query --table-name app \\
  --key-condition-expression "PK = :pk" \\
  --expression-attribute-values '{":pk": {"S": "CUSTOMER#42"}}' \\
  --max-items 1
`,
    note: 'The AWS CLI reads every page for you: --page-size sets each request’s Limit, --max-items stops after that many items with a NextToken for --starting-token. Setting --limit (or --no-paginate) sends one request instead, as an application’s own paging loop would.',
  },
  {
    id: 'cli-files',
    title: 'Values from files, as AWS docs write them',
    mode: 'cli',
    code: `# AWS docs pass JSON in files (--item file://order.json). Write each
# file above its command as a shell script would: cat > name <<'EOF',
# the file's lines, then EOF.
cat > order.json <<'EOF'
{
  "PK": {"S": "CUSTOMER#42"},
  "SK": {"S": "ORDER#2026-10-09#B02"},
  "total": {"N": "12"}
}
EOF
aws dynamodb put-item --table-name app --item file://order.json
echo '{"PK": {"S": "CUSTOMER#42"}, "SK": {"S": "ORDER#2026-10-09#B02"}}' > key.json
aws dynamodb get-item --table-name app --key file://key.json
`,
    note: 'A file lasts for one run: each run writes it again from the text. As in the CLI, a file:// value is the file’s text exactly, so a plain string option (--table-name file://name.txt) would keep the file’s last newline.',
  },
  {
    id: 'cli-getting-started',
    title: 'AWS’s getting-started steps, as printed',
    mode: 'cli',
    code: `aws dynamodb create-table \\
    --table-name Music \\
    --attribute-definitions \\
        AttributeName=Artist,AttributeType=S \\
        AttributeName=SongTitle,AttributeType=S \\
    --key-schema \\
        AttributeName=Artist,KeyType=HASH \\
        AttributeName=SongTitle,KeyType=RANGE \\
    --billing-mode PAY_PER_REQUEST \\
    --table-class STANDARD
aws dynamodb wait table-exists --table-name Music
aws dynamodb describe-table --table-name Music | grep TableStatus
aws dynamodb put-item \\
    --table-name Music \\
    --item \\
        '{"Artist": {"S": "Acme Band"}, "SongTitle": {"S": "Happy Day"}, "AlbumTitle": {"S": "Songs About Life"}, "Awards": {"N": "10"}}'
aws dynamodb update-item \\
    --table-name Music \\
    --key '{ "Artist": {"S": "Acme Band"}, "SongTitle": {"S": "Happy Day"}}' \\
    --update-expression "SET AlbumTitle = :newval" \\
    --expression-attribute-values '{":newval":{"S":"Updated Album Title"}}' \\
    --return-values ALL_NEW
aws dynamodb query \\
    --table-name Music \\
    --key-condition-expression "Artist = :name" \\
    --expression-attribute-values '{":name":{"S":"Acme Band"}}'
`,
    note: 'From the AWS CLI steps of DynamoDB’s getting-started guide, with one line added: aws dynamodb wait table-exists. The guide checks the status by hand (the grep line) before writing; run all at once, the first write would meet a table that is still CREATING and fail with ResourceNotFoundException, as on DynamoDB.',
  },
  {
    id: 'cli-optimistic-locking',
    title: 'Rename with optimistic locking',
    mode: 'cli',
    code: `aws dynamodb update-item --table-name app \\
  --key 'PK={S=CUSTOMER#42},SK={S=PROFILE}' \\
  --update-expression "SET #n = :n, ver = ver + :one" \\
  --condition-expression "ver = :v" \\
  --expression-attribute-names '{"#n": "name"}' \\
  --expression-attribute-values '{":n": {"S": "Ada L."}, ":v": {"N": "1"}, ":one": {"N": "1"}}' \\
  --return-values ALL_NEW
`,
  },
  {
    id: 'cli-atomic-counter',
    title: 'Atomic counter',
    mode: 'cli',
    code: `aws dynamodb update-item --table-name app \\
  --key 'PK={S=CUSTOMER#42},SK={S=PROFILE}' \\
  --update-expression "ADD visits :one" \\
  --expression-attribute-values '{":one": {"N": "1"}}' \\
  --return-values UPDATED_NEW
`,
  },
  {
    id: 'cli-point-in-time',
    title: 'Undo a mistake with point-in-time recovery',
    mode: 'cli',
    code: `# Point-in-time recovery keeps every change for up to 35 days (turn it on before the mistake).
aws dynamodb update-continuous-backups --table-name app \\
  --point-in-time-recovery-specification PointInTimeRecoveryEnabled=true
# The mistake:
aws dynamodb delete-item --table-name app --key 'PK={S=CUSTOMER#42},SK={S=PROFILE}'
# A restore makes a new table as the old one was; the original is left as it is.
aws dynamodb restore-table-to-point-in-time --source-table-name app \\
  --target-table-name app-restored --use-latest-restorable-time \\
  --query "TableDescription.RestoreSummary"
aws dynamodb wait table-exists --table-name app-restored
aws dynamodb get-item --table-name app-restored --key 'PK={S=CUSTOMER#42},SK={S=PROFILE}'
`,
    note: 'The latest restorable time is about five minutes before now, and never earlier than when recovery was turned on — so run right away, this restores the table as it was when recovery was turned on. Step the clock (+5 min) between the mistake and the restore and the restored table has the mistake too: pick a --restore-date-time before it instead. Tags, stream, Time to Live and recovery itself are not copied to the new table.',
  },
];

export const requestSnippets: TextSnippet[] = [...jsonSnippets, ...cliSnippets];
