/**
 * A live stream's ARN is a tag slot of its own (ack-api-quirks dynamodb DDB-TABLE-373, probed against
 * AWS in 2026): ListTagsOfResource on a table's LatestStreamArn answers 200 with no tags, and a
 * TagResource on it leaves the table's tags as they are.
 */
import { expect, it } from 'vitest';
import type { EngineSnapshot } from '../../src/engine/snapshot/snapshotTypes.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot } from '../../src/engine/snapshot/importSnapshot.ts';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const streaming = { StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' } };

function tableWithStream() {
  const engine = testEngine();
  const created = ok(engine, 'CreateTable', idTable('streamed', streaming)).TableDescription;
  return { engine, tableArn: created.TableArn as string, streamArn: created.LatestStreamArn as string };
}

it('lists no tags on a live stream ARN, and keeps its tags apart from the table', () => {
  const { engine, tableArn, streamArn } = tableWithStream();
  ok(engine, 'TagResource', { ResourceArn: tableArn, Tags: [{ Key: 'team', Value: 'data' }] });
  expect(ok(engine, 'ListTagsOfResource', { ResourceArn: streamArn })).toEqual({ Tags: [] });

  expect(
    ok(engine, 'TagResource', { ResourceArn: streamArn, Tags: [{ Key: 'feed', Value: 'orders' }] }),
  ).toEqual({});
  expect(ok(engine, 'ListTagsOfResource', { ResourceArn: tableArn }).Tags).toEqual([
    { Key: 'team', Value: 'data' },
  ]);
  expect(ok(engine, 'ListTagsOfResource', { ResourceArn: streamArn }).Tags).toEqual([
    { Key: 'feed', Value: 'orders' },
  ]);
  ok(engine, 'UntagResource', { ResourceArn: streamArn, TagKeys: ['feed', 'team'] });
  expect(ok(engine, 'ListTagsOfResource', { ResourceArn: streamArn }).Tags).toEqual([]);
  expect(ok(engine, 'ListTagsOfResource', { ResourceArn: tableArn }).Tags).toEqual([
    { Key: 'team', Value: 'data' },
  ]);
});

it('still does not find a stream ARN that is not the table’s live stream', () => {
  const { engine, streamArn } = tableWithStream();
  const ResourceArn = `${streamArn}0`;
  expect(fails(engine, 'ListTagsOfResource', { ResourceArn })).toMatchObject({
    type: 'ResourceNotFoundException',
    message: `Requested resource not found: ResourceArn: ${ResourceArn} not found`,
  });
});

it('keeps a live stream’s tags in a saved sandbox', () => {
  const { engine, streamArn } = tableWithStream();
  ok(engine, 'TagResource', { ResourceArn: streamArn, Tags: [{ Key: 'feed', Value: '' }] });
  const saved = JSON.parse(JSON.stringify(exportSnapshot(engine))) as EngineSnapshot;
  const restored = testEngine();
  importSnapshot(restored, saved);
  const arn = ok(restored, 'DescribeTable', { TableName: 'streamed' }).Table.LatestStreamArn as string;
  expect(arn).toBe(streamArn);
  expect(ok(restored, 'ListTagsOfResource', { ResourceArn: arn }).Tags).toEqual([{ Key: 'feed', Value: '' }]);
});
