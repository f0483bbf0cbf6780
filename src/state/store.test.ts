import { describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { callWith } from '../client/calls.ts';
import { createInProcessClient } from '../client/inProcessClient.ts';
import { simulatedNow } from './clockSlice.ts';
import {
  CALLS_KEPT_FIRST,
  CALLS_KEPT_LAST,
  draftKey,
  HISTORY_LIMIT,
  PARTIQL_PARAMETERS_DRAFT,
} from './consoleSlice.ts';
import { PERSIST_KEY } from './persisted.ts';
import { createAppStore } from './store.ts';

function memoryStorage(
  initial: Record<string, string> = {},
): StateStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (name) => data[name] ?? null,
    setItem: (name, value) => {
      data[name] = value;
    },
    removeItem: (name) => {
      delete data[name];
    },
  };
}

function setUp(initial?: Record<string, string>) {
  const engine = createInProcessClient({
    tableStatusDelayMs: 0,
    clock: { start: 1_800_000_000_000, running: false },
  });
  const storage = memoryStorage(initial);
  return { engine, storage, store: createAppStore({ engine, storage }) };
}

const table = (name: string) => ({
  TableName: name,
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
  AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
});

describe('tables slice', () => {
  it('lists and describes the tables, and keeps a valid selection', async () => {
    const { engine, store } = setUp();
    await store.getState().refreshTables();
    expect(store.getState().tableNames).toEqual([]);
    expect(store.getState().selectedTable).toBeUndefined();

    await callWith(engine, 'CreateTable', table('orders'));
    await callWith(engine, 'CreateTable', table('app'));
    await store.getState().refreshTables();
    expect(store.getState().tableNames).toEqual(['app', 'orders']);
    expect(store.getState().selectedTable).toBe('app');
    expect(store.getState().tables.orders.KeySchema).toEqual([{ AttributeName: 'PK', KeyType: 'HASH' }]);

    store.getState().selectTable('orders');
    await callWith(engine, 'DeleteTable', { TableName: 'app' });
    await store.getState().refreshTables();
    expect(store.getState().selectedTable).toBe('orders');
  });
});

describe('clock slice', () => {
  it('reads, changes and steps the engine clock', async () => {
    const { store } = setUp();
    await store.getState().refreshClock();
    expect(store.getState().clock).toMatchObject({ Time: 1_800_000_000, Speed: 1, Paused: true });
    await store.getState().stepClock(3600);
    expect(store.getState().clock?.Time).toBe(1_800_003_600);
    await store.getState().setClock({ Speed: 1000, Paused: false });
    const reading = store.getState().clock;
    expect(reading).toMatchObject({ Speed: 1000, Paused: false });
    // Between reads the display runs on at the clock's speed: 2 real seconds are 2,000 simulated ones.
    if (reading) expect(simulatedNow(reading, reading.readAt + 2000)).toBeCloseTo(reading.Time + 2000, 6);
  });

  it('re-reads the tables’ descriptions after a step, which can change them', async () => {
    const { engine, store } = setUp();
    await callWith(engine, 'CreateTable', table('app'));
    await store.getState().refreshTables();
    await callWith(engine, 'PutItem', { TableName: 'app', Item: { PK: { S: 'a' } } });
    expect(store.getState().tables.app.ItemCount).toBe(0);
    // DynamoDB refreshes ItemCount about every six hours: a day later it counts the item.
    await store.getState().stepClock(24 * 3600);
    expect(store.getState().tables.app.ItemCount).toBe(1);
  });

  it('keeps an engine refusal as a message, not an exception', async () => {
    const { store } = setUp();
    await store.getState().setClock({ Speed: 0 });
    expect(store.getState().clockError).toMatch(/Speed must be a number/);
  });
});

