/**
 * Checking FilterCriteria as Lambda does when a mapping is created: a bad pattern is refused with
 * InvalidParameterValueException "Invalid filter pattern definition."; at most 5 filters, and
 * patterns of at most 4,096 characters.
 */
import { describe, expect, it } from 'vitest';
import {
  FilterCriteriaError,
  INVALID_PATTERN,
  MAX_PATTERN_LENGTH,
  parseCidr,
  parseFilterCriteria,
} from './eventFilterPatterns.ts';

const criteria = (...patterns: string[]) => ({ Filters: patterns.map((Pattern) => ({ Pattern })) });
const refusal = (value: unknown) => {
  try {
    parseFilterCriteria(value);
  } catch (error) {
    if (error instanceof FilterCriteriaError) return `${error.type}: ${error.message}`;
    throw error;
  }
  return 'accepted';
};
const invalid = `InvalidParameterValueException: ${INVALID_PATTERN}`;

describe('parseFilterCriteria', () => {
  it('takes no criteria, or no filters, as keeping every record', () => {
    expect(parseFilterCriteria(undefined)).toEqual([]);
    expect(parseFilterCriteria({})).toEqual([]);
    expect(parseFilterCriteria({ Filters: [] })).toEqual([]);
  });

  it('parses each pattern', () => {
    expect(parseFilterCriteria(criteria('{"eventName": ["INSERT"]}', '{"eventName": ["REMOVE"]}'))).toEqual([
      { eventName: ['INSERT'] },
      { eventName: ['REMOVE'] },
    ]);
  });

  it('accepts every documented operator', () => {
    const pattern = {
      a: [null, '', 'x', 1, true],
      b: [{ 'equals-ignore-case': 'x' }, { prefix: 'x' }, { suffix: 'x' }],
      c: [{ prefix: { 'equals-ignore-case': 'x' } }, { suffix: { 'equals-ignore-case': 'x' } }],
      d: [
        { 'anything-but': 'x' },
        { 'anything-but': 1 },
        { 'anything-but': ['x', 'y'] },
        { 'anything-but': [1, 2] },
      ],
      e: [{ 'anything-but': { prefix: 'x' } }, { 'anything-but': { suffix: 'x' } }],
      f: [{ 'anything-but': { 'equals-ignore-case': ['x'] } }],
      g: [{ numeric: ['=', 100] }, { numeric: ['>', 10, '<=', 20] }, { numeric: ['<', 5] }],
      h: [{ exists: true }, { exists: false }, { cidr: '10.0.0.0/24' }, { cidr: '2001:db8::/32' }],
      $or: [{ i: ['x'] }, { j: { k: ['y'] } }],
    };
    expect(refusal(criteria(JSON.stringify(pattern)))).toBe('accepted');
  });

  it.each([
    ['not JSON', '{ eventName: [INSERT] }'],
    ['an empty string', ''],
    ['not an object', '["INSERT"]'],
    ['an empty object', '{}'],
    ['an empty object inside', '{"dynamodb": {}}'],
    ['a bare leaf value', '{"eventName": "INSERT"}'],
    ['a bare number', '{"dynamodb": {"SizeBytes": 26}}'],
    ['an empty array', '{"eventName": []}'],
    ['a nested array', '{"eventName": [["INSERT"]]}'],
    ['an unknown operator', '{"eventName": [{"contains": "INS"}]}'],
    ['two operators in one object', '{"eventName": [{"prefix": "I", "suffix": "T"}]}'],
    ['a prefix that is not a string', '{"eventName": [{"prefix": 1}]}'],
    ['exists that is not a boolean', '{"eventName": [{"exists": "yes"}]}'],
    ['a numeric range upside down', '{"n": [{"numeric": [">", 20, "<", 10]}]}'],
    ['a numeric operator Lambda does not know', '{"n": [{"numeric": ["!=", 10]}]}'],
    ['a numeric bound out of range', '{"n": [{"numeric": [">", 6000000000]}]}'],
    ['anything-but a mixed list', '{"s": [{"anything-but": ["x", 1]}]}'],
    ['a bad CIDR', '{"ip": [{"cidr": "10.0.0.300/24"}]}'],
    ['$or with one pattern', '{"$or": [{"a": ["x"]}]}'],
    ['$or that is not a list', '{"$or": {"a": ["x"]}}'],
  ])('refuses %s with Lambda’s error', (_, pattern) => {
    expect(refusal(criteria(pattern))).toBe(invalid);
  });

  it('refuses a filter without a pattern', () => {
    expect(refusal({ Filters: [{}] })).toBe(invalid);
  });

  it('refuses more than 5 filters and patterns over 4,096 characters', () => {
    const filters = Array.from({ length: 6 }, () => '{"eventName": ["INSERT"]}');
    expect(refusal(criteria(...filters))).toMatch(/^InvalidParameterValueException: .*6 filters.*at most 5/);
    expect(refusal(criteria(...filters.slice(1)))).toBe('accepted');
    const long = `{"eventName": ["${'x'.repeat(MAX_PATTERN_LENGTH)}"]}`;
    expect(refusal(criteria(long))).toMatch(/at most 4096/);
  });

  it('refuses criteria that are not shaped as Lambda shapes them', () => {
    expect(refusal('{"eventName": ["INSERT"]}')).toMatch(/FilterCriteria must be an object/);
    expect(refusal({ Filters: '{"eventName": ["INSERT"]}' })).toMatch(/Filters must be a list/);
  });
});

describe('parseCidr', () => {
  it('reads IPv4 and IPv6 ranges and refuses malformed ones', () => {
    expect(parseCidr('10.0.0.0/24')).toEqual({ version: 4, address: 0x0a000000n, bits: 24 });
    expect(parseCidr('::1/128')).toEqual({ version: 6, address: 1n, bits: 128 });
    for (const bad of ['10.0.0.0', '10.0.0/24', '10.0.0.0/33', '1::2::3/64', 'fe80::/129', 'x/8']) {
      expect(parseCidr(bad)).toBeUndefined();
    }
  });
});
