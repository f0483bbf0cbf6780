/**
 * Consumed capacity against an independent reckoning of item sizes, as AWS's developer guide
 * describes them (names and values; strings in UTF-8; numbers by significant digits, counted in pairs
 * as captured against DynamoDB — see numberBytes; binaries raw;
 * one byte for BOOL and NULL; 3 bytes plus one per element for lists and maps) and its rounding:
 * writes per started 1 KB, reads per started 4 KB (half for eventually consistent), a Query on the
 * sum of what it read, BatchGetItem per item. Random items of every type, multi-byte characters
 * included, through PutItem (new and overwriting), GetItem, Query, BatchGetItem and DeleteItem. Each
 * item is padded to one byte below, on or above a 1 KB or 4 KB boundary, so that a single byte
 * counted differently changes the units charged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, testEngine, createKeyedTable } from '../helpers/wire.ts';

type Value = Record<string, unknown>;

const text = fc.string({ unit: fc.constantFrom('a', 'Z', '7', 'é', '€', '😀', ' '), maxLength: 3000 });
/** Canonical numbers without zero (whose size AWS does not spell out): digits, a sign, a scale. */
const number = fc
  .tuple(fc.boolean(), fc.integer({ min: 1, max: 10 ** 15 }), fc.integer({ min: -20, max: 20 }))
  .map(
    ([negative, digits, scale]) =>
      `${negative ? '-' : ''}${digits}${scale > 0 ? `E+${scale}` : scale < 0 ? `E${scale}` : ''}`,
  );
const bytes = fc.uint8Array({ maxLength: 2000 });
const scalar: fc.Arbitrary<Value> = fc.oneof(
  text.map((S) => ({ S })),
  number.map((N) => ({ N })),
  bytes.map((b) => ({ B: Buffer.from(b).toString('base64') })),
  fc.boolean().map((BOOL) => ({ BOOL })),
  fc.constant({ NULL: true }),
  fc.uniqueArray(text, { minLength: 1, maxLength: 5 }).map((SS) => ({ SS })),
);
const value: fc.Arbitrary<Value> = fc.letrec<{ value: Value }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }).map((L) => ({ L })),
    fc
      .dictionary(fc.string({ minLength: 1, maxLength: 8 }), tie('value'), { maxKeys: 4 })
      .map((M) => ({ M })),
  ),
})).value;
const attributes = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }).filter((name) => name !== 'pk' && name !== 'sk'),
  value,
  { maxKeys: 5 },
);

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');
/**
 * One byte, one per pair of decimal powers (…, 10^0–10^1, 10^2–10^3, …) the significant digits
 * reach, and one for a minus sign: the guide's "one byte per two significant digits, plus one",
 * with the pairs fixed on the decimal point as DynamoDB measures them ('1.5' spans two pairs).
 * Only for the generator's numbers: digits, then an optional E and a scale.
 */
function numberBytes(n: string): number {
  const [, sign, digits, scale] = /^(-?)(\d+)(?:E\+?(-?\d+))?$/.exec(n)!;
  const significant = digits.replace(/0+$/, '');
  const lowest = Number(scale ?? 0) + (digits.length - significant.length);
  const highest = lowest + significant.length - 1;
  return 1 + Math.floor(highest / 2) - Math.floor(lowest / 2) + 1 + (sign ? 1 : 0);
}

function valueBytes(v: Value): number {
  const [type, content] = Object.entries(v)[0] as [string, any];
  switch (type) {
    case 'S':
      return utf8(content);
    case 'N':
      return numberBytes(content);
    case 'B':
      return Buffer.from(content, 'base64').length;
    case 'BOOL':
    case 'NULL':
      return 1;
    case 'SS':
      return (content as string[]).reduce((sum, member) => sum + utf8(member), 0);
    case 'L':
      return 3 + (content as Value[]).reduce((sum, element) => sum + 1 + valueBytes(element), 0);
    default: // M
      return (
        3 +
        Object.entries(content as Record<string, Value>).reduce(
          (sum, [name, element]) => sum + 1 + utf8(name) + valueBytes(element),
          0,
        )
      );
  }
}
const itemBytes = (item: Record<string, Value>) =>
  Object.entries(item).reduce((sum, [name, v]) => sum + utf8(name) + valueBytes(v), 0);

