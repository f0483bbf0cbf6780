/**
 * The real AWS CLI against `npm run serve`, side by side with the console's AWS CLI mode over an
 * in-process engine: the same command words go to both, and what the CLI prints must be what the
 * console computes — the console's option parsing, shorthand, paging and --query, checked against
 * the CLI itself, and the endpoint checked with one more client it did not write. The CLI is the one
 * a Python 3 here imports (pythonRunningAwsCli), its own driver run for each command as the `aws`
 * script runs it, all in one process (helpers/aws_cli_batch.py): a second of start-up, not a hundred.
 *
 * The commands avoid what differs between AWS CLI versions (v1 from pip on a developer's machine,
 * Debian's v2 in CI): binary values (v1 reads them raw, v2 as base64), timestamps outside --query (v2 prints ISO
 * dates), options newer than Debian's CLI, and parallel scans (segments follow each engine's own
 * hash seed). Malformed shorthand is in: the console reads it with the CLI's grammar and words its
 * errors as the CLI v2 does.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorName } from '../../src/client/engineClient.ts';
import { createInProcessClient } from '../../src/client/inProcessClient.ts';
import { CliCommandError } from '../../src/features/console/cli/cliCommandError.ts';
import { CliSyntaxError, parseCliText } from '../../src/features/console/cli/parseCli.ts';
import { splitCommands } from '../../src/features/console/cli/shellWords.ts';
import { cliPrintedOutput } from '../../src/features/console/run/cliOutputLines.ts';
import { sendCliCommand } from '../../src/features/console/run/runCli.ts';
import { awsCliMajorVersion, runAwsCliCommands, type AwsCliRun } from '../helpers/awsCli.ts';
import { serveDuringSuite } from '../helpers/serveProcess.ts';

const pk = `--key-condition-expression "PK = :pk" --expression-attribute-values '{":pk": {"S": "CUSTOMER#42"}}'`;
const orders = [1, 2, 3, 4, 5]
  .map(
    (n) =>
      `{"PutRequest": {"Item": {"PK": {"S": "CUSTOMER#42"}, "SK": {"S": "ORDER#${n}"}, "total": {"N": "${n}0"}}}}`,
  )
  .join(', ');
const ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/app';

const COMMANDS = [
  `aws dynamodb create-table --table-name app --billing-mode PAY_PER_REQUEST --attribute-definitions AttributeName=PK,AttributeType=S AttributeName=SK,AttributeType=S --key-schema AttributeName=PK,KeyType=HASH AttributeName=SK,KeyType=RANGE --query "TableDescription.[TableName, KeySchema, AttributeDefinitions, BillingModeSummary.BillingMode, TableArn]"`,
  `aws dynamodb create-table --table-name idx --attribute-definitions AttributeName=id,AttributeType=S AttributeName=g,AttributeType=N --key-schema AttributeName=id,KeyType=HASH --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5 --global-secondary-indexes 'IndexName=byG,KeySchema=[{AttributeName=g,KeyType=HASH}],Projection={ProjectionType=INCLUDE,NonKeyAttributes=[flag]},ProvisionedThroughput={ReadCapacityUnits=1,WriteCapacityUnits=1}' --query "TableDescription.GlobalSecondaryIndexes[0].[IndexName, Projection, ProvisionedThroughput.ReadCapacityUnits]"`,
  `aws dynamodb put-item --table-name app --item '{"PK": {"S": "CUSTOMER#42"}, "SK": {"S": "PROFILE"}, "name": {"S": "Zoë"}, "ver": {"N": "1"}, "tags": {"SS": ["b", "a"]}}'`,
  `aws dynamodb put-item --table-name app --item 'PK={S=CUSTOMER#7},SK={S=PROFILE},lines={L=[{M={sku={S=X},qty={N=2}}}]},shipped={BOOL=true},gone={NULL=true}' --return-consumed-capacity TOTAL`,
  `aws dynamodb batch-write-item --request-items '{"app": [${orders}]}'`,
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
  // Operations the sandbox leaves out: sent as the CLI sends them, answered with the reason.
  `aws dynamodb describe-global-table --global-table-name app`,
  `aws dynamodb list-exports --max-results 5`,
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
const FILES: Readonly<Record<string, string>> = {
  'key.json': '{\n  "PK": {"S": "CUSTOMER#7"},\n  "SK": {"S": "PROFILE"}\n}\n',
  'names.json': '{"#l": "lines"}\n',
  'input.json': '{"TableName": "app"}\n',
  'gets.json':
    '[{"Get": {"TableName": "app", "Key": {"PK": {"S": "CUSTOMER#42"}, "SK": {"S": "PROFILE"}}}}]\n',
  // A string option takes the file as it is, newline included, so DynamoDB refuses the name.
  'table.txt': 'app\n',
};

/** The here-documents that write the files a command reads, for the console. */
function hereDocuments(text: string): string {
  return Object.entries(FILES)
    .filter(([name]) => text.includes(`file://${name}`))
    .map(([name, content]) => `cat > ${name} <<'EOF'\n${content}EOF\n`)
    .join('');
}

/**
 * The AWS CLI v1 prints a shorthand syntax error's location as the literal text below (a missing
 * f-string prefix in awscli 1.45); then only the first line of the message can be compared.
 */
const V1_LOCATION_BUG = '{self._error_location()}';

type Result = { ok: true; printed: string | object } | { ok: false; error: string };

