import { describe, expect, it } from 'vitest';
import { lessons } from '../../../../lessons/catalog.ts';
import { callsAt } from '../../lessons/exerciseRunner.ts';
import { parseCliText } from '../cli/parseCli.ts';
import { requestsAsScript } from './requestAsCode.ts';
import type { ScriptStep } from './scriptSteps.ts';

const create: ScriptStep = {
  operation: 'CreateTable',
  request: {
    TableName: 'app',
    KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
    BillingMode: 'PAY_PER_REQUEST',
  },
};
const guardedPut: ScriptStep = {
  operation: 'PutItem',
  request: { TableName: 'app', Item: { PK: { S: 'a' } }, ConditionExpression: 'attribute_not_exists(PK)' },
  expectError: 'ConditionalCheckFailedException',
};
const addIndex: ScriptStep = {
  operation: 'UpdateTable',
  request: {
    TableName: 'app',
    AttributeDefinitions: [{ AttributeName: 'GSI1PK', AttributeType: 'S' }],
    GlobalSecondaryIndexUpdates: [
      {
        Create: {
          IndexName: 'GSI1',
          KeySchema: [{ AttributeName: 'GSI1PK', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      },
    ],
  },
};
const drop: ScriptStep = { operation: 'DeleteTable', request: { TableName: 'old-orders' } };

function script(language: Parameters<typeof requestsAsScript>[0], steps: readonly ScriptStep[]) {
  const result = requestsAsScript(language, steps);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe('requests as one script', () => {
  it('JavaScript: one import per package, one client, the SDK’s waiters, a guard around the failing request', () => {
    const { text, consoleText } = script('javascript', [create, guardedPut, drop]);
    expect(consoleText).toBe(text);
    expect(text).toBe(
      [
        'import {',
        '  DynamoDBClient,',
        '  CreateTableCommand,',
        '  waitUntilTableExists,',
        '  PutItemCommand,',
        '  DeleteTableCommand,',
        '  waitUntilTableNotExists,',
        "} from '@aws-sdk/client-dynamodb';",
        '',
        'const client = new DynamoDBClient({});',
        '',
        'let reply;',
        '',
        '// 1. CreateTable',
        'reply = await client.send(',
        '  new CreateTableCommand({',
        "    TableName: 'app',",
        "    KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],",
        "    AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],",
        "    BillingMode: 'PAY_PER_REQUEST',",
        '  }),',
        ');',
        'console.log(reply);',
        'await waitUntilTableExists(',
        '  { client, minDelay: 1, maxWaitTime: 120 },',
        "  { TableName: 'app' },",
        ');',
        '',
        '// 2. PutItem — fails with ConditionalCheckFailedException',
        'try {',
        '  reply = await client.send(',
        '    new PutItemCommand({',
        "      TableName: 'app',",
        "      Item: { PK: { S: 'a' } },",
        "      ConditionExpression: 'attribute_not_exists(PK)',",
        '    }),',
        '  );',
        '  console.log(reply);',
        '} catch (error) {',
        "  if (error.name !== 'ConditionalCheckFailedException') throw error;",
        '  console.log(error.name);',
        '}',
        '',
        '// 3. DeleteTable',
        "reply = await client.send(new DeleteTableCommand({ TableName: 'old-orders' }));",
        'console.log(reply);',
        'await waitUntilTableNotExists(',
        '  { client, minDelay: 1, maxWaitTime: 120 },',
        "  { TableName: 'old-orders' },",
        ');',
        '',
      ].join('\n'),
    );
  });

  it('JavaScript: after UpdateTable, polls until the table, its indexes and its replicas are ACTIVE', () => {
    const { text } = script('javascript', [addIndex]);
    expect(text).toContain('async function waitUntilActive(client, tableName) {');
    expect(text).toContain("await waitUntilActive(client, 'app');");
    expect(text).toMatch(/import \{[^}]*DescribeTableCommand/);
  });

  it('DocumentClient: items through the document client, the rest through the client it is made from', () => {
    const { text } = script('document', [create, guardedPut]);
    expect(text).toContain("import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';");
    expect(text).toContain(
      'const client = new DynamoDBClient({});\nconst doc = DynamoDBDocumentClient.from(client);',
    );
    expect(text).toContain('reply = await client.send(\n  new CreateTableCommand({');
    expect(text).toContain(
      "  reply = await doc.send(\n    new PutCommand({\n      TableName: 'app',\n      Item: { PK: 'a' },",
    );
    // Both packages name their Query command alike: a request the document client would mangle is refused.
    const proto = JSON.parse(
      '{"operation": "Query", "request": {"TableName": "app", "ExpressionAttributeValues": {":v": {"M": {"__proto__": {"S": "x"}}}}}}',
    ) as ScriptStep;
    const refused = requestsAsScript('document', [create, proto]);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.reason).toMatch(/^Request 2: The document client would drop/);
  });

  it('Python: imports as isort orders them, a guard, boto3’s waiters with a short delay, a helper for indexes', () => {
    const { text, consoleText } = script('python', [addIndex, guardedPut, drop]);
    expect(consoleText).toBeUndefined();
    expect(
      text.startsWith(
        'import time\n\nimport boto3\nfrom botocore.exceptions import ClientError\n\nclient = boto3.client("dynamodb")\n\n\ndef wait_until_active(client, table_name):\n',
      ),
    ).toBe(true);
    expect(text).toContain('\n        time.sleep(1)\n\n\n# 1. UpdateTable\n');
    expect(text).toContain('wait_until_active(client, "app")\n');
    expect(text).toContain(
      [
        'try:',
        '    response = client.put_item(',
        '        TableName="app",',
        '        Item={"PK": {"S": "a"}},',
        '        ConditionExpression="attribute_not_exists(PK)",',
        '    )',
        '    print(response)',
        'except ClientError as error:',
        '    if error.response["Error"]["Code"] != "ConditionalCheckFailedException":',
        '        raise',
        '    print(error.response["Error"]["Code"])',
      ].join('\n'),
    );
    expect(text).toContain(
      'client.get_waiter("table_not_exists").wait(\n    TableName="old-orders",\n    WaiterConfig={"Delay": 1, "MaxAttempts": 120},\n)',
    );
  });

  it('Python Table: one Table per table, named after it when there are several; the rest through the resource’s client', () => {
    const put = (table: string): ScriptStep => ({
      operation: 'PutItem',
      request: { TableName: table, Item: { PK: { S: 'a' } } },
    });
    const { text } = script('table', [create, put('app'), put('2026-orders')]);
    expect(text).toContain(
      [
        'dynamodb = boto3.resource("dynamodb")',
        'client = dynamodb.meta.client',
        'app_table = dynamodb.Table("app")',
        't_2026_orders_table = dynamodb.Table("2026-orders")',
      ].join('\n'),
    );
    expect(text).toContain('response = client.create_table(');
    expect(text).toContain('response = app_table.put_item(Item={"PK": "a"})');
    const single = script('table', [put('app')]).text;
    expect(single).toContain('table = dynamodb.Table("app")\n');
    expect(single).toContain('response = table.put_item(Item={"PK": "a"})');
  });

  it('sends again what a batch leaves unprocessed, with a growing random pause and a last attempt', () => {
    const batch: ScriptStep = {
      operation: 'BatchWriteItem',
      request: { RequestItems: { app: [{ PutRequest: { Item: { PK: { S: 'a' } } } }] } },
    };
    const javaScript = script('javascript', [batch]).text;
    expect(javaScript).toContain(
      [
        'for (let attempt = 1; Object.keys(reply.UnprocessedItems ?? {}).length > 0; attempt++) {',
        "  if (attempt > 8) throw new Error('Writes still unprocessed after 8 attempts');",
        '  const wait = Math.random() * 50 * 2 ** attempt; // exponential backoff, with jitter',
        '  await new Promise((resolve) => setTimeout(resolve, wait));',
        '  reply = await client.send(',
        '    new BatchWriteItemCommand({ RequestItems: reply.UnprocessedItems }),',
        '  );',
        '}',
      ].join('\n'),
    );
    expect(script('document', [batch]).text).toContain(
      'new BatchWriteCommand({ RequestItems: reply.UnprocessedItems }),',
    );
    const python = script('python', [batch]).text;
    expect(python.startsWith('import random\nimport time\n\nimport boto3\n')).toBe(true);
    expect(python).toContain(
      '    time.sleep(random.random() * 0.05 * 2**attempt)  # exponential backoff, with jitter',
    );
    expect(script('table', [batch]).text).toContain(
      '    response = dynamodb.batch_write_item(RequestItems=response["UnprocessedItems"])',
    );
    const cli = script('cli', [batch]);
    expect(cli.text).toBe(
      [
        '# 1. BatchWriteItem',
        'items=$(aws dynamodb batch-write-item \\',
        `    --request-items '{"app": [{"PutRequest": {"Item": {"PK": {"S": "a"}}}}]}' \\`,
        '    --query UnprocessedItems --output json)',
        '# What DynamoDB could not write now comes back as UnprocessedItems: send that again.',
        'attempt=0',
        'while [ -n "$items" ] && [ "$items" != "{}" ]; do',
        '    attempt=$((attempt + 1))',
        '    if [ "$attempt" -gt 8 ]; then echo "Writes still unprocessed after 8 attempts" >&2; break; fi',
        '    # exponential backoff, with jitter',
        `    sleep "$(awk -v a="$attempt" -v r="$RANDOM" 'BEGIN { print r / 32768 * 0.05 * 2 ^ a }')"`,
        '    items=$(aws dynamodb batch-write-item --request-items "$items" --query UnprocessedItems --output json)',
        'done',
        '',
      ].join('\n'),
    );
    // The Console's CLI mode runs no loops: there the batch is sent once, its leftovers shown.
    expect(cli.consoleText).toBe(
      [
        '# 1. BatchWriteItem',
        'aws dynamodb batch-write-item \\',
        `    --request-items '{"app": [{"PutRequest": {"Item": {"PK": {"S": "a"}}}}]}'`,
        '# What DynamoDB could not write now comes back as UnprocessedItems.',
        '',
      ].join('\n'),
    );
  });

  it('AWS CLI: waiters, a loop where the CLI has none, and whether the Console’s CLI mode can run it', () => {
    const plain = script('cli', [create, drop]);
    expect(plain.consoleText).toBe(plain.text);
    expect(plain.text).toContain('aws dynamodb wait table-exists --table-name app\n\n# 2. DeleteTable\n');
    expect(plain.text.endsWith('aws dynamodb wait table-not-exists --table-name old-orders\n')).toBe(true);
    // Bash goes on after a failed command; the Console's CLI mode stops, as under `set -e`.
    expect(script('cli', [create, guardedPut]).consoleText).toBeUndefined();
    // An import makes its table CREATING until it has read every object: the script waits as for CreateTable.
    const imported = script('cli', [
      {
        operation: 'ImportTable',
        request: {
          S3BucketSource: { S3Bucket: 'feeds', S3KeyPrefix: 'people/' },
          InputFormat: 'CSV',
          TableCreationParameters: { ...create.request, TableName: 'people' },
        },
      },
    ]);
    expect(imported.text.endsWith('aws dynamodb wait table-exists --table-name people\n')).toBe(true);
    const indexed = script('cli', [addIndex]);
    expect(indexed.consoleText).toBeUndefined();
    expect(indexed.text).toContain(
      '--query \'length(Table.GlobalSecondaryIndexes[?IndexStatus!=`"ACTIVE"`] || `[]`)\')" != 0 ]; do',
    );
  });
});

describe('every lesson solution of several requests as one CLI script', () => {
  const solutions = lessons.flatMap((lesson) =>
    lesson.exercises.map((exercise) => callsAt(exercise.solution, 1796036400)),
  );

  it('reads back through the Console’s own CLI parser as the same requests, with waits where tables change', () => {
    let runnable = 0;
    for (const calls of solutions.filter((calls) => calls.length > 1)) {
      const steps = calls.map((call) => ({
        operation: call.operation,
        request: call.body,
        expectError: call.expectError,
      }));
      const result = script('cli', steps);
      if (result.consoleText === undefined) continue;
      runnable++;
      const commands = parseCliText(result.consoleText);
      expect(commands.filter((command) => !command.waiter).map((command) => command.request)).toEqual(
        calls.map((call) => call.body),
      );
      const waits = commands.filter((command) => command.waiter).length;
      expect(waits).toBe(
        calls.filter((call) =>
          ['CreateTable', 'DeleteTable', 'UpdateTable', 'ImportTable'].includes(call.operation),
        ).length,
      );
    }
    expect(runnable).toBeGreaterThanOrEqual(10);
  });
});
