/** Lesson 10's exercises: a ceiling on an on-demand table's writes, and a table warmed for a launch. */
import {
  describeTable,
  keyOf,
  notYet,
  pass,
  type TableShape,
} from '../../src/features/lessons/checkHelpers.ts';
import { createTableCall } from '../../src/features/lessons/lessonCalls.ts';
import type { Exercise, SelfCheck } from '../../src/features/lessons/lessonTypes.ts';

/** The write maximum the first exercise asks for, and the colleague's leftover read maximum. */
const WRITE_CAP = 1000;
const OLD_READ_CAP = 100;
/** What the ticket sale needs from its first second. */
const LAUNCH = { read: 30_000, write: 10_000 };

/** The capacity settings DescribeTable shows, beside what checkHelpers reads. */
interface CapacityShape extends TableShape {
  OnDemandThroughput?: { MaxReadRequestUnits?: number; MaxWriteRequestUnits?: number };
  WarmThroughput?: { ReadUnitsPerSecond?: number; WriteUnitsPerSecond?: number; Status?: string };
}

const units = (count: number) => count.toLocaleString('en-US');

const onDemand = (table: TableShape) => table.BillingModeSummary?.BillingMode === 'PAY_PER_REQUEST';

/** `clicks` as the colleague left it: on-demand, reads capped for a test long over. */
const createClicks = (() => {
  const call = createTableCall('clicks', { hash: 'PK' });
  return {
    ...call,
    body: { ...call.body, OnDemandThroughput: { MaxReadRequestUnits: OLD_READ_CAP } },
  };
})();

