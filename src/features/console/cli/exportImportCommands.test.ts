/**
 * Exports and imports in the Console's AWS CLI mode: the six commands read as the CLI reads them
 * (shorthand, dates inside structures, list-imports' own --page-size), listed and completed, and a
 * round trip through the sandbox's S3 — export, wait, list the files, read one, import them back.
 */
import { describe, expect, it } from 'vitest';
import { createInProcessClient } from '../../../client/inProcessClient.ts';
import { errorName } from '../../../client/engineClient.ts';
import { runS3Command } from '../run/runS3Command.ts';
import { sendCliCommand } from '../run/runCli.ts';
import { runWaiter } from '../run/runWaiter.ts';
import { cliCompletions } from './cliCompletion.ts';
import { CLI_WAITERS } from './cliWaiters.ts';
import { parameterErrors } from './paramValidation.ts';
import { parseCliText } from './parseCli.ts';

const ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/app';
const tables = {
  app: {
    KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'GSI1PK', AttributeType: 'S' },
    ],
    TableArn: ARN,
  },
};

const importApp = (tableName: string, prefix: string) =>
  `aws dynamodb import-table --s3-bucket-source S3Bucket=sandbox-exports,S3KeyPrefix=${prefix} \\
  --input-format DYNAMODB_JSON --input-compression-type GZIP \\
  --table-creation-parameters 'TableName=${tableName},AttributeDefinitions=[{AttributeName=PK,AttributeType=S}],KeySchema=[{AttributeName=PK,KeyType=HASH}],BillingMode=PAY_PER_REQUEST'`;

