import { describe, expect, it } from 'vitest';
import { lessons } from '../../../../lessons/catalog.ts';
import { CODE_CORPUS } from '../../../../test/helpers/codeCorpus.ts';
import { parseCliText } from '../cli/parseCli.ts';
import { requestAsCli, shellWord } from './asCli.ts';
import { requestAsCode } from './requestAsCode.ts';

const query = {
  TableName: 'app',
  KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
  ExpressionAttributeValues: { ':pk': { S: 'USER#1' }, ':prefix': { S: "ORDER#it's" } },
  ScanIndexForward: false,
  Limit: 5,
};
const code = (language: Parameters<typeof requestAsCode>[0], operation: string, request: object) => {
  const result = requestAsCode(language, operation, JSON.stringify(request));
  if (!result.ok) throw new Error(result.reason);
  return result.text;
};

describe('a request as code', () => {
  it('writes the AWS CLI command as AWS docs do: an option a line, JSON in single quotes, flags', () => {
    expect(code('cli', 'Query', query)).toBe(
      [
        'aws dynamodb query \\',
        '    --table-name app \\',
        '    --key-condition-expression "PK = :pk AND begins_with(SK, :prefix)" \\',
        `    --expression-attribute-values '{`,
        '        ":pk": {"S": "USER#1"},',
        `        ":prefix": {"S": "ORDER#it'\\''s"}`,
        `    }' \\`,
        '    --no-scan-index-forward \\',
        '    --limit 5',
      ].join('\n'),
    );
    expect(code('cli', 'DescribeTable', { TableName: 'app' })).toBe(
      'aws dynamodb describe-table --table-name app',
    );
    expect(code('cli', 'GetRecords', { ShardIterator: 'x' })).toBe(
      'aws dynamodbstreams get-records --shard-iterator x',
    );
  });

  it('writes JavaScript with the low-level client, laid out as Prettier would', () => {
    expect(code('javascript', 'Query', query)).toBe(
      [
        "import { DynamoDBClient, QueryCommand } from '@aws-sdk/client-dynamodb';",
        '',
        'const client = new DynamoDBClient({});',
        'const reply = await client.send(',
        '  new QueryCommand({',
        "    TableName: 'app',",
        "    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',",
        '    ExpressionAttributeValues: {',
        "      ':pk': { S: 'USER#1' },",
        `      ':prefix': { S: "ORDER#it's" },`,
        '    },',
        '    ScanIndexForward: false,',
        '    Limit: 5,',
        '  }),',
        ');',
        'console.log(reply);',
        '',
      ].join('\n'),
    );
  });

  it('writes the document client’s command with plain JavaScript values for attribute values', () => {
    const put = {
      TableName: 'app',
      Item: {
        PK: { S: 'USER#1' },
        n: { N: '2.5' },
        exact: { N: '1.50' },
        big: { N: '12345678901234567890' },
        tags: { SS: ['a', 'b'] },
        scores: { NS: ['1', '0.10'] },
        blob: { B: 'aGk=' },
        gone: { NULL: true },
        nested: { M: { ok: { BOOL: true }, list: { L: [{ N: '1' }, { S: 'x' }] } } },
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    };
    expect(code('document', 'PutItem', put)).toBe(
      [
        "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
        'import {',
        '  DynamoDBDocumentClient,',
        '  PutCommand,',
        '  NumberValue,',
        "} from '@aws-sdk/lib-dynamodb';",
        '',
        'const client = new DynamoDBClient({});',
        'const doc = DynamoDBDocumentClient.from(client);',
        'const reply = await doc.send(',
        '  new PutCommand({',
        "    TableName: 'app',",
        '    Item: {',
        "      PK: 'USER#1',",
        '      n: 2.5,',
        "      exact: NumberValue.from('1.50'),",
        "      big: NumberValue.from('12345678901234567890'),",
        "      tags: new Set(['a', 'b']),",
        "      scores: new Set([1, NumberValue.from('0.10')]),",
        "      blob: new TextEncoder().encode('hi'),",
        '      gone: null,',
        "      nested: { ok: true, list: [1, 'x'] },",
        '    },',
        "    ConditionExpression: 'attribute_not_exists(PK)',",
        '  }),',
        ');',
        'console.log(reply);',
        '',
      ].join('\n'),
    );
    expect(requestAsCode('document', 'CreateTable', '{"TableName": "t"}')).toEqual({
      ok: false,
      reason:
        'The document client has no command for CreateTable: the JavaScript view sends it with the DynamoDBClient.',
    });
  });

  it('writes boto3 with keyword arguments, one a line when they do not fit on one', () => {
    expect(code('python', 'Query', query)).toBe(
      [
        'import boto3',
        '',
        'client = boto3.client("dynamodb")',
        'response = client.query(',
        '    TableName="app",',
        '    KeyConditionExpression="PK = :pk AND begins_with(SK, :prefix)",',
        '    ExpressionAttributeValues={',
        '        ":pk": {"S": "USER#1"},',
        `        ":prefix": {"S": "ORDER#it's"},`,
        '    },',
        '    ScanIndexForward=False,',
        '    Limit=5,',
        ')',
        'print(response)',
        '',
      ].join('\n'),
    );
    expect(code('python', 'DescribeLimits', {})).toContain('response = client.describe_limits()\n');
  });

  it('gives binary values and timestamps the types each SDK takes for them', () => {
    const put = { TableName: 't', Item: { PK: { B: 'aGk=' }, raw: { B: 'AP8=' }, e: { B: 'w6k=' } } };
    const js = code('javascript', 'PutItem', put);
    expect(js).toContain("PK: { B: new TextEncoder().encode('hi') }");
    expect(js).toContain("raw: { B: Uint8Array.from(atob('AP8='), (c) => c.charCodeAt(0)) }");
    const python = code('python', 'PutItem', put);
    expect(python).toContain('"PK": {"B": b"hi"}');
    expect(python).toContain('"raw": {"B": b"\\x00\\xff"}');
    expect(python).toContain('"e": {"B": "é".encode()}');
    // The CLI command says its binary values are base64: the CLI v1 refuses it rather than store the text.
    expect(code('cli', 'PutItem', put)).toMatch(/ \\\n {4}--cli-binary-format base64$/);
    expect(code('cli', 'Query', query)).not.toContain('--cli-binary-format');
    const restore = { SourceTableName: 'a', TargetTableName: 'b', RestoreDateTime: 1796036400.25 };
    expect(code('javascript', 'RestoreTableToPointInTime', restore)).toContain(
      "RestoreDateTime: new Date('2026-11-30T11:00:00.250Z')",
    );
    const restoreInPython = code('python', 'RestoreTableToPointInTime', restore);
    expect(restoreInPython).toMatch(/^from datetime import datetime, timezone\n\nimport boto3\n/);
    expect(restoreInPython).toContain(
      'RestoreDateTime=datetime(2026, 11, 30, 11, 0, 0, 250000, tzinfo=timezone.utc)',
    );
    expect(code('cli', 'RestoreTableToPointInTime', restore)).toContain(
      '--restore-date-time 2026-11-30T11:00:00.250Z',
    );
  });

  it('keeps an attribute named __proto__ an attribute in JavaScript (a computed key), where it can', () => {
    const put = JSON.parse('{"TableName":"t","Item":{"__proto__":{"S":"x"}}}') as object;
    expect(code('javascript', 'PutItem', put)).toContain("Item: { ['__proto__']: { S: 'x' } }");
    // The document client cannot send it at all, and says so rather than drop it silently.
    const document = requestAsCode('document', 'PutItem', JSON.stringify(put));
    expect(document.ok).toBe(false);
    expect(!document.ok && document.reason).toMatch(
      /^The document client would drop the attribute named __proto__/,
    );
  });

  it('escapes what each language must: control characters, lone surrogates, quotes', () => {
    const put = { TableName: 't', Item: { s: { S: 'a\u0001b\ud800"\\' } } };
    expect(code('javascript', 'PutItem', put)).toContain(`s: { S: 'a\\u0001b\\ud800"\\\\' }`);
    expect(code('python', 'PutItem', put)).toContain(`"s": {"S": "a\\x01b\\ud800\\"\\\\"}`);
  });

  it('shows the wire JSON as it is, and says why a request that is not an object has no code', () => {
    expect(code('json', 'GetItem', { TableName: 'app' })).toBe('{\n  "TableName": "app"\n}');
    expect(requestAsCode('json', 'GetItem', '{"TableName": ')).toEqual({ ok: true, text: '{"TableName": ' });
    expect(requestAsCode('python', 'GetItem', '[1]')).toEqual({
      ok: false,
      reason: 'This request is not a JSON object, so there is no code that sends it.',
    });
    expect(requestAsCli('NoSuchOperation', {})).toBeUndefined();
  });

  it('writes a false flag as its --no- twin, a value like an option after =, and newer members; all read back', () => {
    const requests: [string, Record<string, unknown>][] = [
      ['UpdateTable', { TableName: 'app', DeletionProtectionEnabled: false }],
      [
        'DeleteItem',
        { TableName: 'app', Key: { PK: { S: 'a' } }, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' },
      ],
      // A value argparse would take for an option of its own goes after '='.
      ['ListTables', { ExclusiveStartTableName: '-odd', Limit: 5 }],
    ];
    for (const [operation, request] of requests) {
      const text = requestAsCli(operation, request)!;
      expect(parseCliText(text)[0].request).toEqual(request);
    }
    expect(requestAsCli(...requests[0])).toBe(
      'aws dynamodb update-table --table-name app --no-deletion-protection-enabled',
    );
    expect(requestAsCli(...requests[2])).toBe(
      'aws dynamodb list-tables --exclusive-start-table-name=-odd --limit 5',
    );
  });

  it('quotes a shell word only as much as the shell needs', () => {
    expect(shellWord('arn:aws:dynamodb:us-east-1:1:table/app')).toBe(
      'arn:aws:dynamodb:us-east-1:1:table/app',
    );
    expect(shellWord('PK = :pk')).toBe('"PK = :pk"');
    expect(shellWord('#n')).toBe('"#n"');
    expect(shellWord('')).toBe('""');
    expect(shellWord(`costs $5 it's`)).toBe(`'costs $5 it'\\''s'`);
  });
});

/** Every request of every lesson's reference solution, with the clock at a fixed second. */
const lessonRequests = lessons.flatMap((lesson) =>
  lesson.exercises.flatMap((exercise) => {
    const calls = typeof exercise.solution === 'function' ? exercise.solution(1796036400) : exercise.solution;
    return calls.map((call) => ({ operation: call.operation, request: call.body }));
  }),
);

describe.each([
  ['the code corpus', CODE_CORPUS],
  ['the lessons’ solutions', lessonRequests],
])('%s as AWS CLI commands', (_name, requests) => {
  it('reads back, through the Console’s own CLI parser, as the very same requests', () => {
    expect(requests.length).toBeGreaterThan(15);
    for (const { operation, request } of requests) {
      const text = requestAsCli(operation, request);
      const [parsed, ...more] = parseCliText(text!);
      expect(more).toEqual([]);
      expect({ operation: parsed.operation, request: parsed.request }).toEqual({ operation, request });
    }
  });
});
