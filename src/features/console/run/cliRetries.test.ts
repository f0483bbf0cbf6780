import { describe, expect, it } from 'vitest';
import { callOperation, callWith, type OperationReply } from '../../../client/calls.ts';
import { errorName, type Outcome } from '../../../client/engineClient.ts';
import { createInProcessClient } from '../../../client/inProcessClient.ts';
import {
  abortableWait,
  callWithCliRetries,
  cliBackoffMs,
  cliErrorText,
  CLI_MAX_ATTEMPTS,
  retriedByCli,
} from './cliRetries.ts';

/** A provisioned 1 WCU table on a paused clock, its 300-unit burst pool overdrawn by one 350 KB write. */
async function overdrawnTable() {
  const client = createInProcessClient({
    tableStatusDelayMs: 0,
    clock: { start: Date.UTC(2026, 0, 1), running: false },
  });
  await callWith(client, 'CreateTable', {
    TableName: 'ledger',
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
    ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
  });
  const big = await callWith(client, 'PutItem', {
    TableName: 'ledger',
    Item: { pk: { S: 'big' }, d: { S: 'x'.repeat(350 * 1024) } },
  });
  expect(big.ok).toBe(true);
  return client;
}

const putEntry = JSON.stringify({ TableName: 'ledger', Item: { pk: { S: 'entry' } } });
const names = (outcomes: Outcome<OperationReply>[]) =>
  outcomes.map((o) => (o.ok ? 'ok' : errorName(o.error.__type)));

describe('the AWS CLI’s retries in the console', () => {
  it('makes three attempts at a throttled request, backing off between them, then gives up', async () => {
    const client = await overdrawnTable();
    const recorded: Outcome<OperationReply>[] = [];
    const attempts: number[] = [];
    const waits: number[] = [];
    const last = await callWithCliRetries(
      () => callOperation(client, 'PutItem', putEntry),
      (outcome, attempt) => (recorded.push(outcome), attempts.push(attempt)),
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(CLI_MAX_ATTEMPTS).toBe(3);
    expect(names(recorded)).toEqual(Array(3).fill('ProvisionedThroughputExceededException'));
    expect(attempts).toEqual([1, 2, 3]);
    expect(last).toBe(recorded[2]);
    // What the CLI prints when it gives up, as botocore words it.
    expect(!last!.ok && cliErrorText('PutItem', last!.error, 3)).toBe(
      'An error occurred (ProvisionedThroughputExceededException) when calling the PutItem operation (reached max retries: 2): ' +
        (!last!.ok && last!.error.message),
    );
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeLessThan(1000);
    expect(waits[1]).toBeLessThan(2000);
  });

  it('is served on a retry once time has refilled the capacity, and says how many throttles came first', async () => {
    const client = await overdrawnTable();
    const recorded: Outcome<OperationReply>[] = [];
    const last = await callWithCliRetries(
      () => callOperation(client, 'PutItem', putEntry),
      (outcome) => recorded.push(outcome),
      async () => client.engine.advance(400_000),
    );
    expect(names(recorded)).toEqual(['ProvisionedThroughputExceededException', 'ok']);
    expect(last?.ok && last.value.trace?.throttledRetries).toBe(1);
  });

  it('does not retry what the CLI does not: a missing table or a bad request is one attempt', async () => {
    const client = await overdrawnTable();
    const recorded: Outcome<OperationReply>[] = [];
    for (const body of [
      { TableName: 'missing', Key: { pk: { S: 'a' } } },
      { TableName: 'ledger', Key: {} },
    ]) {
      await callWithCliRetries(
        () => callWith(client, 'GetItem', body),
        (outcome) => recorded.push(outcome),
        () => Promise.reject(new Error('no back-off expected')),
      );
    }
    expect(names(recorded)).toEqual(['ResourceNotFoundException', 'ValidationException']);
    // Not retried, so the CLI's words for it name no retries.
    expect(!recorded[0].ok && cliErrorText('GetItem', recorded[0].error, 1)).toBe(
      'An error occurred (ResourceNotFoundException) when calling the GetItem operation: Requested resource not found',
    );
  });

  it('stops retrying when the console’s Stop ends the back-off', async () => {
    const client = await overdrawnTable();
    const recorded: Outcome<OperationReply>[] = [];
    const stopping = new AbortController();
    const started = performance.now();
    const last = await callWithCliRetries(
      () => callOperation(client, 'PutItem', putEntry),
      (outcome) => recorded.push(outcome),
      (ms) => {
        // Stop is pressed while the first back-off runs: the wait ends at once, nothing more is sent.
        const waited = abortableWait(ms + 60_000, stopping.signal);
        stopping.abort();
        return waited;
      },
      stopping.signal,
    );
    expect(last).toBeUndefined();
    expect(names(recorded)).toEqual(['ProvisionedThroughputExceededException']);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('retries what botocore’s standard mode retries: its listed codes, 5xx, and errors the model marks retryable', () => {
    const error = (name: string, status = 400) => ({
      __type: `com.amazonaws.dynamodb.v20120810#${name}`,
      message: 'm',
      status,
      body: '{}',
    });
    expect(retriedByCli(error('LimitExceededException'))).toBe(true);
    expect(retriedByCli(error('TransactionInProgressException'))).toBe(true);
    expect(retriedByCli(error('InternalServerError', 500))).toBe(true);
    expect(retriedByCli(error('ReplicatedWriteConflictException'))).toBe(true);
    expect(retriedByCli(error('TransactionConflictException'))).toBe(false);
    expect(retriedByCli(error('ConditionalCheckFailedException'))).toBe(false);
  });

  it('backs off a random share of 2^(retry − 1) seconds, at most 20 s', () => {
    expect([1, 2, 3].map((retry) => cliBackoffMs(retry, () => 0.999))).toEqual([999, 1998, 3996]);
    expect(cliBackoffMs(9, () => 0.999)).toBe(20_000);
    expect(cliBackoffMs(1, () => 0)).toBe(0);
  });
});