describe('exports and imports in the AWS CLI mode', () => {
  it('reads an export’s options, dates inside the incremental specification too', () => {
    const [exported] = parseCliText(
      `aws dynamodb export-table-to-point-in-time --table-arn ${ARN} --s3-bucket sandbox-exports --s3-prefix app \\
  --export-format ION --export-type INCREMENTAL_EXPORT \\
  --incremental-export-specification ExportFromTime=2027-01-01T10:00:00Z,ExportToTime=1798801200,ExportViewType=NEW_IMAGE`,
    );
    expect(exported).toMatchObject({
      operation: 'ExportTableToPointInTime',
      request: {
        TableArn: ARN,
        S3Bucket: 'sandbox-exports',
        S3Prefix: 'app',
        ExportFormat: 'ION',
        ExportType: 'INCREMENTAL_EXPORT',
        // botocore takes a date string where the model has a timestamp, and sends epoch seconds.
        IncrementalExportSpecification: {
          ExportFromTime: 1798797600,
          ExportToTime: 1798801200,
          ExportViewType: 'NEW_IMAGE',
        },
      },
    });
    const [bad] = parseCliText(
      `aws dynamodb export-table-to-point-in-time --table-arn ${ARN} --s3-bucket b --incremental-export-specification '{"ExportFromTime": "yesterday"}'`,
    );
    expect(parameterErrors(bad.operation, bad.request)).toEqual([
      "Invalid type for parameter IncrementalExportSpecification.ExportFromTime, value: yesterday, type: <class 'str'>, valid types: <class 'datetime.datetime'>, timestamp-string",
    ]);
    expect(() => parseCliText('aws dynamodb export-table-to-point-in-time --table-arn x')).toThrow(
      'the following arguments are required: --s3-bucket',
    );
  });

  it('reads a filtered export’s --filter-specification as JSON, typed values and all', () => {
    const [exported] = parseCliText(
      `aws dynamodb export-table-to-point-in-time --table-arn ${ARN} --s3-bucket sandbox-exports \\
  --filter-specification '{"KeyConditionExpression": "PK = :p", "ProjectionExpression": "PK, #n",
    "ExpressionAttributeNames": {"#n": "name"}, "ExpressionAttributeValues": {":p": {"S": "USER#1"}}}'`,
    );
    expect(exported).toMatchObject({
      operation: 'ExportTableToPointInTime',
      request: {
        FilterSpecification: {
          KeyConditionExpression: 'PK = :p',
          ProjectionExpression: 'PK, #n',
          ExpressionAttributeNames: { '#n': 'name' },
          ExpressionAttributeValues: { ':p': { S: 'USER#1' } },
        },
      },
    });
    expect(parameterErrors(exported.operation, exported.request)).toEqual([]);
    const [unknown] = parseCliText(
      `aws dynamodb export-table-to-point-in-time --table-arn ${ARN} --s3-bucket b --filter-specification '{"Filter": "x"}'`,
    );
    expect(parameterErrors(unknown.operation, unknown.request).join('\n')).toContain('Filter');
  });

  it('reads an import’s shorthand: the source, CSV options and the new table', () => {
    const [imported] = parseCliText(
      `aws dynamodb import-table --s3-bucket-source S3Bucket=uploads,S3KeyPrefix=people/ --input-format CSV \\
  --input-format-options 'Csv={Delimiter=";",HeaderList=[PK,name]}' --input-compression-type NONE \\
  --table-creation-parameters 'TableName=people,AttributeDefinitions=[{AttributeName=PK,AttributeType=S}],KeySchema=[{AttributeName=PK,KeyType=HASH}],BillingMode=PAY_PER_REQUEST' \\
  --client-token once`,
    );
    expect(imported.request).toEqual({
      S3BucketSource: { S3Bucket: 'uploads', S3KeyPrefix: 'people/' },
      InputFormat: 'CSV',
      InputFormatOptions: { Csv: { Delimiter: ';', HeaderList: ['PK', 'name'] } },
      InputCompressionType: 'NONE',
      TableCreationParameters: {
        TableName: 'people',
        AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
        BillingMode: 'PAY_PER_REQUEST',
      },
      ClientToken: 'once',
    });
    expect(parameterErrors(imported.operation, imported.request)).toEqual([]);
  });

  it('sends one page of list-exports and list-imports: botocore has no paginator for them', () => {
    const [exports] = parseCliText(`aws dynamodb list-exports --table-arn ${ARN} --max-results 5`);
    expect(exports).toMatchObject({ request: { TableArn: ARN, MaxResults: 5 }, paging: undefined });
    // list-imports' --page-size is the API's PageSize, not the CLI's paging option.
    const [imports] = parseCliText('aws dynamodb list-imports --page-size 2 --next-token abc');
    expect(imports).toMatchObject({ request: { PageSize: 2, NextToken: 'abc' }, paging: undefined });
    expect(() => parseCliText('aws dynamodb list-exports --max-items 3')).toThrow(
      'Unknown options: --max-items',
    );
    const [zero] = parseCliText('aws dynamodb list-exports --max-results 0');
    expect(parameterErrors(zero.operation, zero.request)).toEqual([
      'Invalid value for parameter MaxResults, value: 0, valid min value: 1',
    ]);
  });

  it('lists them with the commands the Console runs, with their waiters, and completes their values', () => {
    const [runs] = parseCliText('aws dynamodb help')[0].printed!.split('The CLI also has these');
    for (const command of [
      'export-table-to-point-in-time',
      'describe-export',
      'list-imports',
      'import-table',
    ])
      expect(runs).toContain(`\n  ${command}\n`);
    const waiters = parseCliText('aws dynamodb wait help')[0].printed!;
    expect(waiters).toContain('until the export is COMPLETED: DescribeExport');
    expect(waiters).not.toContain('exports are not simulated');
    expect(parseCliText(`aws dynamodb wait import-completed --import-arn ${ARN}/import/x`)[0]).toMatchObject({
      operation: 'DescribeImport',
      request: { ImportArn: `${ARN}/import/x` },
    });
    const complete = (text: string) => cliCompletions(text, tables).items;
    expect(complete('aws dynamodb export-table-to-point-in-time --table-arn ')).toEqual([
      { label: ARN, kind: 'value', detail: 'table app' },
    ]);
    expect(
      complete('aws dynamodb export-table-to-point-in-time --export-format ').map((i) => i.label),
    ).toEqual(['DYNAMODB_JSON', 'ION']);
    expect(complete('aws dynamodb export-table-to-point-in-time --s3-bucket ')[0].label).toBe(
      'sandbox-exports',
    );
    const [creation] = complete('aws dynamodb import-table --table-creation-parameters ');
    // Only the key attributes: an import's AttributeDefinitions may not name others.
    expect(creation).toMatchObject({
      label:
        "'TableName=app-imported,AttributeDefinitions=[{AttributeName=PK,AttributeType=S}],KeySchema=[{AttributeName=PK,KeyType=HASH}],BillingMode=PAY_PER_REQUEST'",
      detail: 'key schema of app',
    });
    expect(complete('aws dynamodb import-table --input-compression-type ').map((i) => i.label)).toEqual([
      'GZIP',
      'NONE',
      'ZSTD',
    ]);
  });

  it('exports a table to the sandbox’s S3, lists and reads its files, and imports them into a new table', async () => {
    const engine = createInProcessClient({
      tableStatusDelayMs: 0,
      clock: { start: 1_800_000_000_000, running: false },
    });
    const run = async (text: string) => {
      let last: Record<string, unknown> | undefined;
      for (const command of parseCliText(text)) {
        if (command.s3) {
          last = { printed: (await runS3Command(engine, command.s3)).text };
          continue;
        }
        if (command.waiter) {
          const waited = await runWaiter(
            engine,
            CLI_WAITERS[command.waiter],
            JSON.stringify(command.request),
            {
              pause: async () => engine.engine.advance(1000),
            },
          );
          expect(waited.done, command.waiter).toBe(true);
          continue;
        }
        const result = await sendCliCommand(engine, command, {
          record: (_request, outcome) => {
            if (!outcome.ok) throw new Error(`${errorName(outcome.error.__type)}: ${outcome.error.message}`);
          },
          wait: async () => {},
        });
        last = result && ('reply' in result ? result.reply : result.paged.output);
      }
      return last;
    };
    await run(`aws dynamodb create-table --table-name app --billing-mode PAY_PER_REQUEST \\
  --attribute-definitions AttributeName=PK,AttributeType=S --key-schema AttributeName=PK,KeyType=HASH
aws dynamodb put-item --table-name app --item '{"PK": {"S": "a"}, "n": {"N": "1"}}'
aws dynamodb put-item --table-name app --item '{"PK": {"S": "b"}}'
aws dynamodb update-continuous-backups --table-name app --point-in-time-recovery-specification PointInTimeRecoveryEnabled=true`);
    const started = (await run(
      `aws dynamodb export-table-to-point-in-time --table-arn ${ARN} --s3-bucket sandbox-exports --s3-prefix app`,
    )) as { ExportDescription: { ExportArn: string; ExportStatus: string } };
    expect(started.ExportDescription.ExportStatus).toBe('IN_PROGRESS');
    const exportArn = started.ExportDescription.ExportArn;
    const exportId = exportArn.slice(exportArn.lastIndexOf('/') + 1);
    await run(`aws dynamodb wait export-completed --export-arn ${exportArn}`);
    const described = (await run(`aws dynamodb describe-export --export-arn ${exportArn}`)) as {
      ExportDescription: { ExportStatus: string; ItemCount: number };
    };
    expect(described.ExportDescription).toMatchObject({ ExportStatus: 'COMPLETED', ItemCount: 2 });

    const listed = (await run('aws s3 ls s3://sandbox-exports/app/ --recursive'))?.printed as string;
    expect(listed).toMatch(
      new RegExp(
        String.raw`^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d +\d+ app/AWSDynamoDB/${exportId}/manifest-summary\.json$`,
        'm',
      ),
    );
    const dataFile = /app\/AWSDynamoDB\/\S+\/data\/\S+\.json\.gz/.exec(listed)![0];
    const manifest = (
      await run(`aws s3 cp s3://sandbox-exports/app/AWSDynamoDB/${exportId}/manifest-summary.json -`)
    )?.printed as string;
    expect(JSON.parse(manifest)).toMatchObject({ itemCount: 2 });
    // The data files together hold one {"Item": …} line per item.
    const dataFiles = listed.match(/app\/AWSDynamoDB\/\S+\/data\/\S+\.json\.gz/g)!;
    expect(dataFiles).toContain(dataFile);
    let lines: string[] = [];
    for (const file of dataFiles) {
      const text = (await run(`aws s3 cp s3://sandbox-exports/${file} - | gunzip`))?.printed as
        | string
        | undefined;
      if (text) lines = [...lines, ...text.split('\n')];
    }
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual(
      expect.arrayContaining([{ Item: { PK: { S: 'a' }, n: { N: '1' } } }, { Item: { PK: { S: 'b' } } }]),
    );

    const importing = (await run(importApp('copy', `app/AWSDynamoDB/${exportId}/data/`))) as {
      ImportTableDescription: { ImportArn: string };
    };
    await run(
      `aws dynamodb wait import-completed --import-arn ${importing.ImportTableDescription.ImportArn}`,
    );
    expect(await run('aws dynamodb scan --table-name copy')).toMatchObject({ Count: 2 });
  });
});
