/**
 * A transaction is its actions, all or nothing. A random TransactWriteItems — puts, updates,
 * deletes and condition checks on distinct items, each maybe with a condition — is compared with the
 * same actions sent one by one to a copy of the table: when every single request succeeds, the
 * transaction succeeds and leaves the same table; when some fail their condition, the transaction
 * is cancelled, changes nothing, and its CancellationReasons name exactly those actions as
 * ConditionalCheckFailed (and the others as None).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { call, ok, testEngine } from '../helpers/wire.ts';

const TABLE = 'ledger';
const condition = fc.option(
  fc.constantFrom(
    { ConditionExpression: 'attribute_exists(pk)' },
    { ConditionExpression: 'attribute_not_exists(pk)' },
    { ConditionExpression: 'n >= :two', ExpressionAttributeValues: { ':two': { N: '2' } } },
    { ConditionExpression: 'n < :two', ExpressionAttributeValues: { ':two': { N: '2' } } },
  ),
  { nil: undefined },
);
const actionKind = fc.constantFrom('Put', 'Update', 'Delete', 'ConditionCheck');
const plan = fc.uniqueArray(fc.record({ id: fc.nat(7), kind: actionKind, condition, n: fc.nat(4) }), {
  minLength: 1,
  maxLength: 5,
  selector: (a) => a.id,
});
type Action = (typeof plan extends fc.Arbitrary<(infer T)[]> ? T : never) & object;

function freshEngine(stored: [number, number][]): Engine {
  const engine = testEngine({ capacity: { enforce: false } });
  ok(engine, 'CreateTable', {
    TableName: TABLE,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
  });
  for (const [id, n] of stored)
    ok(engine, 'PutItem', { TableName: TABLE, Item: { pk: { S: `k${id}` }, n: { N: String(n) } } });
  return engine;
}

const keyOf = (a: Action) => ({ pk: { S: `k${a.id}` } });

/** The action as a transaction element, and as the single request that does the same. */
function forms(a: Action): { element: object; single: [string, object] } {
  const base = { TableName: TABLE, ...(a.condition ?? {}) };
  switch (a.kind) {
    case 'Put': {
      const body = { ...base, Item: { ...keyOf(a), n: { N: String(a.n) } } };
      return { element: { Put: body }, single: ['PutItem', body] };
    }
    case 'Update': {
      const values = { ...(a.condition?.ExpressionAttributeValues ?? {}), ':one': { N: '1' } };
      const body = {
        ...base,
        Key: keyOf(a),
        UpdateExpression: 'ADD n :one',
        ExpressionAttributeValues: values,
      };
      return { element: { Update: body }, single: ['UpdateItem', body] };
    }
    case 'Delete': {
      const body = { ...base, Key: keyOf(a) };
      return { element: { Delete: body }, single: ['DeleteItem', body] };
    }
    default: {
      // A condition check without a condition is not a request DynamoDB takes: check existence.
      const body = {
        ...base,
        Key: keyOf(a),
        ConditionExpression: a.condition?.ConditionExpression ?? 'attribute_exists(pk)',
      };
      // Alone, the same condition guards a put; the model only asks whether it holds.
      return {
        element: { ConditionCheck: body },
        single: ['PutItem', { ...base, ConditionExpression: body.ConditionExpression, Item: keyOf(a) }],
      };
    }
  }
}

const table = (engine: Engine) => ok(engine, 'Scan', { TableName: TABLE, ConsistentRead: true }).Items;

describe('TransactWriteItems', () => {
  it('does what its actions do one by one, or nothing, naming the conditions that failed', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.nat(7), fc.nat(4)), { selector: ([id]) => id, maxLength: 6 }),
        plan,
        (stored, actions) => {
          const transacted = freshEngine(stored);
          const before = table(transacted);
          const reply = call(transacted, 'TransactWriteItems', {
            TransactItems: actions.map((a) => forms(a).element),
          });

          // The model: each action alone, on the items as they were (the actions touch distinct items).
          const failed = actions.map((a) => {
            const [operation, body] = forms(a).single;
            const single = call(freshEngine(stored), operation, body);
            return single.status !== 200;
          });
          const oneByOne = freshEngine(stored);
          for (const a of actions) {
            if (a.kind === 'ConditionCheck') continue; // it changes nothing
            const [operation, body] = forms(a).single;
            call(oneByOne, operation, body);
          }

          if (failed.some(Boolean)) {
            expect(reply.status).toBe(400);
            expect(String(reply.body.__type)).toMatch(/#TransactionCanceledException$/);
            expect((reply.body.CancellationReasons as { Code: string }[]).map((r) => r.Code)).toEqual(
              failed.map((f) => (f ? 'ConditionalCheckFailed' : 'None')),
            );
            expect(table(transacted)).toEqual(before);
          } else {
            expect(reply.status, JSON.stringify(reply.body)).toBe(200);
            expect(table(transacted)).toEqual(table(oneByOne));
          }
        },
      ),
      { numRuns: 400, seed: 20261130 },
    );
  });
});
