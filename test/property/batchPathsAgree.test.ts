/**
 * Batches do what their single requests do. Random puts and deletes applied one by one, as
 * BatchWriteItem batches (resending UnprocessedItems) and as TransactWriteItems leave the same
 * table; reading random keys with GetItem, BatchGetItem (resending UnprocessedKeys),
 * TransactGetItems and a PartiQL BatchExecuteStatement finds the same items.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { ok, testEngine, createKeyedTable } from '../helpers/wire.ts';

type Value = Record<string, unknown>;
const TABLE = 'batches';

const key = fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.nat(6));
const write = fc.oneof(
  fc.record({ kind: fc.constant('put' as const), key, n: fc.nat(99) }),
  fc.record({ kind: fc.constant('delete' as const), key }),
);
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;

const wireKey = ([pk, sk]: [string, number]) => ({ pk: { S: pk }, sk: { N: String(sk) } });
const keyId = ([pk, sk]: [string, number]) => `${pk}/${sk}`;

function freshEngine(): Engine {
  const engine = testEngine({ capacity: { enforce: false } });
  createKeyedTable(engine, TABLE, 'N');
  return engine;
}

const itemOf = (w: Extract<Write, { kind: 'put' }>) => ({ ...wireKey(w.key), n: { N: String(w.n) } });

/** The writes in groups in which no key repeats (a batch or transaction may touch a key once). */
function groups(writes: Write[], size: number): Write[][] {
  const out: Write[][] = [];
  let current: Write[] = [];
  for (const w of writes) {
    if (current.length === size || current.some((other) => keyId(other.key) === keyId(w.key))) {
      out.push(current);
      current = [];
    }
    current.push(w);
  }
  if (current.length > 0) out.push(current);
  return out;
}

function table(engine: Engine): unknown[] {
  return ok(engine, 'Scan', { TableName: TABLE, ConsistentRead: true }).Items;
}

const sortedItems = (items: Value[]) => items.map((item) => JSON.stringify(item)).sort();

describe('batches and their single requests', () => {
  it('write the same table and read the same items', () => {
    fc.assert(
      fc.property(
        fc.array(write, { maxLength: 40 }),
        fc.integer({ min: 1, max: 25 }),
        fc.uniqueArray(key, { minLength: 1, maxLength: 20, selector: keyId }),
        (writes, size, reads) => {
          const single = freshEngine();
          for (const w of writes) {
            if (w.kind === 'put') ok(single, 'PutItem', { TableName: TABLE, Item: itemOf(w) });
            else ok(single, 'DeleteItem', { TableName: TABLE, Key: wireKey(w.key) });
          }

          const batched = freshEngine();
          for (const group of groups(writes, size)) {
            let requests: unknown[] = group.map((w) =>
              w.kind === 'put'
                ? { PutRequest: { Item: itemOf(w) } }
                : { DeleteRequest: { Key: wireKey(w.key) } },
            );
            while (requests.length > 0) {
              const reply = ok(batched, 'BatchWriteItem', { RequestItems: { [TABLE]: requests } });
              requests = reply.UnprocessedItems?.[TABLE] ?? [];
            }
          }

          const transacted = freshEngine();
          for (const group of groups(writes, size)) {
            ok(transacted, 'TransactWriteItems', {
              TransactItems: group.map((w) =>
                w.kind === 'put'
                  ? { Put: { TableName: TABLE, Item: itemOf(w) } }
                  : { Delete: { TableName: TABLE, Key: wireKey(w.key) } },
              ),
            });
          }

          expect(table(batched)).toEqual(table(single));
          expect(table(transacted)).toEqual(table(single));

          const keys = reads.map(wireKey);
          const found = keys
            .map((k) => ok(single, 'GetItem', { TableName: TABLE, Key: k, ConsistentRead: true }).Item)
            .filter((item): item is Value => item !== undefined);
          const batchFound: Value[] = [];
          let pending: unknown[] = keys;
          while (pending.length > 0) {
            const reply = ok(single, 'BatchGetItem', {
              RequestItems: { [TABLE]: { Keys: pending, ConsistentRead: true } },
            });
            batchFound.push(...reply.Responses[TABLE]);
            pending = reply.UnprocessedKeys?.[TABLE]?.Keys ?? [];
          }
          expect(sortedItems(batchFound)).toEqual(sortedItems(found));
          const transactFound = ok(single, 'TransactGetItems', {
            TransactItems: keys.map((k) => ({ Get: { TableName: TABLE, Key: k } })),
          })
            .Responses.map((response: { Item?: Value }) => response.Item)
            .filter((item: Value | undefined) => item !== undefined);
          expect(transactFound).toEqual(found);
          const statements = ok(single, 'BatchExecuteStatement', {
            Statements: reads.map(([pk, sk]) => ({
              Statement: `SELECT * FROM "${TABLE}" WHERE "pk" = ? AND "sk" = ?`,
              Parameters: [{ S: pk }, { N: String(sk) }],
              ConsistentRead: true,
            })),
          });
          const partiqlFound = statements.Responses.map((response: { Item?: Value }) => response.Item).filter(
            (item: Value | undefined) => item !== undefined,
          );
          expect(partiqlFound).toEqual(found);
        },
      ),
      { numRuns: 200, seed: 20261130 },
    );
  });
});
