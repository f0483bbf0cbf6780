/**
 * UpdateItem's item-size gate, which is not the flat 409,600-byte check of the other writes: it also
 * charges what the statement writes (top-level attributes it leaves in the item, names and values)
 * plus a per-action cost, so a short key pulls the ceiling under 400 KB. Figures measured against
 * DynamoDB in nubo-db/dynamodb-conformance tests/tier3/limits/itemSizeBySurface.test.ts.
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
