/**
 * Tag writes settle in the background: ListTagsOfResource shows the previous tags until then, and
 * another tag write or DeleteTable is refused meanwhile, other mutations not (ack-api-quirks dynamodb
 * DDB-TABLE-103, 172: probes against AWS in 2026).
 */
import { expect, it } from 'vitest';
import { call, fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const DELAY_MS = 1000;
const TableName = 'tagged';
const ResourceArn = `arn:aws:dynamodb:us-east-1:000000000000:table/${TableName}`;

function taggedTable() {
  const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
  ok(engine, 'CreateTable', idTable(TableName, { Tags: [{ Key: 'team', Value: 'data' }] }));
  engine.advance(DELAY_MS);
  return engine;
}
const tags = (engine: ReturnType<typeof testEngine>) =>
  ok(engine, 'ListTagsOfResource', { ResourceArn }).Tags;
const locked = {
  type: 'LimitExceededException',
  message: `Subscriber limit exceeded: Table tags are being updated: ${TableName}`,
};

it('shows a tag change once it settles, refusing another tag write and DeleteTable until then', () => {
  const engine = taggedTable();
  ok(engine, 'TagResource', { ResourceArn, Tags: [{ Key: 'stage', Value: 'dev' }] });
  expect(tags(engine)).toEqual([{ Key: 'team', Value: 'data' }]);
  expect(fails(engine, 'UntagResource', { ResourceArn, TagKeys: ['absent'] })).toMatchObject(locked);
  expect(fails(engine, 'TagResource', { ResourceArn, Tags: [{ Key: 'team', Value: 'data' }] })).toMatchObject(
    locked,
  );
  expect(fails(engine, 'DeleteTable', { TableName })).toMatchObject({
    type: 'ResourceInUseException',
    message: `Attempt to change a resource which is still in use: Table tags are being updated: ${TableName}`,
  });
  // Other mutations go through.
  ok(engine, 'UpdateTable', { TableName, DeletionProtectionEnabled: false });
  ok(engine, 'UpdateTimeToLive', {
    TableName,
    TimeToLiveSpecification: { Enabled: true, AttributeName: 'ttl' },
  });
  engine.advance(DELAY_MS);
  expect(tags(engine)).toEqual([
    { Key: 'team', Value: 'data' },
    { Key: 'stage', Value: 'dev' },
  ]);
  ok(engine, 'UntagResource', { ResourceArn, TagKeys: ['team'] });
  expect(fails(engine, 'UntagResource', { ResourceArn, TagKeys: ['team'] })).toMatchObject(locked);
  engine.advance(DELAY_MS);
  expect(tags(engine)).toEqual([{ Key: 'stage', Value: 'dev' }]);
});

it('lets through a TagResource that repeats every pair being written', () => {
  const engine = taggedTable();
  const tag = (pairs: [string, string][]) =>
    call(engine, 'TagResource', { ResourceArn, Tags: pairs.map(([Key, Value]) => ({ Key, Value })) });
  expect(tag([['stage', 'dev']]).status).toBe(200);
  expect(tag([['stage', 'dev']]).status).toBe(200);
  expect(tag([['stage', 'prod']]).body.message).toBe(locked.message);
  expect(
    tag([
      ['stage', 'dev'],
      ['owner', 'ada'],
    ]).status,
  ).toBe(200);
  expect(tag([['stage', 'dev']]).body.message).toBe(locked.message);
  engine.advance(DELAY_MS);
  expect(tags(engine)).toEqual([
    { Key: 'team', Value: 'data' },
    { Key: 'stage', Value: 'dev' },
    { Key: 'owner', Value: 'ada' },
  ]);
});

it('takes no lock for a write that changes nothing', () => {
  const engine = taggedTable();
  ok(engine, 'TagResource', { ResourceArn, Tags: [{ Key: 'team', Value: 'data' }] });
  ok(engine, 'UntagResource', { ResourceArn, TagKeys: ['absent'] });
  ok(engine, 'TagResource', { ResourceArn, Tags: [{ Key: 'team', Value: 'ml' }] });
  expect(tags(engine)).toEqual([{ Key: 'team', Value: 'data' }]);
});
