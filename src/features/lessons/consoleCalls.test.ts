import { describe, expect, it } from 'vitest';
import type { CallRecord, RunRecord } from '../../state/consoleSlice.ts';
import { recordedCalls } from './consoleCalls.ts';

const run = (id: number, calls: CallRecord[]): RunRecord => ({
  id,
  mode: 'partiql',
  source: '',
  startedAt: id,
  status: 'ok',
  requestCount: calls.length,
  calls,
  console: [],
});

const statement = (text: string) => JSON.stringify({ Statement: text });

describe('recordedCalls: the Console history as lessons read it', () => {
  it('lists calls newest first, with the reply of a success and the error of a failure', () => {
    const insertGrace: CallRecord = {
      operation: 'ExecuteStatement',
      request: statement("INSERT INTO users VALUE {'PK': 'grace'}"),
      outcome: { ok: true, value: { reply: {}, raw: '{}', engineMs: 0, roundTripMs: 0 } },
    };
    const insertAda: CallRecord = {
      operation: 'ExecuteStatement',
      request: statement("INSERT INTO users VALUE {'PK': 'ada'}"),
      outcome: {
        ok: false,
        error: {
          __type: 'com.amazonaws.dynamodb.v20120810#DuplicateItemException',
          message: 'Duplicate primary key exists in table',
          status: 400,
          body: '',
        },
      },
    };
    const older = run(1, [{ ...insertGrace, request: '{not json' }]);
    // The store keeps the newest run first; within a run, calls are in the order they were made.
    expect(recordedCalls([run(2, [insertGrace, insertAda]), older])).toEqual([
      {
        operation: 'ExecuteStatement',
        request: JSON.parse(insertAda.request),
        error: { type: 'DuplicateItemException', message: 'Duplicate primary key exists in table' },
      },
      { operation: 'ExecuteStatement', request: JSON.parse(insertGrace.request), reply: {} },
    ]);
  });

  it('passes on when on the sandbox’s clock a call was answered, where the history has it', () => {
    const outcome = { ok: true as const, value: { reply: {}, raw: '{}', engineMs: 0, roundTripMs: 0 } };
    const deleteA1: CallRecord = {
      operation: 'DeleteItem',
      request: JSON.stringify({ TableName: 'sessions', Key: { PK: { S: 'SESSION#a1' } } }),
      outcome,
      clockMs: 1_800_000_000_700,
    };
    const [timed, untimed] = recordedCalls([run(1, [{ ...deleteA1, clockMs: undefined }, deleteA1])]);
    expect(timed.clockMs).toBe(1_800_000_000_700);
    // A call recorded without the clock's time (every successful reply has it): nothing is made up.
    expect(untimed).not.toHaveProperty('clockMs');
  });
});
