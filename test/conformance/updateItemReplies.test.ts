/**
 * UpdateItem through dispatch and the AWS SDK: every ReturnValues, conditions and the old item on
 * their failure, legacy AttributeUpdates with Expected, and write capacity. Recorded answers:
 * paritysuite/dynamodb-conformance tests/tier1/updateItem (characterised against AWS in 2026),
 * architect/dynalite test/updateItem.js. The update actions themselves are in
 * updateItemActions.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { consumed } from './support/capacity.ts';
import { CLIENT_TRANSPORTS, failed, ok, useEndpoint } from './support/suite.ts';
import { canonicalJson, expectUnchanged, updateItemTable } from './support/tables.ts';

const context = useEndpoint();

describe.each(CLIENT_TRANSPORTS)('UpdateItem functionality via %s', (via) => {
  const { call, table, key, put, update } = updateItemTable(context, via);

  it('returns what ReturnValues asks for', async () => {
    ok(
      await put({
        a: { S: 'rv' },
        x: { N: '1' },
        y: { S: 'keep' },
        p: { M: { keep: { S: 'k' }, child: { S: 'old' } } },
      }),
    );
    const set = (mode: string, value: string) =>
      update(
        'rv',
        'SET x = :v, p.child = :c, z = :c',
        { ':v': { N: value }, ':c': { S: `c${value}` } },
        { ReturnValues: mode },
      );
    expect(ok(await set('NONE', '2'))).toEqual({});
    expect(ok(await set('UPDATED_OLD', '3'))).toEqual({
      Attributes: { x: { N: '2' }, p: { M: { child: { S: 'c2' } } }, z: { S: 'c2' } },
    });
    expect(ok(await set('UPDATED_NEW', '4'))).toEqual({
      Attributes: { x: { N: '4' }, p: { M: { child: { S: 'c4' } } }, z: { S: 'c4' } },
    });
    expect(ok(await set('ALL_OLD', '5')).Attributes).toEqual({
      a: { S: 'rv' },
      x: { N: '4' },
      y: { S: 'keep' },
      p: { M: { keep: { S: 'k' }, child: { S: 'c4' } } },
      z: { S: 'c4' },
    });
    expect(ok(await set('ALL_NEW', '6')).Attributes).toEqual({
      a: { S: 'rv' },
      x: { N: '6' },
      y: { S: 'keep' },
      p: { M: { keep: { S: 'k' }, child: { S: 'c6' } } },
      z: { S: 'c6' },
    });
    // Nothing gets a new value under REMOVE; an item created by the update had no old values.
    expect(ok(await update('rv', 'REMOVE y', undefined, { ReturnValues: 'UPDATED_NEW' }))).toEqual({});
    expect(
      ok(await update('rv-new', 'SET q = :q', { ':q': { S: 'q' } }, { ReturnValues: 'UPDATED_OLD' })),
    ).toEqual({});
    expect(
      ok(await update('rv-new2', 'SET q = :q', { ':q': { S: 'q' } }, { ReturnValues: 'UPDATED_NEW' })),
    ).toEqual({ Attributes: { q: { S: 'q' } } });
  });

  it('updates only when the condition holds, returning the old item on failure when asked', async () => {
    ok(await put({ a: { S: 'lock' }, ver: { N: '1' }, name: { S: 'Ada' } }));
    const rename = (name: string, expected: string, extra: object = {}) =>
      update(
        'lock',
        'SET #n = :n, ver = ver + :one',
        { ':n': { S: name }, ':v': { N: expected }, ':one': { N: '1' } },
        {
          ConditionExpression: 'ver = :v',
          ExpressionAttributeNames: { '#n': 'name' },
          ReturnValues: 'ALL_NEW',
          ...extra,
        },
      );
    expect(ok(await rename('Ada L.', '1')).Attributes).toEqual({
      a: { S: 'lock' },
      ver: { N: '2' },
      name: { S: 'Ada L.' },
    });
    await expectUnchanged(call, table, async () => {
      expect(
        failed(
          await rename('Ada K.', '1'),
          'ConditionalCheckFailedException',
          'The conditional request failed',
        ),
      ).toEqual({});
      expect(
        failed(
          await rename('Ada K.', '1', { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }),
          'ConditionalCheckFailedException',
          'The conditional request failed',
        ),
      ).toEqual({ Item: { a: { S: 'lock' }, ver: { N: '2' }, name: { S: 'Ada L.' } } });
      failed(
        await update(
          'lock',
          'SET ver = :v',
          { ':v': { N: '9' } },
          { ConditionExpression: 'attribute_not_exists(a)' },
        ),
        'ConditionalCheckFailedException',
        'The conditional request failed',
      );
    });
  });

  it('applies legacy AttributeUpdates with Expected', async () => {
    ok(await put({ a: { S: 'legacy' }, n: { N: '1' }, ss: { SS: ['a'] }, gone: { S: 'x' } }));
    const result = ok(
      await call('UpdateItem', {
        TableName: table,
        Key: key('legacy'),
        AttributeUpdates: {
          n: { Action: 'ADD', Value: { N: '2' } },
          ss: { Action: 'ADD', Value: { SS: ['b'] } },
          gone: { Action: 'DELETE' },
          put: { Action: 'PUT', Value: { S: 'p' } },
          l: { Action: 'ADD', Value: { L: [{ S: 'first' }] } },
        },
        Expected: { n: { Value: { N: '1' } }, missing: { Exists: false } },
        ReturnValues: 'ALL_NEW',
      }),
    );
    expect(canonicalJson(result.Attributes)).toBe(
      canonicalJson({
        a: { S: 'legacy' },
        n: { N: '3' },
        ss: { SS: ['a', 'b'] },
        put: { S: 'p' },
        l: { L: [{ S: 'first' }] },
      }),
    );
    failed(
      await call('UpdateItem', {
        TableName: table,
        Key: key('legacy'),
        AttributeUpdates: { n: { Action: 'PUT', Value: { N: '0' } } },
        Expected: { n: { Value: { N: '1' } } },
      }),
      'ConditionalCheckFailedException',
      'The conditional request failed',
    );
  });

  it('charges the larger of the old and the new item', async () => {
    const charge = async (id: string, expression: string, values?: object) =>
      consumed(ok(await update(id, expression, values, { ReturnConsumedCapacity: 'TOTAL' })));
    expect(await charge('cap', 'SET b = :b', { ':b': { S: 'x'.repeat(1500) } })).toEqual({
      TableName: table,
      CapacityUnits: 2,
    });
    expect(await charge('cap', 'SET b = :b', { ':b': { S: 'x'.repeat(2100) } })).toEqual({
      TableName: table,
      CapacityUnits: 3,
    });
    expect(await charge('cap', 'REMOVE b')).toEqual({ TableName: table, CapacityUnits: 3 });
    expect(await charge('cap', 'SET c = :c', { ':c': { S: 'c' } })).toEqual({
      TableName: table,
      CapacityUnits: 1,
    });
    expect(
      consumed(
        ok(await update('cap', 'SET c = :c', { ':c': { S: 'd' } }, { ReturnConsumedCapacity: 'INDEXES' })),
      ),
    ).toEqual({
      TableName: table,
      CapacityUnits: 1,
      Table: { CapacityUnits: 1 },
    });
  });
});
