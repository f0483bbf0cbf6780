/**
 * Each template, as generated for a table, deployed as a trigger on the in-process engine and run
 * by its stream: the code a learner starts from must work as its comments say.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { callWith } from '../../client/calls.ts';
import { createInProcessClient } from '../../client/inProcessClient.ts';
import type { TableDescription } from '../../client/wireTypes.ts';
import { functionName, triggerTemplates, type TemplateId } from './templates.ts';

const clients: ReturnType<typeof createInProcessClient>[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
});

type Keys = { PK: string; SK?: string };

async function deploy(template: TemplateId, withSortKey = true) {
  const client = createInProcessClient({
    tableStatusDelayMs: 0,
    clock: { start: Date.UTC(2026, 10, 30), running: false },
  });
  clients.push(client);
  const keySchema = [
    { AttributeName: 'PK', KeyType: 'HASH' },
    ...(withSortKey ? [{ AttributeName: 'SK', KeyType: 'RANGE' }] : []),
  ];
  const created = await callWith(client, 'CreateTable', {
    TableName: 'shop',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: keySchema,
    AttributeDefinitions: keySchema.map(({ AttributeName }) => ({ AttributeName, AttributeType: 'S' })),
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
  });
  if (!created.ok) throw new Error(created.error.message);
  const table = (created.value.reply as { TableDescription: TableDescription }).TableDescription;
  const chosen = triggerTemplates(table).find((candidate) => candidate.id === template)!;
  const trigger = await client.triggers.createTrigger({
    tableName: 'shop',
    name: chosen.name,
    code: chosen.code,
    ...chosen.settings,
  });
  if (!trigger.ok) throw new Error(trigger.error.message);
  const key = ({ PK, SK }: Keys) => ({ PK: { S: PK }, ...(withSortKey ? { SK: { S: SK ?? 'A' } } : {}) });
  const put = async (keys: Keys, attributes: Record<string, unknown> = {}) => {
    const outcome = await callWith(client, 'PutItem', {
      TableName: 'shop',
      Item: { ...key(keys), ...attributes },
    });
    if (!outcome.ok) throw new Error(outcome.error.message);
  };
  const remove = async (keys: Keys) => {
    const outcome = await callWith(client, 'DeleteItem', { TableName: 'shop', Key: key(keys) });
    if (!outcome.ok) throw new Error(outcome.error.message);
  };
  const items = async () => {
    const outcome = await callWith(client, 'Scan', { TableName: 'shop' });
    if (!outcome.ok) throw new Error(outcome.error.message);
    return (outcome.value.reply as { Items: Record<string, Record<string, string>>[] }).Items;
  };
  const until = async (check: () => Promise<void>) => {
    const deadline = Date.now() + 5000;
    for (;;) {
      client.engine.advance(500);
      try {
        return await check();
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  return { client, trigger: trigger.value, put, remove, items, until };
}

describe('trigger templates', () => {
  it('counter: one item holds the count, its own writes skipped', async () => {
    const { put, remove, items, until } = await deploy('counter');
    await put({ PK: 'CUSTOMER#1' });
    await put({ PK: 'CUSTOMER#2' });
    await put({ PK: 'CUSTOMER#3' });
    const count = async () => (await items()).find((item) => item.PK.S === 'COUNTS')?.itemCount;
    await until(async () => expect(await count()).toEqual({ N: '3' }));
    await remove({ PK: 'CUSTOMER#2' });
    await until(async () => expect(await count()).toEqual({ N: '2' }));
  });

  it('counter on a table without a sort key', async () => {
    const { put, items, until } = await deploy('counter', false);
    await put({ PK: 'a' });
    await until(async () =>
      expect((await items()).find((item) => item.PK.S === 'COUNTS')?.itemCount).toEqual({ N: '1' }),
    );
  });

  it('projection: a slim copy per item, removed with it', async () => {
    const { put, remove, items, until } = await deploy('projection');
    await put({ PK: 'CUSTOMER#1', SK: 'PROFILE' }, { name: { S: 'Ada' }, secret: { S: 'x' } });
    const view = async () => (await items()).find((item) => item.PK.S === 'VIEW#CUSTOMER#1');
    await until(async () =>
      expect(await view()).toEqual({
        PK: { S: 'VIEW#CUSTOMER#1' },
        SK: { S: 'PROFILE' },
        name: { S: 'Ada' },
      }),
    );
    await remove({ PK: 'CUSTOMER#1', SK: 'PROFILE' });
    await until(async () => expect(await view()).toBeUndefined());
  });

  it('audit log: one item per change, written once', async () => {
    const { put, items, until } = await deploy('audit');
    await put({ PK: 'CUSTOMER#1' }, { v: { N: '1' } });
    await put({ PK: 'CUSTOMER#1' }, { v: { N: '2' } });
    const audits = async () => (await items()).filter((item) => item.PK.S.startsWith('AUDIT#'));
    await until(async () => {
      const found = await audits();
      expect(found.map((item) => item.event.S).sort()).toEqual(['INSERT', 'MODIFY']);
      expect(found.every((item) => item.by.S === 'a request' && item.item.S === 'CUSTOMER#1')).toBe(true);
    });
  });

  it('failing handler: the poison batch is retried, bisected and lands in the on-failure destination', async () => {
    const { client, trigger, put, until } = await deploy('failing');
    await put({ PK: 'fine' });
    await put({ PK: 'bad' }, { poison: { BOOL: true } });
    await until(async () => {
      const details = await client.triggers.describeTrigger(trigger.id);
      if (!details.ok) throw new Error(details.error.message);
      expect(details.value.failures).toHaveLength(1);
      expect(details.value.failures[0].records.map((record) => record.dynamodb.Keys.PK.S)).toEqual(['bad']);
      expect(details.value.lastError?.message).toBe(
        'Error: Cannot process {"PK":{"S":"bad"},"SK":{"S":"A"}}: it is marked poison',
      );
    });
  });

  it('partial batch response: the bad record and those after it are retried, not those before', async () => {
    const { client, trigger, put, until } = await deploy('partial');
    // One partition, so one shard and one batch, in this order.
    await put({ PK: 'ORDERS', SK: '1' }, { amount: { N: '5' } });
    await put({ PK: 'ORDERS', SK: '2' }, { amount: { S: 'five' } });
    await put({ PK: 'ORDERS', SK: '3' }, { amount: { N: '7' } });
    await until(async () => {
      const details = await client.triggers.describeTrigger(trigger.id);
      if (!details.ok) throw new Error(details.error.message);
      const { failures, recentInvocations } = details.value;
      expect(failures).toHaveLength(1);
      // Reported, not thrown: no function error, and no invocation failed.
      expect(failures[0]).toMatchObject({ condition: 'RetryAttemptsExhausted', approximateInvokeCount: 3 });
      expect(failures[0].functionError).toBeUndefined();
      expect(failures[0].records.map((record) => record.dynamodb.Keys.SK.S)).toEqual(['2', '3']);
      expect(details.value).toMatchObject({ recordsProcessed: 1, recordsFailed: 2, failedInvocations: 0 });
      // The first call had the three records; the two retries started at the reported one.
      const calls = [...recentInvocations].reverse();
      expect(calls.map((call) => call.records)).toEqual([3, 2, 2]);
      expect(calls.map((call) => call.outcome)).toEqual(['succeeded', 'succeeded', 'succeeded']);
      expect(calls[1].firstSequenceNumber).toBe(failures[0].startSequenceNumber);
      expect(calls[0].logs.map((line) => line.text)).toEqual([
        'INSERT {"PK":{"S":"ORDERS"},"SK":{"S":"1"}}: amount 5',
        'Cannot process {"PK":{"S":"ORDERS"},"SK":{"S":"2"}}: its amount is not a number: {"S":"five"}',
        'INSERT {"PK":{"S":"ORDERS"},"SK":{"S":"3"}}: amount 7',
      ]);
      expect(details.value.lastError?.message).toMatch(
        /^ReportBatchItemFailures: 1 of 2 records reported failed; from SequenceNumber \d+ on sent to the on-failure destination$/,
      );
    });
  });

  it('names functions by Lambda rules', () => {
    expect(functionName('orders.v2', 'counter')).toBe('orders-v2-counter');
    expect(functionName('x'.repeat(255), 'audit')).toHaveLength(64);
  });
});
