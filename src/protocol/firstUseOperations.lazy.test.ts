import { expect, it } from 'vitest';
import { firstUseOperations, operationReady, partiqlParser } from './firstUseOperations.lazy.ts';
import { FIRST_USE_OPERATIONS } from './firstUseNames.ts';

const target = (operation: string) => `DynamoDB_20120810.${operation}`;

it('loads the first-use operations on the first request for one, holds every request back while they load, then none', async () => {
  expect(operationReady(target('GetItem'))).toBeUndefined();
  expect(firstUseOperations.size).toBe(0);
  const first = operationReady(target('ExecuteStatement'));
  expect(first).toBeInstanceOf(Promise);
  // While the code loads, a request of any kind waits, so replies keep the order of requests.
  const meanwhile = operationReady(target('GetItem'));
  expect(meanwhile).toBeInstanceOf(Promise);
  const order: string[] = [];
  await Promise.all([first!.then(() => order.push('statement')), meanwhile!.then(() => order.push('get'))]);
  expect(order).toEqual(['statement', 'get']);
  expect([...firstUseOperations.keys()]).toEqual(FIRST_USE_OPERATIONS);
  expect(operationReady(target('ExecuteTransaction'))).toBeUndefined();
  expect(operationReady(target('SearchVectors'))).toBeUndefined();
  const parse = await partiqlParser();
  expect(parse('SELECT * FROM "app"').ok).toBe(true);
});
