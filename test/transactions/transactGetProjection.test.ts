/**
 * TransactGetItems' reply for a present item whose ProjectionExpression names nothing it has:
 * DynamoDB leaves `Item` out of that response (captured: ExtendDB/extenddb#74, and
 * nubo-db/dynoxide#53, where GetItem's `Item: {}` was confirmed as the contrast).
 */
import { expect, it } from 'vitest';
import { ok, testEngine } from '../helpers/wire.ts';
import { S } from '../helpers/attributeValues.ts';

function engineWithItem() {
  const engine = testEngine();
  ok(engine, 'CreateTable', {
    TableName: 'things',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
  });
  ok(engine, 'PutItem', { TableName: 'things', Item: { pk: S('a'), colour: S('red') } });
  return engine;
}

const get = (pk: string, ProjectionExpression: string) => ({
  Get: { TableName: 'things', Key: { pk: S(pk) }, ProjectionExpression },
});

it('omits Item when the projection matches nothing on a present item, and still charges the read', () => {
  const engine = engineWithItem();
  const reply = ok(engine, 'TransactGetItems', {
    TransactItems: [get('a', 'absent'), get('a2', 'colour')],
    ReturnConsumedCapacity: 'TOTAL',
  });
  expect(reply.Responses).toEqual([{}, {}]);
  expect(reply.ConsumedCapacity).toEqual([{ TableName: 'things', CapacityUnits: 4, ReadCapacityUnits: 4 }]);
});

it('keeps Item when the projection matches something, and GetItem keeps its empty Item', () => {
  const engine = engineWithItem();
  const reply = ok(engine, 'TransactGetItems', { TransactItems: [get('a', 'absent, colour')] });
  expect(reply.Responses).toEqual([{ Item: { colour: S('red') } }]);
  const single = ok(engine, 'GetItem', {
    TableName: 'things',
    Key: { pk: S('a') },
    ProjectionExpression: 'absent',
  });
  expect(single.Item).toEqual({});
});
