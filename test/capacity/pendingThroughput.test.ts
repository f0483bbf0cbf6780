/**
 * A change of provisioned throughput takes effect when the table is ACTIVE again: the UpdateTable
 * reply and DescribeTable meanwhile show the old figures with TableStatus UPDATING (AWS CLI reference,
 * update-table; API reference UpdateTable example), the old figures are what the partitions serve, and
 * a sandbox saved meanwhile keeps the new ones.
 */
import { expect, it } from 'vitest';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { ok, testEngine } from '../helpers/wire.ts';

it('applies new provisioned throughput once the table is ACTIVE again', () => {
  const engine = testEngine({ tableStatusDelayMs: 1000 });
  ok(engine, 'CreateTable', {
    TableName: 'tuned',
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
    ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
  });
  engine.advance(1000);
  const figures = () => {
    const { TableStatus, ProvisionedThroughput } = ok(engine, 'DescribeTable', { TableName: 'tuned' }).Table;
    return [TableStatus, ProvisionedThroughput.ReadCapacityUnits, ProvisionedThroughput.WriteCapacityUnits];
  };
  const reply = ok(engine, 'UpdateTable', {
    TableName: 'tuned',
    ProvisionedThroughput: { ReadCapacityUnits: 10, WriteCapacityUnits: 20 },
  }).TableDescription;
  expect([reply.TableStatus, reply.ProvisionedThroughput.ReadCapacityUnits]).toEqual(['UPDATING', 5]);
  expect(figures()).toEqual(['UPDATING', 5, 5]);
  const saved = exportSnapshot(engine).tables[0].definition.ProvisionedThroughput;
  expect(saved).toEqual({ ReadCapacityUnits: 10, WriteCapacityUnits: 20 });
  engine.advance(1000);
  expect(figures()).toEqual(['ACTIVE', 10, 20]);
});
