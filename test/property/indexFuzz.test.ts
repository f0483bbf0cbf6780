/**
 * Random writes and reads against a table with a local index and two global indexes (one with a
 * multi-attribute key): after every request — GSI propagation at once — each index must equal what a
 * rebuild from the table gives (the index invariant), the reply must be a success or an error
 * DynamoDB defines, and a rejected request must have changed nothing, items and index entries alike.
 * Throttling is a DynamoDB outcome too; the clock advances between requests so most succeed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine.ts';
import { type ErrorName, wireType } from '../../src/engine/errors.ts';
import { dispatch } from '../../src/protocol/dispatch.ts';
import { expectIndexesMatchTable } from '../helpers/indexInvariant.ts';
import { FUZZ_TABLES } from './indexFuzzTables.ts';
import { INDEX_FUZZ_OPERATIONS, indexRequestArbitrary } from './indexRequestArbitrary.ts';

const DEFINED_ERRORS: ErrorName[] = [
  'ValidationException',
  'PolicyNotFoundException',
  'SerializationException',
  'ResourceNotFoundException',
  'ConditionalCheckFailedException',
  'ItemCollectionSizeLimitExceededException',
  'TransactionCanceledException',
  'IdempotentParameterMismatchException',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
];
const definedTypes = new Set(DEFINED_ERRORS.map(wireType));

function freshEngine(): Engine {
  const engine = new Engine({
    tableStatusDelayMs: 0,
    statisticsRefreshMs: 0,
    gsiPropagationDelayMs: 0,
    itemCollectionLimitBytes: 4000,
    clock: { start: Date.UTC(2026, 10, 30), running: false },
  });
  for (const table of FUZZ_TABLES) {
    const reply = dispatch(engine, 'DynamoDB_20120810.CreateTable', JSON.stringify(table));
    if (reply.status !== 200) throw new Error(reply.body);
  }
  return engine;
}

/** Items and every index entry (with the index's own count and size), canonical. */
function state(engine: Engine): string {
  return JSON.stringify(
    [...engine.tables.values()].map((table) => {
      const entries = (store: typeof table.items) => ({
        count: store.itemCount,
        bytes: store.sizeBytes,
        entries: [...store.scanOrder.values()].flatMap((c) =>
          [...c.items.entries()].map(([sk, i]) => [c.pk, sk, i.attributes]),
        ),
      });
      return {
        name: table.name,
        items: entries(table.items),
        indexes: table.indexes.map((index) => [index.name, entries(index.entries)]),
      };
    }),
  );
}

describe('index fuzz: random requests on a table with secondary indexes', () => {
  it('keeps every index equal to a rebuild, and errors change nothing', () => {
    const engine = freshEngine();
    const outcomes = new Map<string, number>();
    fc.assert(
      fc.property(indexRequestArbitrary(), ({ operation, body }) => {
        const before = state(engine);
        const reply = dispatch(engine, `DynamoDB_20120810.${operation}`, body);
        expect([200, 400], reply.body).toContain(reply.status);
        const parsed = JSON.parse(reply.body);
        const outcome = reply.status === 200 ? 'ok' : String(parsed.__type).split('#')[1];
        outcomes.set(`${operation} ${outcome}`, (outcomes.get(`${operation} ${outcome}`) ?? 0) + 1);
        if (reply.status === 400) {
          expect(definedTypes, reply.body).toContain(parsed.__type);
          expect(state(engine), `${operation} ${body}`).toBe(before);
        }
        expectIndexesMatchTable(engine);
        engine.advance(100);
      }),
      { numRuns: 2500, seed: 20261201 },
    );
    // The run exercised each operation's success path, and the rejections that matter here.
    for (const operation of INDEX_FUZZ_OPERATIONS)
      expect(outcomes.get(`${operation} ok`) ?? 0, operation).toBeGreaterThan(0);
    for (const seen of [
      'PutItem ValidationException',
      'UpdateItem ValidationException',
      'BatchWriteItem ValidationException',
      'TransactWriteItems TransactionCanceledException',
      'PutItem ItemCollectionSizeLimitExceededException',
    ]) {
      expect(outcomes.get(seen) ?? 0, seen).toBeGreaterThan(0);
    }
  });
});
