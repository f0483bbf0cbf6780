/**
 * Service-wide answers probed against AWS in 2026 (ack-api-quirks dynamodb service.md): UpdateTable,
 * time to live and Contributor Insights on a table being deleted (DDB-TABLE-455, 118), the tag character set and key spelling (DDB-TABLE-372,
 * 368, 106), the size of a table's whole tag set (DDB-TABLE-109) and the limit of 50 tags after the
 * merge (DDB-TABLE-108). Through dispatch.
 */
import { describe, expect, it } from 'vitest';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';
import type { Engine } from '../../src/engine/engine.ts';

const TABLE = 'ledger';
const ARN = `arn:aws:dynamodb:us-east-1:000000000000:table/${TABLE}`;
/** Past the tag write lock a change takes (DDB-TABLE-103, 172). */
const LOCK_MS = 5000;

function ledger(tableStatusDelayMs = 0): Engine {
  const engine = testEngine({ tableStatusDelayMs });
  ok(engine, 'CreateTable', idTable(TABLE));
  engine.advance(tableStatusDelayMs);
  return engine;
}

function tag(engine: Engine, Tags: { Key: string; Value: string }[]) {
  const reply = fails(engine, 'TagResource', { ResourceArn: ARN, Tags });
  engine.advance(LOCK_MS);
  return reply;
}

function tagged(engine: Engine, Tags: { Key: string; Value: string }[]) {
  ok(engine, 'TagResource', { ResourceArn: ARN, Tags });
  engine.advance(LOCK_MS);
}

const listed = (engine: Engine) => ok(engine, 'ListTagsOfResource', { ResourceArn: ARN }).Tags;

describe('UpdateTable on a table being deleted', () => {
  it('is refused for the whole DELETING window, as being deleted', () => {
    const engine = ledger(5000);
    ok(engine, 'DeleteTable', { TableName: TABLE });
    for (const change of [
      { DeletionProtectionEnabled: true },
      { StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' } },
      { WarmThroughput: { ReadUnitsPerSecond: 13000 } },
    ]) {
      expect(fails(engine, 'UpdateTable', { TableName: TABLE, ...change })).toMatchObject({
        type: 'ResourceInUseException',
        message: `Attempt to change a resource which is still in use: Table is being deleted: ${TABLE}`,
      });
      engine.advance(1000);
    }
  });
});

describe('the side services of a table being deleted', () => {
  it('change time to live as on an ACTIVE table until the table is gone', () => {
    const engine = ledger(5000);
    ok(engine, 'DeleteTable', { TableName: TABLE });
    const enable = { TableName: TABLE, TimeToLiveSpecification: { Enabled: true, AttributeName: 'ttl' } };
    expect(ok(engine, 'UpdateTimeToLive', enable)).toEqual({
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'ttl' },
    });
    engine.advance(2000);
    expect(fails(engine, 'UpdateTimeToLive', enable)).toMatchObject({
      type: 'ValidationException',
      message: 'TimeToLive is already enabled',
    });
    engine.advance(5000);
    expect(fails(engine, 'UpdateTimeToLive', enable)).toMatchObject({
      type: 'ResourceNotFoundException',
      message: `Requested resource not found: Table: ${TABLE} not found`,
    });
  });

  it('enable Contributor Insights in the first moment only', () => {
    const engine = ledger(5000);
    ok(engine, 'DeleteTable', { TableName: TABLE });
    const enable = { TableName: TABLE, ContributorInsightsAction: 'ENABLE' };
    expect(ok(engine, 'UpdateContributorInsights', enable).ContributorInsightsStatus).toBe('ENABLING');
    engine.advance(2000);
    expect(fails(engine, 'UpdateContributorInsights', enable)).toMatchObject({
      type: 'ValidationException',
      message:
        'Table or Index is not in a valid state to update Key Access Insights: TableStatus must be ACTIVE to enable ContributorInsights.',
    });
  });
});

