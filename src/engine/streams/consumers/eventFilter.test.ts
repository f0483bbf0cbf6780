/**
 * Matching DynamoDB stream records against filter patterns, operator by operator, with the rule
 * syntax Lambda documents (invocation-eventfiltering.html) and shares with EventBridge.
 */
import { describe, expect, it } from 'vitest';
import { matchesAnyFilter, matchesPattern } from './eventFilter.ts';
import { parseFilterCriteria, parsePattern } from './eventFilterPatterns.ts';

/** A MODIFY record as a function receives it (NEW_AND_OLD_IMAGES). */
const RECORD = {
  eventID: '1',
  eventName: 'MODIFY',
  eventSource: 'aws:dynamodb',
  awsRegion: 'us-east-1',
  dynamodb: {
    Keys: { CustomerName: { S: 'AnyCompany Industries' } },
    NewImage: {
      CustomerName: { S: 'AnyCompany Industries' },
      AccountManager: { S: 'Pat Candella' },
      PaymentTerms: { S: '60 days' },
      Quantity: { N: '42' },
      Active: { BOOL: true },
      Note: { NULL: true },
      Tags: { SS: ['gold', 'priority'] },
      Address: { M: { City: { S: 'Seattle' } } },
      ClientIp: { S: '10.0.0.17' },
    },
    OldImage: { CustomerName: { S: 'AnyCompany Industries' }, PaymentTerms: { S: '30 days' } },
    SequenceNumber: '111',
    SizeBytes: 26,
    StreamViewType: 'NEW_AND_OLD_IMAGES',
  },
  userIdentity: null,
};

/** Whether the record matches the pattern, given as a JSON object (checked as Lambda checks it). */
const matches = (pattern: object, record: object = RECORD) =>
  matchesPattern(parsePattern(JSON.stringify(pattern)), record);
const image = (fields: object) => ({ dynamodb: { NewImage: fields } });

describe('equals and arrays of values', () => {
  it('matches a metadata field exactly, and one of several values (OR)', () => {
    expect(matches({ eventName: ['MODIFY'] })).toBe(true);
    expect(matches({ eventName: ['INSERT'] })).toBe(false);
    expect(matches({ eventName: ['INSERT', 'MODIFY'] })).toBe(true);
    // Strings match character by character, without case folding.
    expect(matches({ eventName: ['modify'] })).toBe(false);
  });

  it('follows the nesting of dynamodb.Keys and the images with their typed values', () => {
    expect(matches({ dynamodb: { Keys: { CustomerName: { S: ['AnyCompany Industries'] } } } })).toBe(true);
    expect(matches({ dynamodb: { Keys: { CustomerName: { S: ['Other'] } } } })).toBe(false);
    expect(matches(image({ Quantity: { N: ['42'] } }))).toBe(true);
    // A DynamoDB number is a string: the number 42 is another value.
    expect(matches(image({ Quantity: { N: [42] } }))).toBe(false);
    expect(matches(image({ Active: { BOOL: [true] } }))).toBe(true);
    expect(matches(image({ Active: { BOOL: [false] } }))).toBe(false);
    expect(matches(image({ Address: { M: { City: { S: ['Seattle'] } } } }))).toBe(true);
    expect(matches({ dynamodb: { SizeBytes: [26] } })).toBe(true);
  });

  it('ANDs the fields of a pattern: all must match', () => {
    expect(
      matches({ eventName: ['MODIFY'], dynamodb: { OldImage: { PaymentTerms: { S: ['30 days'] } } } }),
    ).toBe(true);
    expect(
      matches({ eventName: ['MODIFY'], dynamodb: { OldImage: { PaymentTerms: { S: ['60 days'] } } } }),
    ).toBe(false);
  });

  it('needs every field it names: a missing field does not match', () => {
    expect(matches(image({ Missing: { S: ['x'] } }))).toBe(false);
    expect(matches({ eventName: ['INSERT'] }, { dynamodb: {} })).toBe(false);
  });

  it('matches a record array when one of its values matches', () => {
    expect(matches(image({ Tags: { SS: ['priority'] } }))).toBe(true);
    expect(matches(image({ Tags: { SS: ['silver'] } }))).toBe(false);
  });

  it('matches null and the empty string as values of their own', () => {
    expect(matches({ userIdentity: [null] })).toBe(true);
    expect(matches({ eventName: [null] })).toBe(false);
    expect(matches({ awsRegion: [''] }, { awsRegion: '' })).toBe(true);
    expect(matches({ awsRegion: [''] })).toBe(false);
  });
});

