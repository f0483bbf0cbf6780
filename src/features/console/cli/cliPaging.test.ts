import { describe, expect, it } from 'vitest';
import { CLI_PAGINATORS, decodeStartingToken, encodeNextToken, pythonJson } from './cliPaging.ts';

const scan = CLI_PAGINATORS.scan;
const text = (token: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(token), (c) => c.charCodeAt(0)));

describe('the CLI’s NextToken', () => {
  it('is base64 of Python’s json.dumps of the next page markers', () => {
    const token = encodeNextToken({ ExclusiveStartKey: { PK: { S: 'USER#1' }, SK: { S: 'PROFILE' } } });
    expect(text(token)).toBe('{"ExclusiveStartKey": {"PK": {"S": "USER#1"}, "SK": {"S": "PROFILE"}}}');
  });

  it('says how much of a page was printed when the CLI stopped inside it', () => {
    expect(text(encodeNextToken({ ExclusiveStartKey: null }, 2))).toBe(
      '{"ExclusiveStartKey": null, "boto_truncate_amount": 2}',
    );
  });

  it('escapes every character beyond ASCII as Python does, so the token stays ASCII', () => {
    expect(pythonJson({ S: 'Zoë 😀\n"\u007f' })).toBe('{"S": "Zo\\u00eb \\ud83d\\ude00\\n\\"\\u007f"}');
    expect(pythonJson([1, true, null, 'a'])).toBe('[1, true, null, "a"]');
  });

  it('lists where binary key values are, as botocore’s token encoder does', () => {
    const token = encodeNextToken({ ExclusiveStartKey: { PK: { B: 'AQI=' }, SK: { N: '3' } } });
    expect(text(token)).toBe(
      '{"ExclusiveStartKey": {"PK": {"B": "AQI="}, "SK": {"N": "3"}}, "boto_encoded_keys": [["ExclusiveStartKey", "PK", "B"]]}',
    );
  });

  it('round-trips through --starting-token, and reads tokens the real CLI printed', () => {
    const key = { PK: { S: 'Zoë' }, SK: { B: 'AQI=' } };
    expect(decodeStartingToken(scan, encodeNextToken({ ExclusiveStartKey: key }, 3))).toEqual({
      markers: { ExclusiveStartKey: key },
      skip: 3,
    });
    // The token botocore prints after the first item of a first page (`--max-items 1`).
    expect(
      decodeStartingToken(scan, 'eyJFeGNsdXNpdmVTdGFydEtleSI6IG51bGwsICJib3RvX3RydW5jYXRlX2Ftb3VudCI6IDF9'),
    ).toEqual({
      markers: { ExclusiveStartKey: null },
      skip: 1,
    });
    expect(
      decodeStartingToken(CLI_PAGINATORS['list-tables'], btoa('{"ExclusiveStartTableName": "app"}')),
    ).toEqual({ markers: { ExclusiveStartTableName: 'app' }, skip: 0 });
  });

  it('reads what is not a JSON token as botocore’s old format: the marker itself, then ___skip', () => {
    const tables = CLI_PAGINATORS['list-tables'];
    expect(decodeStartingToken(tables, 'app')).toEqual({
      markers: { ExclusiveStartTableName: 'app' },
      skip: 0,
    });
    expect(decodeStartingToken(tables, 'app___2')).toEqual({
      markers: { ExclusiveStartTableName: 'app' },
      skip: 2,
    });
    // Not a number after ___: the whole text is the marker.
    expect(decodeStartingToken(tables, 'a___b').markers).toEqual({ ExclusiveStartTableName: 'a___b' });
    expect(decodeStartingToken(tables, 'None').markers).toEqual({ ExclusiveStartTableName: null });
    // Base64 of a JSON list, or of text that is not JSON: botocore's decoder fails the same way.
    for (const text of ['not a token!', btoa('[1]'), btoa('{"a"')]) {
      expect(decodeStartingToken(scan, text)).toEqual({ markers: { ExclusiveStartKey: text }, skip: 0 });
    }
  });

  it('refuses what is not a token in either format with the CLI’s message', () => {
    for (const bad of ['a___b___c', 'a___-1', btoa('"text"'), btoa('{"boto_truncate_amount": -1}')]) {
      expect(() => decodeStartingToken(scan, bad)).toThrow(`Bad starting token: ${bad}`);
    }
  });
});
