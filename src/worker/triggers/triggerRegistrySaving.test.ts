/** Triggers through a save and an open of the sandbox: their place in the stream, totals, log and failures. */
import { describe, expect, it } from 'vitest';
import { COUNTER, poisonedTrigger, triggerSetup as setup } from '../../../test/helpers/triggerClient.ts';
import { callWith } from '../../client/calls.ts';
import { TriggerRegistry } from './triggerRegistry.ts';

describe('saved triggers', () => {
  it('carries on from its place in the stream when the sandbox is saved and opened again', async () => {
    const { client, put, get, until, create } = await setup();
    await create({ code: COUNTER, batchSize: 10 });
    await put('a');
    await put('b');
    await until(async () => expect((await get('COUNTS'))?.n).toEqual({ N: '2' }));
    const saved = JSON.parse(JSON.stringify(await client.sandboxData()));
    expect(saved.triggers[0].checkpoint.length).toBeGreaterThan(0);

    const opened = await client.openSandbox(saved);
    expect(opened.ok).toBe(true);
    // Its running totals came back with it.
    const [summary] = await client.triggers.listTriggers();
    expect(saved.triggers[0].counters.recordsProcessed).toBeGreaterThanOrEqual(2);
    expect(summary).toMatchObject({
      invocations: saved.triggers[0].counters.invocations,
      recordsProcessed: saved.triggers[0].counters.recordsProcessed,
    });
    // The stream came back with its records; the trigger does not count a and b again.
    await put('c');
    await until(async () => expect((await get('COUNTS'))?.n).toEqual({ N: '3' }));
    client.engine.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await get('COUNTS'))?.n).toEqual({ N: '3' });
  });

  it('stays on the stream it was attached to when the table has a newer one', async () => {
    const { client, create } = await setup();
    const created = await create({ code: COUNTER });
    const spec = (StreamEnabled: boolean) =>
      callWith(client, 'UpdateTable', {
        TableName: 'app',
        StreamSpecification: StreamEnabled
          ? { StreamEnabled, StreamViewType: 'NEW_AND_OLD_IMAGES' }
          : { StreamEnabled },
      });
    expect((await spec(false)).ok).toBe(true);
    client.engine.advance(1_000);
    expect((await spec(true)).ok).toBe(true);
    client.engine.advance(1_000);
    const described = await callWith(client, 'DescribeTable', { TableName: 'app' });
    if (!described.ok) throw new Error(described.error.message);
    const latest = (described.value.reply.Table as { LatestStreamArn: string }).LatestStreamArn;
    expect(latest).not.toBe(created.streamArn);

    expect((await client.openSandbox(await client.sandboxData())).ok).toBe(true);
    const [summary] = await client.triggers.listTriggers();
    expect(summary.streamArn).toBe(created.streamArn);
  });

  it('keeps the on-failure destination, the totals and the log through a save and an open', async () => {
    const { client, created, details } = await poisonedTrigger();

    expect((await client.openSandbox(await client.sandboxData())).ok).toBe(true);
    const reopened = await client.triggers.describeTrigger(created.id);
    if (!reopened.ok) throw new Error(reopened.error.message);
    expect(reopened.value).toMatchObject({ failedBatches: 1, failedInvocations: 3, recordsFailed: 1 });
    expect(reopened.value.failures).toEqual(details.value.failures);
    expect(reopened.value.recentInvocations).toEqual(details.value.recentInvocations);
  });

  it('restores saved definitions, leaving out damaged entries and keeping detached ones', async () => {
    const { client } = await setup();
    const registry = new TriggerRegistry({
      engine: () => client.engine,
      createRuntime: () => {
        throw new Error('no invocation expected');
      },
    });
    const saved = {
      id: 'a1',
      createdAt: 0,
      tableName: 'app',
      name: 'fn',
      code: COUNTER,
      enabled: false,
      batchSize: 5,
      maximumRetryAttempts: 1,
      bisectBatchOnFunctionError: true,
      startingPosition: 'LATEST',
      timeoutSeconds: 2,
    };
    registry.restore([
      null,
      { id: 'x' },
      { ...saved, timeoutSeconds: 'soon' },
      saved,
      saved,
      { ...saved, id: 'b2', tableName: 'gone' },
    ]);
    expect(registry.list().map((trigger) => [trigger.id, trigger.status, trigger.batchSize])).toEqual([
      ['a1', 'DISABLED', 5],
      ['b2', 'DETACHED', 5],
    ]);
    // Saved again with its place in the stream: it had none, so it reads the stream from the start.
    const { streamArn, checkpoint, counters, failures, recentInvocations, ...definition } =
      registry.definitions()[0];
    // A save from before FunctionResponseTypes, MaximumRecordAgeInSeconds, FilterCriteria and
    // MaximumBatchingWindowInSeconds gets Lambda's defaults.
    expect(definition).toEqual({
      ...saved,
      functionResponseTypes: [],
      maximumRecordAgeInSeconds: -1,
      filterCriteria: { Filters: [] },
      maximumBatchingWindowInSeconds: 0,
    });
    // A save that named no stream (an older one) is attached to the table's stream, and names it now.
    expect(streamArn).toMatch(/:table\/app\/stream\//);
    expect(counters).toMatchObject({ invocations: 0, recordsProcessed: 0 });
    expect(failures).toEqual([]);
    expect(recentInvocations).toEqual([]);
    expect(checkpoint?.length).toBeGreaterThan(0);
    expect(
      checkpoint?.every(({ shardId, position }) => shardId.startsWith('shardId-') && position === 0),
    ).toBe(true);
    registry.restore('not a list');
    expect(registry.list()).toEqual([]);
  });
});
