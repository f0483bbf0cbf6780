import { describe, expect, it } from 'vitest';
import { parseShorthand } from './shorthand.ts';

// Expectations are what the AWS CLI's own parser (awscli/shorthand.py, v2) makes of the same input;
// test/smoke/awsCli.test.ts also sends malformed shorthand to the real CLI and the console.
describe('parseShorthand', () => {
  it('reads nested structures and lists, keeping N values as strings', () => {
    expect(parseShorthand('PK={S=CUSTOMER#42},n={N=1},tags={SS=[a,b]},ok={BOOL=true}', '--item')).toEqual({
      PK: { S: 'CUSTOMER#42' },
      n: { N: '1' },
      tags: { SS: ['a', 'b'] },
      ok: { BOOL: true },
    });
  });

  it('turns numeric members into numbers', () => {
    expect(parseShorthand('ReadCapacityUnits=5,WriteCapacityUnits=10', '--provisioned-throughput')).toEqual({
      ReadCapacityUnits: 5,
      WriteCapacityUnits: 10,
    });
  });

  it('keeps attribute names such as __proto__ as ordinary members', () => {
    const parsed = parseShorthand('__proto__={S=x}', '--key');
    expect(Object.keys(parsed)).toEqual(['__proto__']);
    expect(JSON.stringify(parsed)).toBe('{"__proto__":{"S":"x"}}');
  });

  it('reads a=b,c as a list and a=b,c=d as two members, as the CLI does', () => {
    expect(parseShorthand('a=b,c', '--x')).toEqual({ a: ['b', 'c'] });
    expect(parseShorthand('a=b,c,d=e', '--x')).toEqual({ a: ['b', 'c'], d: 'e' });
    expect(parseShorthand("a='b,c',d=e\\,f", '--x')).toEqual({ a: 'b,c', d: 'e,f' });
  });

  it('wraps a scalar given for a list member, as the CLI does by its model', () => {
    expect(
      parseShorthand('IndexName=byG,Projection={ProjectionType=INCLUDE,NonKeyAttributes=flag}', '--x'),
    ).toEqual({ IndexName: 'byG', Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['flag'] } });
    expect(parseShorthand('tags={SS=a}', '--item')).toEqual({ tags: { SS: ['a'] } });
  });

  it('words mistakes as the AWS CLI v2 does, with a caret under the spot', () => {
    expect(() => parseShorthand('PK', '--key')).toThrow(
      "Error parsing parameter '--key': Expected: '=', received: 'EOF' for input:\nPK\n  ^",
    );
    // A closing brace can start a value: {S=} reads "}" as S's value, then finds no brace to close.
    expect(() => parseShorthand('PK={S=}', '--key')).toThrow(
      "Error parsing parameter '--key': Expected: ',', received: 'EOF' for input:\nPK={S=}\n       ^",
    );
    expect(() => parseShorthand('PK={S=a},PK={S=b}', '--key')).toThrow(
      'Error parsing parameter \'--key\': Second instance of key "PK" encountered for input:\n' +
        'PK={S=a},PK={S=b}\n         ^\nThis is often because there is a preceding "," instead of a space.',
    );
  });
});