/** What the console makes of a command: what the CLI would print, or the error's name. */
async function consoleRun(client: ReturnType<typeof createInProcessClient>, text: string): Promise<Result> {
  let command;
  try {
    [command] = parseCliText(hereDocuments(text) + text);
  } catch (failure) {
    if (!(failure instanceof CliSyntaxError)) throw failure;
    return { ok: false, error: failure.reason };
  }
  let error = '';
  let result;
  try {
    result = await sendCliCommand(client, command, {
      record: (_request, outcome) => {
        if (!outcome.ok) error = errorName(outcome.error.__type);
      },
      wait: async () => {},
    });
  } catch (failure) {
    if (!(failure instanceof CliCommandError)) throw failure;
    return { ok: false, error: failure.message };
  }
  if (!result) return { ok: false, error };
  const output = 'reply' in result ? result.reply : result.paged.output;
  try {
    return { ok: true, printed: cliPrintedOutput(command, result) ?? output };
  } catch (failure) {
    if (!(failure instanceof CliCommandError)) throw failure;
    return { ok: false, error: failure.message };
  }
}

/** The words of a command after `aws`, and the grep it is piped into, if any. */
function cliWords(text: string): { words: string[]; piped: string | undefined } {
  const [command, piped] = text.split(' | ');
  return { words: splitCommands(command)[0].words.slice(1), piped };
}

/** What the CLI printed: text for --query, parsed JSON otherwise ({} when it printed nothing). */
function cliResult(text: string, run: AwsCliRun): Result {
  const { words, piped } = cliWords(text);
  if (run.status !== 0) {
    const type = /An error occurred \((\w+)\)/.exec(run.stderr);
    return { ok: false, error: type ? type[1] : run.stderr.trim() };
  }
  if (piped !== undefined) {
    // Through the machine's own grep, as a shell would pipe it.
    const grep = spawnSync('grep', splitCommands(piped)[0].words.slice(1), {
      input: run.stdout,
      encoding: 'utf8',
    });
    return { ok: true, printed: grep.stdout.replace(/\n$/, '') };
  }
  const stdout = run.stdout.trim();
  if (words.includes('--query') || words.includes('--output')) return { ok: true, printed: stdout };
  return { ok: true, printed: stdout === '' ? {} : (JSON.parse(stdout) as object) };
}

describe('the AWS CLI against npm run serve, and the console’s AWS CLI mode', () => {
  // The CLI's commands follow each other within a fraction of a second: a GSI that lagged its table
  // would miss the write just before its query.
  const server = serveDuringSuite(['--table-status-delay-ms', '0', '--gsi-lag-ms', '0']);
  let filesDirectory = '';
  beforeAll(() => {
    filesDirectory = mkdtempSync(join(tmpdir(), 'aws-cli-files-'));
    for (const [name, content] of Object.entries(FILES)) writeFileSync(join(filesDirectory, name), content);
  });
  afterAll(() => rmSync(filesDirectory, { recursive: true, force: true }));

  it('print the same for every command', async () => {
    // The CLI's commands run first, in order, against the endpoint; the console's after them, in the
    // same order, against an engine of its own: each sees only its own commands' effects.
    const cliRuns = runAwsCliCommands(
      server().url,
      COMMANDS.map((text) => cliWords(text).words),
      filesDirectory,
    );
    const client = createInProcessClient({ tableStatusDelayMs: 0, gsiPropagationDelayMs: 0 });
    const outcomes: string[] = [];
    for (const [index, text] of COMMANDS.entries()) {
      const cli = cliResult(text, cliRuns[index]);
      const console = await consoleRun(client, text);
      // The console adds how to write a missing file on a second line.
      const firstLines = !cli.ok && (cli.error.includes(V1_LOCATION_BUG) || cli.error.includes('paramfile'));
      if (!cli.ok && !console.ok && firstLines) {
        expect(console.error.split('\n')[0], text).toBe(cli.error.split('\n')[0]);
      } else {
        expect(console, text).toEqual(cli);
      }
      outcomes.push(cli.ok ? 'ok' : cli.error.split('\n')[0]);
    }
    // The commands reach what they are meant to: real replies, and the errors where expected.
    expect(outcomes.filter((outcome) => outcome !== 'ok')).toEqual([
      'Row should have 2 elements, instead it has 1',
      'Parameter validation failed:',
      'Parameter validation failed:',
      'Parameter validation failed:',
      "invalid literal for int() with base 10: '1.5'",
      'Parameter validation failed:',
      'Parameter validation failed:',
      'Parameter validation failed:',
      "invalid literal for int() with base 10: '5.0'",
      "Error parsing parameter '--key': Expected: '=', received: 'EOF' for input:",
      'Error parsing parameter \'--key\': Second instance of key "PK" encountered for input:',
      "Error parsing parameter '--key': Expected: ',', received: 'EOF' for input:",
      'Error parsing parameter \'--expression-attribute-names\': Second instance of key "#n" encountered for input:',
      'ConditionalCheckFailedException',
      'Parameter validation failed:',
      'Parameter validation failed:',
      'ResourceNotFoundException',
      'ValidationException',
      'Parameter validation failed:',
      'BackupNotFoundException',
      'TableNotFoundException',
      'UnknownOperationException',
      'UnknownOperationException',
      'ResourceNotFoundException',
      'Parameter validation failed:',
      'Parameter validation failed:',
      'ConditionalCheckFailedException',
      'TransactionCanceledException',
      'ValidationException',
      "Error parsing parameter '--key': Unable to load paramfile file://missing.json: [Errno 2] No such file or directory: 'missing.json'",
    ]);
  }, 300_000); // ~100 CLI commands of a fifth of a second each; two cores shared with other test files
});
