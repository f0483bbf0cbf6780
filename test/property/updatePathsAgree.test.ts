/**
 * One change, four ways in: the same random update applied through UpdateItem's UpdateExpression,
 * a TransactWriteItems Update, a PartiQL UPDATE (values as parameters) and — for top-level actions —
 * the legacy AttributeUpdates must leave the same item behind, or all be refused. The paths share
 * the document-path and value code inside the engine but each has its own request reading, so a
 * difference between them is a bug in one of them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, ok, testEngine } from '../helpers/wire.ts';

type Value = Record<string, unknown>;

const scalar: fc.Arbitrary<Value> = fc.oneof(
  fc.constantFrom('a', 'b', '', 'é€').map((S) => ({ S })),
  fc.constantFrom('1', '-2.5', '10', '1E+3').map((N) => ({ N })),
  fc.boolean().map((BOOL) => ({ BOOL })),
  fc.constant({ NULL: true }),
  fc.constantFrom(['x'], ['x', 'y']).map((SS) => ({ SS })),
  fc.constantFrom(['1'], ['2', '3']).map((NS) => ({ NS })),
);
const value: fc.Arbitrary<Value> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  fc.array(scalar, { maxLength: 3 }).map((L) => ({ L })),
  fc.dictionary(fc.constantFrom('x', 'y'), scalar, { maxKeys: 2 }).map((M) => ({ M })),
);
const name = fc.constantFrom('a', 'b', 'm', 'l');

/** An action: a top-level SET or REMOVE, or a SET/REMOVE one level down a map or list. */
const action = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), path: name.map((n) => [n]), value }),
  fc.record({ kind: fc.constant('remove' as const), path: name.map((n) => [n]) }),
  fc.record({
    kind: fc.constant('set' as const),
    path: fc.tuple(fc.constant('m'), fc.constantFrom('x', 'y')),
    value,
  }),
  fc.record({
    kind: fc.constant('remove' as const),
    path: fc.tuple(fc.constant('m'), fc.constantFrom('x', 'y')),
  }),
  fc.record({ kind: fc.constant('set' as const), path: fc.tuple(fc.constant('l'), fc.nat(3)), value }),
);
type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

const KEY = { pk: { S: 'p' }, sk: { S: 's' } };

function freshEngine(start: Record<string, Value>) {
  const engine = testEngine({ capacity: { enforce: false } });
  ok(engine, 'CreateTable', {
    TableName: 'items',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'sk', AttributeType: 'S' },
    ],
  });
  ok(engine, 'PutItem', { TableName: 'items', Item: { ...KEY, ...start } });
  return engine;
}

/** `#n0.#n1`, `#n0[2]` … with the names they stand for. */
function expressionPath(path: (string | number)[], names: Record<string, string>): string {
  return path
    .map((step, i) => {
      if (typeof step === 'number') return `[${step}]`;
      const placeholder = `#n${Object.keys(names).length}`;
      names[placeholder] = step;
      return i === 0 ? placeholder : `.${placeholder}`;
    })
    .join('');
}

function updateExpression(actions: Action[]) {
  const names: Record<string, string> = {};
  const values: Record<string, Value> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  for (const a of actions) {
    const path = expressionPath(a.path, names);
    if (a.kind === 'set') {
      const placeholder = `:v${Object.keys(values).length}`;
      values[placeholder] = a.value;
      sets.push(`${path} = ${placeholder}`);
    } else removes.push(path);
  }
  return {
    UpdateExpression: [
      sets.length ? `SET ${sets.join(', ')}` : '',
      removes.length ? `REMOVE ${removes.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' '),
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}

function partiqlUpdate(actions: Action[]) {
  const parameters: Value[] = [];
  const clauses = actions.map((a) => {
    const path = a.path
      .map((step, i) => (typeof step === 'number' ? `[${step}]` : `${i ? '.' : ''}"${step}"`))
      .join('');
    if (a.kind === 'remove') return `REMOVE ${path}`;
    parameters.push(a.value);
    return `SET ${path} = ?`;
  });
  return {
    Statement: `UPDATE "items" ${clauses.join(' ')} WHERE "pk" = 'p' AND "sk" = 's'`,
    ...(parameters.length ? { Parameters: parameters } : {}),
  };
}

function read(engine: ReturnType<typeof testEngine>) {
  return ok(engine, 'GetItem', { TableName: 'items', Key: KEY, ConsistentRead: true }).Item;
}

describe('the same update through every API', () => {
  it('leaves the same item, or is refused by all', () => {
    fc.assert(
      fc.property(
        // Mostly a map `m` and a list `l` to reach into; sometimes other values in their place.
        fc
          .dictionary(name, value, { maxKeys: 3 })
          .map((extra) => ({ m: { M: { x: { S: 'x0' } } }, l: { L: [{ N: '0' }, { S: 'l1' }] }, ...extra })),
        fc.array(action, { minLength: 1, maxLength: 3 }),
        (start, actions) => {
          const outcomes: { via: string; status: number; item?: unknown }[] = [];
          const attempt = (via: string, operation: string, body: object) => {
            const engine = freshEngine(start);
            const reply = call(engine, operation, body);
            outcomes.push({ via, status: reply.status, item: read(engine) });
          };
          const expression = updateExpression(actions);
          attempt('UpdateItem', 'UpdateItem', { TableName: 'items', Key: KEY, ...expression });
          attempt('TransactWriteItems', 'TransactWriteItems', {
            TransactItems: [{ Update: { TableName: 'items', Key: KEY, ...expression } }],
          });
          attempt('ExecuteStatement', 'ExecuteStatement', partiqlUpdate(actions));
          const topLevel = actions.every((a) => a.path.length === 1);
          const distinct = new Set(actions.map((a) => a.path[0])).size === actions.length;
          if (topLevel && distinct) {
            const AttributeUpdates = Object.fromEntries(
              actions.map((a) => [
                a.path[0],
                a.kind === 'set' ? { Action: 'PUT', Value: a.value } : { Action: 'DELETE' },
              ]),
            );
            attempt('AttributeUpdates', 'UpdateItem', { TableName: 'items', Key: KEY, AttributeUpdates });
          }
          const [first, ...others] = outcomes;
          for (const other of others) {
            const context = `${other.via} vs ${first.via}: ${JSON.stringify({ start, actions })}`;
            expect(other.status === 200, context).toBe(first.status === 200);
            expect(other.item, context).toEqual(first.item);
          }
        },
      ),
      { numRuns: 400, seed: 20261130 },
    );
  });
});
