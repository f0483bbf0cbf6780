/** settledness over what the real engine describes as a table is created, indexed and warmed up. */
import { describe, expect, it } from 'vitest';
import { callWith, clockCalls } from './calls.ts';
import { createInProcessClient } from './inProcessClient.ts';
import { settledness, type SettlingFields } from './tableSettling.ts';

const TABLE = {
  TableName: 'app',
  KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
  AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
};

describe('settledness', () => {
  it('follows a table through CREATING, a new index and a warm-throughput raise', async () => {
    const client = createInProcessClient({ tableStatusDelayMs: 1000, clock: { running: false } });
    const state = async () => {
      const described = await callWith(client, 'DescribeTable', { TableName: 'app' });
      if (!described.ok) throw new Error(described.error.message);
      return settledness((described.value.reply as { Table: SettlingFields }).Table);
    };
    const advance = (seconds: number) => clockCalls.advance(client, seconds);
    expect((await callWith(client, 'CreateTable', { ...TABLE, BillingMode: 'PAY_PER_REQUEST' })).ok).toBe(
      true,
    );
    expect(await state()).toBe('changing');
    await advance(2);
    expect(await state()).toBe('settled');

    const indexed = await callWith(client, 'UpdateTable', {
      TableName: 'app',
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'GPK', AttributeType: 'S' },
      ],
      GlobalSecondaryIndexUpdates: [
        {
          Create: {
            IndexName: 'byGroup',
            KeySchema: [{ AttributeName: 'GPK', KeyType: 'HASH' }],
            Projection: { ProjectionType: 'ALL' },
          },
        },
      ],
    });
    expect(indexed.ok).toBe(true);
    expect(await state()).toBe('changing');
    await advance(60);
    expect(await state()).toBe('settled');

    const warmed = await callWith(client, 'UpdateTable', {
      TableName: 'app',
      WarmThroughput: { ReadUnitsPerSecond: 20_000, WriteUnitsPerSecond: 8_000 },
    });
    expect(warmed.ok).toBe(true);
    await advance(2);
    expect(await state()).toBe('warming');
    await advance(600);
    expect(await state()).toBe('settled');
  });

  it('counts replicas, a witness and a restore as changing until they are ACTIVE', () => {
    const active = { TableStatus: 'ACTIVE' };
    expect(settledness({ ...active, Replicas: [{ ReplicaStatus: 'CREATING' }] })).toBe('changing');
    expect(settledness({ ...active, GlobalTableWitnesses: [{ WitnessStatus: 'DELETING' }] })).toBe(
      'changing',
    );
    expect(settledness({ ...active, RestoreSummary: { RestoreInProgress: true } })).toBe('changing');
    expect(settledness({ ...active, SSEDescription: { Status: 'UPDATING' } })).toBe('changing');
    expect(settledness({ ...active, Replicas: [{ ReplicaStatus: 'ACTIVE' }] })).toBe('settled');
  });
});
