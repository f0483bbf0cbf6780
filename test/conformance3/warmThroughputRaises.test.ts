/**
 * How long a WarmThroughput raise keeps WarmThroughput.Status UPDATING, as probed against AWS in 2026
 * (ack-api-quirks dynamodb DDB-TABLE-179, 066, 121, 459): the first raise of a table's warm
 * throughput takes minutes (272–514 s), a later one, or a re-send of the values it has, about 2 s.
 * TableStatus stays ACTIVE throughout, and DeleteTable waits for the raise (DDB-TABLE-069).
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const FIRST_RAISE_MS = 300_000;

function onDemandTable(): Engine {
  const engine = testEngine({ capacity: { warmThroughputDelayMs: FIRST_RAISE_MS } });
  ok(engine, 'CreateTable', idTable('events'));
  return engine;
}
const raise = (engine: Engine, ReadUnitsPerSecond: number, WriteUnitsPerSecond: number) =>
  ok(engine, 'UpdateTable', {
    TableName: 'events',
    WarmThroughput: { ReadUnitsPerSecond, WriteUnitsPerSecond },
  }).TableDescription;
const warm = (engine: Engine) => ok(engine, 'DescribeTable', { TableName: 'events' }).Table.WarmThroughput;

describe('a WarmThroughput raise', () => {
  it('takes minutes the first time, with the old values shown meanwhile (DDB-TABLE-179, 459)', () => {
    const engine = onDemandTable();
    const reply = raise(engine, 13_000, 5_000);
    expect(reply.TableStatus).toBe('ACTIVE');
    expect(reply.WarmThroughput).toEqual({
      ReadUnitsPerSecond: 12_000,
      WriteUnitsPerSecond: 4_000,
      Status: 'UPDATING',
    });
    engine.advance(1_000);
    // A higher raise 1 s in is taken, and the running job ends with its values.
    raise(engine, 14_000, 6_000);
    engine.advance(FIRST_RAISE_MS - 2_000);
    expect(warm(engine).Status).toBe('UPDATING');
    engine.advance(1_000);
    expect(warm(engine)).toEqual({
      ReadUnitsPerSecond: 14_000,
      WriteUnitsPerSecond: 6_000,
      Status: 'ACTIVE',
    });
  });

  it('takes about 2 s once the warm throughput has been raised before (DDB-TABLE-121, 066)', () => {
    const engine = onDemandTable();
    raise(engine, 13_000, 5_000);
    engine.advance(FIRST_RAISE_MS);
    const reply = raise(engine, 14_000, 6_000);
    expect(reply.WarmThroughput).toEqual({
      ReadUnitsPerSecond: 13_000,
      WriteUnitsPerSecond: 5_000,
      Status: 'UPDATING',
    });
    expect(fails(engine, 'DeleteTable', { TableName: 'events' }).type).toBe('ResourceInUseException');
    engine.advance(1_000);
    expect(warm(engine).Status).toBe('UPDATING');
    engine.advance(1_000);
    expect(warm(engine)).toEqual({
      ReadUnitsPerSecond: 14_000,
      WriteUnitsPerSecond: 6_000,
      Status: 'ACTIVE',
    });
    expect(ok(engine, 'DeleteTable', { TableName: 'events' }).TableDescription.TableStatus).toBe('DELETING');
  });

  it('that only re-sends the values in place is UPDATING for about 2 s (DDB-TABLE-179)', () => {
    const engine = onDemandTable();
    expect(raise(engine, 12_000, 4_000).WarmThroughput.Status).toBe('UPDATING');
    engine.advance(2_000);
    expect(warm(engine)).toEqual({
      ReadUnitsPerSecond: 12_000,
      WriteUnitsPerSecond: 4_000,
      Status: 'ACTIVE',
    });
  });
});
