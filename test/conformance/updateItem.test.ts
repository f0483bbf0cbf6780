/**
 * UpdateItem conformance. Recorded DynamoDB answers: architect/dynalite test/updateItem.js
 * (validation messages, AttributeUpdates, capacity), paritysuite/dynamodb-conformance
 * tests/tier1/updateItem (characterised against AWS in 2026: upserts, nested paths, list indexes past
 * the end, pre-update evaluation, ReturnValues fragments), and the developer guide on update
 * expressions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { consumed } from './support/capacity.ts';
import {
  ALL_TRANSPORTS,
  CLIENT_TRANSPORTS,
  constraintErrors,
  failed,
  ok,
  parameterError,
  rejectsOn,
  useEndpoint,
  validationOn,
  WIRE_TRANSPORTS,
} from './support/suite.ts';
import { canonicalJson, createTable, expectUnchanged, tableRequest } from './support/tables.ts';

const context = useEndpoint();
const HASH = 'update_hash';

beforeAll(async () => {
  await createTable(context.call.dispatch, tableRequest(HASH, ['a', 'S']));
  ok(await context.call.dispatch('PutItem', { TableName: HASH, Item: { a: { S: 'x' }, s: { S: 'str' }, n: { N: '1' } } }));
});

describe('UpdateItem serializations', () => {
  it.each([
    [{ TableName: HASH, AttributeUpdates: { a: [] } }, 'Unrecognized collection type class com.amazonaws.dynamodb.v20120810.AttributeValueUpdate'],
    [{ TableName: HASH, UpdateExpression: 1 }, 'NUMBER_VALUE cannot be converted to String'],
    [{ TableName: HASH, AttributeUpdates: { a: { Action: 1 } } }, 'NUMBER_VALUE cannot be converted to String'],
  ])('%j', async (body, message) => {
    await rejectsOn(context, WIRE_TRANSPORTS, 'UpdateItem', body, 'SerializationException', message);
  });
});

describe('UpdateItem validations', () => {
  const rejects = (body: object, message: string) => validationOn(context, ALL_TRANSPORTS, 'UpdateItem', body, message);
  const key = { a: { S: 'x' } };

  it('reports missing members together', async () => {
    await rejects(
      {},
      constraintErrors(
        "Value null at 'tableName' failed to satisfy constraint: Member must not be null",
        "Value null at 'key' failed to satisfy constraint: Member must not be null",
      ),
    );
  });

  it('rejects mixed, empty and unused expression parameters', async () => {
    await rejects(
      {
        TableName: HASH,
        Key: key,
        UpdateExpression: 'SET b = :v',
        ConditionExpression: 'attribute_exists(a)',
        AttributeUpdates: { c: { Action: 'DELETE' } },
        Expected: { a: { Exists: true, Value: key.a } },
        ExpressionAttributeValues: { ':v': { S: '1' } },
      },
      'Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {AttributeUpdates, Expected} Expression parameters: {UpdateExpression, ConditionExpression}',
    );
    await rejects(
      { TableName: HASH, Key: key, AttributeUpdates: { c: { Action: 'DELETE' } }, ExpressionAttributeValues: { ':v': { S: '1' } } },
      'ExpressionAttributeValues can only be specified when using expressions: UpdateExpression and ConditionExpression are null',
    );
    await rejects({ TableName: HASH, Key: key, UpdateExpression: '' }, 'Invalid UpdateExpression: The expression can not be empty;');
    await rejects(
      { TableName: HASH, Key: key, UpdateExpression: 'SET b = :v', ExpressionAttributeValues: { ':v': { S: '1' }, ':w': { S: '2' } } },
      'Value provided in ExpressionAttributeValues unused in expressions: keys: {:w}',
    );
  });

  it('rejects invalid update expressions before touching the item', async () => {
    const expression = (UpdateExpression: string, values?: object) => ({
      TableName: HASH,
      Key: key,
      UpdateExpression,
      ...(values ? { ExpressionAttributeValues: values } : {}),
    });
    await rejects(
      expression('SET n = n + :v REMOVE n', { ':v': { N: '1' } }),
      'Invalid UpdateExpression: Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [n], path two: [n]',
    );
    await rejects(
      expression('ADD s :v', { ':v': { S: '1' } }),
      'Invalid UpdateExpression: Incorrect operand type for operator or function; operator: ADD, operand type: STRING, typeSet: ALLOWED_FOR_ADD_OPERAND',
    );
    await rejects(expression('SET r = size(s)'), 'Invalid UpdateExpression: The function is not allowed in an update expression; function: size');
    await rejects(
      expression('SET #n = :v', { ':v': { N: '1' } }),
      'Invalid UpdateExpression: An expression attribute name used in the document path is not defined; attribute name: #n',
    );
    await rejects(expression('SET a = :v', { ':v': { S: 'y' } }), parameterError('Cannot update attribute a. This attribute is part of the key'));
  });

  it('checks legacy AttributeUpdates', async () => {
    await rejects(
      { TableName: HASH, Key: key, AttributeUpdates: { a: { Action: 'PUT', Value: { S: 'y' } } } },
      parameterError('Cannot update attribute a. This attribute is part of the key'),
    );
    await rejects(
      { TableName: HASH, Key: key, AttributeUpdates: { s: { Action: 'ADD', Value: { S: '1' } } } },
      parameterError('ADD action is not supported for the type S'),
    );
    await rejects(
      { TableName: HASH, Key: key, AttributeUpdates: { s: { Action: 'DELETE', Value: { S: '1' } } } },
      parameterError('DELETE action with value is not supported for the type S'),
    );
    await rejects({ TableName: HASH, Key: key, AttributeUpdates: { s: { Action: 'PUT' } } }, parameterError('Only DELETE action is allowed when no attribute value is specified'));
  });

  it('answers errors found against the item, changing nothing', async () => {
    await expectUnchanged(context.call.dispatch, HASH, async () => {
      const expression = (UpdateExpression: string, values: object) => ({ TableName: HASH, Key: key, UpdateExpression, ExpressionAttributeValues: values });
      await rejects(expression('SET s = s + :v', { ':v': { N: '1' } }), 'An operand in the update expression has an incorrect data type');
      await rejects(expression('SET q = absent + :v', { ':v': { N: '1' } }), 'The provided expression refers to an attribute that does not exist in the item');
      await rejects(expression('SET absent.x = :v', { ':v': { N: '1' } }), 'The document path provided in the update expression is invalid for update');
      await rejects(expression('SET n = :v, s = list_append(s, :l)', { ':v': { N: '9' }, ':l': { L: [] } }), 'An operand in the update expression has an incorrect data type');
      await rejects({ TableName: HASH, Key: key, AttributeUpdates: { s: { Action: 'ADD', Value: { N: '1' } } } }, 'Type mismatch for attribute to update');
    });
  });
});

describe.each(CLIENT_TRANSPORTS)('UpdateItem functionality via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const table = `updated_${via}`;
  const key = (id: string) => ({ a: { S: id } });
  const put = (item: object) => context.call.dispatch('PutItem', { TableName: table, Item: item });
  const get = async (id: string) => ok(await context.call.dispatch('GetItem', { TableName: table, Key: key(id) })).Item;
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
    expect(ok(await update('new', 'SET #d = :v', { ':v': { S: 'created' } }, { ExpressionAttributeNames: { '#d': 'data' } }))).toEqual({});
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
    const result = await update('digits', 'SET m = :a + :b', { ':a': { N: '0.1' }, ':b': { N: '0.2' } }, { ReturnValues: 'UPDATED_NEW' });
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
    ok(await update('nested', 'SET m.child = :v, m.deep.tally = m.deep.tally + :inc, l[1] = :v, l[9] = :end', { ':v': { S: 'new' }, ':inc': { N: '5' }, ':end': { S: 'end' } }));
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
    ok(await update('sets', 'ADD n :three, fresh :three, ss :more, made :one_set DELETE ns :two', {
      ':three': { N: '3' },
      ':more': { SS: ['d', 'a'] },
      ':one_set': { SS: [''] },
      ':two': { NS: ['2', '7'] },
    }));
    const item = await get('sets');
    expect(item.n).toEqual({ N: '13' });
    expect(item.fresh).toEqual({ N: '3' });
    expect([...item.ss.SS].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(item.made).toEqual({ SS: [''] });
    expect(item.ns).toEqual({ NS: ['1'] });
    ok(await update('sets', 'DELETE ns :one, made :empty', { ':one': { NS: ['1'] }, ':empty': { SS: [''] } }));
    const after = await get('sets');
    expect(after).not.toHaveProperty('ns');
    expect(after).not.toHaveProperty('made');
  });

  it('returns what ReturnValues asks for', async () => {
    ok(await put({ a: { S: 'rv' }, x: { N: '1' }, y: { S: 'keep' }, p: { M: { keep: { S: 'k' }, child: { S: 'old' } } } }));
    const set = (mode: string, value: string) =>
      update('rv', 'SET x = :v, p.child = :c, z = :c', { ':v': { N: value }, ':c': { S: `c${value}` } }, { ReturnValues: mode });
    expect(ok(await set('NONE', '2'))).toEqual({});
    expect(ok(await set('UPDATED_OLD', '3'))).toEqual({ Attributes: { x: { N: '2' }, p: { M: { child: { S: 'c2' } } }, z: { S: 'c2' } } });
    expect(ok(await set('UPDATED_NEW', '4'))).toEqual({ Attributes: { x: { N: '4' }, p: { M: { child: { S: 'c4' } } }, z: { S: 'c4' } } });
    expect(ok(await set('ALL_OLD', '5')).Attributes).toEqual({ a: { S: 'rv' }, x: { N: '4' }, y: { S: 'keep' }, p: { M: { keep: { S: 'k' }, child: { S: 'c4' } } }, z: { S: 'c4' } });
    expect(ok(await set('ALL_NEW', '6')).Attributes).toEqual({ a: { S: 'rv' }, x: { N: '6' }, y: { S: 'keep' }, p: { M: { keep: { S: 'k' }, child: { S: 'c6' } } }, z: { S: 'c6' } });
    // Nothing gets a new value under REMOVE; an item created by the update had no old values.
    expect(ok(await update('rv', 'REMOVE y', undefined, { ReturnValues: 'UPDATED_NEW' }))).toEqual({});
    expect(ok(await update('rv-new', 'SET q = :q', { ':q': { S: 'q' } }, { ReturnValues: 'UPDATED_OLD' }))).toEqual({});
    expect(ok(await update('rv-new2', 'SET q = :q', { ':q': { S: 'q' } }, { ReturnValues: 'UPDATED_NEW' }))).toEqual({ Attributes: { q: { S: 'q' } } });
  });

  it('updates only when the condition holds, returning the old item on failure when asked', async () => {
    ok(await put({ a: { S: 'lock' }, ver: { N: '1' }, name: { S: 'Ada' } }));
    const rename = (name: string, expected: string, extra: object = {}) =>
      update(
        'lock',
        'SET #n = :n, ver = ver + :one',
        { ':n': { S: name }, ':v': { N: expected }, ':one': { N: '1' } },
        { ConditionExpression: 'ver = :v', ExpressionAttributeNames: { '#n': 'name' }, ReturnValues: 'ALL_NEW', ...extra },
      );
    expect(ok(await rename('Ada L.', '1')).Attributes).toEqual({ a: { S: 'lock' }, ver: { N: '2' }, name: { S: 'Ada L.' } });
    await expectUnchanged(call, table, async () => {
      expect(failed(await rename('Ada K.', '1'), 'ConditionalCheckFailedException', 'The conditional request failed')).toEqual({});
      expect(
        failed(await rename('Ada K.', '1', { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }), 'ConditionalCheckFailedException', 'The conditional request failed'),
      ).toEqual({ Item: { a: { S: 'lock' }, ver: { N: '2' }, name: { S: 'Ada L.' } } });
      failed(
        await update('lock', 'SET ver = :v', { ':v': { N: '9' } }, { ConditionExpression: 'attribute_not_exists(a)' }),
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
      canonicalJson({ a: { S: 'legacy' }, n: { N: '3' }, ss: { SS: ['a', 'b'] }, put: { S: 'p' }, l: { L: [{ S: 'first' }] } }),
    );
    failed(
      await call('UpdateItem', { TableName: table, Key: key('legacy'), AttributeUpdates: { n: { Action: 'PUT', Value: { N: '0' } } }, Expected: { n: { Value: { N: '1' } } } }),
      'ConditionalCheckFailedException',
      'The conditional request failed',
    );
  });

  it('charges the larger of the old and the new item', async () => {
    const charge = async (id: string, expression: string, values?: object) =>
      consumed(ok(await update(id, expression, values, { ReturnConsumedCapacity: 'TOTAL' })));
    expect(await charge('cap', 'SET b = :b', { ':b': { S: 'x'.repeat(1500) } })).toEqual({ TableName: table, CapacityUnits: 2 });
    expect(await charge('cap', 'SET b = :b', { ':b': { S: 'x'.repeat(2100) } })).toEqual({ TableName: table, CapacityUnits: 3 });
    expect(await charge('cap', 'REMOVE b')).toEqual({ TableName: table, CapacityUnits: 3 });
    expect(await charge('cap', 'SET c = :c', { ':c': { S: 'c' } })).toEqual({ TableName: table, CapacityUnits: 1 });
    expect(consumed(ok(await update('cap', 'SET c = :c', { ':c': { S: 'd' } }, { ReturnConsumedCapacity: 'INDEXES' })))).toEqual({
      TableName: table,
      CapacityUnits: 1,
      Table: { CapacityUnits: 1 },
    });
  });

  it('updates __proto__, constructor and toString as ordinary names', async () => {
    ok(await put(JSON.parse('{"a":{"S":"proto"},"__proto__":{"M":{"constructor":{"N":"1"}}}}')));
    ok(
      await update('proto', 'SET #p.#c = #p.#c + :one, #t = :t ADD #h :one', { ':one': { N: '1' }, ':t': { L: [] } }, {
        ExpressionAttributeNames: JSON.parse('{"#p":"__proto__","#c":"constructor","#t":"toString","#h":"hasOwnProperty"}'),
      }),
    );
    const wire = ok(await context.call.dispatch('GetItem', { TableName: table, Key: key('proto') }));
    expect(JSON.stringify(wire.Item)).toBe(
      '{"a":{"S":"proto"},"__proto__":{"M":{"constructor":{"N":"2"}}},"toString":{"L":[]},"hasOwnProperty":{"N":"1"}}',
    );
  });
});
