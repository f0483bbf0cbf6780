import { beforeEach, describe, expect, it } from 'vitest';
import type { AttributeValue } from '../values/types.ts';
import { clearParseCache, parseCacheStats, parseExpression, PARSE_CACHE_SIZE } from './parse.ts';
import type { ExpressionRequest } from './requestExpressions.ts';
import { parseRequestExpressions } from './requestExpressions.ts';

function messageOf(request: ExpressionRequest): string {
  try {
    parseRequestExpressions(request);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('accepted');
}

const v = { ':v': { N: '1' } as AttributeValue };

describe('expression size', () => {
  it('accepts 4,096 characters and rejects 4,097, giving the size for condition expressions', () => {
    const name = (length: number) => 'x'.repeat(length);
    expect(() =>
      parseRequestExpressions({
        ConditionExpression: `${name(4096 - 5)} = :v`,
        ExpressionAttributeValues: v,
      }),
    ).not.toThrow();
    expect(messageOf({ ConditionExpression: `${name(4097 - 5)} = :v`, ExpressionAttributeValues: v })).toBe(
      'Invalid ConditionExpression: Expression size has exceeded the maximum allowed size; expression size: 4097',
    );
    expect(messageOf({ UpdateExpression: `SET ${name(4097 - 9)} = :v`, ExpressionAttributeValues: v })).toBe(
      'Invalid UpdateExpression: Expression size has exceeded the maximum allowed size;',
    );
    expect(messageOf({ ProjectionExpression: name(5000) })).toBe(
      'Invalid ProjectionExpression: Expression size has exceeded the maximum allowed size;',
    );
  });

  it('checks the size before the syntax', () => {
    expect(messageOf({ FilterExpression: '('.repeat(15000) })).toMatch(/expression size: 15000$/);
    expect(messageOf({ FilterExpression: 'a<b ' + 'and (a<b '.repeat(20000) + ')'.repeat(20000) })).toMatch(
      /expression size: 200004$/,
    );
  });
});

describe('nesting', () => {
  // A parser that recursed or backtracked without bound would overflow the stack here, or hang until
  // the test timeout: these answer with DynamoDB's errors (the parser's speed is `npm run bench`'s).
  it('rejects deep parentheses, NOT chains and function nesting without overflowing the stack', () => {
    expect(messageOf({ FilterExpression: '('.repeat(4096) })).toBe(
      'Invalid FilterExpression: Syntax error; token: "<EOF>", near: "("',
    );
    expect(messageOf({ FilterExpression: '('.repeat(2046) + 'a<b' + ')'.repeat(2046) })).toMatch(
      /^Invalid FilterExpression: /,
    );
    expect(messageOf({ FilterExpression: 'not '.repeat(1000) + 'a<b' })).toBe(
      'Invalid FilterExpression: The expression contains too many operators; operator count: 301',
    );
    expect(messageOf({ FilterExpression: 'a < ' + 'f('.repeat(1355) + 'b' + ')'.repeat(1355) })).toMatch(
      /^Invalid FilterExpression: /,
    );
    expect(
      messageOf({
        UpdateExpression: 'SET a = ' + 'if_not_exists(a, '.repeat(240) + ':v' + ')'.repeat(240),
        ExpressionAttributeValues: v,
      }),
    ).toMatch(/^Invalid UpdateExpression: /);
  });

  it('accepts nesting within the limits DynamoDB accepts', () => {
    const depth = 149; // 299 operators
    const condition = 'a < b ' + 'or (a < b '.repeat(depth) + ')'.repeat(depth);
    expect(() => parseRequestExpressions({ ConditionExpression: condition })).not.toThrow();
  });
});

describe('operator and operand counts', () => {
  it('allows 300 operators and reports the 301st', () => {
    const conditions = (count: number) => Array.from({ length: count }, () => 'a = :v').join(' AND ');
    // 150 comparisons and 149 ANDs: 299 operators; 151 and 150: 301.
    expect(() =>
      parseRequestExpressions({ FilterExpression: conditions(150), ExpressionAttributeValues: v }),
    ).not.toThrow();
    expect(messageOf({ FilterExpression: conditions(151), ExpressionAttributeValues: v })).toBe(
      'Invalid FilterExpression: The expression contains too many operators; operator count: 301',
    );
  });

  it('counts IN as one operator and allows 100 operands', () => {
    const values: Record<string, AttributeValue> = {};
    for (let i = 0; i < 101; i++) values[`:v${i}`] = { N: String(i) };
    const list = (count: number) => Object.keys(values).slice(0, count).join(',');
    const used = (count: number) => Object.fromEntries(Object.entries(values).slice(0, count));
    expect(() =>
      parseRequestExpressions({
        FilterExpression: `a IN (${list(100)})`,
        ExpressionAttributeValues: used(100),
      }),
    ).not.toThrow();
    expect(messageOf({ FilterExpression: `a IN (${list(101)})`, ExpressionAttributeValues: values })).toBe(
      'Invalid FilterExpression: The IN operator is provided with too many operands; number of operands: 101',
    );
    const three = `a IN (${list(100)}) AND b IN (${list(100)}) AND c IN (${list(100)})`;
    expect(() =>
      parseRequestExpressions({ FilterExpression: three, ExpressionAttributeValues: used(100) }),
    ).not.toThrow();
  });
});

describe('parse cache', () => {
  beforeEach(() => clearParseCache());

  it('parses a repeated expression once', () => {
    parseExpression('ConditionExpression', 'a = :v');
    const first = parseExpression('FilterExpression', 'a = :v');
    expect(parseExpression('ConditionExpression', 'a = :v')).toBe(first);
    expect(parseCacheStats()).toEqual({ size: 1, hits: 2, misses: 1 });
  });

  it('keys on the grammar as well as the text', () => {
    parseExpression('ProjectionExpression', 'a');
    expect(() => parseExpression('UpdateExpression', 'a')).toThrow(
      'Invalid UpdateExpression: Syntax error; token: "a"',
    );
    expect(parseCacheStats().size).toBe(2);
  });

  it('remembers failures and reports them for the expression asked about', () => {
    expect(() => parseExpression('ConditionExpression', 'a =')).toThrow(
      /^Invalid ConditionExpression: Syntax error/,
    );
    expect(() => parseExpression('KeyConditionExpression', 'a =')).toThrow(
      /^Invalid KeyConditionExpression: Syntax error/,
    );
    expect(parseCacheStats()).toMatchObject({ size: 1, hits: 1 });
  });

  it(`holds at most ${PARSE_CACHE_SIZE} entries, evicting the least recently used`, () => {
    parseExpression('ProjectionExpression', 'kept');
    for (let i = 0; i < PARSE_CACHE_SIZE + 10; i++) {
      parseExpression('ProjectionExpression', `p${i}`);
      if (i % 100 === 0) parseExpression('ProjectionExpression', 'kept');
    }
    expect(parseCacheStats().size).toBe(PARSE_CACHE_SIZE);
    const { misses } = parseCacheStats();
    parseExpression('ProjectionExpression', 'kept');
    parseExpression('ProjectionExpression', 'p0');
    expect(parseCacheStats().misses).toBe(misses + 1);
  });

  it('serves a repeated condition from the cache, parsing it once', () => {
    const request: ExpressionRequest = {
      ConditionExpression: 'attribute_not_exists(#pk) OR (#v = :expected AND #s IN (:a, :b))',
      ExpressionAttributeNames: { '#pk': 'pk', '#v': 'version', '#s': 'status' },
      ExpressionAttributeValues: { ':expected': { N: '3' }, ':a': { S: 'OPEN' }, ':b': { S: 'HELD' } },
    };
    const first = parseRequestExpressions(request);
    const rounds = 1000;
    for (let i = 0; i < rounds; i++) {
      expect(parseRequestExpressions(request)).toEqual(first);
    }
    expect(parseCacheStats()).toEqual({ size: 1, hits: rounds, misses: 1 });
  });
});
