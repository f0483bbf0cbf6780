/**
 * Adding up ConsumedCapacity blocks: a SELECT that runs several Queries reports their sum, and a
 * batch reports one block per table.
 */
import type { ConsumedCapacity } from '../capacity/consumed.ts';

type Block = Record<string, unknown>;

/** `a + b`, field by field (TableName kept); either may be missing. */
export function addCapacity(
  a: ConsumedCapacity | undefined,
  b: ConsumedCapacity | undefined,
): ConsumedCapacity | undefined {
  if (!a) return b;
  if (!b) return a;
  return addBlocks(a as unknown as Block, b as unknown as Block) as unknown as ConsumedCapacity;
}

function addBlocks(a: Block, b: Block): Block {
  const sum: Block = Object.create(null);
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[key];
    const y = b[key];
    if (typeof x === 'number' || typeof y === 'number')
      sum[key] = ((x as number) ?? 0) + ((y as number) ?? 0);
    else if (x && y && typeof x === 'object' && typeof y === 'object')
      sum[key] = addBlocks(x as Block, y as Block);
    else sum[key] = x ?? y;
  }
  return sum;
}

/** One block per table, in the order tables were first met. */
export class CapacityByTable {
  private readonly tables = new Map<string, ConsumedCapacity>();

  add(capacity: ConsumedCapacity | undefined): void {
    if (!capacity) return;
    this.tables.set(capacity.TableName, addCapacity(this.tables.get(capacity.TableName), capacity)!);
  }

  /** The blocks, or undefined when nothing was asked for or nothing was consumed. */
  list(): ConsumedCapacity[] | undefined {
    return this.tables.size > 0 ? [...this.tables.values()] : undefined;
  }
}