describe('tag text', () => {
  it('takes letters of any script and spaces, and + - = . _ : / @ of the punctuation', () => {
    const engine = ledger();
    for (const Value of ['ключ', 'café', '表', 'a\u00a0b', 'a\u3000b', 'a+b-c=d.e_f:g/h@i']) {
      tagged(engine, [{ Key: 'k', Value }]);
    }
    for (const Value of [
      '🔑',
      '100%',
      'a,b',
      `it's "q"`,
      '(x)[y]{z}',
      'a&b',
      'a*b',
      'a;b',
      'a?b',
      'a|b',
      'a\\b',
      '<a>',
      '~a',
    ]) {
      expect(
        tag(engine, [
          { Key: 'good', Value },
          { Key: 'k', Value },
        ]),
      ).toMatchObject({
        type: 'ValidationException',
        message: `The Tag Value provided is invalid, Value: ${Value}`,
      });
    }
    expect(tag(engine, [{ Key: '🔑', Value: 'x' }]).message).toBe('The Tag Key provided is invalid, Key: 🔑');
    // All or nothing: the good tag beside a bad one was not applied.
    expect(listed(engine)).toEqual([{ Key: 'k', Value: 'a+b-c=d.e_f:g/h@i' }]);
  });

  it('keeps keys as sent: case, spaces and empty values are their own', () => {
    const engine = ledger();
    const tags = [
      { Key: 'k', Value: '1' },
      { Key: 'k ', Value: '2' },
      { Key: ' k', Value: '3' },
      { Key: ' ', Value: '4' },
      { Key: 'Env', Value: '' },
      { Key: 'env', Value: 'x' },
    ];
    tagged(engine, tags);
    // In an order of DynamoDB's own (DDB-TABLE-368), so compared as a set.
    expect(listed(engine)).toHaveLength(tags.length);
    expect(listed(engine)).toEqual(expect.arrayContaining(tags));
  });
});

describe('the tag set of a table', () => {
  it('may not pass 10240 bytes of keys and values, counted after the merge', () => {
    const engine = ledger();
    // 40 tags of 128 + 128 = 256 bytes: exactly 10240.
    const full = Array.from({ length: 40 }, (_, i) => ({
      Key: `${String(i).padStart(2, '0')}${'k'.repeat(126)}`,
      Value: 'v'.repeat(128),
    }));
    tagged(engine, full);
    expect(tag(engine, [{ Key: 'x', Value: 'y' }])).toMatchObject({
      type: 'ValidationException',
      message: 'Tag set size 10242 bytes is above max size limit',
    });
    // Overwriting a value with one no longer stays within the limit; UTF-8 counts bytes.
    expect(tag(engine, [{ Key: full[0].Key, Value: `${'v'.repeat(127)}é` }]).message).toBe(
      'Tag set size 10241 bytes is above max size limit',
    );
    tagged(engine, [{ Key: full[0].Key, Value: 'w'.repeat(128) }]);
    expect(listed(engine)).toHaveLength(40);
  });

  it('may hold 50 tags after the merge: upserts at 50 pass, any new key fails', () => {
    const engine = ledger();
    const fifty = Array.from({ length: 50 }, (_, i) => ({
      Key: `k${String(i).padStart(2, '0')}`,
      Value: 'v',
    }));
    tagged(engine, fifty);
    const tooMany = 'Number of Tags exceed the current limit for the provided ResourceArn';
    expect(
      tag(engine, [
        { Key: 'k01', Value: 'new' },
        { Key: 'k51', Value: 'v' },
      ]).message,
    ).toBe(tooMany);
    tagged(engine, [{ Key: 'k01', Value: 'new' }]);
    const reply = ok(engine, 'ListTagsOfResource', { ResourceArn: ARN });
    expect(reply.Tags).toHaveLength(50);
    expect(reply.NextToken).toBeUndefined();
  });
});
