import { describe, expect, it } from 'vitest';
import { errorMarker } from './errorMarkers.ts';

const json = `{
  "TableName": "app",
  "KeyConditionExpression": "PK = :pk AND SK = :pk2",
  "UpdateExpression": "SET name = :n"
}`;

describe('errorMarker', () => {
  it('points at the token inside the named expression in JSON', () => {
    const message = 'Invalid KeyConditionExpression: Syntax error; token: ":pk2", near: "= :pk2"';
    expect(errorMarker(json, 'json', message)).toEqual({ line: 3, column: 48, length: 4, message });
  });

  it('uses "near" to tell repeated tokens apart', () => {
    const source = '{"KeyConditionExpression": "PK = :pk AND SK = = :sk"}';
    const message = 'Invalid KeyConditionExpression: Syntax error; token: "=", near: "= = :sk"';
    expect(errorMarker(source, 'json', message)).toMatchObject({ line: 1, column: 47, length: 1 });
  });

  it('finds reserved keywords as whole words', () => {
    const message = 'Invalid UpdateExpression: Attribute name is a reserved keyword; reserved keyword: name';
    expect(errorMarker(json, 'json', message)).toMatchObject({ line: 4, column: 28 });
  });

  it('falls back to the start of the expression without a token', () => {
    const message = 'Invalid KeyConditionExpression: Syntax error; token: "<EOF>", near: ":pk2"';
    expect(errorMarker(json, 'json', message)).toMatchObject({ line: 3, column: 30 });
  });

  it('finds the expression behind its CLI option', () => {
    const cli = `aws dynamodb query --table-name app \\\n  --key-condition-expression "PK = :pk AND SK = :pk2"`;
    const message = 'Invalid KeyConditionExpression: Syntax error; token: ":pk2", near: "= :pk2"';
    expect(errorMarker(cli, 'cli', message)).toMatchObject({ line: 2, column: 49 });
  });

  it('points at unused or undefined placeholders', () => {
    const source = '{"ExpressionAttributeValues": {":v": {"S": "x"}}}';
    expect(
      errorMarker(
        source,
        'json',
        'Value provided in ExpressionAttributeValues unused in expressions: keys: {:v}',
      ),
    ).toMatchObject({
      line: 1,
      column: 33,
    });
  });

  it('gives nothing for messages it cannot place', () => {
    expect(errorMarker(json, 'json', 'Requested resource not found')).toBeUndefined();
  });
});
