/**
 * The `orders` table the stream consumer tests read: keyed by `id`, its stream KEYS_ONLY (or the
 * view type asked for), on a paused engine clock, with capacity metered but not enforced. `billing`:
 * provisioned at 1/1 (one partition, so one shard) or on demand (several partitions, so several
 * shards). `put` writes an item of that id, with `attributes` beside it.
 */
import { Engine } from '../../src/engine/engine.ts';
import { dispatch } from '../../src/protocol/dispatch.ts';

export function streamOrdersTable(
  billing: 'one-shard' | 'on-demand' = 'one-shard',
  viewType: 'KEYS_ONLY' | 'NEW_IMAGE' = 'KEYS_ONLY',
) {
  const engine = new Engine({
    tableStatusDelayMs: 0,
    capacity: { enforce: false },
    clock: { start: Date.UTC(2026, 10, 30), running: false },
  });
  const call = (operation: string, body: object) => {
    const reply = dispatch(engine, `DynamoDB_20120810.${operation}`, JSON.stringify(body));
    if (reply.status !== 200) throw new Error(reply.body);
  };
  call('CreateTable', {
    TableName: 'orders',
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    ...(billing === 'on-demand'
      ? { BillingMode: 'PAY_PER_REQUEST' }
      : { ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 } }),
    StreamSpecification: { StreamEnabled: true, StreamViewType: viewType },
  });
  const put = (id: string, attributes: object = {}) =>
    call('PutItem', { TableName: 'orders', Item: { id: { S: id }, ...attributes } });
  return { engine, put };
}
