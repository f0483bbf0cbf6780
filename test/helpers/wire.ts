/** Calling an engine through dispatch with wire JSON, for tests. */
import { Engine, type EngineOptions } from '../../src/engine/engine.ts';
import { dispatch } from '../../src/protocol/dispatch.ts';

export interface WireCall {
  status: number;
  body: Record<string, unknown>;
}

export function testEngine(options: EngineOptions = {}): Engine {
  return new Engine({
    tableStatusDelayMs: 0,
    gsiPropagationDelayMs: 0,
    statisticsRefreshMs: 0,
    clock: { start: Date.UTC(2026, 10, 30), running: false },
    ...options,
  });
}

/** One request through dispatch; the parsed reply (empty for tagging calls) with its status. */
export function call(engine: Engine, operation: string, body: unknown): WireCall {
  const reply = dispatch(engine, `DynamoDB_20120810.${operation}`, JSON.stringify(body));
  return { status: reply.status, body: reply.body === '' ? {} : JSON.parse(reply.body) };
}

/** A request that must succeed; its reply body. */
export function ok(engine: Engine, operation: string, body: unknown): Record<string, any> {
  const reply = call(engine, operation, body);
  if (reply.status !== 200) throw new Error(`${operation} failed: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** A request that must fail; its `__type` short name and message. */
export function fails(
  engine: Engine,
  operation: string,
  body: unknown,
): { type: string; message: string; body: Record<string, any> } {
  const reply = call(engine, operation, body);
  if (reply.status === 200) throw new Error(`${operation} succeeded: ${JSON.stringify(reply.body)}`);
  const type = String(reply.body.__type).split('#')[1];
  return { type, message: String(reply.body.message ?? reply.body.Message ?? ''), body: reply.body };
}

/** A CreateTable request for an on-demand table keyed by `id` (S); `extra` adds to it. */
export function idTable(TableName: string, extra: Record<string, unknown> = {}) {
  return {
    TableName,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    ...extra,
  };
}

/** `idTable`'s extra for a KEYS_ONLY global index `byEmail` keyed by `email` (S). */
export const byEmailIndex = {
  AttributeDefinitions: [
    { AttributeName: 'id', AttributeType: 'S' },
    { AttributeName: 'email', AttributeType: 'S' },
  ],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'byEmail',
      KeySchema: [{ AttributeName: 'email', KeyType: 'HASH' }],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    },
  ],
};

/**
 * An on-demand table keyed by `pk` (S) and `sk` (`sortType`). `indexAttributes` adds attribute
 * definitions for index keys, `extra` adds to the request (e.g. GlobalSecondaryIndexes).
 */
export function createKeyedTable(
  engine: Engine,
  TableName: string,
  sortType: 'S' | 'N',
  indexAttributes: Record<string, 'S' | 'N' | 'B'> = {},
  extra: Record<string, unknown> = {},
): void {
  const types = { pk: 'S', sk: sortType, ...indexAttributes };
  ok(engine, 'CreateTable', {
    TableName,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: Object.entries(types).map(([AttributeName, AttributeType]) => ({
      AttributeName,
      AttributeType,
    })),
    ...extra,
  });
}