/**
 * The item with a `pad` attribute that brings its size to a multiple of `unit` plus `delta`: sizes
 * one byte either side of a rounding boundary, where any miscounted byte changes the units charged.
 */
function onBoundary(item: Record<string, Value>, unit: number, delta: number): Record<string, Value> {
  const without = itemBytes(item) + utf8('pad');
  let target = Math.ceil(without / unit) * unit + delta;
  if (target < without) target += unit;
  return { ...item, pad: { S: 'x'.repeat(target - without) } };
}

const units = (reply: Record<string, any>) => reply.ConsumedCapacity.CapacityUnits as number;
const readUnits = (size: number, consistent: boolean) =>
  Math.max(1, Math.ceil(size / 4096)) * (consistent ? 1 : 0.5);

describe('consumed capacity', () => {
  it('follows the documented item sizes and rounding for random items', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.nat(50), attributes, attributes, fc.constantFrom(-1, 0, 1)), {
          selector: ([sk]) => sk,
          maxLength: 12,
        }),
        fc.boolean(),
        (rows, consistent) => {
          const engine = testEngine({ capacity: { enforce: false } });
          createKeyedTable(engine, 'sizes', 'N');
          const charged = { ReturnConsumedCapacity: 'TOTAL' };
          const stored: Record<string, Value>[] = [];
          for (const [sk, first, second, delta] of rows) {
            const key = { pk: { S: 'p' }, sk: { N: String(sk + 1) } };
            const before = onBoundary({ ...key, ...first }, 1024, delta);
            const after = onBoundary({ ...key, ...second }, 4096, delta);
            const created = ok(engine, 'PutItem', { TableName: 'sizes', Item: before, ...charged });
            expect(units(created)).toBe(Math.ceil(itemBytes(before) / 1024));
            const replaced = ok(engine, 'PutItem', { TableName: 'sizes', Item: after, ...charged });
            expect(units(replaced)).toBe(Math.ceil(Math.max(itemBytes(before), itemBytes(after)) / 1024));
            const read = ok(engine, 'GetItem', {
              TableName: 'sizes',
              Key: key,
              ConsistentRead: consistent,
              ...charged,
            });
            expect(units(read)).toBe(readUnits(itemBytes(after), consistent));
            stored.push(after);
          }
          const query = ok(engine, 'Query', {
            TableName: 'sizes',
            KeyConditionExpression: 'pk = :p',
            ExpressionAttributeValues: { ':p': { S: 'p' } },
            ConsistentRead: consistent,
            ...charged,
          });
          if (query.LastEvaluatedKey === undefined) {
            const total = stored.reduce((sum, item) => sum + itemBytes(item), 0);
            expect(units(query)).toBe(readUnits(total, consistent));
          }
          if (stored.length > 0) {
            const keys = stored.map((item) => ({ pk: item.pk, sk: item.sk }));
            const batch = ok(engine, 'BatchGetItem', {
              RequestItems: { sizes: { Keys: keys, ConsistentRead: consistent } },
              ...charged,
            });
            const perItem = stored.reduce((sum, item) => sum + readUnits(itemBytes(item), consistent), 0);
            expect(batch.ConsumedCapacity[0].CapacityUnits).toBe(perItem);
            const removed = ok(engine, 'DeleteItem', { TableName: 'sizes', Key: keys[0], ...charged });
            expect(units(removed)).toBe(Math.ceil(itemBytes(stored[0]) / 1024));
          }
        },
      ),
      { numRuns: 150, seed: 20261130 },
    );
  });
});
