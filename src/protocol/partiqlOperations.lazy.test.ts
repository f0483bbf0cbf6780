import { expect, it } from 'vitest';
import { partiqlOperations, partiqlParser, partiqlReady } from './partiqlOperations.lazy.ts';

const target = (operation: string) => `DynamoDB_20120810.${operation}`;

it('loads PartiQL on its first request, holds every request back while it loads, then none', async () => {
  expect(partiqlReady(target('GetItem'))).toBeUndefined();
  expect(partiqlOperations.size).toBe(0);
  const first = partiqlReady(target('ExecuteStatement'));
  expect(first).toBeInstanceOf(Promise);
  // While the code loads, a request of any kind waits, so replies keep the order of requests.
  const meanwhile = partiqlReady(target('GetItem'));
  expect(meanwhile).toBeInstanceOf(Promise);
  const order: string[] = [];
  await Promise.all([first!.then(() => order.push('statement')), meanwhile!.then(() => order.push('get'))]);
  expect(order).toEqual(['statement', 'get']);
  expect([...partiqlOperations.keys()]).toEqual([
    'ExecuteStatement',
    'BatchExecuteStatement',
    'ExecuteTransaction',
  ]);
  expect(partiqlReady(target('ExecuteTransaction'))).toBeUndefined();
  const parse = await partiqlParser();
  expect(parse('SELECT * FROM "app"').ok).toBe(true);
});
