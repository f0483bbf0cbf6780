/**
 * UPDATED_OLD and UPDATED_NEW after list-index updates, as DynamoDB answers them. They name the
 * paths the expression wrote and read those paths in the item before or after, so two quirks
 * follow: a SET past the end of a list appends the element at the end, yet UPDATED_NEW reads the
 * index it was asked for (empty) and returns nothing; and after REMOVE l[1] the element that
 * shifted into l[1] is returned as the "new" l[1]. Recorded against DynamoDB by ScyllaDB's
 * Alternator suite (test/alternator/test_returnvalues.py, test_update_item_returnvalues_nested:
 * "setting an array element *beyond* its end … is *not* returned by UPDATED_NEW").
 */
import { beforeEach, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { idTable, ok, testEngine } from '../helpers/wire.ts';

const N = (n: number) => ({ N: String(n) });
const Key = { id: { S: 'p' } };
let engine: Engine;

beforeEach(() => {
  engine = testEngine();
  ok(engine, 'CreateTable', idTable('lists'));
  ok(engine, 'PutItem', {
    TableName: 'lists',
    Item: { ...Key, a: { M: { b: { S: 'dog' }, c: { L: [N(1), N(3), N(3)] } } } },
  });
});

function update(UpdateExpression: string, ReturnValues: string, values?: Record<string, unknown>) {
  return ok(engine, 'UpdateItem', {
    TableName: 'lists',
    Key,
    UpdateExpression,
    ReturnValues,
    ...(values ? { ExpressionAttributeValues: values } : {}),
  });
}

it('returns nothing under UPDATED_NEW for a SET past the end, though the element is appended', () => {
  expect(update('SET a.c[100] = :v', 'UPDATED_NEW', { ':v': N(70) })).toEqual({});
  const after = ok(engine, 'GetItem', { TableName: 'lists', Key }).Item;
  expect(after.a.M.c).toEqual({ L: [N(1), N(3), N(3), N(70)] });
  // The same index named in range is returned, nested in its hierarchy.
  expect(update('SET a.c[1] = :v', 'UPDATED_NEW', { ':v': N(4) })).toEqual({
    Attributes: { a: { M: { c: { L: [N(4)] } } } },
  });
});

it('returns the element shifted into a removed index under UPDATED_NEW', () => {
  ok(engine, 'PutItem', {
    TableName: 'lists',
    Item: { ...Key, a: { M: { c: { L: [N(1), N(3), N(70)] } } } },
  });
  // Not the removed 3: the 70 that now sits at a.c[1].
  expect(update('REMOVE a.c[1]', 'UPDATED_NEW')).toEqual({
    Attributes: { a: { M: { c: { L: [N(70)] } } } },
  });
});

it('leaves an index past the end out of UPDATED_OLD for a REMOVE', () => {
  // a.c[3] did not exist: only a.c[1]'s old value comes back.
  expect(update('REMOVE a.c[1], a.c[3]', 'UPDATED_OLD')).toEqual({
    Attributes: { a: { M: { c: { L: [N(3)] } } } },
  });
});
