/**
 * Random updates for property tests: values of every kind, and SET/REMOVE actions on top-level
 * attributes and one level down a map (`m`) or a list (`l`), applied to an item keyed `KEY` in a
 * table `items` made by `updateEngine`.
 */
import fc from 'fast-check';
import { ok, testEngine, createKeyedTable } from './wire.ts';

export type Value = Record<string, unknown>;

export const scalar: fc.Arbitrary<Value> = fc.oneof(
  fc.constantFrom('a', 'b', '', 'é€').map((S) => ({ S })),
  fc.constantFrom('1', '-2.5', '10', '1E+3').map((N) => ({ N })),
  fc.boolean().map((BOOL) => ({ BOOL })),
  fc.constant({ NULL: true }),
  fc.constantFrom(['x'], ['x', 'y']).map((SS) => ({ SS })),
  fc.constantFrom(['1'], ['2', '3']).map((NS) => ({ NS })),
);
export const value: fc.Arbitrary<Value> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  fc.array(scalar, { maxLength: 3 }).map((L) => ({ L })),
  fc.dictionary(fc.constantFrom('x', 'y'), scalar, { maxKeys: 2 }).map((M) => ({ M })),
);
export const name = fc.constantFrom('a', 'b', 'm', 'l');

/** An action: a top-level SET or REMOVE, or a SET/REMOVE one level down a map or list. */
export const action = fc.oneof(
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
export type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

export const KEY = { pk: { S: 'p' }, sk: { S: 's' } };

/** A table `items` holding one item: KEY and `start`. */
export function updateEngine(start: Record<string, Value>) {
  const engine = testEngine({ capacity: { enforce: false } });
  createKeyedTable(engine, 'items', 'S');
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

/** The actions as UpdateExpression, ExpressionAttributeNames and ExpressionAttributeValues. */
export function updateExpression(actions: Action[]) {
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

/** Mostly a map `m` and a list `l` to reach into; sometimes other values in their place. */
export const startItem = fc
  .dictionary(name, value, { maxKeys: 3 })
  .map((extra) => ({ m: { M: { x: { S: 'x0' } } }, l: { L: [{ N: '0' }, { S: 'l1' }] }, ...extra }));

/** The item as it is now (strongly consistent), or undefined. */
export function readItem(engine: ReturnType<typeof testEngine>): Record<string, Value> | undefined {
  return ok(engine, 'GetItem', { TableName: 'items', Key: KEY, ConsistentRead: true }).Item;
}
