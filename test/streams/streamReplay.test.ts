/**
 * A NEW_AND_OLD_IMAGES stream tells the table's whole story. After random writes — puts, updates,
 * deletes, conditional writes that fail, writes that change nothing, batches and transactions — the
 * stream's records, read shard by shard, replay into exactly the table a Scan shows; each record's
 * OldImage is the item as the previous record of its key left it; sequence numbers rise; and a
 * write that changed nothing or was refused left no record.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, ok, testEngine } from '../helpers/wire.ts';
import { createStreamTable, latestStreamArn, readStream, type Json } from './streamHelpers.ts';

const id = fc.constantFrom('a', 'b', 'c', 'd');
const n = fc.nat(3);
const write = fc.oneof(
  fc.record({ kind: fc.constant('put' as const), id, n }),
  fc.record({ kind: fc.constant('putIfAbsent' as const), id, n }),
  fc.record({ kind: fc.constant('add' as const), id, n }),
  fc.record({ kind: fc.constant('remove' as const), id }),
  fc.record({ kind: fc.constant('delete' as const), id }),
  fc.record({
    kind: fc.constant('batch' as const),
    ids: fc.uniqueArray(id, { minLength: 1, maxLength: 3 }),
    n,
  }),
  fc.record({
    kind: fc.constant('transaction' as const),
    ids: fc.uniqueArray(id, { minLength: 1, maxLength: 3 }),
    n,
  }),
);
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;

const item = (key: string, value: number) => ({ id: { S: key }, n: { N: String(value) } });

function apply(engine: ReturnType<typeof testEngine>, w: Write): void {
  switch (w.kind) {
    case 'put':
      ok(engine, 'PutItem', { TableName: 'story', Item: item(w.id, w.n) });
      return;
    case 'putIfAbsent': // refused when the item exists: no record
      call(engine, 'PutItem', {
        TableName: 'story',
        Item: item(w.id, w.n),
        ConditionExpression: 'attribute_not_exists(id)',
      });
      return;
    case 'add': // ADD 0 changes nothing: no record
      ok(engine, 'UpdateItem', {
        TableName: 'story',
        Key: { id: { S: w.id } },
        UpdateExpression: 'ADD n :n',
        ExpressionAttributeValues: { ':n': { N: String(w.n) } },
      });
      return;
    case 'remove':
      ok(engine, 'UpdateItem', {
        TableName: 'story',
        Key: { id: { S: w.id } },
        UpdateExpression: 'REMOVE n',
      });
      return;
    case 'delete':
      ok(engine, 'DeleteItem', { TableName: 'story', Key: { id: { S: w.id } } });
      return;
    case 'batch':
      ok(engine, 'BatchWriteItem', {
        RequestItems: { story: w.ids.map((key) => ({ PutRequest: { Item: item(key, w.n) } })) },
      });
      return;
    case 'transaction':
      ok(engine, 'TransactWriteItems', {
        TransactItems: w.ids.map((key) => ({ Put: { TableName: 'story', Item: item(key, w.n) } })),
      });
  }
}

describe('a NEW_AND_OLD_IMAGES stream', () => {
  it('replays into the table, image by image', () => {
    fc.assert(
      fc.property(fc.array(write, { maxLength: 30 }), (writes) => {
        const engine = testEngine({ capacity: { enforce: false } });
        createStreamTable(engine, 'story', 'NEW_AND_OLD_IMAGES');
        for (const w of writes) apply(engine, w);

        const records = readStream(engine, latestStreamArn(engine, 'story'));
        const replayed = new Map<string, Json>();
        let lastSequence = -1n;
        for (const record of records) {
          const { Keys, OldImage, NewImage, SequenceNumber } = record.dynamodb;
          const key = Keys.id.S as string;
          expect(OldImage, `OldImage of ${key}`).toEqual(replayed.get(key));
          expect(BigInt(SequenceNumber)).toBeGreaterThan(lastSequence);
          lastSequence = BigInt(SequenceNumber);
          expect(record.eventName).toBe(
            NewImage === undefined ? 'REMOVE' : OldImage === undefined ? 'INSERT' : 'MODIFY',
          );
          expect(NewImage, 'a record changes the item').not.toEqual(OldImage);
          if (NewImage === undefined) replayed.delete(key);
          else replayed.set(key, NewImage);
        }
        const table = ok(engine, 'Scan', { TableName: 'story', ConsistentRead: true }).Items as Json[];
        const byKey = (items: Json[]) => Object.fromEntries(items.map((i) => [i.id.S, i]));
        expect(byKey([...replayed.values()])).toEqual(byKey(table));
      }),
      { numRuns: 300, seed: 20261130 },
    );
  });
});
