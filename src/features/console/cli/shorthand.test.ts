import { describe, expect, it } from 'vitest';
import { parseShorthand } from './shorthand.ts';

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

  it('explains malformed shorthand', () => {
    expect(() => parseShorthand('PK', '--key')).toThrow(
      /Error parsing parameter '--key': "PK" needs a value/,
    );
    expect(() => parseShorthand('PK={S=a', '--key')).toThrow(/expected "}"/);
  });
});
