/** What the errorHint tests share: a request the real engine refuses, with the context of its hint. */
import { expect } from 'vitest';
import { callOperation, callWith } from '../../../client/calls.ts';
import type { WireError } from '../../../client/engineClient.ts';
import { createInProcessClient } from '../../../client/inProcessClient.ts';
import type { TableDescription } from '../../../client/wireTypes.ts';
import type { HintContext } from './errorHints.ts';

export const APP = {
  TableName: 'app',
  BillingMode: 'PAY_PER_REQUEST',
  KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
  AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
};

/** Sends a request to a fresh engine (with `app` created first when asked) and returns its error and context. */
export async function failure(
  operation: string,
  /** A body, or its text as sent (which need not be JSON). */
  request: object | string,
  /** `table`: the definition `app` is created with (APP unless given). */
  options: { create?: boolean; table?: object; statusDelayMs?: number; region?: string } = {},
): Promise<[WireError, HintContext]> {
  const client = createInProcessClient({
    tableStatusDelayMs: options.statusDelayMs ?? 0,
    clock: { running: false },
  });
  if (options.create) expect((await callWith(client, 'CreateTable', options.table ?? APP)).ok).toBe(true);
  const outcome = await callOperation(
    client,
    operation,
    typeof request === 'string' ? request : JSON.stringify(request),
    undefined,
    options.region,
  );
  if (outcome.ok) throw new Error(`${operation} succeeded`);
  const tables: Record<string, TableDescription> = {};
  if (options.create) {
    const described = await callWith(client, 'DescribeTable', { TableName: 'app' });
    if (described.ok) tables.app = (described.value.reply as { Table: TableDescription }).Table;
  }
  const context = {
    operation,
    request: typeof request === 'string' ? request : JSON.stringify(request),
    region: options.region,
    tables,
    tableNames: Object.keys(tables),
    clockPaused: false,
    mode: 'json' as const,
  };
  return [outcome.error, context];
}
