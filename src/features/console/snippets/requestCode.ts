/**
 * The JSON bodies and AWS CLI commands of the request examples (requestSnippets.ts lists them).
 * Loaded when a learner picks one, like javascriptCode.ts: the console's first load does without them.
 */
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const profileKey = { PK: { S: 'CUSTOMER#42' }, SK: { S: 'PROFILE' } };

export const jsonCreateApp = json({
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
});

export const jsonPutProfile = json({
  TableName: 'app',
  Item: { ...profileKey, name: { S: 'Ada' }, ver: { N: '1' } },
  ConditionExpression: 'attribute_not_exists(PK)',
});

export const jsonQueryCustomer = json({
  TableName: 'app',
  KeyConditionExpression: 'PK = :pk',
  ExpressionAttributeValues: { ':pk': { S: 'CUSTOMER#42' } },
  ReturnConsumedCapacity: 'TOTAL',
});

export const jsonOptimisticLocking = json({
  TableName: 'app',
  Key: profileKey,
  UpdateExpression: 'SET #n = :n, ver = ver + :one',
  ConditionExpression: 'ver = :v',
  ExpressionAttributeNames: { '#n': 'name' },
  ExpressionAttributeValues: { ':n': { S: 'Ada L.' }, ':v': { N: '1' }, ':one': { N: '1' } },
  ReturnValues: 'ALL_NEW',
});

export const jsonTransaction = json({
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
});

export const cliCreateApp = `aws dynamodb create-table --table-name app --billing-mode PAY_PER_REQUEST \\
  --attribute-definitions AttributeName=PK,AttributeType=S AttributeName=SK,AttributeType=S \\
  --key-schema AttributeName=PK,KeyType=HASH AttributeName=SK,KeyType=RANGE
aws dynamodb wait table-exists --table-name app
aws dynamodb put-item --table-name app \\
  --item '{"PK": {"S": "CUSTOMER#42"}, "SK": {"S": "PROFILE"}, "name": {"S": "Ada"}, "ver": {"N": "1"}}'
aws dynamodb put-item --table-name app \\
  --item '{"PK": {"S": "CUSTOMER#42"}, "SK": {"S": "ORDER#2026-10-02#A17"}, "total": {"N": "35"}}'
`;

export const cliQueryCustomer = `aws dynamodb query --table-name app \\
  --key-condition-expression "PK = :pk" \\
  --expression-attribute-values '{":pk": {"S": "CUSTOMER#42"}}' \\
  --return-consumed-capacity TOTAL
`;

export const cliQueryPrefix = `aws dynamodb query --table-name app \\
  --key-condition-expression "PK = :pk AND begins_with(SK, :prefix)" \\
  --expression-attribute-values '{":pk": {"S": "CUSTOMER#42"}, ":prefix": {"S": "ORDER#"}}' \\
  --no-scan-index-forward
`;

export const cliTable = `# --query picks the attributes; --output table lays them out as the AWS CLI does.
aws dynamodb query --table-name app \\
  --key-condition-expression "PK = :pk" \\
  --expression-attribute-values '{":pk": {"S": "CUSTOMER#42"}}' \\
  --query "Items[].{SK: SK.S, name: name.S, total: total.N}" --output table
`;

export const cliPaging = `# One request per page (each under Requests), printed as one result.
aws dynamodb query --table-name app \\
  --key-condition-expression "PK = :pk" \\
  --expression-attribute-values '{":pk": {"S": "CUSTOMER#42"}}' \\
  --page-size 1 --query "Items[].SK.S"
# Stops after one item and prints the NextToken that --starting-token takes.
aws dynamodb query --table-name app \\
  --key-condition-expression "PK = :pk" \\
  --expression-attribute-values '{":pk": {"S": "CUSTOMER#42"}}' \\
  --max-items 1
`;

export const cliFiles = `# AWS docs pass JSON in files (--item file://order.json). Write each
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
`;

export const cliGettingStarted = `aws dynamodb create-table \\
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
`;

export const cliOptimisticLocking = `aws dynamodb update-item --table-name app \\
  --key 'PK={S=CUSTOMER#42},SK={S=PROFILE}' \\
  --update-expression "SET #n = :n, ver = ver + :one" \\
  --condition-expression "ver = :v" \\
  --expression-attribute-names '{"#n": "name"}' \\
  --expression-attribute-values '{":n": {"S": "Ada L."}, ":v": {"N": "1"}, ":one": {"N": "1"}}' \\
  --return-values ALL_NEW
`;

export const cliAtomicCounter = `aws dynamodb update-item --table-name app \\
  --key 'PK={S=CUSTOMER#42},SK={S=PROFILE}' \\
  --update-expression "ADD visits :one" \\
  --expression-attribute-values '{":one": {"N": "1"}}' \\
  --return-values UPDATED_NEW
`;

export const cliPointInTime = `# Point-in-time recovery keeps every change for up to 35 days (turn it on before the mistake).
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
`;
