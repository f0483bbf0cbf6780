import { describe, expect, it } from 'vitest';
import { base64Explanation, base64Problem } from './base64Text.ts';

const explained = (text: string) => {
  const problem = base64Problem(text);
  return problem && base64Explanation(text, problem);
};

describe('base64Problem', () => {
  it('takes padded, canonical base64, and the empty binary', () => {
    for (const text of ['', 'aGk=', 'YQ==', 'YWJj', '+/+/', 'AA=='])
      expect(base64Problem(text)).toBeUndefined();
  });

  it('says a length off the groups of 4, with the padding probably left out', () => {
    expect(explained('aGk')).toBe(
      '"aGk" is not base64, which comes in groups of 4 characters (= fills out the last group): ' +
        'it has 3 characters. Probably meant: aGk=.',
    );
  });

  it('offers the text itself in base64 when it is no base64 slightly off', () => {
    expect(explained('hello')).toBe(
      '"hello" is not base64, which comes in groups of 4 characters (= fills out the last group): ' +
        'it has 5 characters. The text "hello" written in base64 is aGVsbG8=.',
    );
    // "hi" padded would be "hi==", whose i leaves bits set that no byte fills: a word, not base64.
    expect(base64Problem('hi')?.meant).toBe('aGk=');
    expect(base64Problem('héllo')).toMatchObject({ meant: 'aMOpbGxv', meantIs: 'encoded' });
  });

  it('names a character outside the alphabet, and mends URL-safe base64 and spaces', () => {
    expect(explained('aGk-')).toBe(
      '"aGk-" is not base64, which uses only A–Z, a–z, 0–9, + and / (and up to two = at the end): ' +
        'it has "-". Probably meant: aGk+.',
    );
    expect(base64Problem('aG_k')?.meant).toBe('aG/k');
    expect(base64Problem('aGk= ')).toMatchObject({
      reason: expect.stringContaining('a space'),
      meant: 'aGk=',
    });
    expect(base64Problem('a=aa')?.reason).toContain('it has = before its end');
  });

  it('says which last characters base64 writes before its padding', () => {
    expect(explained('YR==')).toBe(
      '"YR==" is not base64 any bytes are written as: before == the last character is A, Q, g or w. ' +
        'Probably meant: YQ==.',
    );
    expect(base64Problem('YWJ=')).toMatchObject({
      reason: expect.stringContaining('before = the last character is one of A, E, I'),
      meant: 'YWI=',
    });
  });
});
