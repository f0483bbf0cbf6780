import { describe, expect, it } from 'vitest';
import { negotiatedEncoding } from './responseEncoding.ts';

// Accept-Encoding values and what DynamoDB chose for each (Alternator's test_compressed_response.py,
// run against DynamoDB).
const CHOSEN: [string, string | undefined][] = [
  ['gzip, deflate', 'gzip'],
  ['br, identity, deflate, gzip', 'deflate'],
  ['GZIP, identity', 'gzip'],
  ['dog, gzip ,, cat', 'gzip'],
  ['gzip;q=0.8, deflate;q=0.5', 'gzip'],
  ['br, gzip;q=0, deflate; q = 0.5 , identity;q=0', 'deflate'],
  ['*', 'gzip'],
  ['*, deflate;q=0.5', 'gzip'],
  ['*, deflate', 'deflate'],
  ['*, identity', 'gzip'],
  ['*, gzip;q=0.5', 'deflate'],
  ['*;q=0.5,identity', 'gzip'],
  ['gzip;q=0.5,identity;q=0.8', 'gzip'],
  ['deflate;q=0.5, gzip;q=31', 'gzip'],
  ['gzip;q=31,deflate;q=51', 'gzip'],
  ['deflate;q=0.5, gzip;q=0.2', 'deflate'],
  ['deflate;q=0.5, gzip;q=1;q=0.2', 'gzip'],
  ['deflate;q=0.5,gzip;q=0.', 'deflate'],
  ['deflate;q=0.5,gzip;q=0.x', 'gzip'],
  ['deflate;q=-0.5,gzip;q=0.2', 'gzip'],
  ['gzip;q=0, gzip;q=1, gzip;q=0', 'gzip'],
  ['br,identity;q=0.5,gzip;q=0.0001', 'gzip'],
];
const NONE = [
  'identity',
  '',
  'br',
  'zstd',
  'compress',
  'x-gzip',
  'gzip ;q=0',
  'identity;q=0',
  '*;q=0',
  'br;q=0.8,identity;q=0.5,*;q=0',
  '"gzip"',
  'gzip br',
  'gzip:q=1',
  'gzip;nq=1;q=0 ',
];

describe('negotiatedEncoding', () => {
  it.each(CHOSEN)('%j chooses %s', (header, encoding) => {
    expect(negotiatedEncoding(header)).toBe(encoding);
  });

  it.each(NONE)('%j chooses no compression', (header) => {
    expect(negotiatedEncoding(header)).toBeUndefined();
  });

  it('chooses nothing without the header', () => {
    expect(negotiatedEncoding(undefined)).toBeUndefined();
  });
});
