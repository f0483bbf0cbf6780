// Expected messages are botocore's Waiter.wait wording (botocore 1.43), plus the sandbox's note when
// attempts run out on a paused virtual clock.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callWith } from '../../../client/calls.ts';
import { createInProcessClient } from '../../../client/inProcessClient.ts';
import { CLI_WAITERS, type CliWaiterSpec } from '../cli/cliWaiters.ts';
import { runWaiter, type Pause } from './runWaiter.ts';

/** A sandbox on a paused clock; between attempts the waiter moves it on by `stepMs`. */
function sandbox(stepMs: number, clockPaused?: () => boolean) {
  const client = createInProcessClient({
    tableStatusDelayMs: 1000,
    clock: { start: Date.UTC(2026, 0, 1), running: false },
  });
  let pauses = 0;
  const pause: Pause = async () => {
    pauses++;
    client.engine.advance(stepMs);
  };
  const wait = (waiter: CliWaiterSpec, request: object, signal?: AbortSignal) =>
    runWaiter(client, waiter, JSON.stringify(request), { pause, signal, clockPaused });
  return { client, wait, pauses: () => pauses };
}

const table = {
  TableName: 'app',
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
  AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
};

describe('aws dynamodb wait', () => {
  it('table-exists polls until the table is ACTIVE, and table-not-exists until it is gone', async () => {
    const { client, wait, pauses } = sandbox(250);
    await callWith(client, 'CreateTable', table);
    const created = await wait(CLI_WAITERS['table-exists'], { TableName: 'app' });
    expect(created.done).toBe(true);
    expect(pauses()).toBe(4); // CREATING for 1 s of simulated time: attempts at 0, 250 … 1000 ms
    // Every poll's answer is kept, for the console to show with the waiter's one entry.
    expect(created.polls).toEqual([
      { outcome: 'CREATING', count: 4 },
      { outcome: 'ACTIVE', count: 1 },
    ]);
    await callWith(client, 'DeleteTable', { TableName: 'app' });
    const deleted = await wait(CLI_WAITERS['table-not-exists'], { TableName: 'app' });
    expect(deleted.done).toBe(true);
    expect(deleted.polls).toEqual([
      { outcome: 'DELETING', count: 4 },
      { outcome: 'ResourceNotFoundException', count: 1 },
    ]);
  });

  it('gives up after the waiter’s attempts, naming the state it last accepted', async () => {
    const { wait, pauses } = sandbox(250);
    const missing = await wait(CLI_WAITERS['table-exists'], { TableName: 'nope' });
    expect(missing).toMatchObject({
      done: false,
      message:
        'Waiter TableExists failed: Max attempts exceeded. Previously accepted state: Matched expected service error code: ResourceNotFoundException',
    });
    expect(pauses()).toBe(24); // 25 attempts
  });

  it('says the virtual clock is paused only when it is', async () => {
    const { wait } = sandbox(250, () => true);
    const missing = await wait(CLI_WAITERS['table-exists'], { TableName: 'nope' });
    expect(missing).toMatchObject({
      done: false,
      message:
        'Waiter TableExists failed: Max attempts exceeded. Previously accepted state: Matched expected service error code: ResourceNotFoundException. The virtual clock is paused, and status changes happen on simulated time: resume the clock, or Step it.',
    });
  });

  it('contributor-insights-enabled waits out ENABLING, and ends at once on an error it does not expect', async () => {
    const { client, wait, pauses } = sandbox(1000);
    await callWith(client, 'CreateTable', table);
    client.engine.advance(1000);
    await callWith(client, 'UpdateContributorInsights', {
      TableName: 'app',
      ContributorInsightsAction: 'ENABLE',
    });
    const enabled = await wait(CLI_WAITERS['contributor-insights-enabled'], { TableName: 'app' });
    expect(enabled.done).toBe(true);
    expect(enabled.last.ok && enabled.last.value.reply.ContributorInsightsStatus).toBe('ENABLED');
    expect(pauses()).toBeGreaterThanOrEqual(4);

    const other = await wait(CLI_WAITERS['contributor-insights-enabled'], { TableName: 'other' });
    expect(other).toMatchObject({
      done: false,
      message:
        'Waiter ContributorInsightsEnabled failed: An error occurred (ResourceNotFoundException): Requested resource not found: Table: other not found',
    });
  });

  it('kinesis-streaming-destination-active waits for ACTIVE, and fails when every destination failed', async () => {
    const { client, wait, pauses } = sandbox(1000);
    await callWith(client, 'CreateTable', table);
    client.engine.advance(1000);
    await callWith(client, 'EnableKinesisStreamingDestination', {
      TableName: 'app',
      StreamArn: 'arn:aws:kinesis:us-east-1:000000000000:stream/app-changes',
    });
    const active = await wait(CLI_WAITERS['kinesis-streaming-destination-active'], { TableName: 'app' });
    expect(active.done).toBe(true);
    expect(pauses()).toBe(6); // ENABLING for 6 s of simulated time

    await callWith(client, 'CreateTable', { ...table, TableName: 'other' });
    client.engine.advance(1000);
    await callWith(client, 'EnableKinesisStreamingDestination', {
      TableName: 'other',
      StreamArn: 'arn:aws:kinesis:eu-west-1:000000000000:stream/app-changes',
    });
    const failed = await wait(CLI_WAITERS['kinesis-streaming-destination-active'], { TableName: 'other' });
    expect(failed.done).toBe(false);
    expect(!failed.done && failed.message).toMatch(
      /^Waiter KinesisStreamingDestinationActive failed: Waiter encountered a terminal failure state: /,
    );
  });

  it('explains a terminal failure state and matches any element of a list (pathAny)', async () => {
    const { client, wait } = sandbox(250);
    await callWith(client, 'CreateTable', table);
    const creating: CliWaiterSpec = {
      ...CLI_WAITERS['table-exists'],
      name: 'Custom',
      acceptors: [{ state: 'failure', matcher: 'path', argument: 'Table.TableStatus', expected: 'CREATING' }],
    };
    expect(await wait(creating, { TableName: 'app' })).toMatchObject({
      done: false,
      message:
        'Waiter Custom failed: Waiter encountered a terminal failure state: For expression "Table.TableStatus" we matched expected path: "CREATING"',
    });
    const hashKey: CliWaiterSpec = {
      ...creating,
      acceptors: [
        { state: 'success', matcher: 'pathAny', argument: 'Table.KeySchema[].KeyType', expected: 'HASH' },
      ],
    };
    expect((await wait(hashKey, { TableName: 'app' })).done).toBe(true);
  });

  it('stops between attempts when asked', async () => {
    const { client, wait, pauses } = sandbox(0); // the clock never moves: the table stays CREATING
    await callWith(client, 'CreateTable', table);
    const stop = new AbortController();
    const waiting = wait(CLI_WAITERS['table-exists'], { TableName: 'app' }, stop.signal);
    stop.abort();
    expect(await waiting).toMatchObject({ done: false, message: 'Stopped while waiting.' });
    expect(pauses()).toBe(1);
  });
});

