/**
 * SearchVectors reads its body as serde_json does before validating any member
 * (src/engine/validation/shape/serde.ts), as paritysuite/dynamodb-conformance captured it in eu-west-2
 * and us-east-1 (tests/tier3/error-messages/searchVectors.test.ts, 2026-10-09): a required member
 * sent as null is a SerializationException, a missing TableName a ValidationException, each ending
 * `at line L column C`. The suite matches C as a number, since it depends on the body's layout; the
 * figures here are serde_json's arithmetic for each body (C: UTF-8 bytes from the start of the line
 * up to the place it had read to, just past the null or past the closing brace).
 */
import { describe, expect, it } from 'vitest';
import { rawRequest, signedHeaders } from '../helpers/rawHttp.ts';
import { wireTypeOf } from './support/transports.ts';
import { useEndpoint } from './support/suite.ts';

const context = useEndpoint();
// The table is never looked up: the body's reading fails first.
const VALID = { TableName: 'vec_shape_absent', IndexName: 'vix', SearchVector: [{ N: '1' }], TopK: 1 };
const { TableName: _omitted, ...WITHOUT_NAME } = VALID;

/** Sends `text` as it is, through dispatch and over HTTP, and asserts the same error from both. */
async function refused(text: string, type: string, message: string): Promise<void> {
  const http = await rawRequest(context.endpoint.url, {
    headers: signedHeaders('SearchVectors'),
    body: text,
  });
  const wire = context.endpoint.dispatch('DynamoDB_20120810.SearchVectors', text);
  for (const [via, reply] of [
    ['dispatch', wire],
    ['http', http],
  ] as const) {
    const body = JSON.parse(reply.body) as { __type: string; message?: string; Message?: string };
    expect({ via, status: reply.status, type: body.__type, message: body.message ?? body.Message }).toEqual({
      via,
      status: 400,
      type: wireTypeOf(type),
      message,
    });
  }
}

const nullMember = (text: string, expected: string, column: number) =>
  refused(
    text,
    'SerializationException',
    `invalid type: null, expected ${expected} at line 1 column ${column}`,
  );

describe("SearchVectors' body read by serde_json", () => {
  it('refuses each required member sent as null, past the null', async () => {
    const withNull = (member: string) => JSON.stringify({ ...VALID, [member]: null });
    await nullMember(withNull('IndexName'), 'a string', 48);
    await nullMember(withNull('TableName'), 'a string', 17);
    await nullMember(withNull('SearchVector'), 'a sequence', 69);
    await nullMember(withNull('TopK'), 'i32', 88);
  });

  it('refuses the first null the body holds', async () => {
    await nullMember(
      '{"TopK":null,"TableName":null,"IndexName":"vix","SearchVector":[{"N":"1"}]}',
      'i32',
      12,
    );
  });

  it('counts lines, and UTF-8 bytes within a line, as the body is laid out', async () => {
    await refused(
      '{\n  "TableName": "é",\n  "IndexName": null,\n  "SearchVector": [{"N": "1"}],\n  "TopK": 1\n}',
      'SerializationException',
      'invalid type: null, expected a string at line 3 column 19',
    );
    await nullMember('{"TableName": "tablé", "IndexName": null}', 'a string', 41);
  });

  it('names a missing TableName past the closing brace, before a too-short IndexName', async () => {
    const missing = (text: string, place: string) =>
      refused(text, 'ValidationException', `missing field \`TableName\` at ${place}`);
    await missing(JSON.stringify(WITHOUT_NAME), 'line 1 column 55');
    await missing(JSON.stringify({ ...WITHOUT_NAME, IndexName: 'ab' }), 'line 1 column 54');
    await missing(
      '{\n  "IndexName": "vix",\n  "SearchVector": [{"N": "1"}],\n  "TopK": 1\n}\n',
      'line 5 column 1',
    );
  });

  it('names a missing TableName sent by the AWS SDK', async () => {
    const outcome = await context.call.sdk('SearchVectors', WITHOUT_NAME);
    expect(outcome.ok).toBe(false);
    expect(outcome.ok === false && [outcome.type, outcome.message]).toEqual([
      'ValidationException',
      expect.stringMatching(/^missing field `TableName` at line 1 column \d+$/),
    ]);
  });
});
