import { expect, it } from 'vitest';
import {
  firstUseOperations,
  operationReady,
  partiqlParser,
  transfersLoaded,
} from './firstUseOperations.lazy.ts';
import { FIRST_USE_GROUPS } from './firstUseNames.ts';

const target = (operation: string) => `DynamoDB_20120810.${operation}`;

it('loads each group of first-use operations on the first request for one of it, holds every request back while one loads, then none', async () => {
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
  expect([...firstUseOperations.keys()]).toEqual(FIRST_USE_GROUPS[0]);
  expect(operationReady(target('ExecuteTransaction'))).toBeUndefined();
  expect(operationReady(target('SearchVectors'))).toBeUndefined();
  const parse = await partiqlParser();
  expect(parse('SELECT * FROM "app"').ok).toBe(true);

  // The S3 exports and imports are a group of their own, loaded only when one of them is asked for,
  // or before a sandbox holding some is restored (transfersLoaded).
  expect(operationReady('DynamoSandbox.S3PutObject')).toBeInstanceOf(Promise);
  expect(transfersLoaded()).toBeInstanceOf(Promise);
  expect(operationReady(target('PutItem'))).toBeInstanceOf(Promise);
  await operationReady(target('ListImports'));
  expect([...firstUseOperations.keys()]).toEqual([...FIRST_USE_GROUPS[0], ...FIRST_USE_GROUPS[1]]);
  expect(operationReady(target('ImportTable'))).toBeUndefined();
  expect(operationReady('DynamoSandbox.S3ListObjects')).toBeUndefined();
  expect(transfersLoaded()).toBeUndefined();
  expect(operationReady(target('PutItem'))).toBeUndefined();
});
