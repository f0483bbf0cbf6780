/**
 * The Explorer's export and table script read every item strongly consistently: with the sandbox's
 * replica lag on, an eventually consistent Scan would sometimes return a table without its latest
 * writes (engine storage/replicaLag.ts), and the copy would silently miss them.
 */
import { describe, expect, it } from 'vitest';
import { createInProcessClient } from '../../client/inProcessClient.ts';
import { callWith } from '../../client/calls.ts';
import { scanAll } from './scanAll.ts';

describe('scanAll', () => {
  it('reads the latest writes with a replica behind', async () => {
    const client = createInProcessClient({
      tableStatusDelayMs: 0,
      replicaLagMs: 1000,
      clock: { running: false },
    });
    const created = await callWith(client, 'CreateTable', {
      TableName: 'notes',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    });
    expect(created.ok).toBe(true);
    const put = (id: string, text: string) =>
      callWith(client, 'PutItem', { TableName: 'notes', Item: { id: { S: id }, text: { S: text } } });
    await put('a', 'first');
    client.engine.advance(2000);
    await put('a', 'second');
    await put('b', 'new');
    // An eventually consistent Scan sometimes sees the table a second ago: the check is not empty.
    const seen = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const page = await callWith(client, 'Scan', { TableName: 'notes' });
      if (page.ok) seen.add((page.value.reply.Items as unknown[]).length);
    }
    expect([...seen].sort()).toEqual([1, 2]);
    for (let i = 0; i < 30; i++) {
      const items = await scanAll(client, 'notes');
      // In scan order, which follows the partition keys' hashes.
      expect(items).toHaveLength(2);
      expect(items).toContainEqual({ id: { S: 'a' }, text: { S: 'second' } });
      expect(items).toContainEqual({ id: { S: 'b' }, text: { S: 'new' } });
    }
  });
});
