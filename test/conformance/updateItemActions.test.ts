/**
 * UpdateItem functionality through dispatch and the AWS SDK: upserts, SET arithmetic, if_not_exists,
 * list_append, nested paths and list indexes, REMOVE, ADD and DELETE, every ReturnValues, conditions,
 * legacy AttributeUpdates and write capacity. Recorded answers: paritysuite/dynamodb-conformance
 * tests/tier1/updateItem (characterised against AWS in 2026), architect/dynalite test/updateItem.js.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { consumed } from './support/capacity.ts';
import { CLIENT_TRANSPORTS, failed, ok, useEndpoint } from './support/suite.ts';
import { canonicalJson, createTable, expectUnchanged, tableRequest } from './support/tables.ts';

const context = useEndpoint();

describe.each(CLIENT_TRANSPORTS)('UpdateItem functionality via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const table = `updated_${via}`;
  const key = (id: string) => ({ a: { S: id } });
  const put = (item: object) => context.call.dispatch('PutItem', { TableName: table, Item: item });
  const get = async (id: string) =>
    ok(await context.call.dispatch('GetItem', { TableName: table, Key: key(id) })).Item;
  const update = (id: string, UpdateExpression: string, values?: object, extra: object = {}) =>
    call('UpdateItem', {
      TableName: table,
      Key: key(id),
      UpdateExpression,
      ...(values ? { ExpressionAttributeValues: values } : {}),
      ...extra,
    });

  beforeAll(async () => {
    await createTable(context.call.dispatch, tableRequest(table, ['a', 'S']));
  });

  it('creates a missing item from its key, even with no update at all', async () => {
    expect(
      ok(
        await update(
          'new',
          'SET #d = :v',
          { ':v': { S: 'created' } },
          { ExpressionAttributeNames: { '#d': 'data' } },
        ),
      ),
    ).toEqual({});
    expect(await get('new')).toEqual({ a: { S: 'new' }, data: { S: 'created' } });
    expect(ok(await call('UpdateItem', { TableName: table, Key: key('bare') }))).toEqual({});
    expect(await get('bare')).toEqual({ a: { S: 'bare' } });
  });

  it('applies SET arithmetic, if_not_exists and list_append against the item as it was', async () => {
    ok(await put({ a: { S: 'math' }, c: { N: '10' }, v: { S: 'OLD' }, l: { L: [{ S: 'b' }] } }));
    const result = ok(
      await update(
        'math',
        'SET c = (c - :three), v = :new, w = v, d = if_not_exists(d, :zero) + :one, e = if_not_exists(c, :zero), ' +
          'l = list_append(:front, l), m = list_append(if_not_exists(m, :empty), :front)',
        {
          ':three': { N: '2.5' },
          ':new': { S: 'NEW' },
          ':zero': { N: '0' },
          ':one': { N: '1' },
          ':front': { L: [{ S: 'a' }] },
          ':empty': { L: [] },
        },
        { ReturnValues: 'ALL_NEW' },
      ),
    );
    expect(result.Attributes).toEqual({
      a: { S: 'math' },
      c: { N: '7.5' },
      v: { S: 'NEW' },
      w: { S: 'OLD' },
      d: { N: '1' },
      e: { N: '10' },
      l: { L: [{ S: 'a' }, { S: 'b' }] },
      m: { L: [{ S: 'a' }] },
    });
  });

  it('adds decimals exactly and refuses a result beyond the number range', async () => {
    ok(await put({ a: { S: 'digits' }, n: { N: '9.9E125' } }));
    const result = await update(
      'digits',
      'SET m = :a + :b',
      { ':a': { N: '0.1' }, ':b': { N: '0.2' } },
      { ReturnValues: 'UPDATED_NEW' },
    );
    expect(ok(result)).toEqual({ Attributes: { m: { N: '0.3' } } });
    failed(
      await update('digits', 'SET n = n + :big', { ':big': { N: '1e125' } }),
      'ValidationException',
      'Number overflow. Attempting to store a number with magnitude larger than supported range',
    );
  });

  it('sets and removes nested map entries and list elements', async () => {
    ok(
      await put({
        a: { S: 'nested' },
        m: { M: { keep: { S: 'k' }, child: { S: 'old' }, deep: { M: { tally: { N: '10' } } } } },
        l: { L: [{ S: 'a' }, { S: 'b' }, { S: 'c' }, { S: 'd' }, { S: 'e' }] },
      }),
    );
    ok(
      await update('nested', 'SET m.child = :v, m.deep.tally = m.deep.tally + :inc, l[1] = :v, l[9] = :end', {
        ':v': { S: 'new' },
        ':inc': { N: '5' },
        ':end': { S: 'end' },
      }),
    );
    expect(await get('nested')).toEqual({
      a: { S: 'nested' },
      m: { M: { keep: { S: 'k' }, child: { S: 'new' }, deep: { M: { tally: { N: '15' } } } } },
      l: { L: [{ S: 'a' }, { S: 'new' }, { S: 'c' }, { S: 'd' }, { S: 'e' }, { S: 'end' }] },
    });
    // REMOVE list elements by their original indexes; the rest close up. Missing paths are fine.
    ok(await update('nested', 'REMOVE l[0], l[2], l[8], m.child, m.nothing, nothing'));
    expect(await get('nested')).toEqual({
      a: { S: 'nested' },
      m: { M: { keep: { S: 'k' }, deep: { M: { tally: { N: '15' } } } } },
      l: { L: [{ S: 'new' }, { S: 'd' }, { S: 'e' }, { S: 'end' }] },
    });
  });

  it('ADDs to numbers and sets, DELETEs from sets, and drops a set that empties', async () => {
    ok(await put({ a: { S: 'sets' }, n: { N: '10' }, ss: { SS: ['a', 'b', 'c'] }, ns: { NS: ['1', '2'] } }));
    ok(
      await update('sets', 'ADD n :three, fresh :three, ss :more, made :one_set DELETE ns :two', {
        ':three': { N: '3' },
        ':more': { SS: ['d', 'a'] },
        ':one_set': { SS: [''] },
        ':two': { NS: ['2', '7'] },
      }),
    );
    const item = await get('sets');
    expect(item.n).toEqual({ N: '13' });
    expect(item.fresh).toEqual({ N: '3' });
    expect([...item.ss.SS].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(item.made).toEqual({ SS: [''] });
    expect(item.ns).toEqual({ NS: ['1'] });
    ok(
      await update('sets', 'DELETE ns :one, made :empty', { ':one': { NS: ['1'] }, ':empty': { SS: [''] } }),
    );
    const after = await get('sets');
    expect(after).not.toHaveProperty('ns');
    expect(after).not.toHaveProperty('made');
  });

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

  it('updates __proto__, constructor and toString as ordinary names', async () => {
    ok(await put(JSON.parse('{"a":{"S":"proto"},"__proto__":{"M":{"constructor":{"N":"1"}}}}')));
    ok(
      await update(
        'proto',
        'SET #p.#c = #p.#c + :one, #t = :t ADD #h :one',
        { ':one': { N: '1' }, ':t': { L: [] } },
        {
          ExpressionAttributeNames: JSON.parse(
            '{"#p":"__proto__","#c":"constructor","#t":"toString","#h":"hasOwnProperty"}',
          ),
        },
      ),
    );
    const wire = ok(await context.call.dispatch('GetItem', { TableName: table, Key: key('proto') }));
    expect(JSON.stringify(wire.Item)).toBe(
      '{"a":{"S":"proto"},"__proto__":{"M":{"constructor":{"N":"2"}}},"toString":{"L":[]},"hasOwnProperty":{"N":"1"}}',
    );
  });
});
