import { describe, expect, it } from 'vitest';
import { authorizationRegion, credentialRegion } from './signedRegion.ts';

describe('the Region a request was signed for', () => {
  it('is the credential scope’s third part', () => {
    expect(credentialRegion('AKID/20261203/eu-west-1/dynamodb/aws4_request')).toBe('eu-west-1');
    expect(credentialRegion('AKID/20261203')).toBeUndefined();
    expect(credentialRegion(null)).toBeUndefined();
  });

  it('is read from an Authorization header as the SDKs and the CLI write it', () => {
    expect(
      authorizationRegion(
        'AWS4-HMAC-SHA256 Credential=AKID/20261203/ap-south-1/dynamodb/aws4_request, SignedHeaders=host;x-amz-date, Signature=abc',
      ),
    ).toBe('ap-south-1');
    expect(authorizationRegion('AWS4-HMAC-SHA256 Signature=abc')).toBeUndefined();
    expect(authorizationRegion(undefined)).toBeUndefined();
  });
});
