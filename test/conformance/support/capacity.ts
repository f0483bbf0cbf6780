/**
 * ConsumedCapacity as a test compares it. DynamoDB answers single-item operations, Query and Scan
 * with `CapacityUnits` only (plus `Table.CapacityUnits` and per-index blocks under INDEXES) — the
 * ReadCapacityUnits / WriteCapacityUnits split appears only on transactional operations (recorded
 * in architect/dynalite's tests and characterised against AWS in paritysuite/dynamodb-conformance#69),
 * so every block compared here must carry CapacityUnits alone.
 */
import { expect } from 'vitest';
import type { Json } from './suite.ts';

type Block = { CapacityUnits: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number };

function units(block: Block): { CapacityUnits: number } {
  expect(block.ReadCapacityUnits).toBeUndefined();
  expect(block.WriteCapacityUnits).toBeUndefined();
  return block;
}

/** The reply's ConsumedCapacity with every block reduced to its CapacityUnits. */
export function consumed(body: Record<string, Json>): Record<string, unknown> | undefined {
  const capacity = body.ConsumedCapacity;
  if (capacity === undefined) return undefined;
  const { Table, LocalSecondaryIndexes, GlobalSecondaryIndexes, ...top } = capacity;
  const out: Record<string, unknown> = units(top);
  if (Table) out.Table = units(Table);
  for (const [field, indexes] of Object.entries({ LocalSecondaryIndexes, GlobalSecondaryIndexes })) {
    if (!indexes) continue;
    out[field] = Object.fromEntries(
      Object.entries(indexes as Record<string, Block>).map(([n, b]) => [n, units(b)]),
    );
  }
  return out;
}
