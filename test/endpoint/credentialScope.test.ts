/**
 * The credential scope of a SigV4 signature (keyid/date/region/service/aws4_request), checked as
 * DynamoDB checks it, after the five-part count: architect/dynalite recorded the real service's
 * answer to `Credential=a/b/c/d/e` (index.js, "THEN check Credential pieces, all must match exact
 * case"): one InvalidSignatureException whose message has a sentence per wrong part, the service,
 * the terminator and then the date. The Region sentence is not asked for here: the sandbox serves
 * every Region on one endpoint (src/engine/regions/regions.ts), so no Region is the wrong one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEndpoint, type TestEndpoint } from '../helpers/endpoint.ts';
import { rawRequest, signedHeaders, WELL_FORMED_AUTHORIZATION } from '../helpers/rawHttp.ts';

let endpoint: TestEndpoint;
beforeAll(async () => {
  endpoint = await startEndpoint();
});
afterAll(() => endpoint.close());

const SCOPE = 'AKIDSANDBOXTEST/20260101/us-east-1/dynamodb/aws4_request';
const SERVICE = "Credential should be scoped to correct service: 'dynamodb'. ";

/** ListTables signed with `scope` instead of the well-formed one (and `date` as X-Amz-Date). */
async function listTables(scope: string, date = '20260101T000000Z') {
  const headers = {
    ...signedHeaders('ListTables'),
    'x-amz-date': date,
    authorization: WELL_FORMED_AUTHORIZATION.replace(SCOPE, scope),
  };
  const reply = await rawRequest(endpoint.url, { headers, body: '{}' });
  return { status: reply.status, body: JSON.parse(reply.body) as Record<string, unknown> };
}

function invalidSignature(message: string) {
  return { status: 400, body: { __type: 'com.amazon.coral.service#InvalidSignatureException', message } };
}

describe('the credential scope', () => {
  it('accepts the scope every SDK signs', async () => {
    expect((await listTables(SCOPE)).status).toBe(200);
  });

  it('refuses a service other than dynamodb, in exact case', async () => {
    expect(await listTables('AKID/20260101/us-east-1/dynamodbstreams/aws4_request')).toEqual(
      invalidSignature(SERVICE),
    );
    expect(await listTables('AKID/20260101/us-east-1/DynamoDB/aws4_request')).toEqual(
      invalidSignature(SERVICE),
    );
  });

  it('refuses a terminator other than aws4_request', async () => {
    expect(await listTables('AKID/20260101/us-east-1/dynamodb/aws4_requests')).toEqual(
      invalidSignature(
        "Credential should be scoped with a valid terminator: 'aws4_request', not 'aws4_requests'. ",
      ),
    );
  });

  it('refuses a scope date that is not the day of X-Amz-Date', async () => {
    expect(await listTables('AKID/20251231/us-east-1/dynamodb/aws4_request')).toEqual(
      invalidSignature(
        "Date in Credential scope does not match YYYYMMDD from ISO-8601 version of date from HTTP: '20251231' != " +
          "'20260101', from '20260101T000000Z'.",
      ),
    );
  });

  it('names every wrong part in one message, in the recorded order', async () => {
    expect(await listTables('a/b/c/d/e', '20130609T095204Z')).toEqual(
      invalidSignature(
        SERVICE +
          "Credential should be scoped with a valid terminator: 'aws4_request', not 'e'. " +
          "Date in Credential scope does not match YYYYMMDD from ISO-8601 version of date from HTTP: 'b' != " +
          "'20130609', from '20130609T095204Z'.",
      ),
    );
  });

  it('checks the date again when a client that signed before sends on another day', async () => {
    expect((await listTables(SCOPE)).status).toBe(200);
    const nextDay = await listTables(SCOPE, '20260102T000001Z');
    expect(nextDay.body.__type).toBe('com.amazon.coral.service#InvalidSignatureException');
    expect((await listTables(SCOPE.replace('20260101', '20260102'), '20260102T000001Z')).status).toBe(200);
  });

  it('checks a presigned URL’s scope the same way', async () => {
    const path =
      '/?X-Amz-Date=20260101T000000Z&X-Amz-Algorithm=AWS4-HMAC-SHA256' +
      '&X-Amz-Credential=AKID%2F20260101%2Fus-east-1%2Fs3%2Faws4_request' +
      '&X-Amz-SignedHeaders=content-type%3Bhost%3Bx-amz-target&X-Amz-Signature=0123abcd';
    const headers = { 'x-amz-target': 'DynamoDB_20120810.ListTables', 'content-type': 'application/json' };
    const reply = await rawRequest(endpoint.url, { path, headers, body: '{}' });
    expect({ status: reply.status, body: JSON.parse(reply.body) }).toEqual(invalidSignature(SERVICE));
  });
});
