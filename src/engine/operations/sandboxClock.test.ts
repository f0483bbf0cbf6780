/**
 * The sandbox's clock targets keep the clock where dates can be written: up to the last second of
 * year 9999. A clock set to 10^15 seconds used to make the next CreateTable with a stream fail with
 * an internal error while formatting the stream label.
 */
import { describe, expect, it } from 'vitest';
import { fails, ok, testEngine } from '../../../test/helpers/wire.ts';
import { LATEST_TIME_MS } from '../clock.ts';
import { dispatch } from '../../protocol/dispatch.ts';
import type { Engine } from '../engine.ts';
import { exportSnapshot } from '../snapshot/exportSnapshot.ts';
import { importSnapshot } from '../snapshot/importSnapshot.ts';

function clockCall(engine: Engine, operation: string, body: object) {
  const reply = dispatch(engine, `DynamoSandbox.${operation}`, JSON.stringify(body));
  return { status: reply.status, body: JSON.parse(reply.body) as Record<string, unknown> };
}

const LATEST_SECONDS = LATEST_TIME_MS / 1000;

describe('the clock range', () => {
  it('sets the clock to the last second of year 9999 and no further', () => {
    const engine = testEngine();
    const beyond = clockCall(engine, 'SetClock', { Time: 1e15 });
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toBe(
      'Time must be epoch seconds from the current simulated time to 253402300799 (9999-12-31T23:59:59Z)',
    );
    expect(clockCall(engine, 'SetClock', { Time: LATEST_SECONDS + 1 }).status).toBe(400);
    expect(clockCall(engine, 'SetClock', { Time: LATEST_SECONDS }).body.Time).toBe(LATEST_SECONDS);
    // Dates still format there: a table with a stream gets its label.
    const created = ok(engine, 'CreateTable', {
      TableName: 'late',
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
      BillingMode: 'PAY_PER_REQUEST',
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
    });
    expect(created.TableDescription.LatestStreamLabel).toBe('9999-12-31T23:59:59.000');
  });

  it('advances no further than that second', () => {
    const engine = testEngine();
    clockCall(engine, 'SetClock', { Time: LATEST_SECONDS - 10 });
    const past = clockCall(engine, 'AdvanceClock', { Seconds: 11 });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('The clock cannot be advanced past 253402300799 (9999-12-31T23:59:59Z)');
    expect(clockCall(engine, 'AdvanceClock', { Seconds: 10 }).body.Time).toBe(LATEST_SECONDS);
    expect(fails(engine, 'DescribeTable', { TableName: 'none' }).type).toBe('ResourceNotFoundException');
  });

  it('refuses a snapshot whose clock is outside the range as damaged', () => {
    const snapshot = JSON.parse(JSON.stringify(exportSnapshot(testEngine())));
    snapshot.clock.now = 1e18;
    expect(() => importSnapshot(testEngine(), snapshot)).toThrow(
      `The snapshot is damaged: clock.now: expected 0 to ${LATEST_TIME_MS}`,
    );
  });
});
