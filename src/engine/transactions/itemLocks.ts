/**
 * Items held by in-flight transactions. While a TransactWriteItems is between its prepare and its
 * commit (engine option transactionLatencyMs), the items it writes are locked: another transaction
 * touching them is cancelled with TransactionConflict, and a plain write to them fails with
 * TransactionConflictException — which is how DynamoDB surfaces concurrent access to the same items.
 */
import { itemIdentity, type EncodedKey } from '../storage/primaryKey.ts';
import type { Table } from '../storage/table.ts';

export class ItemLocks {
  private readonly held = new Map<string, number>();

  static id(table: Table, key: EncodedKey): string {
    return itemIdentity(table.arn, key);
  }

  isLocked(table: Table, key: EncodedKey): boolean {
    // Nearly always nothing is in flight: skip building the id then.
    return this.held.size > 0 && this.held.has(ItemLocks.id(table, key));
  }

  lock(ids: readonly string[], transaction: number): void {
    for (const id of ids) this.held.set(id, transaction);
  }

  release(ids: readonly string[], transaction: number): void {
    for (const id of ids) if (this.held.get(id) === transaction) this.held.delete(id);
  }

  get size(): number {
    return this.held.size;
  }
}
