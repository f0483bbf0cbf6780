import { describe, expect, it } from 'vitest';
import { decodeNextToken, encodeNextToken, requestHash } from './nextToken.ts';

describe('NextToken', () => {
  it('round-trips a position, non-ASCII and __proto__ keys included', () => {
    const hash = requestHash('SELECT 1', [{ S: 'x' }]);
    const after = JSON.parse('{"__proto__":{"S":"é😀"},"sk":{"N":"1"}}');
    const token = encodeNextToken(hash, { read: 2, after });
    expect(token).toMatch(/^[A-Za-z0-9+/=]+$/);
    const position = decodeNextToken(token, hash);
    expect(position.read).toBe(2);
    expect(Object.keys(position.after!)).toEqual(['__proto__', 'sk']);
    expect(position.after!['__proto__']).toEqual({ S: 'é😀' });
  });

  it('refuses a token of another request, and one that is not a token', () => {
    const token = encodeNextToken(requestHash('a', undefined), { read: 0 });
    expect(() => decodeNextToken(token, requestHash('b', undefined))).toThrow(
      'NextToken does not match request',
    );
    expect(() => decodeNextToken('%%%', 'h')).toThrow('Invalid NextToken');
    expect(() => decodeNextToken(btoa('{"h":"h","r":-1}'), 'h')).toThrow('Invalid NextToken');
  });
});
