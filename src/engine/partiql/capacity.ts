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

/**
 * One block per table, in the order tables were first met. A statement that failed at its table
 * (a condition, a duplicate INSERT) consumed the write units DynamoDB charges any failed
 * conditional write; as measured against DynamoDB (captures M4 and U2 in nubo-db/dynoxide
 * tests/partiql_index_consumed_capacity.rs, eu-west-2, August 2026), they count in the table's
 * CapacityUnits but in none of its Table or index figures, and only for a table where some
 * statement succeeded: a table whose statements all failed gets no block.
 */
export class CapacityByTable {
  private readonly tables = new Map<string, ConsumedCapacity>();
  private readonly failedWrites = new Map<string, number>();

  add(capacity: ConsumedCapacity | undefined): void {
    if (!capacity) return;
    this.tables.set(capacity.TableName, addCapacity(this.tables.get(capacity.TableName), capacity)!);
  }

  addFailedWrite(tableName: string, units: number | undefined): void {
    if (units) this.failedWrites.set(tableName, (this.failedWrites.get(tableName) ?? 0) + units);
  }

  /** The blocks, or undefined when nothing was asked for or nothing was consumed. */
  list(): ConsumedCapacity[] | undefined {
    if (this.tables.size === 0) return undefined;
    return [...this.tables.values()].map((block) => {
      const failed = this.failedWrites.get(block.TableName);
      return failed ? { ...block, CapacityUnits: (block.CapacityUnits ?? 0) + failed } : block;
    });
  }
}
