/**
 * Engines on a paused clock for capacity tests: time moves only when a test moves it, so every
 * number the capacity model predicts can be asserted exactly.
 */
import { isThrottlingError } from '../../src/engine/capacity/throttleReasons.ts';
import { Engine, type EngineOptions } from '../../src/engine/engine.ts';
import type { DynamoDBError } from '../../src/engine/errors.ts';
import { createTable } from '../../src/engine/operations/createTable.ts';
import { dispatch } from '../../src/protocol/dispatch.ts';

/** A fixed start: Monday 4 May 2026, 09:00 UTC. */
export const START = Date.UTC(2026, 4, 4, 9, 0, 0);

export function manualEngine(options: EngineOptions = {}): Engine {
  return new Engine({
    clock: { start: START, running: false },
    tableStatusDelayMs: 0,
    gsiPropagationDelayMs: 0,
    ...options,
  });
}

export type Json = any;

/** Calls an operation through dispatch with a wire-format request. */
export function call(engine: Engine, operation: string, request: object): { status: number; body: Json } {
  const reply = dispatch(engine, `DynamoDB_20120810.${operation}`, JSON.stringify(request));
  return { status: reply.status, body: JSON.parse(reply.body) };
}

/** An on-demand (or provisioned, with `throughput`) table keyed by `pk` and `sk`. */
export function keyedTable(engine: Engine, name: string, extra: Record<string, unknown> = {}): void {
  createTable(engine, keyedTableRequest(name, extra));
}

/** The CreateTable request keyedTable sends, for tests that send it through a client. */
export function keyedTableRequest(
  name: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
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

/** Extra CreateTable fields: a local secondary index on `placed` (a table with one never divides an item collection). */
export const LOCAL_INDEX = {
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: 'S' },
    { AttributeName: 'sk', AttributeType: 'S' },
    { AttributeName: 'placed', AttributeType: 'S' },
  ],
  LocalSecondaryIndexes: [
    {
      IndexName: 'byPlaced',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'placed', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    },
  ],
};

/** Extra CreateTable fields: a global secondary index `by-g` on attribute `g`, with `index`'s extra fields. */
export function globalIndexOnG(index: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'sk', AttributeType: 'S' },
      { AttributeName: 'g', AttributeType: 'S' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'by-g',
        KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'KEYS_ONLY' },
        ...index,
      },
    ],
  };
}

export function provisioned(read: number, write: number): Record<string, unknown> {
  return {
    BillingMode: 'PROVISIONED',
    ProvisionedThroughput: { ReadCapacityUnits: read, WriteCapacityUnits: write },
  };
}

/** Runs `request` and returns the throttling error it raised, or undefined if it was served. */
export function throttleOf(request: () => unknown): DynamoDBError | undefined {
  try {
    request();
    return undefined;
  } catch (error) {
    if (isThrottlingError(error)) return error;
    throw error;
  }
}

/**
 * Issues `perSecond` requests a second, evenly spaced, for `seconds` of simulated time; returns how
 * many were throttled and the last throttling error. `request(i)` makes the i-th request of the run.
 */
export function drive(
  engine: Engine,
  perSecond: number,
  seconds: number,
  request: (i: number) => unknown,
): { requests: number; throttled: number; error?: DynamoDBError } {
  let throttled = 0;
  let error: DynamoDBError | undefined;
  const start = engine.now();
  const total = Math.round(perSecond * seconds);
  for (let i = 0; i < total; i++) {
    const failure = throttleOf(() => request(i));
    if (failure) {
      throttled++;
      error = failure;
    }
    engine.advance(start + ((i + 1) * 1000) / perSecond - engine.now());
  }
  return { requests: total, throttled, error };
}

/** The total of a metric's per-second values. */
export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Table `name`'s capacity snapshot once the current second has closed (its metrics then count it). */
export function snapshotOf(engine: Engine, name: string) {
  engine.advance(1000);
  return engine.capacity.snapshot(engine.tables.get(name)!);
}
