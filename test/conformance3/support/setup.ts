/**
 * The issue-3 conformance files build on the issue-2 suite (test/conformance/support): the same three
 * transports, assertions and table helpers. Added here: an endpoint on a manual clock (GSIs caught up
 * at once unless a file asks for lag), state snapshots that include every secondary index, and the
 * assertions batch and transaction replies need.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import type { EndpointOptions } from '../../helpers/endpoint.ts';
import { expectIndexesMatchTable } from '../../helpers/indexInvariant.ts';
import type { Engine } from '../../../src/engine/engine.ts';
import { canonicalJson } from '../../conformance/support/tables.ts';
import {
  type Conformance,
  type Json,
  type Outcome,
  type TransportName,
  useEndpoint,
} from '../../conformance/support/suite.ts';

/** Simulated start of every file's clock: 30 November 2026, 00:00 UTC. */
export const START = Date.UTC(2026, 10, 30);

/** A started endpoint whose clock moves only when a test advances it. */
export function useManualEndpoint(options: EndpointOptions = {}): Conformance {
  return useEndpoint({
    gsiPropagationDelayMs: 0,
    statisticsRefreshMs: 0,
    clock: { start: START, running: false },
    ...options,
  });
}

/** Moves the endpoint's engine clock forward (capacity refills, lag elapses, tokens expire). */
export function advance(context: Conformance, milliseconds: number): void {
  context.endpoint.engine.advance(milliseconds);
}

/**
 * Every item of the named tables and every entry of their secondary indexes, as canonical JSON: what
 * "a rejected request changed nothing" compares.
 */
export function stateOf(engine: Engine, tables: readonly string[]): string {
  const state = tables.map((name) => {
    const table = engine.tables.get(name);
    if (!table) return { name, missing: true };
    const entries = (store: typeof table.items) =>
      [...store.scanOrder.values()]
        .flatMap((c) => [...c.items.values()].map((i) => canonicalJson(i.attributes)))
        .sort();
    return {
      name,
      items: entries(table.items),
      indexes: table.indexes.map((index) => ({
        name: index.name,
        status: index.status,
        entries: entries(index.entries),
      })),
    };
  });
  return JSON.stringify(state);
}

/** For a describe block of rejected requests: items and index entries stay exactly as they were. */
export function guardState(context: Conformance, tables: readonly string[]): void {
  let before = '';
  beforeEach(() => {
    before = stateOf(context.endpoint.engine, tables);
  });
  afterEach(() => {
    expect(stateOf(context.endpoint.engine, tables)).toBe(before);
    expectIndexesMatchTable(context.endpoint.engine);
  });
}

/** Runs a request that must be rejected; items and index entries must be unchanged. */
export async function expectStateUnchanged(
  context: Conformance,
  tables: readonly string[],
  act: () => Promise<void>,
): Promise<void> {
  const before = stateOf(context.endpoint.engine, tables);
  await act();
  expect(stateOf(context.endpoint.engine, tables)).toBe(before);
}

/**
 * The same error on each transport, its message matched by a pattern: for messages that echo a whole
 * request in a form DynamoDB has been changing (Java toString dumps of long lists).
 */
export async function rejectsMatching(
  context: Conformance,
  transports: readonly TransportName[],
  operation: string,
  body: object,
  type: string,
  pattern: RegExp,
): Promise<void> {
  for (const via of transports) {
    const outcome = await context.call[via](operation, body);
    if (outcome.ok) expect.fail(`${via}: expected ${type}, got success`);
    expect({ via, type: outcome.type, status: outcome.status }).toEqual({ via, type, status: 400 });
    expect(outcome.message, via).toMatch(pattern);
  }
}

export interface Reason {
  Code: string;
  Message?: string;
  Item?: Record<string, unknown>;
}

/**
 * Asserts a TransactionCanceledException: the message lists the codes in request order, and the
 * CancellationReasons are exactly `reasons` (Message and Item only where given).
 */
export function cancelled(outcome: Outcome, reasons: Reason[]): void {
  if (outcome.ok)
    expect.fail(`expected TransactionCanceledException, got success ${JSON.stringify(outcome.body)}`);
  expect({ type: outcome.type, status: outcome.status, message: outcome.message }).toEqual({
    type: 'TransactionCanceledException',
    status: 400,
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r) => r.Code).join(', ')}]`,
  });
  expect(outcome.extra.CancellationReasons).toEqual(reasons);
}

/** A batch or transaction reply's ConsumedCapacity list, keyed by table name. */
export function capacityByTable(body: Record<string, Json>): Record<string, Json> {
  const list = (body.ConsumedCapacity ?? []) as { TableName: string }[];
  return Object.fromEntries(list.map((entry) => [entry.TableName, entry]));
}
