import { describe, expect, it } from 'vitest';
import { textOutput } from './cliTextOutput.ts';

describe('--output text', () => {
  it('prints scalars as Python does, and a list of scalars on one tab-separated line', () => {
    expect(textOutput('ACTIVE')).toBe('ACTIVE');
    expect(textOutput(null)).toBe('None');
    expect(textOutput([true, false, 1.5, 'a'])).toBe('True\tFalse\t1.5\ta');
    expect(textOutput([])).toBe('');
  });

  it('prints an object’s scalars alphabetically, then each nested member as a block named after it', () => {
    expect(textOutput({ TableNames: ['app', 'orders'] })).toBe('TABLENAMES\tapp\nTABLENAMES\torders');
    expect(
      textOutput({
        Count: 1,
        ScannedCount: 2,
        ConsumedCapacity: null,
        Items: [{ PK: { S: 'a' }, n: { N: '1' } }],
      }),
    ).toBe('None\t1\t2\nPK\ta\nN\t1');
  });

  it('gives the objects of one list shared columns, empty where one lacks a value', () => {
    const keys = [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE', Extra: 'x' },
    ];
    expect(textOutput({ KeySchema: keys })).toBe('KEYSCHEMA\tPK\t\tHASH\nKEYSCHEMA\tSK\tx\tRANGE');
    expect(
      textOutput([
        ['a', '1'],
        ['b', '2'],
      ]),
    ).toBe('a\t1\nb\t2');
  });
});