describe('comparison operators', () => {
  it('prefix and suffix, also ignoring case', () => {
    expect(matches(image({ PaymentTerms: { S: [{ prefix: '60' }] } }))).toBe(true);
    expect(matches(image({ PaymentTerms: { S: [{ prefix: '30' }] } }))).toBe(false);
    expect(matches(image({ PaymentTerms: { S: [{ suffix: 'days' }] } }))).toBe(true);
    expect(matches(image({ PaymentTerms: { S: [{ suffix: 'weeks' }] } }))).toBe(false);
    expect(matches(image({ AccountManager: { S: [{ prefix: { 'equals-ignore-case': 'PAT' } }] } }))).toBe(
      true,
    );
    expect(
      matches(image({ AccountManager: { S: [{ suffix: { 'equals-ignore-case': 'CANDELLA' } }] } })),
    ).toBe(true);
  });

  it('equals-ignore-case', () => {
    expect(matches({ eventName: [{ 'equals-ignore-case': 'modify' }] })).toBe(true);
    expect(matches({ eventName: [{ 'equals-ignore-case': 'insert' }] })).toBe(false);
  });

  it('anything-but a value, a list, a prefix, a suffix, or ignoring case', () => {
    expect(matches({ eventName: [{ 'anything-but': 'REMOVE' }] })).toBe(true);
    expect(matches({ eventName: [{ 'anything-but': ['MODIFY', 'REMOVE'] }] })).toBe(false);
    expect(matches({ eventName: [{ 'anything-but': { prefix: 'MOD' } }] })).toBe(false);
    expect(matches({ eventName: [{ 'anything-but': { prefix: 'INS' } }] })).toBe(true);
    expect(matches({ eventName: [{ 'anything-but': { suffix: 'IFY' } }] })).toBe(false);
    expect(matches({ eventName: [{ 'anything-but': { 'equals-ignore-case': ['modify'] } }] })).toBe(false);
    expect(matches({ dynamodb: { SizeBytes: [{ 'anything-but': [10, 20] }] } })).toBe(true);
    // A field that is not there is not "anything but": it is not there.
    expect(matches(image({ Missing: { S: [{ 'anything-but': 'x' }] } }))).toBe(false);
  });

  it('numeric equals and ranges, on JSON numbers only: never on a DynamoDB number, which is a string', () => {
    expect(matches({ dynamodb: { SizeBytes: [{ numeric: ['=', 26] }] } })).toBe(true);
    expect(matches({ dynamodb: { SizeBytes: [{ numeric: ['>', 10, '<=', 26] }] } })).toBe(true);
    expect(matches({ dynamodb: { SizeBytes: [{ numeric: ['>', 10, '<', 26] }] } })).toBe(false);
    // Quantity is {"N": "42"}: the rule holds for 42, but a string is not a number.
    expect(matches(image({ Quantity: { N: [{ numeric: ['>=', 42] }] } }))).toBe(false);
    expect(matches(image({ Quantity: { N: ['42'] } }))).toBe(true);
    // Only numbers compare: a word never does.
    expect(matches(image({ PaymentTerms: { S: [{ numeric: ['>', 0] }] } }))).toBe(false);
  });

  it('exists true and false, on leaves only', () => {
    expect(matches(image({ Quantity: { N: [{ exists: true }] } }))).toBe(true);
    expect(matches(image({ Missing: { N: [{ exists: true }] } }))).toBe(false);
    expect(matches(image({ Missing: { N: [{ exists: false }] } }))).toBe(true);
    expect(matches(image({ Quantity: { N: [{ exists: false }] } }))).toBe(false);
    // Quantity holds an object ({"N": "42"}), not a value: exists looks at leaves only.
    expect(matches(image({ Quantity: [{ exists: true }] }))).toBe(false);
    expect(matches(image({ Quantity: [{ exists: false }] }))).toBe(true);
    // An INSERT has no OldImage: a field under it does not exist.
    expect(
      matches({ dynamodb: { OldImage: { PaymentTerms: { S: [{ exists: false }] } } } }, { dynamodb: {} }),
    ).toBe(true);
  });

  it('IP address ranges (cidr), IPv4 and IPv6', () => {
    expect(matches(image({ ClientIp: { S: [{ cidr: '10.0.0.0/24' }] } }))).toBe(true);
    expect(matches(image({ ClientIp: { S: [{ cidr: '10.0.1.0/24' }] } }))).toBe(false);
    const v6 = (ip: string) => ({ dynamodb: { NewImage: { ClientIp: { S: ip } } } });
    expect(matches(image({ ClientIp: { S: [{ cidr: '2001:db8::/32' }] } }), v6('2001:db8:0:1::5'))).toBe(
      true,
    );
    expect(matches(image({ ClientIp: { S: [{ cidr: '2001:db8::/32' }] } }), v6('2001:db9::5'))).toBe(false);
    expect(matches(image({ ClientIp: { S: [{ cidr: '10.0.0.0/8' }] } }), v6('::1'))).toBe(false);
  });

  it('mixes values and operators in one array (OR)', () => {
    expect(matches({ eventName: ['INSERT', { prefix: 'MOD' }] })).toBe(true);
  });
});

describe('$or', () => {
  it('matches when one of its patterns does', () => {
    const pattern = {
      $or: [{ eventName: ['INSERT'] }, { dynamodb: { NewImage: { PaymentTerms: { S: ['60 days'] } } } }],
    };
    expect(matches(pattern)).toBe(true);
    expect(matches({ ...pattern, eventName: ['REMOVE'] })).toBe(false);
    expect(matches({ $or: [{ eventName: ['INSERT'] }, { eventName: ['REMOVE'] }] })).toBe(false);
  });
});

describe('several filters', () => {
  const criteria = (...patterns: object[]) =>
    parseFilterCriteria({ Filters: patterns.map((pattern) => ({ Pattern: JSON.stringify(pattern) })) });

  it('keeps a record that matches the second filter only (filters are ORed)', () => {
    const patterns = criteria({ eventName: ['INSERT'] }, image({ Quantity: { N: [{ prefix: '4' }] } }));
    expect(matchesPattern(patterns[0], RECORD)).toBe(false);
    expect(matchesAnyFilter(patterns, RECORD)).toBe(true);
    expect(matchesAnyFilter(criteria({ eventName: ['INSERT'] }, { eventName: ['REMOVE'] }), RECORD)).toBe(
      false,
    );
  });

  it('keeps every record without filters', () => {
    expect(matchesAnyFilter([], RECORD)).toBe(true);
  });
});