describe('a waiter on a running clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * A sandbox whose clock runs at 1× on the host's time, faked: each pause moves it 250 ms, as the
   * console's polls are spaced.
   */
  function runningSandbox() {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 1) });
    const client = createInProcessClient({ tableStatusDelayMs: 1000, clock: { running: true } });
    let pauses = 0;
    const pause: Pause = async () => {
      pauses++;
      vi.advanceTimersByTime(250);
    };
    const wait = (waiter: CliWaiterSpec, request: object) =>
      runWaiter(client, waiter, JSON.stringify(request), { pause });
    const pass = (ms: number) => vi.advanceTimersByTime(ms);
    return { client, wait, pass, pauses: () => pauses };
  }

  it('waits out a status that outlasts its attempts in real time, as the CLI’s 30 polls 20 s apart do', async () => {
    const { client, wait, pass, pauses } = runningSandbox();
    await callWith(client, 'CreateTable', table);
    pass(1000);
    const StreamArn = 'arn:aws:kinesis:us-east-1:000000000000:stream/app-changes';
    await callWith(client, 'EnableKinesisStreamingDestination', { TableName: 'app', StreamArn });
    pass(6000);
    await callWith(client, 'UpdateKinesisStreamingDestination', {
      TableName: 'app',
      StreamArn,
      UpdateKinesisStreamingConfiguration: { ApproximateCreationDateTimePrecision: 'MICROSECOND' },
    });
    // UPDATING for 140 s: 560 polls of 250 ms, well within the CLI's 580 s.
    const active = await wait(CLI_WAITERS['kinesis-streaming-destination-active'], { TableName: 'app' });
    expect(active.done).toBe(true);
    expect(pauses()).toBe(560);
  });

  it('gives up once the CLI’s attempts would have run out on the simulated clock', async () => {
    const { wait, pauses } = runningSandbox();
    const missing = await wait(CLI_WAITERS['table-exists'], { TableName: 'nope' });
    expect(missing).toMatchObject({
      done: false,
      message:
        'Waiter TableExists failed: Max attempts exceeded. Previously accepted state: Matched expected service error code: ResourceNotFoundException',
    });
    expect(pauses()).toBe(1920); // 24 delays of 20 s, 250 ms at a time
  });
});

describe('a waiter with --region', () => {
  it('polls that Region once it holds a replica', async () => {
    const { client, wait } = sandbox(250);
    await callWith(client, 'CreateTable', table);
    client.engine.advance(1000);
    await callWith(client, 'UpdateTable', {
      TableName: 'app',
      ReplicaUpdates: [{ Create: { RegionName: 'eu-west-1' } }],
    });
    await callWith(client, 'CreateTable', { ...table, TableName: 'homeOnly' });
    const pause: Pause = async () => client.engine.advance(250);
    const exists = (TableName: string, region: string) =>
      runWaiter(client, CLI_WAITERS['table-exists'], JSON.stringify({ TableName }), { pause, region });
    expect((await exists('app', 'eu-west-1')).done).toBe(true);
    expect((await wait(CLI_WAITERS['table-exists'], { TableName: 'homeOnly' })).done).toBe(true);
    expect((await exists('homeOnly', 'eu-west-1')).done).toBe(false);
    // A Region without a replica reaches the home Region's tables.
    expect((await exists('homeOnly', 'ap-south-1')).done).toBe(true);
  });
});
