/**
 * UpdateItem functionality through dispatch and the AWS SDK: upserts, SET arithmetic, if_not_exists,
 * list_append, nested paths and list indexes, REMOVE, ADD and DELETE, and names such as __proto__.
 * Recorded answers: paritysuite/dynamodb-conformance tests/tier1/updateItem (characterised against
 * AWS in 2026), architect/dynalite test/updateItem.js. ReturnValues, conditions, legacy
 * AttributeUpdates and write capacity are in updateItemReplies.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { CLIENT_TRANSPORTS, failed, ok, useEndpoint } from './support/suite.ts';
import { updateItemTable } from './support/tables.ts';

const context = useEndpoint();

describe.each(CLIENT_TRANSPORTS)('UpdateItem functionality via %s', (via) => {
  const { call, table, key, put, get, update } = updateItemTable(context, via);

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
