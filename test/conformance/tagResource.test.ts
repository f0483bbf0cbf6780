/**
 * TagResource conformance. Recorded answers: architect/dynalite test/tagResource.js (including
 * the not-found message, "ResourceArn" as AWS spells it since its older "ResourcArn") and the tag quota of 50 per resource.
 */
import { describe, expect, it } from 'vitest';
import {
  ALL_TRANSPORTS,
  CLIENT_TRANSPORTS,
  constraintErrors,
  failed,
  ok,
  rejectsOn,
  useEndpoint,
  validationOn,
  WIRE_TRANSPORTS,
} from './support/suite.ts';
import { createTable, tableRequest } from './support/tables.ts';
import { arnOf, tagsOf } from './support/tags.ts';

const context = useEndpoint();

describe('TagResource serializations', () => {
  it.each([
    [{ ResourceArn: true }, 'TRUE_VALUE cannot be converted to String'],
    [{ ResourceArn: arnOf('abc'), Tags: {} }, 'Start of structure or map found where not expected'],
    [{ ResourceArn: arnOf('abc'), Tags: [23] }, 'Unexpected value type in payload'],
    [{ ResourceArn: arnOf('abc'), Tags: [{ Key: true }] }, 'TRUE_VALUE cannot be converted to String'],
    [
      { ResourceArn: arnOf('abc'), Tags: [{ Key: 'a', Value: 1 }] },
      'NUMBER_VALUE cannot be converted to String',
    ],
  ])('%j', async (body, message) => {
    await rejectsOn(context, WIRE_TRANSPORTS, 'TagResource', body, 'SerializationException', message);
  });
});

describe('TagResource validations', () => {
  it('answers a missing ARN first', async () => {
    await validationOn(context, ALL_TRANSPORTS, 'TagResource', {}, 'Invalid TableArn');
  });

  it('requires tags, then a table ARN, then at least one tag', async () => {
    await validationOn(
      context,
      ALL_TRANSPORTS,
      'TagResource',
      { ResourceArn: 'a:b:c:d:e:f/g' },
      constraintErrors("Value null at 'tags' failed to satisfy constraint: Member must not be null"),
    );
    const short = arnOf('ab');
    await validationOn(
      context,
      ALL_TRANSPORTS,
      'TagResource',
      { ResourceArn: short, Tags: [] },
      `Invalid TableArn: Invalid ResourceArn provided as input ${short}`,
    );
    await validationOn(
      context,
      ALL_TRANSPORTS,
      'TagResource',
      { ResourceArn: arnOf('nothing'), Tags: [] },
      'Atleast one Tag needs to be provided as Input.',
    );
  });

  // In DynamoDB's own words, not the generic constraint message (ack-api-quirks dynamodb DDB-TABLE-107,
  // 109, 110, 442: probes in 2026; dynalite's recordings of 2017 still had the generic one).
  it('checks each tag member', async () => {
    const tagging = (Tags: object[]) => ({ ResourceArn: arnOf('nothing'), Tags });
    const cases: [object[], string][] = [
      [[{ Key: '', Value: 'v' }], 'The Tag Key provided is invalid, Key: '],
      [[{ Value: 'v' }], 'The Tag Key provided is invalid, Key: null'],
      [[{ Key: 'k' }], 'The Tag Value provided is invalid, Value: null'],
      [[{ Key: 'k'.repeat(129), Value: 'v' }], `The Tag Key provided is invalid, Key: ${'k'.repeat(129)}`],
      [
        [{ Key: 'k', Value: 'v'.repeat(257) }],
        `The Tag Value provided is invalid, Value: ${'v'.repeat(257)}`,
      ],
      [[{ Key: 'aws:owner', Value: 'v' }], 'Tag Key cannot be prefixed with aws:, Key: aws:owner'],
    ];
    for (const [tags, message] of cases) {
      await validationOn(context, ALL_TRANSPORTS, 'TagResource', tagging(tags), message);
    }
  });

  it('answers ResourceNotFoundException for a table that does not exist', async () => {
    const arn = arnOf('nothing');
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'TagResource',
      { ResourceArn: arn, Tags: [{ Key: 'a', Value: 'b' }] },
      'ResourceNotFoundException',
      `Requested resource not found: ResourceArn: ${arn} not found`,
    );
  });
});

describe.each(CLIENT_TRANSPORTS)('TagResource functionality via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const table = `tagged_${via}`;
  const arn = arnOf(table);

  it('adds tags to those given at creation and overwrites values of existing keys', async () => {
    await createTable(
      call,
      tableRequest(table, ['id', 'S'], undefined, { Tags: [{ Key: 'team', Value: 'a' }] }),
    );
    expect(await tagsOf(call, arn)).toEqual([{ Key: 'team', Value: 'a' }]);
    expect(
      ok(
        await call('TagResource', {
          ResourceArn: arn,
          Tags: [
            { Key: 'team', Value: 'b' },
            { Key: 'cost center', Value: 'a_b.c:d/e=f+g-h@i' },
            { Key: 'empty', Value: '' },
          ],
        }),
      ),
    ).toEqual({});
    expect(await tagsOf(call, arn)).toEqual([
      { Key: 'cost center', Value: 'a_b.c:d/e=f+g-h@i' },
      { Key: 'empty', Value: '' },
      { Key: 'team', Value: 'b' },
    ]);
  });

  it('refuses to go past 50 tags and keeps the tags it had', async () => {
    const before = await tagsOf(call, arn);
    const tags = Array.from({ length: 48 }, (_, i) => ({ Key: `k${i}`, Value: 'v' }));
    failed(
      await call('TagResource', { ResourceArn: arn, Tags: tags }),
      'ValidationException',
      'Number of Tags exceed the current limit for the provided ResourceArn',
    );
    expect(await tagsOf(call, arn)).toEqual(before);
    ok(await call('TagResource', { ResourceArn: arn, Tags: tags.slice(0, 47) }));
    expect(await tagsOf(call, arn)).toHaveLength(50);
  });
});
