import { describe, expect, it } from 'vitest';
import { Engine } from '../engine.ts';
import { createDispatch } from '../../protocol/dispatch.ts';
import { PointInTimeRecovery } from './pointInTime.ts';

function ordersTable() {
  const engine = new Engine({
    tableStatusDelayMs: 0,
    clock: { start: Date.UTC(2026, 0, 1), running: false },
  });
  const dispatch = createDispatch(engine);
  const call = (operation: string, body: object) => {
    const reply = dispatch(`DynamoDB_20120810.${operation}`, JSON.stringify(body));
    expect(reply.status, reply.body).toBe(200);
  };
  call('CreateTable', {
    TableName: 'orders',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    BillingMode: 'PAY_PER_REQUEST',
  });
  return { engine, call, table: engine.tables.get('orders')! };
}

describe('PointInTimeRecovery', () => {
  it('keeps at most its cap of changes; the earliest restorable time moves up as the oldest go', () => {
    const { engine, call, table } = ordersTable();
    const recovery = new PointInTimeRecovery(engine.now(), 35, 3);
    table.onCommit = (plan) => recovery.record(plan, engine.now());
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      engine.advance(1000);
      times.push(engine.now());
      call('PutItem', { TableName: 'orders', Item: { id: { S: `o-${i}` } } });
    }
    // Five changes, three kept: the two oldest (at times[0] and times[1]) are gone.
    expect(recovery.earliestRestorable(engine.now())).toBe(times[1]);
    const ids = (at: number) =>
      recovery
        .itemsAt(table, at)
        .map((item) => (item.attributes.id as { S: string }).S)
        .sort();
    expect(ids(times[1])).toEqual(['o-0', 'o-1']);
    expect(ids(times[3])).toEqual(['o-0', 'o-1', 'o-2', 'o-3']);
  });
});