describe('console slice', () => {
  it('records runs newest first with their calls, console lines and outcome', () => {
    const { store } = setUp();
    const first = store.getState().beginRun({ mode: 'json', source: '{}', operation: 'ListTables' });
    const second = store.getState().beginRun({ mode: 'javascript', source: 'console.log(1)' });
    store.getState().recordConsole(second, [{ level: 'log', text: '1' }]);
    store.getState().recordCall(second, {
      operation: 'ListTables',
      request: '{}',
      outcome: {
        ok: true,
        value: { reply: { TableNames: [] }, raw: '{"TableNames":[]}', engineMs: 0, roundTripMs: 0 },
      },
    });
    store.getState().finishRun(second, 'ok');
    const runs = store.getState().runs;
    expect(runs.map((run) => run.id)).toEqual([second, first]);
    expect(runs[0]).toMatchObject({
      status: 'ok',
      console: [{ level: 'log', text: '1' }],
      calls: [{ operation: 'ListTables' }],
    });
    expect(runs[1].status).toBe('running');
    expect(store.getState().shownRunId).toBe(second);
  });

  it('a run of thousands of requests counts them all and keeps its first and latest, numbered', () => {
    const { store, storage } = setUp();
    const run = store.getState().beginRun({ mode: 'javascript', source: 'while (true) await …' });
    const saves: string[] = [];
    const setItem = storage.setItem;
    storage.setItem = (name, value) => {
      saves.push(value);
      return setItem(name, value);
    };
    const outcome = {
      ok: true as const,
      value: { reply: {}, raw: '{}', engineMs: 0, roundTripMs: 0 },
    };
    for (let i = 1; i <= 5_000; i++)
      store.getState().recordCall(run, { operation: 'PutItem', request: `{"n":${i}}`, outcome });
    store.getState().finishRun(run, 'stopped');
    const [record] = store.getState().runs;
    expect(record.requestCount).toBe(5_000);
    expect(record.calls).toHaveLength(CALLS_KEPT_FIRST + CALLS_KEPT_LAST);
    expect(record.calls[0]).toMatchObject({ number: 1, request: '{"n":1}' });
    expect(record.calls[CALLS_KEPT_FIRST - 1].number).toBe(CALLS_KEPT_FIRST);
    expect(record.calls[CALLS_KEPT_FIRST].number).toBe(5_000 - CALLS_KEPT_LAST + 1);
    expect(record.calls.at(-1)).toMatchObject({ number: 5_000, request: '{"n":5000}' });
    // None of that changed what is saved between visits: nothing was written.
    expect(saves).toEqual([]);
    store.getState().setDraft('javascript', 'console.log(2)');
    expect(saves).toHaveLength(1);
  });

  it(`keeps the latest ${HISTORY_LIMIT} runs`, () => {
    const { store } = setUp();
    for (let i = 0; i < HISTORY_LIMIT + 5; i++)
      store.getState().beginRun({ mode: 'json', source: String(i) });
    expect(store.getState().runs).toHaveLength(HISTORY_LIMIT);
    expect(store.getState().runs[0].source).toBe(String(HISTORY_LIMIT + 4));
  });
});

describe('persistence of the UI state', () => {
  it('saves drafts, mode and operation, and reads them back', () => {
    const { store, storage } = setUp();
    store.getState().setConsoleMode('cli');
    store.getState().setJsonOperation('Query');
    store.getState().setDraft(draftKey('json', 'Query'), '{"TableName":"app"}');
    const saved = JSON.parse(storage.data[PERSIST_KEY]) as { state: Record<string, unknown> };
    expect(saved.state).toEqual({
      consoleMode: 'cli',
      jsonOperation: 'Query',
      drafts: { 'json:Query': '{"TableName":"app"}' },
    });

    const reloaded = setUp(storage.data).store.getState();
    expect(reloaded.consoleMode).toBe('cli');
    expect(reloaded.drafts['json:Query']).toBe('{"TableName":"app"}');
    // Runs are not persisted: a result belongs to the engine state it came from.
    expect(reloaded.runs).toEqual([]);
  });

  it('keeps PartiQL mode’s Parameters field across a reload, as a draft of its own', () => {
    const { store, storage } = setUp();
    store.getState().setDraft(PARTIQL_PARAMETERS_DRAFT, '[{"S": "CUSTOMER#42"}]');
    expect(setUp(storage.data).store.getState().drafts[PARTIQL_PARAMETERS_DRAFT]).toBe(
      '[{"S": "CUSTOMER#42"}]',
    );
  });

  it('keeps what is valid from corrupt or older saved data, and never fails', () => {
    const corrupt = JSON.stringify({
      state: {
        consoleMode: 'cobol',
        jsonOperation: 7,
        drafts: { javascript: 'ok()', 'weird key': 'x', cli: 5 },
      },
      version: 0,
    });
    const state = setUp({ [PERSIST_KEY]: corrupt }).store.getState();
    expect(state.consoleMode).toBe('json');
    expect(state.jsonOperation).toBe('GetItem');
    expect(state.drafts).toEqual({ javascript: 'ok()' });

    const notJson = setUp({ [PERSIST_KEY]: '{not json' }).store.getState();
    expect(notJson.consoleMode).toBe('json');
  });

  it('keeps the Console’s Region across a reload, and only a Region’s name', () => {
    const { store, storage } = setUp();
    store.getState().setConsoleRegion('eu-west-1');
    expect(setUp(storage.data).store.getState().consoleRegion).toBe('eu-west-1');
    const saved = (consoleRegion: unknown) =>
      JSON.stringify({ state: { consoleMode: 'json', consoleRegion }, version: 1 });
    expect(setUp({ [PERSIST_KEY]: saved('us-gov-west-1') }).store.getState().consoleRegion).toBe(
      'us-gov-west-1',
    );
    for (const bad of ['<script>', 'eu-west', 42])
      expect(setUp({ [PERSIST_KEY]: saved(bad) }).store.getState().consoleRegion).toBeUndefined();
  });
});
