/** ListTagsOfResource conformance. Recorded answers: architect/dynalite test/listTagsOfResource.js. */
import { describe, expect, it } from 'vitest';
import {
  ALL_TRANSPORTS,
  CLIENT_TRANSPORTS,
  ok,
  rejectsOn,
  useEndpoint,
  validationOn,
  WIRE_TRANSPORTS,
} from './support/suite.ts';
import { createTable, tableRequest } from './support/tables.ts';
import { arnOf, tagsOf } from './support/tags.ts';

const context = useEndpoint();

describe('ListTagsOfResource serializations', () => {
  it('rejects an ARN that is not a string', async () => {
    await rejectsOn(
      context,
      WIRE_TRANSPORTS,
      'ListTagsOfResource',
      { ResourceArn: true },
      'SerializationException',
      'TRUE_VALUE cannot be converted to String',
    );
  });
});

describe('ListTagsOfResource validations', () => {
  it('needs a table ARN', async () => {
    await validationOn(context, ALL_TRANSPORTS, 'ListTagsOfResource', {}, 'Invalid TableArn');
    const short = arnOf('ab');
    await validationOn(
      context,
      ALL_TRANSPORTS,
      'ListTagsOfResource',
      { ResourceArn: short },
      `Invalid TableArn: Invalid ResourceArn provided as input ${short}`,
    );
  });

  it('answers ResourceNotFoundException for a table that does not exist', async () => {
    const arn = arnOf('nothing');
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'ListTagsOfResource',
      { ResourceArn: arn },
      'ResourceNotFoundException',
      `Requested resource not found: ResourceArn: ${arn} not found`,
    );
  });
});

describe.each(CLIENT_TRANSPORTS)('ListTagsOfResource functionality via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);

  it('lists no tags as an empty list, then the tags round trip', async () => {
    const table = `listed_${via}`;
    await createTable(call, tableRequest(table, ['id', 'S']));
    expect(ok(await call('ListTagsOfResource', { ResourceArn: arnOf(table) }))).toEqual({ Tags: [] });
    const tags = [
      { Key: 't1', Value: 'v1' },
      { Key: 't2', Value: 'v2' },
      { Key: '__proto__', Value: 'p' },
      { Key: 'toString', Value: 't' },
    ];
    ok(await call('TagResource', { ResourceArn: arnOf(table), Tags: tags }));
    expect(await tagsOf(call, arnOf(table))).toEqual([
      { Key: '__proto__', Value: 'p' },
      { Key: 't1', Value: 'v1' },
      { Key: 't2', Value: 'v2' },
      { Key: 'toString', Value: 't' },
    ]);
    ok(await call('UntagResource', { ResourceArn: arnOf(table), TagKeys: tags.map((tag) => tag.Key) }));
    expect(ok(await call('ListTagsOfResource', { ResourceArn: arnOf(table) }))).toEqual({ Tags: [] });
  });
});

// An ARN naming another account is refused by IAM, whether or not a table of that name exists
// (nubo-db/dynamodb-conformance tests/tier2/tags/basic.test.ts).
describe('Tagging calls on another account', () => {
  const foreign = (table: string) => arnOf(table).replace(':000000000000:', ':111122223333:');
  const denied = (action: string, arn: string) =>
    `User: arn:aws:iam::000000000000:root is not authorized to perform: dynamodb:${action} on resource: ${arn} because no resource-based policy allows the dynamodb:${action} action`;

  it('answers AccessDeniedException and leaves the same-named local table alone', async () => {
    const call = context.call.sdk;
    await createTable(call, tableRequest('mirrored', ['id', 'S']));
    const arn = foreign('mirrored');
    const requests: [string, object][] = [
      ['ListTagsOfResource', { ResourceArn: arn }],
      ['TagResource', { ResourceArn: arn, Tags: [{ Key: 'k', Value: 'v' }] }],
      ['UntagResource', { ResourceArn: arn, TagKeys: ['k'] }],
    ];
    for (const [operation, body] of requests) {
      await rejectsOn(
        context,
        ALL_TRANSPORTS,
        operation,
        body,
        'AccessDeniedException',
        denied(operation, arn),
      );
    }
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'ListTagsOfResource',
      { ResourceArn: foreign('absent') },
      'AccessDeniedException',
      denied('ListTagsOfResource', foreign('absent')),
    );
    expect(await tagsOf(call, arnOf('mirrored'))).toEqual([]);
  });
});
