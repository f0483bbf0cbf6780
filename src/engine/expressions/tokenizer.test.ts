import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenizer.ts';

const shape = (source: string) => tokenize(source).map((token) => [token.type, token.text]);

describe('tokenize', () => {
  it('reads names, placeholders, numbers, keywords and punctuation with their offsets', () => {
    const tokens = tokenize('#a.b[12] <= :v_1 and');
    expect(tokens.map((token) => [token.type, token.text, token.start, token.end])).toEqual([
      ['nameRef', '#a', 0, 2],
      ['punct', '.', 2, 3],
      ['name', 'b', 3, 4],
      ['punct', '[', 4, 5],
      ['number', '12', 5, 7],
      ['punct', ']', 7, 8],
      ['punct', '<=', 9, 11],
      ['valueRef', ':v_1', 12, 16],
      ['keyword', 'and', 17, 20],
      ['eof', '<EOF>', 20, 20],
    ]);
  });

  it('upper-cases keywords in any letter case, and keeps other words as names', () => {
    expect(
      tokenize('BeTwEeN sets')
        .slice(0, 2)
        .map((token) => [token.type, token.keyword]),
    ).toEqual([
      ['keyword', 'BETWEEN'],
      ['name', ''],
    ]);
  });

  it('lets a name hold _ but not start with it, as DynamoDB reads names', () => {
    expect(shape('a_b _c #_ :_')).toEqual([
      ['name', 'a_b'],
      ['invalid', '_'],
      ['name', 'c'],
      ['nameRef', '#_'],
      ['valueRef', ':_'],
      ['eof', '<EOF>'],
    ]);
  });

  it('reads the two-character comparators as one token', () => {
    expect(shape('a<>b<c>=d>e').filter(([type]) => type === 'punct')).toEqual([
      ['punct', '<>'],
      ['punct', '<'],
      ['punct', '>='],
      ['punct', '>'],
    ]);
  });

  it('turns stray characters and bare # or : into single invalid tokens', () => {
    expect(shape('a * : # ü 😀')).toEqual([
      ['name', 'a'],
      ['invalid', '*'],
      ['invalid', ':'],
      ['invalid', '#'],
      ['invalid', 'ü'],
      ['invalid', '😀'],
      ['eof', '<EOF>'],
    ]);
  });

  it('treats tab, carriage return and newline as white space', () => {
    expect(shape('\ta\r\n=\n:b')).toEqual([
      ['name', 'a'],
      ['punct', '='],
      ['valueRef', ':b'],
      ['eof', '<EOF>'],
    ]);
  });
});