export const exercises: Exercise[] = [
  {
    id: 'cap-on-demand-writes',
    title: 'Put a ceiling on an on-demand bill',
    task:
      'Table `clicks` (on-demand) stores a tracking pixel’s clicks. Its writes peak at about 300 a second, ' +
      'but last month a client bug wrote 20,000 a second for an hour, and every one of them was billed. ' +
      `Cap the table’s writes at ${units(WRITE_CAP)} write request units a second. A colleague also left a ` +
      `test maximum of ${OLD_READ_CAP} read request units on it, which now throttles the dashboards: reads ` +
      'must have no maximum at all.',
    hints: [
      'One `UpdateTable` with `OnDemandThroughput` does it; `DescribeTable` shows the maximums set now.',
      '`MaxWriteRequestUnits` sets the write maximum. Setting one member leaves the other as it is.',
      '`"MaxReadRequestUnits": -1` removes the read maximum; 0 is refused, since a maximum is at least 1.',
    ],
    setup: { resetTables: ['clicks'], calls: [createClicks] },
    async check(engine) {
      const described = await describeTable(engine, 'clicks');
      if ('problem' in described) return described.problem;
      const table = described.table as CapacityShape;
      if (!onDemand(table))
        return notYet(
          'clicks is provisioned now, and maximums exist only in on-demand mode. Press Set up to start again from the on-demand table.',
        );
      const { MaxReadRequestUnits: read, MaxWriteRequestUnits: write } = table.OnDemandThroughput ?? {};
      if (write === undefined) {
        if (read !== undefined)
          return notYet(
            `clicks caps reads at ${units(read)} request units a second but not writes, and the runaway client writes: set MaxWriteRequestUnits.`,
          );
        return notYet(
          'clicks has no OnDemandThroughput: its writes, and the bill, can grow to the per-table quota of 40,000 units a second.',
        );
      }
      if (write !== WRITE_CAP)
        return notYet(
          `MaxWriteRequestUnits is ${units(write)}; the task caps writes at ${units(WRITE_CAP)} a second.`,
        );
      if (read !== undefined)
        return notYet(
          `Writes are capped, but reads are still capped at ${units(read)} a second and the dashboards throttle: remove that maximum with "MaxReadRequestUnits": -1.`,
        );
      return pass(
        `clicks writes at most ${units(WRITE_CAP)} units a second, reads without a maximum. A runaway client now meets ThrottlingException with the reason TableWriteMaxOnDemandThroughputExceeded instead of a bill.`,
      );
    },
    solution: [
      {
        operation: 'UpdateTable',
        body: {
          TableName: 'clicks',
          OnDemandThroughput: { MaxWriteRequestUnits: WRITE_CAP, MaxReadRequestUnits: -1 },
        },
      },
    ],
  },
  {
    id: 'prewarm-for-launch',
    title: 'A table warm for launch day',
    task:
      'A ticket sale opens with a rush: from its first second, ' +
      `${units(LAUNCH.write)} writes and ${units(LAUNCH.read)} reads a second. Its orders go to a new ` +
      'on-demand table `tickets` with a string partition key `PK`. A new on-demand table serves only ' +
      '4,000 writes and 12,000 reads a second at once, so create `tickets` warm enough for the opening: ' +
      `its \`WarmThroughput\` must reach at least ${units(LAUNCH.write)} writes and ${units(LAUNCH.read)} ` +
      'reads a second, with `Status` ACTIVE.',
    hints: [
      '`CreateTable` takes `WarmThroughput: {"ReadUnitsPerSecond": …, "WriteUnitsPerSecond": …}` beside `"BillingMode": "PAY_PER_REQUEST"`.',
      'Values below a new on-demand table’s 12,000 reads or 4,000 writes are refused: every new table has those already.',
      'Created it without? An `UpdateTable` carrying only `WarmThroughput` raises it. `Status` then reads UPDATING for five minutes of the sandbox clock: speed the clock up or step it.',
    ],
    setup: { resetTables: ['tickets'], calls: [] },
    async check(engine) {
      const described = await describeTable(engine, 'tickets');
      if ('problem' in described) return described.problem;
      const table = described.table as CapacityShape;
      const key = keyOf(table, 'HASH')!;
      if (key.name !== 'PK' || key.type !== 'S')
        return notYet(
          `tickets has the partition key ${key.name} (${key.type}); the task asks for PK, a string. Press Set up and create it again.`,
        );
      if (!onDemand(table))
        return notYet(
          'tickets is provisioned: the sale’s traffic after the opening is unknown, so the task asks for on-demand. Press Set up and create it again.',
        );
      const warm = table.WarmThroughput;
      if (warm?.Status !== 'ACTIVE')
        return notYet(
          `tickets’ warm throughput is ${warm?.Status ?? 'not shown'}: DynamoDB is still warming it. Let the clock run (five minutes in the sandbox; speed it up or step it) and check again.`,
        );
      const write = warm.WriteUnitsPerSecond ?? 0;
      const read = warm.ReadUnitsPerSecond ?? 0;
      if (write < LAUNCH.write)
        return notYet(
          `tickets can take ${units(write)} writes a second at once; the sale opens with ${units(LAUNCH.write)}. Raise WriteUnitsPerSecond.`,
        );
      if (read < LAUNCH.read)
        return notYet(
          `tickets can serve ${units(read)} reads a second at once; the sale opens with ${units(LAUNCH.read)}. Raise ReadUnitsPerSecond.`,
        );
      return pass(
        `tickets is warm for ${units(write)} writes and ${units(read)} reads a second, ACTIVE: the opening rush is served from its first second, without waiting for on-demand to double its previous peak.`,
      );
    },
    solution: [
      {
        operation: 'CreateTable',
        body: {
          ...createTableCall('tickets', { hash: 'PK' }).body,
          WarmThroughput: { ReadUnitsPerSecond: LAUNCH.read, WriteUnitsPerSecond: LAUNCH.write },
        },
      },
    ],
  },
];

export const questions: SelfCheck[] = [
  {
    question:
      'An on-demand table has `MaxWriteRequestUnits` 1,000. A launch brings 3,000 small writes a second, spread over many keys. What do the writers see, and would pre-warming the table help?',
    answer:
      'About two writes in three are throttled with `ThrottlingException`, the reason `TableWriteMaxOnDemandThroughputExceeded`. Pre-warming does not help: warm throughput is what the table can serve instantly, while the maximum is a ceiling you set. If the traffic is wanted, raise the maximum, or remove it with `-1`.',
  },
  {
    question:
      'A new on-demand table must serve 25,000 reads a second the moment an app release goes live. What happens without preparation, and how do you prepare?',
    answer:
      'A new on-demand table serves 12,000 reads a second at once; beyond that it throttles while it scales. Create it with `WarmThroughput` of 25,000 `ReadUnitsPerSecond`, or raise an existing table’s with `UpdateTable` early enough for its `Status` to reach ACTIVE. Either stays within the per-table quota of 40,000, and neither helps a hot key: each partition still serves at most 3,000 reads a second.',
  },
];
