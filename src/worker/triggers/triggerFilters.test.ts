/**
 * A trigger's FilterCriteria end to end on the in-process client: only matching records reach the
 * function, a bad pattern is refused with Lambda's error, and the filters are saved with the sandbox.
 */
import { describe, expect, it } from 'vitest';
import { COUNTER, triggerSetup as setup } from '../../../test/helpers/triggerClient.ts';

/** Orders only: new items whose `kind` is "order" (the handler's own COUNTS item is not one). */
const ORDERS = '{"eventName": ["INSERT"], "dynamodb": {"NewImage": {"kind": {"S": ["order"]}}}}';
const ORDERS_ONLY = { Filters: [{ Pattern: ORDERS }] };

describe('trigger filter criteria', () => {
  it('sends the function only the records that match, and reads past the others', async () => {
    const { client, put, get, until, create } = await setup();
    const created = await create({
      code: COUNTER,
      filterCriteria: ORDERS_ONLY,
      startingPosition: 'TRIM_HORIZON',
    });
    await put('o1', { kind: { S: 'order' } });
    await put('n1', { kind: { S: 'note' } });
    await put('o2', { kind: { S: 'order' } });
    await until(async () => expect((await get('COUNTS'))?.n).toEqual({ N: '2' }));
    // The handler's own write to COUNTS is filtered out too: no invocation for it.
    client.engine.advance(10_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const details = await client.triggers.describeTrigger(created.id);
    if (!details.ok) throw new Error(details.error.message);
    const invocations = details.value.recentInvocations;
    expect(invocations.reduce((sum, invocation) => sum + invocation.records, 0)).toBe(2);
    expect(invocations.every((invocation) => invocation.eventCounts.INSERT === invocation.records)).toBe(
      true,
    );
    expect(details.value).toMatchObject({ recordsProcessed: 2, filterCriteria: ORDERS_ONLY });
    expect(details.value.shards.every((shard) => shard.behind === 0)).toBe(true);
  });

  it('refuses a bad pattern with InvalidParameterValueException', async () => {
    const { client } = await setup();
    const outcome = await client.triggers.createTrigger({
      tableName: 'app',
      name: 'fn',
      code: COUNTER,
      filterCriteria: { Filters: [{ Pattern: '{"eventName": "INSERT"}' }] },
    });
    expect(!outcome.ok && outcome.error).toMatchObject({
      __type: 'InvalidParameterValueException',
      message: 'Invalid filter pattern definition.',
    });
    expect(await client.triggers.listTriggers()).toEqual([]);
  });

  it('saves the filters with the sandbox and filters again once it is opened', async () => {
    const { client, put, get, until, create } = await setup();
    await create({ code: COUNTER, filterCriteria: ORDERS_ONLY });
    const saved = JSON.parse(JSON.stringify(await client.sandboxData()));
    expect(saved.triggers[0].filterCriteria).toEqual(ORDERS_ONLY);
    expect((await client.openSandbox(saved)).ok).toBe(true);
    const [restored] = await client.triggers.listTriggers();
    expect(restored).toMatchObject({ status: 'ACTIVE', filterCriteria: ORDERS_ONLY });
    await put('n1', { kind: { S: 'note' } });
    await put('o1', { kind: { S: 'order' } });
    await until(async () => expect((await get('COUNTS'))?.n).toEqual({ N: '1' }));
    expect((await client.triggers.listTriggers())[0].recordsProcessed).toBe(1);
  });
});
