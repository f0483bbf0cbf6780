/**
 * UpdateItem's item-size gate, which is not the flat 409,600-byte check of the other writes: it also
 * charges its statement (src/engine/operations/updateItemSize.ts), which leaves out the key and what
 * the update leaves alone, so a short key pulls the ceiling under 400 KB. Figures measured against
 * DynamoDB in nubo-db/dynamodb-conformance and paritysuite/dynamodb-conformance
 * tests/tier3/limits/itemSizeBySurface.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, ok, testEngine } from '../helpers/wire.ts';

const LIMIT = 409_600;
const TOO_BIG = 'Item size to update has exceeded the maximum allowed size';
const engine = testEngine();
const TABLE = 'update_size';

beforeAll(() => {
  ok(engine, 'CreateTable', {
    TableName: TABLE,
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
    BillingMode: 'PAY_PER_REQUEST',
  });
});

/** A request on a rested table (400 KB writes would otherwise run into the partition's write rate). */
function send(operation: string, body: object) {
  engine.advance(10_000);
  return call(engine, operation, body);
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** The largest finished item UpdateItem accepts at `pk`, given what the statement leaves alone. */
const ceiling = (pk: string, actionCost: number, untouched = 0) =>
  Math.min(LIMIT, LIMIT + bytes('pk') + bytes(pk) + untouched - actionCost);

/**
 * Runs `SET <attribute> = :pad` (plus `rest`) at `pk`, sized so the finished item measures `total`;
 * `other` is what the item holds besides the key and the padding. Returns the error message or 'ok'.
 */
function update(
  pk: string,
  total: number,
  options: { rest?: string; values?: object; other?: number; seed?: object; path?: string } = {},
): string {
  if (options.seed)
    expect(send('PutItem', { TableName: TABLE, Item: { pk: { S: pk }, ...options.seed } }).status).toBe(200);
  const path = options.path ?? 'b';
  const padding = total - bytes('pk') - bytes(pk) - bytes('b') - (options.other ?? 0);
  const reply = send('UpdateItem', {
    TableName: TABLE,
    Key: { pk: { S: pk } },
    UpdateExpression: `SET ${path} = :pad${options.rest ?? ''}`,
    ExpressionAttributeValues: { ':pad': { S: 'x'.repeat(padding) }, ...options.values },
  });
  return reply.status === 200 ? 'ok' : String(reply.body.message);
}

describe('UpdateItem item size', () => {
  it('leaves the key out of the figure, so a one-byte key caps a single SET 19 bytes under the limit', () => {
    // 3 bytes of key against 22 for the update and its one SET.
    expect(update('K', LIMIT - 19)).toBe('ok');
    expect(update('L', LIMIT - 18)).toBe(TOO_BIG);
    // The same finished item is fine as a PutItem: the exclusion is UpdateItem's alone.
    const item = { pk: { S: 'M' }, b: { S: 'x'.repeat(LIMIT - 18 - 4) } };
    expect(send('PutItem', { TableName: TABLE, Item: item }).status).toBe(200);
  });

  it('never stores more than 409,600 bytes, however long the key', () => {
    const key = (c: string) => c.repeat(100);
    expect(update(key('p'), LIMIT)).toBe('ok');
    expect(update(key('q'), LIMIT + 1)).toBe(TOO_BIG);
  });

  it('charges each further SET 19 bytes and a REMOVE 2, whatever they write', () => {
    const twoSets = { rest: ', c = :c', values: { ':c': { S: 'y'.repeat(300) } }, other: 1 + 300 };
    expect(ceiling('A1', 3 + 19 + 19)).toBe(LIMIT - 37);
    expect(update('A1', ceiling('A1', 41), twoSets)).toBe('ok');
    expect(update('A2', ceiling('A2', 41) + 1, twoSets)).toBe(TOO_BIG);
    const withRemove = { rest: ' REMOVE r', seed: { r: { S: 'z' } } };
    expect(update('A3', ceiling('A3', 24), withRemove)).toBe('ok');
    expect(update('A4', ceiling('A4', 24) + 1, withRemove)).toBe(TOO_BIG);
  });

  it('gives back the bytes of an attribute the update leaves alone', () => {
    const untouched = { seed: { u: { S: 'y'.repeat(10) } }, other: 11 };
    expect(update('A5', ceiling('A5', 22, 11), untouched)).toBe('ok');
    expect(update('A6', ceiling('A6', 22, 11) + 1, untouched)).toBe(TOO_BIG);
  });

  it('charges a SET through a list index one byte more than a plain SET', () => {
    // The list `d` holds one element: 3 bytes of list, 1 per element, then the string.
    const seed = { d: { L: [{ S: 'x' }] } };
    const viaIndex = (pk: string, total: number) => {
      send('PutItem', { TableName: TABLE, Item: { pk: { S: pk }, ...seed } });
      const padding = total - bytes('pk') - bytes(pk) - bytes('d') - 3 - 1;
      const reply = send('UpdateItem', {
        TableName: TABLE,
        Key: { pk: { S: pk } },
        UpdateExpression: 'SET d[0] = :pad',
        ExpressionAttributeValues: { ':pad': { S: 'x'.repeat(padding) } },
      });
      return reply.status === 200 ? 'ok' : String(reply.body.message);
    };
    expect(viaIndex('B1', ceiling('B1', 3 + 20))).toBe('ok');
    expect(viaIndex('B2', ceiling('B2', 3 + 20) + 1)).toBe(TOO_BIG);
  });
});

/*
 * What each kind of clause is charged (measured 2026-10-09 in paritysuite/dynamodb-conformance):
 * `SET b = :pad` beside the clause under test at a short key, so the statement's charge binds, is
 * accepted at the predicted padding and refused one byte over.
 */
const PAD_CLAUSE = 3 + 19 + 1; // the update, a SET, and the target `b`
const ten = { S: 'y'.repeat(10) };
const one = { N: '1' };

let keys = 0;
/** The clause's outcome at `padding` bytes of `b`: 'ok' or the error message. */
function attempt(clause: string, padding: number, seed: object, values: object, condition?: string) {
  const pk = { S: `k${keys++}` };
  if (seed) expect(send('PutItem', { TableName: TABLE, Item: { pk, ...seed } }).status).toBe(200);
  const reply = send('UpdateItem', {
    TableName: TABLE,
    Key: { pk },
    UpdateExpression: clause.startsWith('SET ')
      ? `SET b = :pad, ${clause.slice(4)}`
      : `SET b = :pad ${clause}`,
    ConditionExpression: condition,
    ExpressionAttributeValues: { ...values, ':pad': { S: 'x'.repeat(padding) } },
  });
  return reply.status === 200 ? 'ok' : String(reply.body.message);
}

it.each([
  ['a path operand: 15 plus its name', 'SET c = abcdefghij', { abcdefghij: ten }, {}, 19 + 1 + 25],
  [
    'a nested path operand: 14 plus each element',
    'SET c = m.a.z',
    { m: { M: { a: { M: { z: ten } } } } },
    {},
    19 + 1 + 46,
  ],
  [
    'a list-index operand',
    'SET c = l[10]',
    { l: { L: [...Array.from({ length: 10 }, () => ({ S: 'e' })), ten] } },
    {},
    19 + 1 + 32,
  ],
  [
    'list_append: 37 plus its operands',
    'SET l = list_append(l, :new)',
    { l: { L: [{ S: 'e' }] } },
    { ':new': { L: [ten] } },
    19 + 1 + 37 + 16 + 14,
  ],
  [
    'if_not_exists with a map value, at its size',
    'SET c = if_not_exists(c, :m)',
    { c: { S: 'c' } },
    { ':m': { M: { a: { S: 'y'.repeat(100) } } } },
    19 + 1 + 39 + 16 + 105,
  ],
  [
    'one value used twice, charged twice',
    'SET c = if_not_exists(c, :s), d = if_not_exists(d, :s)',
    { c: { S: 'c' }, d: { S: 'd' } },
    { ':s': { S: 's'.repeat(100) } },
    2 * (19 + 1 + 39 + 16 + 100),
  ],
  [
    'an addition: 34 plus its operands',
    'SET n = n + :one',
    { n: { N: '12345678901234567890' } },
    { ':one': one },
    19 + 1 + 34 + 16 + 2,
  ],
  [
    'a subtraction: 37 plus its operands',
    'SET n = n - :one',
    { n: one },
    { ':one': one },
    19 + 1 + 37 + 16 + 2,
  ],
  [
    'ADD to a number: 19, the path and the value',
    'ADD abcdefghij :one',
    { abcdefghij: one },
    { ':one': one },
    19 + 10 + 2,
  ],
  [
    'ADD to a set: only the members added',
    'ADD ss :new',
    { ss: { SS: ['ppppp'] } },
    { ':new': { SS: ['ppppp', 's'.repeat(500)] } },
    19 + 2 + 500,
  ],
  [
    'REMOVE: 1 plus its path, 4 and the key per map step',
    'REMOVE m.yyyyyyyyyy',
    { m: { M: { x: ten, yyyyyyyyyy: { S: 'r' } } } },
    {},
    1 + 1 + 4 + 10,
  ],
  [
    'REMOVE through a list index: 4 plus its digits',
    'REMOVE l[10]',
    { l: { L: Array.from({ length: 11 }, () => ({ S: 'e' })) } },
    {},
    1 + 1 + 4 + 2,
  ],
  [
    'DELETE: 1 plus its path, not the members removed',
    'DELETE ss :rm',
    { ss: { SS: ['ppppp', 'q'.repeat(20)] } },
    { ':rm': { SS: ['q'.repeat(20)] } },
    1 + 2,
  ],
])('charges %s', (_label, clause, seed, values, charge) => {
  const padding = LIMIT - PAD_CLAUSE - charge;
  expect(attempt(clause, padding, seed, values)).toBe('ok');
  expect(attempt(clause, padding + 1, seed, values)).toBe(TOO_BIG);
});

it('checks the charge before the condition, which adds nothing to it', () => {
  const huge = { ':big': { S: 'y'.repeat(LIMIT) } };
  const clause = 'SET c = if_not_exists(c, :big)';
  expect(attempt(clause, 1, {}, huge, 'attribute_exists(nothing)')).toBe(TOO_BIG);
  expect(attempt(clause, 1, {}, huge)).toBe(TOO_BIG);
});

it('leaves a PartiQL UPDATE and the legacy AttributeUpdates to the finished item alone', () => {
  const pk = { S: 'X' };
  ok(engine, 'PutItem', { TableName: TABLE, Item: { pk } });
  // 409,600 bytes in all: 3 of key, 1 of name, the rest padding.
  const padding = { S: 'x'.repeat(LIMIT - 4) };
  const update = {
    TableName: TABLE,
    Key: { pk },
    UpdateExpression: 'SET p = :p',
    ExpressionAttributeValues: { ':p': padding },
  };
  engine.advance(10_000);
  expect(call(engine, 'UpdateItem', update).body.message).toBe(TOO_BIG);
  engine.advance(10_000);
  ok(engine, 'ExecuteStatement', {
    Statement: `UPDATE "${TABLE}" SET p = ? WHERE pk = 'X'`,
    Parameters: [padding],
  });
  engine.advance(10_000);
  ok(engine, 'UpdateItem', {
    TableName: TABLE,
    Key: { pk },
    AttributeUpdates: { p: { Action: 'PUT', Value: padding } },
  });
});
