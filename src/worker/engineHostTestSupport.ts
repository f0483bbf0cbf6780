/** What the engine host's tests share: an in-memory storage, requests through the host, a table and an item. */
import type { createEngineHost, SnapshotStorage } from './engineHost.ts';
import type { SaveLock } from './persistence/saveLock.ts';

export function memoryStorage(initial?: unknown): SnapshotStorage & { value: unknown; clock: unknown } {
  const storage = {
    value: initial,
    clock: undefined as unknown,
    load: async () => storage.value,
    save: async (snapshot: unknown) => {
      storage.value = structuredClone(snapshot);
    },
    clear: async () => {
      storage.value = undefined;
      storage.clock = undefined;
    },
    saveClock: async (clock: unknown) => {
      storage.clock = structuredClone(clock);
    },
    loadClock: async () => storage.clock,
  };
  return storage;
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const settle = () => wait(400);

export async function send(host: ReturnType<typeof createEngineHost>, operation: string, body: object) {
  const target = operation.includes('.') ? operation : `DynamoDB_20120810.${operation}`;
  const outcome = await host.request(target, JSON.stringify(body));
  if (!outcome.ok) throw new Error(`${operation}: ${outcome.error.__type} ${outcome.error.message}`);
  return (outcome.value.body === '' ? {} : JSON.parse(outcome.value.body)) as Record<string, unknown>;
}

export async function untilActive(host: ReturnType<typeof createEngineHost>, TableName: string) {
  for (;;) {
    const { Table } = (await send(host, 'DescribeTable', { TableName })) as {
      Table: { TableStatus: string };
    };
    if (Table.TableStatus === 'ACTIVE') return;
    await wait(50);
  }
}

export const appTable = {
  TableName: 'app',
  BillingMode: 'PROVISIONED',
  ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 3 },
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
    { AttributeName: 'GSI1PK', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'GSI1',
      KeySchema: [{ AttributeName: 'GSI1PK', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'ALL' },
      ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 3 },
    },
  ],
};
export const profile = {
  PK: { S: 'CUSTOMER#42' },
  SK: { S: 'PROFILE' },
  GSI1PK: { S: 'ada@example.com' },
  name: { S: 'Ada' },
  tags: { SS: ['a', 'b'] },
  ver: { N: '1' },
};

/**
 * The browser's Web Locks for one origin, as tabs see them (saveLock.ts): hosts that stand for tabs
 * each take `tab()`, and `close()` lets go of the lock as a closing tab does.
 */
export function tabLocks() {
  let holder: symbol | undefined;
  const waiting: { tab: symbol; grant: () => void }[] = [];
  return {
    tab() {
      const tab = Symbol('tab');
      const lock: SaveLock = {
        tryTake: async () => {
          if (holder) return false;
          holder = tab;
          return true;
        },
        take: () =>
          new Promise<void>((grant) => {
            if (holder) waiting.push({ tab, grant });
            else {
              holder = tab;
              grant();
            }
          }),
      };
      const close = () => {
        if (holder !== tab) return;
        const next = waiting.shift();
        holder = next?.tab;
        next?.grant();
      };
      return { lock, close };
    },
  };
}
