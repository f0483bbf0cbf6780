/**
 * The commands the side-by-side AWS CLI test (awsCli.test.ts) sends to the real CLI and to the
 * console's CLI mode, in order, and the files their file:// values read.
 */
import { awsCliMajorVersion } from '../helpers/awsCli.ts';

const pk = `--key-condition-expression "PK = :pk" --expression-attribute-values '{":pk": {"S": "CUSTOMER#42"}}'`;
const orders = [1, 2, 3, 4, 5]
  .map(
    (n) =>
      `{"PutRequest": {"Item": {"PK": {"S": "CUSTOMER#42"}, "SK": {"S": "ORDER#${n}"}, "total": {"N": "${n}0"}}}}`,
  )
  .join(', ');
const ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/app';

export const COMMANDS = [
  `aws dynamodb create-table --table-name app --billing-mode PAY_PER_REQUEST --attribute-definitions AttributeName=PK,AttributeType=S AttributeName=SK,AttributeType=S --key-schema AttributeName=PK,KeyType=HASH AttributeName=SK,KeyType=RANGE --query "TableDescription.[TableName, KeySchema, AttributeDefinitions, BillingModeSummary.BillingMode, TableArn]"`,
  `aws dynamodb create-table --table-name idx --attribute-definitions AttributeName=id,AttributeType=S AttributeName=g,AttributeType=N --key-schema AttributeName=id,KeyType=HASH --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5 --global-secondary-indexes 'IndexName=byG,KeySchema=[{AttributeName=g,KeyType=HASH}],Projection={ProjectionType=INCLUDE,NonKeyAttributes=[flag]},ProvisionedThroughput={ReadCapacityUnits=1,WriteCapacityUnits=1}' --query "TableDescription.GlobalSecondaryIndexes[0].[IndexName, Projection, ProvisionedThroughput.ReadCapacityUnits]"`,
  `aws dynamodb put-item --table-name app --item '{"PK": {"S": "CUSTOMER#42"}, "SK": {"S": "PROFILE"}, "name": {"S": "Zoë"}, "ver": {"N": "1"}, "tags": {"SS": ["b", "a"]}}'`,
  `aws dynamodb put-item --table-name app --item 'PK={S=CUSTOMER#7},SK={S=PROFILE},lines={L=[{M={sku={S=X},qty={N=2}}}]},shipped={BOOL=true},gone={NULL=true}' --return-consumed-capacity TOTAL`,
  `aws dynamodb batch-write-item --request-items '{"app": [${orders}]}'`,
  `aws dynamodb get-item --table-name app --key 'PK={S=CUSTOMER#42},SK={S=PROFILE}' --consistent-read --return-consumed-capacity TOTAL --query '[ConsumedCapacity][?CapacityUnits == \`1\`]'`,
  `aws dynamodb get-item --table-name app --key 'PK={S=CUSTOMER#42},SK={S=PROFILE}'`,
  `aws dynamodb get-item --table-name app --key '{"PK": {"S": "CUSTOMER#7"}, "SK": {"S": "PROFILE"}}' --projection-expression "#l[0].sku, shipped" --expression-attribute-names '{"#l": "lines"}' --consistent-read`,
  `aws dynamodb query --table-name app ${pk} --page-size 2`,
  `aws dynamodb query --table-name app ${pk} --max-items 3 --return-consumed-capacity TOTAL`,
  `aws dynamodb query --table-name app ${pk} --limit 2 --no-scan-index-forward`,
  `aws dynamodb query --table-name app ${pk} --page-size 4 --query "Items[?total].total.N"`,
  `aws dynamodb scan --table-name app --select COUNT --page-size 2`,
  `aws dynamodb query --table-name app ${pk} --output table`,
  `aws dynamodb query --table-name app ${pk} --max-items 2 --return-consumed-capacity TOTAL --output table`,
  `aws dynamodb get-item --table-name app --key 'PK={S=CUSTOMER#7},SK={S=PROFILE}' --output table`,
  `aws dynamodb describe-table --table-name app --query "Table.{keys: KeySchema, attributes: AttributeDefinitions, name: TableName, billing: BillingModeSummary.BillingMode}" --output table`,
  `aws dynamodb describe-limits --output table`,
  `aws dynamodb list-tables --output table --query '\`[["a", "b"], ["c"]]\`'`,
  // YAML output is the CLI v2's; v1 has no such choice.
  ...(awsCliMajorVersion() >= 2
    ? [
        `aws dynamodb query --table-name app ${pk} --output yaml`,
        `aws dynamodb query --table-name app ${pk} --page-size 2 --return-consumed-capacity TOTAL --output yaml-stream`,
        `aws dynamodb get-item --table-name app --key 'PK={S=CUSTOMER#7},SK={S=PROFILE}' --output yaml`,
        `aws dynamodb describe-limits --output yaml-stream`,
        `aws dynamodb scan --table-name app --page-size 2 --max-items 3 --output yaml-stream`,
        `aws dynamodb query --table-name app ${pk} --query "Items[0].SK.S" --output yaml`,
      ]
    : []),
  `aws dynamodb put-item --table-name app --item '{"PK": {"s": "x"}, "SK": {"S": {"n": 1}}, "n": {"N": 5}, "b": {"BOOL": "true"}}'`,
  `aws dynamodb query --table-name app --key-condition-expression "PK = :p" --expression-attribute-values '{":p": "x"}'`,
  `aws dynamodb put-item --table-name app --item 'PK={S=a},SK={s=b},l={L=[{S={x=1}}]}'`,
  `aws dynamodb scan --table-name app --limit 1.5`,
  `aws dynamodb scan --table-name app --limit 0 --total-segments 0 --segment -1`,
  `aws dynamodb transact-get-items --transact-items '[]'`,
  `aws dynamodb create-table --table-name t03 --key-schema '[]' --attribute-definitions AttributeName=,AttributeType=S --provisioned-throughput ReadCapacityUnits=0,WriteCapacityUnits=0`,
  `aws dynamodb create-table --table-name t2 --attribute-definitions AttributeName=PK,AttributeType=S --key-schema AttributeName=PK,KeyType=HASH --provisioned-throughput ReadCapacityUnits=1_0,WriteCapacityUnits=5.0`,
  `aws dynamodb get-item --table-name app --key 'PK'`,
  `aws dynamodb get-item --table-name app --key 'PK={S=CUSTOMER#42},PK={S=x}'`,
  `aws dynamodb get-item --table-name app --key 'PK={S=}'`,
  `aws dynamodb get-item --table-name app --key 'PK={S=CUSTOMER#42},SK={S=PROFILE}' --projection-expression 'name' --expression-attribute-names '#n=name,#n=x'`,
  `aws dynamodb put-item --table-name app --item 'PK = {S=CUSTOMER#9}, SK={S="A, B"},set={SS=one},nums={NS=[3, 1,2]}' --return-values NONE`,
  `aws dynamodb get-item --table-name app --key 'PK={S=CUSTOMER#9},SK={S=A\\, B}'`,
  `aws dynamodb scan --table-name app --filter-expression "attribute_exists(#t) AND #t > :t" --expression-attribute-names '{"#t": "total"}' --expression-attribute-values ':t={N=20}' --return-consumed-capacity TOTAL --query "[Count, ScannedCount, Items[].SK.S]"`,
  `aws dynamodb update-item --table-name app --key 'PK={S=CUSTOMER#42},SK={S=PROFILE}' --update-expression "SET #n = :n ADD ver :one" --expression-attribute-names '{"#n": "name"}' --expression-attribute-values '{":n": {"S": "Ada L."}, ":one": {"N": "1"}}' --return-values ALL_NEW`,
  `aws dynamodb update-item --table-name app --key 'PK={S=CUSTOMER#42},SK={S=PROFILE}' --update-expression "SET ver = :v" --condition-expression "ver = :old" --expression-attribute-values '{":v": {"N": "9"}, ":old": {"N": "1"}}'`,
  `aws dynamodb list-tables`,
  `aws dynamodb list-tables --max-items 1`,
  // Old-format starting tokens, which botocore still reads: the page marker itself, then ___skip.
  `aws dynamodb list-tables --starting-token app___1`,
  `aws dynamodb scan --table-name app --starting-token nope`,
  `aws dynamodb scan --table-name app --page-size 0`,
  `aws dynamodb batch-get-item --request-items '{"app": {"Keys": [{"PK": {"S": "CUSTOMER#42"}, "SK": {"S": "ORDER#1"}}], "ProjectionExpression": "#t", "ExpressionAttributeNames": {"#t": "total"}}}'`,
  `aws dynamodb transact-write-items --transact-items '[{"Put": {"TableName": "app", "Item": {"PK": {"S": "C#1"}, "SK": {"S": "A"}}}}, {"Update": {"TableName": "app", "Key": {"PK": {"S": "CUSTOMER#7"}, "SK": {"S": "PROFILE"}}, "UpdateExpression": "REMOVE gone"}}]'`,
  `aws dynamodb transact-get-items --transact-items '[{"Get": {"TableName": "app", "Key": {"PK": {"S": "CUSTOMER#7"}, "SK": {"S": "PROFILE"}}}}]'`,
  `aws dynamodb execute-statement --statement "SELECT SK, total FROM app WHERE PK = 'CUSTOMER#42' AND begins_with(SK, 'ORDER#')"`,
  `aws dynamodb execute-statement --statement "UPDATE app SET total = 99 WHERE PK = 'CUSTOMER#42' AND SK = 'ORDER#1' RETURNING MODIFIED NEW *"`,
  `aws dynamodb batch-execute-statement --statements '[{"Statement": "SELECT * FROM app WHERE PK = ? AND SK = ?", "Parameters": [{"S": "C#1"}, {"S": "A"}]}, {"Statement": "SELECT * FROM nope WHERE PK = ?", "Parameters": [{"S": "x"}]}]'`,
  `aws dynamodb execute-transaction --transact-statements '[{"Statement": "INSERT INTO app VALUE {'"'"'PK'"'"': '"'"'C#2'"'"', '"'"'SK'"'"': '"'"'A'"'"'}"}]'`,
  `aws dynamodb delete-item --table-name app --key 'PK={S=C#1},SK={S=A}' --return-values ALL_OLD`,
  `aws dynamodb put-item --table-name idx --item 'id={S=a},g={N=1},flag={BOOL=false},m={M={x={NS=[3,1,2]}}}'`,
  `aws dynamodb query --table-name idx --index-name byG --key-condition-expression "g = :g" --expression-attribute-values ':g={N=1}'`,
  `aws dynamodb get-item --table-name missing --key 'PK={S=x}'`,
  // Options written --name=value, as argparse reads them: one value, then nothing more for the option
  // (argparse's own errors, such as a flag given a value, are in parseCli.test.ts: the batch runner
  // prints them under its own usage text).
  `aws dynamodb query --table-name=app --key-condition-expression="PK = :p" --expression-attribute-values='{":p": {"S": "CUSTOMER#42"}}' --query=Count`,
  `aws dynamodb put-item --table-name app --item '{"PK": {"S": ""}, "SK": {"S": "x"}}'`,
  `aws dynamodb update-time-to-live --table-name app --time-to-live-specification Enabled=true,AttributeName=expires`,
  `aws dynamodb describe-time-to-live --table-name app`,
  `aws dynamodb create-backup --table-name app --backup-name nightly --query "BackupDetails.[BackupName, BackupType]"`,
  `aws dynamodb list-backups --table-name app --query "BackupSummaries[].[TableName, BackupName, BackupType]"`,
  `aws dynamodb create-backup --table-name app --backup-name weekly --query "BackupDetails.BackupName"`,
  `aws dynamodb list-backups --table-name app --page-size 1 --query "BackupSummaries[].BackupName"`,
  `aws dynamodb list-backups --table-name app --max-items 1 --query "[BackupSummaries[].BackupName, NextToken != null]"`,
  `aws dynamodb list-backups --time-range-lower-bound 2020-01-01T00:00:00Z --query "length(BackupSummaries)"`,
  `aws dynamodb list-backups --time-range-lower-bound nonsense`,
  `aws dynamodb delete-backup --backup-arn ${ARN}/backup/01234567890123-abcdef01`,
  `aws dynamodb update-continuous-backups --table-name app --point-in-time-recovery-specification PointInTimeRecoveryEnabled=true --query "ContinuousBackupsDescription.PointInTimeRecoveryDescription.PointInTimeRecoveryStatus"`,
  `aws dynamodb describe-continuous-backups --table-name missing`,
  `aws dynamodb restore-table-to-point-in-time --source-table-name app --target-table-name app-copy --use-latest-restorable-time --query "TableDescription.TableName"`,
  `aws dynamodb tag-resource --resource-arn ${ARN} --tags Key=team,Value=modeling Key=env,Value=dev`,
  `aws dynamodb list-tags-of-resource --resource-arn ${ARN}`,
  `aws dynamodb describe-limits`,
  // A legacy global table (none: answered as DynamoDB answers it).
  `aws dynamodb describe-global-table --global-table-name app`,
  // Exports and imports: option names and shorthand as the CLI reads them, dates inside a structure too.
  `aws dynamodb export-table-to-point-in-time --table-arn ${ARN} --s3-bucket sandbox-exports --s3-prefix app --export-format DYNAMODB_JSON --export-type FULL_EXPORT --query "ExportDescription.[ExportStatus, S3Bucket, S3Prefix, ExportFormat, ExportType]"`,
  `aws dynamodb export-table-to-point-in-time --table-arn ${ARN} --s3-bucket sandbox-exports --export-type INCREMENTAL_EXPORT --incremental-export-specification ExportFromTime=2020-01-01T00:00:00Z,ExportToTime=2020-01-01T01:00:00Z,ExportViewType=NEW_IMAGE`,
  `aws dynamodb list-exports --max-results 5 --query "ExportSummaries[].[ExportStatus, ExportType]"`,
  `aws dynamodb import-table --s3-bucket-source S3Bucket=sandbox-exports,S3KeyPrefix=people/ --input-format CSV --input-format-options 'Csv={Delimiter=";",HeaderList=[PK,name]}' --input-compression-type NONE --table-creation-parameters 'TableName=people,AttributeDefinitions=[{AttributeName=PK,AttributeType=S}],KeySchema=[{AttributeName=PK,KeyType=HASH}],BillingMode=PAY_PER_REQUEST' --query "ImportTableDescription.[ImportStatus, S3BucketSource.S3KeyPrefix, InputFormat, InputFormatOptions, TableCreationParameters.TableName]"`,
  `aws dynamodb list-imports --page-size 5 --query "length(ImportSummaryList)"`,
  `aws dynamodb describe-table --table-name app --query "Table.[TableStatus, ItemCount, KeySchema[0].AttributeName]"`,
  `aws dynamodb list-tables --output text`,
  `aws dynamodb query --table-name app ${pk} --output text`,
  `aws dynamodb query --table-name app ${pk} --max-items 2 --output text`,
  `aws dynamodb query --table-name app ${pk} --query "Items[].[SK.S, total.N]" --output text`,
  `aws dynamodb get-item --table-name app --key 'PK={S=CUSTOMER#7},SK={S=PROFILE}' --output text`,
  `aws dynamodb describe-table --table-name app --query "Table.[TableName, TableStatus, KeySchema]" --output text`,
  `aws dynamodb describe-limits --output text`,
  `aws dynamodb scan --table-name app --select COUNT --page-size 2 --output text`,
  `aws dynamodb query --table-name app ${pk} --page-size 2 --max-items 3 --query "Items[].SK.S" --output text`,
  `aws dynamodb update-table --table-name app --stream-specification StreamEnabled=true,StreamViewType=NEW_AND_OLD_IMAGES --query "TableDescription.[StreamSpecification, LatestStreamArn != null]"`,
  `aws dynamodbstreams list-streams --table-name app --query "Streams[].[TableName, StreamArn != null]"`,
  `aws dynamodbstreams describe-stream --stream-arn arn:aws:dynamodb:us-east-1:000000000000:table/app/stream/2020-01-01T00:00:00.000`,
  `aws dynamodbstreams list-streams --table-name ab --limit 0`,
  `aws dynamodbstreams get-shard-iterator --stream-arn arn:short --shard-id shardId-1 --shard-iterator-type LATEST`,
  `aws dynamodb create-table --table-name lsi --attribute-definitions AttributeName=pk,AttributeType=S AttributeName=sk,AttributeType=S AttributeName=alt,AttributeType=N --key-schema AttributeName=pk,KeyType=HASH AttributeName=sk,KeyType=RANGE --local-secondary-indexes '[{"IndexName": "byAlt", "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "alt", "KeyType": "RANGE"}], "Projection": {"ProjectionType": "KEYS_ONLY"}}]' --billing-mode PAY_PER_REQUEST --query "TableDescription.LocalSecondaryIndexes[0].[IndexName, Projection.ProjectionType]"`,
  `aws dynamodb put-item --table-name lsi --item 'pk={S=p},sk={S=1},alt={N=5}' --expected '{"pk": {"Exists": false}}' --return-item-collection-metrics SIZE --query "ItemCollectionMetrics.ItemCollectionKey"`,
  `aws dynamodb put-item --table-name lsi --item 'pk={S=p},sk={S=1},alt={N=4}' --expected '{"pk": {"Exists": false}}'`,
  `aws dynamodb query --table-name lsi --key-conditions '{"pk": {"AttributeValueList": [{"S": "p"}], "ComparisonOperator": "EQ"}}' --attributes-to-get sk alt`,
  `aws dynamodb scan --table-name lsi --scan-filter '{"alt": {"AttributeValueList": [{"N": "4"}], "ComparisonOperator": "GT"}}' --select SPECIFIC_ATTRIBUTES --attributes-to-get sk`,
  `aws dynamodb update-item --table-name lsi --key 'pk={S=p},sk={S=1}' --attribute-updates '{"alt": {"Value": {"N": "9"}, "Action": "PUT"}}' --return-values UPDATED_OLD`,
  `aws dynamodb transact-write-items --transact-items '[{"ConditionCheck": {"TableName": "lsi", "Key": {"pk": {"S": "p"}, "sk": {"S": "1"}}, "ConditionExpression": "alt = :v", "ExpressionAttributeValues": {":v": {"N": "1"}}}}]'`,
  `aws dynamodb delete-table --table-name idx --query "TableDescription.TableStatus"`,
  // Output piped into grep, as AWS's getting-started guide does.
  `aws dynamodb describe-table --table-name app | grep TableStatus`,
  `aws dynamodb describe-table --table-name app | grep -i '"attributename"'`,
  `aws dynamodb list-tables --output text | grep -v -E 'lsi|t2'`,
  `aws dynamodb query --table-name app ${pk} | grep -F '"S": "ORDER#'`,
  // Values from files, as AWS docs pass them: the CLI reads FILES from its working directory, the
  // console from here-documents written above the command.
  `aws dynamodb get-item --table-name app --key file://key.json --projection-expression "#l" --expression-attribute-names file://names.json`,
  `aws dynamodb describe-table --cli-input-json file://input.json --query Table.TableName`,
  `aws dynamodb transact-get-items --transact-items file://gets.json --query "Responses[].Item.SK.S"`,
  `aws dynamodb describe-table --table-name file://table.txt`,
  `aws dynamodb get-item --table-name app --key file://missing.json`,
];

/** The files the commands read, with their contents as a shell writes them (a trailing newline). */
export const FILES: Readonly<Record<string, string>> = {
  'key.json': '{\n  "PK": {"S": "CUSTOMER#7"},\n  "SK": {"S": "PROFILE"}\n}\n',
  'names.json': '{"#l": "lines"}\n',
  'input.json': '{"TableName": "app"}\n',
  'gets.json':
    '[{"Get": {"TableName": "app", "Key": {"PK": {"S": "CUSTOMER#42"}, "SK": {"S": "PROFILE"}}}}]\n',
  // A string option takes the file as it is, newline included, so DynamoDB refuses the name.
  'table.txt': 'app\n',
};
