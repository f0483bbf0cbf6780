/**
 * The Console's history keeps when on the sandbox's virtual clock each request was answered, where
 * the client says: lesson checks ask it (lesson 6: were the deletes sent before a session expired?).
 */
import { describe, expect, it } from 'vitest';
import { callOperation, clockCalls } from '../client/calls.ts';
import { createInProcessClient } from '../client/inProcessClient.ts';
import { createAppStore } from './store.ts';

const START = 1_800_000_000_000;

function setUp() {
  const engine = createInProcessClient({ tableStatusDelayMs: 0, clock: { start: START, running: false } });
  const data: Record<string, string> = {};
  const storage = {
    getItem: (name: string) => data[name] ?? null,
    setItem: (name: string, value: string) => void (data[name] = value),
    removeItem: (name: string) => void delete data[name],
  };
  return { engine, store: createAppStore({ engine, storage }) };
}

describe('console slice: the sandbox clock’s time of each request', () => {
  it('records the virtual clock as the engine answered, from the reply', async () => {
    const { engine, store } = setUp();
    // The clock is paused and stepped, so its time differs from the real one by hours.
    await clockCalls.advance(engine, 2 * 3600);
    const run = store.getState().beginRun({ mode: 'json', source: '{}', operation: 'ListTables' });
    const outcome = await callOperation(engine, 'ListTables', '{}');
    store.getState().recordCall(run, { operation: 'ListTables', request: '{}', outcome });
    store.getState().finishRun(run, 'ok');
    const [call] = store.getState().runs[0].calls;
    expect(call.clockMs).toBe(START + 2 * 3600 * 1000);
    // Plain data: the history survives a structured clone (and JSON) as it is.
    expect(JSON.parse(JSON.stringify(call))).toEqual(call);
  });

  it('keeps a time the recorder gives (the sandbox worker’s), and none where no client said', async () => {
    const { engine, store } = setUp();
    const run = store.getState().beginRun({ mode: 'javascript', source: '…' });
    const failed = await callOperation(
      engine,
      'GetItem',
      JSON.stringify({ TableName: 'missing', Key: { PK: { S: 'a' } } }),
    );
    expect(failed.ok).toBe(false);
    store.getState().recordCall(run, { operation: 'GetItem', request: '{}', outcome: failed });
    store
      .getState()
      .recordCall(run, { operation: 'GetItem', request: '{}', outcome: failed, clockMs: START + 5_000 });
    store.getState().finishRun(run, 'error');
    const [unknown, given] = store.getState().runs[0].calls;
    expect(unknown).not.toHaveProperty('clockMs');
    expect(given.clockMs).toBe(START + 5_000);
  });
});

describe('console slice: a waiter’s polls', () => {
  it('count as the requests they were, numbered up to the last poll', async () => {
    const { engine, store } = setUp();
    const run = store.getState().beginRun({ mode: 'cli', source: 'aws dynamodb wait …' });
    const outcome = await callOperation(engine, 'ListTables', '{}');
    const waiterPolls = [
      { outcome: 'CREATING', count: 3 },
      { outcome: 'ACTIVE', count: 1 },
    ];
    store.getState().recordCall(run, { operation: 'ListTables', request: '{}', outcome });
    store.getState().recordCall(run, { operation: 'DescribeTable', request: '{}', outcome, waiterPolls });
    store.getState().recordCall(run, { operation: 'ListTables', request: '{}', outcome });
    store.getState().finishRun(run, 'ok');
    const recorded = store.getState().runs[0];
    expect(recorded.requestCount).toBe(6);
    expect(recorded.calls.map((call) => call.number)).toEqual([1, 5, 6]);
    expect(recorded.calls[1].waiterPolls).toEqual(waiterPolls);
  });
});
