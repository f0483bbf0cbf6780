/**
 * UntagResource conformance. Recorded answers: architect/dynalite test/untagResource.js; the
 * not-found message as AWS words it in 2026 (ack-api-quirks dynamodb DDB-TABLE-070, 374).
 */
import { describe, expect, it } from 'vitest';
import {
  ALL_TRANSPORTS,
  CLIENT_TRANSPORTS,
  constraintErrors,
  ok,
  rejectsOn,
  useEndpoint,
  validationOn,
  WIRE_TRANSPORTS,
} from './support/suite.ts';
import { createTable, tableRequest } from './support/tables.ts';
import { arnOf, tagsOf } from './support/tags.ts';

const context = useEndpoint();

describe('UntagResource serializations', () => {
  it.each([
    [{ ResourceArn: 1 }, 'NUMBER_VALUE cannot be converted to String'],
    [{ ResourceArn: arnOf('abc'), TagKeys: [1] }, 'NUMBER_VALUE cannot be converted to String'],
    [{ ResourceArn: arnOf('abc'), TagKeys: 'a' }, 'Unexpected field type'],
  ])('%j', async (body, message) => {
    await rejectsOn(context, WIRE_TRANSPORTS, 'UntagResource', body, 'SerializationException', message);
  });
});

describe('UntagResource validations', () => {
  it('needs an ARN, tag keys, and at least one key', async () => {
    await validationOn(context, ALL_TRANSPORTS, 'UntagResource', {}, 'Invalid TableArn');
    await validationOn(
      context,
      ALL_TRANSPORTS,
      'UntagResource',
      { ResourceArn: 'a:b:c:d:e:f/g' },
      constraintErrors("Value null at 'tagKeys' failed to satisfy constraint: Member must not be null"),
    );
    await validationOn(
      context,
      ALL_TRANSPORTS,
      'UntagResource',
      { ResourceArn: arnOf('nothing'), TagKeys: [] },
      'Atleast one Tag Key needs to be provided as Input.',
    );
  });

  it('answers ResourceNotFoundException for a table that does not exist', async () => {
    const arn = arnOf('nothing');
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'UntagResource',
      { ResourceArn: arn, TagKeys: ['a'] },
      'ResourceNotFoundException',
      `Requested resource not found: ResourceArn: ${arn} not found`,
    );
  });
});

describe.each(CLIENT_TRANSPORTS)('UntagResource functionality via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const table = `untag_${via}`;
  const arn = arnOf(table);

  it('removes the named keys and ignores keys that are not there', async () => {
    await createTable(
      call,
      tableRequest(table, ['id', 'S'], undefined, {
        Tags: [
          { Key: 'a', Value: '1' },
          { Key: 'b', Value: '2' },
          { Key: 'constructor', Value: '3' },
        ],
      }),
    );
    expect(ok(await call('UntagResource', { ResourceArn: arn, TagKeys: ['a', 'missing'] }))).toEqual({});
    expect(await tagsOf(call, arn)).toEqual([
      { Key: 'b', Value: '2' },
      { Key: 'constructor', Value: '3' },
    ]);
    ok(await call('UntagResource', { ResourceArn: arn, TagKeys: ['b', 'constructor'] }));
    expect(await tagsOf(call, arn)).toEqual([]);
  });
});
