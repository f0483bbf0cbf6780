import { describe, expect, it } from 'vitest';
import { requestAsCode } from './requestAsCode.ts';

const code = (operation: string, request: object) => {
  const result = requestAsCode('table', operation, JSON.stringify(request));
  if (!result.ok) throw new Error(result.reason);
  return result.text;
};

describe('a request as boto3’s resource interface', () => {
  it('writes boto3’s Table with plain Python values: int or Decimal, sets, bytes', () => {
    const update = {
      TableName: 'app',
      Key: { PK: { S: 'USER#1' } },
      UpdateExpression: 'SET price = :p, tags = :t, qty = :q',
      ExpressionAttributeValues: {
        ':p': { N: '9.90' },
        ':t': { SS: ['a'] },
        ':q': { N: '3' },
        ':b': { B: 'AP8=' },
      },
    };
    expect(code('UpdateItem', update)).toBe(
      [
        'from decimal import Decimal',
        '',
        'import boto3',
        '',
        'dynamodb = boto3.resource("dynamodb")',
        'table = dynamodb.Table("app")',
        'response = table.update_item(',
        '    Key={"PK": "USER#1"},',
        '    UpdateExpression="SET price = :p, tags = :t, qty = :q",',
        '    ExpressionAttributeValues={',
        '        ":p": Decimal("9.90"),',
        '        ":t": set(["a"]),',
        '        ":q": 3,',
        '        ":b": b"\\x00\\xff",',
        '    },',
        ')',
        'print(response)',
        '',
      ].join('\n'),
    );
    // What a Table has no method for goes through the resource's client, with plain values too.
    const transaction = {
      TransactItems: [{ Put: { TableName: 'app', Item: { PK: { S: 'A' }, n: { N: '1' } } } }],
    };
    expect(code('TransactWriteItems', transaction)).toBe(
      [
        'import boto3',
        '',
        'dynamodb = boto3.resource("dynamodb")',
        'client = dynamodb.meta.client',
        'response = client.transact_write_items(',
        '    TransactItems=[{"Put": {"TableName": "app", "Item": {"PK": "A", "n": 1}}}],',
        ')',
        'print(response)',
        '',
      ].join('\n'),
    );
    expect(requestAsCode('table', 'GetRecords', '{"ShardIterator": "x"}')).toEqual({
      ok: false,
      reason:
        'boto3’s resource covers DynamoDB, not DynamoDB Streams: the Python view sends GetRecords with the client.',
    });
  });
});
