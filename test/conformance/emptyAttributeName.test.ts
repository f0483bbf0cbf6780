/**
 * An item may not have an attribute named "". TransactWriteItems' answer and where it falls among the
 * other checks were captured against DynamoDB in ten regions (paritysuite/dynamodb-conformance
 * tests/tier3/validation-ordering/deepRequests.test.ts, 2026-10-09): a bare `Empty attribute name`,
 * action by action in request order, before the same item's values are read. The other item writes
 * answer in the same words (src/engine/values/attributeName.ts), PutItem inside its envelope.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { wrapped } from '../helpers/nestedValue.ts';
import { call, ok, testEngine } from '../helpers/wire.ts';

const EMPTY = 'Empty attribute name';
const TOO_DEEP =
  'Nesting Levels have exceeded supported limits: Attributes in the item have nested levels beyond supported limit';

let engine: Engine;
beforeEach(() => {
  engine = testEngine();
  ok(engine, 'CreateTable', {
    TableName: 'docs',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
  });
});

/** The refusal's message (the request must be a ValidationException), or 'ok'. */
function answer(operation: string, body: object): string {
  const reply = call(engine, operation, body);
  if (reply.status === 200) return 'ok';
  expect(String(reply.body.__type)).toMatch(/#ValidationException$/);
  return String(reply.body.message);
}

const item = (pk: string, rest: object = {}) => ({ pk: { S: pk }, ...rest });
const put = (Item: object) => ({ Put: { TableName: 'docs', Item } });
const transact = (...TransactItems: object[]) => answer('TransactWriteItems', { TransactItems });

describe('an attribute named ""', () => {
  it('is refused in a transaction’s Put, before the same item’s values, whichever comes first', () => {
    expect(transact(put(item('a', { '': { S: 'x' } })))).toBe(EMPTY);
    expect(transact(put(item('a', { '': { S: 'x' }, d: wrapped(100) })))).toBe(EMPTY);
    expect(transact(put(item('a', { d: wrapped(100), '': { S: 'x' } })))).toBe(EMPTY);
  });

  it('is found action by action: an earlier action’s error wins, and it beats a later one’s', () => {
    expect(transact(put(item('b', { d: wrapped(40) })), put(item('a', { '': { S: 'x' } })))).toBe(TOO_DEEP);
    expect(transact(put(item('a', { '': { S: 'x' } })), put(item('b', { d: wrapped(40) })))).toBe(EMPTY);
  });

  it('is refused by PutItem (in its envelope) and BatchWriteItem, and nothing is written', () => {
    expect(answer('PutItem', { TableName: 'docs', Item: item('a', { '': { S: 'x' } }) })).toBe(
      `1 validation error detected: ${EMPTY}`,
    );
    expect(
      answer('BatchWriteItem', {
        RequestItems: {
          docs: [
            { PutRequest: { Item: item('b') } },
            { PutRequest: { Item: item('c', { '': { N: '1' } }) } },
          ],
        },
      }),
    ).toBe(EMPTY);
    expect(answer('Scan', { TableName: 'docs', Select: 'COUNT' })).toBe('ok');
    expect(call(engine, 'Scan', { TableName: 'docs', Select: 'COUNT' }).body.Count).toBe(0);
  });

  it('is still allowed as a key inside a map', () => {
    expect(answer('PutItem', { TableName: 'docs', Item: item('m', { m: { M: { '': { S: 'x' } } } }) })).toBe(
      'ok',
    );
  });
});
