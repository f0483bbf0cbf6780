import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSignature, type SignatureHeaders } from './signature.ts';

const GOOD =
  'AWS4-HMAC-SHA256 Credential=AKID/20260101/us-east-1/dynamodb/aws4_request, ' +
  'SignedHeaders=host;x-amz-date;x-amz-target, Signature=abc123';

function check(
  authorization: string | undefined,
  dates: Partial<SignatureHeaders> = { 'x-amz-date': '20260101T000000Z' },
) {
  const checked = checkSignature({ authorization, ...dates });
  // A well-formed signature gives the Region it is signed for.
  return typeof checked === 'string' ? checked : { type: checked.type, message: checked.message };
}

describe('checkSignature', () => {
  it('accepts a well-formed SigV4 header with any key and signature', () => {
    expect(check(GOOD)).toBe('us-east-1');
    expect(check(GOOD.replaceAll(', ', ','))).toBe('us-east-1');
    expect(check(GOOD, { date: 'Thu, 01 Jan 2026 00:00:00 GMT' })).toBe('us-east-1');
    // Not the SDKs' form, still well-formed: parameters in another order, commas or spaces between.
    expect(
      check(
        'AWS4-HMAC-SHA256 Signature=abc SignedHeaders=x-amz-date;host , Credential=a/20260101/c/dynamodb/aws4_request',
      ),
    ).toBe('c');
  });

  it('answers MissingAuthenticationTokenException without an AWS4- header', () => {
    const missing = {
      type: 'MissingAuthenticationTokenException',
      message: 'Request is missing Authentication Token',
    };
    expect(check(undefined)).toEqual(missing);
    expect(check('AWS4')).toEqual(missing);
    expect(check('Bearer abc')).toEqual(missing);
  });

  it('lists every missing parameter and the missing date in one message', () => {
    expect(check('AWS4-', {})).toEqual({
      type: 'IncompleteSignatureException',
      message:
        "Authorization header requires 'Credential' parameter. " +
        "Authorization header requires 'Signature' parameter. " +
        "Authorization header requires 'SignedHeaders' parameter. " +
        "Authorization header requires existence of either a 'X-Amz-Date' or a 'Date' header. " +
        'Authorization=AWS4-',
    });
    const noSignature = 'AWS4-HMAC-SHA256 Credential=a/b/c/d/e, SignedHeaders=host, Signature=';
    expect(check(noSignature)).toEqual({
      type: 'IncompleteSignatureException',
      message: `Authorization header requires 'Signature' parameter. Authorization=${noSignature}`,
    });
  });

  it('separates parameters by commas or spaces', () => {
    for (const header of [
      'AWS4- Signature=b Credential=a',
      'AWS4- Signature=b,Credential=a',
      'AWS4- Signature=b, Credential=a',
    ]) {
      expect(check(header)).toEqual({
        type: 'IncompleteSignatureException',
        message: `Authorization header requires 'SignedHeaders' parameter. Authorization=${header}`,
      });
    }
  });

  it('names the first parameter without an equals sign', () => {
    const header = 'AWS4-HMAC-SHA256 Signature=b,    Credential,    SignedHeaders';
    expect(check(header)).toEqual({
      type: 'IncompleteSignatureException',
      message: `'Credential' not a valid key=value pair (missing equal-sign) in Authorization header: '${header}'.`,
    });
  });

  it('requires Host among the signed headers, in any case', () => {
    expect(check(GOOD.replace('host;', ''))).toEqual({
      type: 'InvalidSignatureException',
      message: "'Host' must be a 'SignedHeader' in the AWS Authorization.",
    });
    expect(check(GOOD.replace('host;', 'Host;'))).toBe('us-east-1');
  });

  it('supports only AWS4-HMAC-SHA256', () => {
    expect(check(GOOD.replace('AWS4-HMAC-SHA256', 'AWS4-HMAC-SHA25'))).toEqual({
      type: 'IncompleteSignatureException',
      message: "Unsupported AWS 'algorithm': 'AWS4-HMAC-SHA25' (only AWS4-HMAC-SHA256 for now). ",
    });
  });

  it('requires a credential of five slash-delimited parts, ignoring trailing slashes', () => {
    expect(check(GOOD.replace('AKID/20260101/us-east-1/dynamodb/aws4_request', 'a/b/c/d'))).toEqual({
      type: 'IncompleteSignatureException',
      message:
        "Credential must have exactly 5 slash-delimited elements, e.g. keyid/date/region/service/term, got 'a/b/c/d'",
    });
    expect(check(GOOD.replace('aws4_request', 'aws4_request//'))).toBe('us-east-1');
  });

  it('takes a presigned request, never signed both ways', () => {
    const presigned =
      '/?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKID%2F20260101%2Fus-east-1%2Fdynamodb%2Faws4_request' +
      '&X-Amz-Date=20260101T000000Z&X-Amz-SignedHeaders=content-type%3Bhost&X-Amz-Signature=abc';
    expect(checkSignature({}, presigned)).toBe('us-east-1');
    expect(checkSignature({ authorization: 'X' }, '/?X-Amz-Algorithm')).toMatchObject({
      type: 'InvalidSignatureException',
      message: "Found both 'X-Amz-Algorithm' as a query-string param and 'Authorization' as HTTP header.",
    });
    // The missing parameters' messages, with DynamoDB's CRC32s: test/endpoint/presignedRequests.test.ts.
    expect(checkSignature({}, '/?X-Amz-Algorithm')).toMatchObject({ type: 'IncompleteSignatureException' });
    // Without X-Amz-Algorithm the query is no signature at all.
    expect(
      checkSignature({}, '/?X-Amz-Credential=a&X-Amz-Signature=b&X-Amz-SignedHeaders=c&X-Amz-Date=d'),
    ).toMatchObject({ type: 'MissingAuthenticationTokenException' });
    expect(checkSignature({}, presigned.replace('content-type%3Bhost', 'content-type'))).toMatchObject({
      type: 'InvalidSignatureException',
    });
  });

  // The last accepted header's part before its signature is remembered (the next request of the
  // same client differs only in the value): whatever follows it must be judged as without it.
  it('judges a header sharing the last accepted one’s prefix as it judges any other', () => {
    const prefix = GOOD.slice(0, GOOD.lastIndexOf('=') + 1);
    const other = GOOD.replace('us-east-1', 'eu-west-1');
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9 ,=]{0,8}$/), (value) => {
        check(other); // remembers another prefix: the header below takes the full check
        const judged = check(prefix + value);
        check(GOOD); // remembers this prefix
        expect(check(prefix + value)).toEqual(judged);
      }),
      { examples: [[''], ['abc'], ['a,b'], ['a b'], ['a='], [' '], [',']] },
    );
    check(GOOD);
    expect(check(`${prefix}f00d`)).toBe('us-east-1');
    // Another client's header in between is checked in full, and then remembered.
    expect(check(`${other.slice(0, other.lastIndexOf('=') + 1)}f00d`)).toBe('eu-west-1');
    expect(check(`${prefix}a,b`)).toMatchObject({ type: 'IncompleteSignatureException' });
    expect(check(prefix)).toMatchObject({ type: 'IncompleteSignatureException' });
  });

  // A backtracking check would be quadratic: at these lengths (four times node:http's 16 KB header
  // limit) that is billions of steps, seconds at least, where a linear one takes a few milliseconds.
  // The bound sits far between the two, so a loaded machine cannot fail a linear check.
  it('checks long hostile headers in time linear in their length', () => {
    const started = performance.now();
    const long = 'a;'.repeat(32_000);
    expect(check(`AWS4-HMAC-SHA256 Credential=a/b/c/d/e, SignedHeaders=${long}, Signature=x`)).toMatchObject({
      type: 'InvalidSignatureException',
    });
    expect(
      check(`AWS4-HMAC-SHA256 Credential=${'/'.repeat(64_000)}, SignedHeaders=host, Signature=x`),
    ).toMatchObject({ type: 'IncompleteSignatureException' });
    expect(check(`AWS4-HMAC-SHA256 ${' ,'.repeat(32_000)}`)).toMatchObject({
      type: 'IncompleteSignatureException',
    });
    // Thousands of `host` headers before a bad ending: the SDK form must not be retried at each.
    const hosts = 'host;'.repeat(12_800);
    expect(
      check(`AWS4-HMAC-SHA256 Credential=a/b/c/d/e, SignedHeaders=${hosts}x, Signature=a b`),
    ).toMatchObject({ type: 'IncompleteSignatureException' });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
