/**
 * The load scenarios of the capacity lessons: each the key design the card warns about (or the fix
 * it recommends), a table of its own made for it, the load that shows the effect, and one line on
 * what to watch. The numbers come from the capacity model (docs/capacity-model.md) and were checked
 * with `npm run simulate`: e.g. 1,500 writes a second on one key throttle a third at 1,000 WCU.
 */
import type { LoadPattern, LoadRequest } from '../../../client/capacityClient.ts';

export interface Scenario {
  id: string;
  title: string;
  /** What to watch, in one line. */
  watch: string;
  /** The lesson in a sentence, for the scenario's card. */
  lesson: string;
  /** Its own table, created on first use (CreateTable request). */
  table: CreateTableRequest;
  load: Omit<LoadRequest, 'tableName'>;
}

export interface CreateTableRequest {
  TableName: string;
  BillingMode: 'PAY_PER_REQUEST' | 'PROVISIONED';
  ProvisionedThroughput?: { ReadCapacityUnits: number; WriteCapacityUnits: number };
  KeySchema: { AttributeName: string; KeyType: 'HASH' | 'RANGE' }[];
  AttributeDefinitions: { AttributeName: string; AttributeType: 'S' }[];
  GlobalSecondaryIndexes?: {
    IndexName: string;
    KeySchema: { AttributeName: string; KeyType: 'HASH' }[];
    Projection: { ProjectionType: 'KEYS_ONLY' };
    ProvisionedThroughput?: { ReadCapacityUnits: number; WriteCapacityUnits: number };
  }[];
}

/** The generator writes `pk`/`sk`; the GSI scenario adds `status` (its two values) and index by-status. */
function labTable(name: string, extra: Partial<CreateTableRequest> = {}): CreateTableRequest {
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'sk', AttributeType: 'S' },
    ],
    ...extra,
  };
}

function load(pattern: LoadPattern, rate: number, more: Partial<Omit<LoadRequest, 'tableName'>> = {}) {
  return {
    pattern,
    rate,
    readRatio: 0,
    itemBytes: 800,
    shards: 10,
    keys: 10_000,
    durationSeconds: 600,
    ...more,
  };
}

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'hot-key',
    title: 'Single hot key',
    lesson: 'Every write goes to one partition key: one partition serves at most 1,000 WCU a second.',
    watch: 'One partition pins at 1,000 WCU and a third of the writes throttle while the others idle.',
    table: labTable('lab-hot-key'),
    load: load('hot-key', 1500),
  },
  {
    id: 'hot-collection',
    title: 'One hot item collection',
    lesson:
      'Every write goes to one tenant’s partition key, spread over many sort keys: DynamoDB can split the collection itself.',
    watch:
      'One partition throttles a third of the writes; after 30 hot seconds and a 60 s split the collection is divided by sort key and the throttling stops.',
    table: labTable('lab-hot-collection'),
    load: load('hot-collection', 1500),
  },
  {
    id: 'date-key',
    title: "Today's date as partition key",
    lesson: 'A time-series table keyed on the day puts all of today’s writes on one key.',
    watch: 'Today’s date is one key: one partition takes every event of the day and throttles.',
    table: labTable('lab-date-key'),
    load: load('date-key', 1500),
  },
  {
    id: 'counter',
    title: 'Global counter',
    lesson: 'One item incremented by every request is one hot key, whatever the table’s capacity.',
    watch: 'Every increment hits one item: capped at 1,000 updates/s, whatever the table’s capacity.',
    table: labTable('lab-counter'),
    load: load('counter', 1500),
  },
  {
    id: 'status-key',
    title: 'Low-cardinality status key',
    lesson: 'Three status values can use at most three partitions.',
    watch:
      'Three keys, at most three busy partitions: the one two keys share throttles until a split for heat gives each key its own.',
    table: labTable('lab-status-key'),
    // 900 writes/s per key: two keys on one partition (1,800) throttle, one key alone fits. At 1,000
    // a key would sit exactly at the ceiling after the split and never stop throttling.
    load: load('status-key', 2700),
  },
  {
    id: 'sharded',
    title: 'Write sharding, 10 suffixes',
    lesson: 'The hot key spread over celebrity#1#0 … #9 — read them back with 10 queries.',
    watch:
      'The hot key’s 1,500 writes/s over 10 suffixes land on several partitions: none at its ceiling, nothing throttled.',
    table: labTable('lab-sharded'),
    load: load('sharded', 1500, { shards: 10 }),
  },
  {
    id: 'gsi-low-cardinality',
    title: 'GSI on a low-cardinality attribute',
    lesson: 'The table’s keys are fine, but an index keyed on a two-value status is not.',
    watch:
      'The table’s partitions stay below their ceiling, at about 60 % (less once on-demand has split them); the index’s two keys hit 1,000 WCU and throttle the table’s writes.',
    table: labTable('lab-gsi-status', {
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
        { AttributeName: 'status', AttributeType: 'S' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'by-status',
          KeySchema: [{ AttributeName: 'status', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
    }),
    load: load('gsi-low-cardinality', 3000),
  },
  {
    id: 'provisioned-burst',
    title: 'Provisioned 100 WCU, burst',
    lesson: 'Burst capacity banks 300 seconds of unused capacity — and then runs out.',
    watch: '150 writes/s on 100 WCU: burst lasts 10 minutes, then a third throttle. Try 100×.',
    table: labTable('lab-provisioned', {
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: { ReadCapacityUnits: 100, WriteCapacityUnits: 100 },
    }),
    load: load('uniform', 150, { keys: 1000, durationSeconds: 1200 }),
  },
  {
    id: 'uniform',
    title: 'Well-spread keys',
    lesson: 'A high-cardinality key spreads load evenly — the design DynamoDB scales best.',
    watch: 'Every partition near 75 %, none throttled — then on-demand doubles its partitions.',
    table: labTable('lab-uniform'),
    load: load('uniform', 3000),
  },
];

/**
 * The scenario a run is, if it is one: its table and every setting alike. A custom load on a
 * scenario's table (another rate, say) is not, and must not be shown the scenario's "Watch" text.
 */
export function scenarioOfLoad(request: LoadRequest): Scenario | undefined {
  if (request.region !== undefined) return undefined;
  return SCENARIOS.find(
    (scenario) =>
      scenario.table.TableName === request.tableName &&
      Object.entries(scenario.load).every(
        ([setting, value]) => request[setting as keyof LoadRequest] === value,
      ),
  );
}
