/**
 * The Streams tab's note on shards (SHARD_NOTE) against the engine's shard rule: how many shards a
 * split leaves behind a closed one, and the age at which an open shard closes.
 */
import { describe, expect, it } from 'vitest';
import { ok, testEngine } from '../helpers/wire.ts';
import { SHARD_ROLLOVER_MS } from '../../src/engine/streams/streamOptions.ts';
import { SHARD_NOTE } from '../../src/features/streams/streamRecordsModel.ts';
import { createStreamTable, HOUR, latestStreamArn, shardsOf } from './streamHelpers.ts';

describe('the shard note', () => {
  it('says a split shard has children, as a split makes one per new partition', () => {
    const engine = testEngine({ capacity: { enforce: false } });
    createStreamTable(engine, 'orders', 'KEYS_ONLY');
    const arn = latestStreamArn(engine, 'orders');
    const [parent] = shardsOf(engine, arn);
    // Beyond one partition's 1,000 write units: the partition splits in two.
    ok(engine, 'UpdateTable', {
      TableName: 'orders',
      ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1500 },
    });
    const children = shardsOf(engine, arn).filter((shard) => shard.ParentShardId === parent.ShardId);
    expect(children).toHaveLength(2);
    expect(SHARD_NOTE).toContain('when its partition splits, and its children (ParentShardId) carry on');
  });

  it('gives the age at which the engine closes an open shard', () => {
    expect(SHARD_NOTE).toContain(`this sandbox closes it after ${SHARD_ROLLOVER_MS / HOUR} hours`);
  });
});
