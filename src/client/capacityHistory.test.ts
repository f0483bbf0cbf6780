import { describe, expect, it } from 'vitest';
import { Engine } from '../engine/engine.ts';
import { createTable } from '../engine/operations/createTable.ts';
import { putItem } from '../engine/operations/putItem.ts';
import { capacityFrame } from '../worker/capacity/liveCapacity.ts';
import { mergeFrame, type CapacityHistory } from './capacityHistory.ts';

const START = Date.UTC(2026, 4, 4, 9, 0, 0);

function setUp() {
  const engine = new Engine({
    clock: { start: START, running: false },
    tableStatusDelayMs: 0,
    capacity: { metricsSeconds: 20, hotSecondsBeforeSplit: 2, hotUtilization: 0.1, splitDelayMs: 1000 },
  });
  createTable(engine, {
    TableName: 'events',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
  });
  const table = engine.tables.get('events')!;
  let history: CapacityHistory | undefined;
  /** Pulls what is new since the last pull and merges it, as the feed does. */
  const pull = () => {
    history = mergeFrame(history, capacityFrame(engine, table, history?.to), 'events');
    return history;
  };
  /** `count` one-unit writes to `key` in each of the next `seconds` seconds. */
  const write = (seconds: number, count: number, key = 'a') => {
    for (let second = 0; second < seconds; second++) {
      for (let i = 0; i < count; i++)
        putItem(engine, { TableName: 'events', Item: { pk: { S: `${key}${i % 50}` } } });
      engine.advance(1000);
    }
  };
  return { engine, pull, write };
}

/** Every partition's series as plain arrays, by resource and partition id. */
function seriesOf(history: CapacityHistory) {
  return history.resources.map((resource) =>
    resource.partitions.map((partition) => ({
      id: partition.id,
      retiredAt: partition.retiredAt,
      metrics: Object.fromEntries(
        Object.entries(partition.metrics).map(([name, values]) => [name, Array.from(values)]),
      ),
    })),
  );
}

describe('capacity history', () => {
  it('appends the new seconds of every metric and keeps the window', () => {
    const { pull, write } = setUp();
    write(3, 10);
    const first = pull();
    expect(first.to - first.from).toBe(20);
    expect(first.resources[0].metrics.ConsumedWriteCapacityUnits.slice(-3)).toEqual([10, 10, 10]);
    write(2, 7);
    const second = pull();
    expect(second.to).toBe(first.to + 2);
    expect(second.from).toBe(first.from + 2);
    const consumed = second.resources[0].metrics.ConsumedWriteCapacityUnits;
    expect(consumed).toHaveLength(20);
    expect(consumed.slice(-5)).toEqual([10, 10, 10, 7, 7]);
    for (const partition of second.resources[0].partitions)
      expect(partition.metrics.WriteUnits).toHaveLength(20);
    const perPartition = second.resources[0].partitions.reduce(
      (sum, partition) => sum + partition.metrics.WriteUnits.at(-1)!,
      0,
    );
    expect(perPartition).toBe(7);
  });

  it('counts a jump of the clock as silent seconds', () => {
    const { engine, pull, write } = setUp();
    write(1, 5);
    pull();
    engine.advance(5000);
    write(1, 3);
    const history = pull();
    expect(history.resources[0].metrics.ConsumedWriteCapacityUnits.slice(-7)).toEqual([5, 0, 0, 0, 0, 0, 3]);
  });

  it('keeps a split partition beside its children until it leaves the window', () => {
    const { pull, write } = setUp();
    pull();
    // 900 writes a second over 50 keys make partitions hot (10 % of a ceiling here): they split.
    write(6, 900);
    const history = pull();
    const table = history.resources[0];
    const retired = table.partitions.filter((partition) => partition.retiredAt !== undefined);
    expect(retired.length).toBeGreaterThan(0);
    const children = table.partitions.filter((partition) => partition.parentId === retired[0].id);
    expect(children).toHaveLength(2);
    expect(table.events.some((event) => event.kind === 'split' && event.partition === retired[0].id)).toBe(
      true,
    );
    for (const partition of table.partitions)
      expect(partition.metrics.WriteUnits).toHaveLength(history.to - history.from);
    write(25, 1);
    const later = pull();
    expect(later.resources[0].partitions.some((partition) => partition.id === retired[0].id)).toBe(false);
  });

  it('starts over when the table was created again', () => {
    const { engine, pull, write } = setUp();
    write(2, 5);
    pull();
    const fresh = new Engine({ clock: { start: START + 60_000, running: false }, tableStatusDelayMs: 0 });
    createTable(fresh, {
      TableName: 'events',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
    });
    fresh.advance(2000);
    const old = mergeFrame(
      undefined,
      capacityFrame(engine, engine.tables.get('events')!, undefined),
      'events',
    );
    const merged = mergeFrame(old, capacityFrame(fresh, fresh.tables.get('events')!, old.to), 'events');
    expect(merged.resources[0].partitions[0].createdAt).toBe(START + 60_000);
    expect(merged.resources[0].metrics.ConsumedWriteCapacityUnits.every((value) => value === 0)).toBe(true);
  });

  it('builds every partition’s series frame by frame as one pull of the whole window would', () => {
    const { engine, pull, write } = setUp();
    const whole = () =>
      mergeFrame(undefined, capacityFrame(engine, engine.tables.get('events')!, undefined), 'events');
    pull();
    let withRetired = 0;
    // Partitions split and retire, then the window (20 s) moves past them, a second or a few a frame.
    for (const [seconds, count] of [...Array<[number, number]>(8).fill([1, 900]), [1, 1], [3, 1], [1, 5]]) {
      for (let frame = 0; frame < 6; frame++) {
        write(seconds, count);
        const history = pull();
        expect(seriesOf(history)).toEqual(seriesOf(whole()));
        if (history.resources[0].partitions.some((partition) => partition.retiredAt !== undefined))
          withRetired++;
      }
    }
    expect(withRetired).toBeGreaterThan(20);
  });

  it('leaves a history as it was when it is merged again with another frame', () => {
    // Two tables alike but for their last second: each frame fits the first history.
    const [one, two] = [setUp(), setUp()];
    const frameOf = ({ engine }: typeof one, since: number) =>
      capacityFrame(engine, engine.tables.get('events')!, since);
    one.write(3, 10);
    two.write(3, 10);
    const first = one.pull();
    const before = seriesOf(first);
    one.write(1, 4);
    two.write(1, 9);
    const next = mergeFrame(first, frameOf(one, first.to), 'events');
    const nextBefore = seriesOf(next);
    const other = mergeFrame(first, frameOf(two, first.to), 'events');
    expect(seriesOf(first)).toEqual(before);
    expect(seriesOf(next)).toEqual(nextBefore);
    const last = (history: CapacityHistory) =>
      history.resources[0].partitions.reduce((sum, partition) => sum + partition.metrics.WriteUnits[19], 0);
    expect([last(next), last(other)]).toEqual([4, 9]);
  });
});
