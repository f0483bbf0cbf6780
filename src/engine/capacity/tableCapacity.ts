/**
 * The capacity state of one table: the table's resource (shared by its local secondary indexes,
 * whose entries live with their base items and consume the table's capacity, LSI.html) and one
 * resource per global secondary index, created the first time the index is used. State is keyed by
 * the Table and SecondaryIndex objects, so a table deleted and created again starts afresh.
 */
import { keyAttributes } from '../storage/primaryKey.ts';
import type { SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { Table } from '../storage/table.ts';
import { ResourceCapacity } from './resourceCapacity.ts';
import type { CapacityContext } from './resourceIdentity.ts';

export class TableCapacity {
  readonly table: Table;
  readonly resource: ResourceCapacity;
  /** Times of switches from provisioned to on-demand, for the 4-per-24-hours limit. */
  readonly payPerRequestSwitches: number[] = [];
  private readonly context: CapacityContext;
  private readonly globals = new WeakMap<SecondaryIndex, ResourceCapacity>();

  constructor(table: Table, context: CapacityContext, now: number) {
    this.table = table;
    this.context = context;
    this.resource = new ResourceCapacity(
      {
        label: table.name,
        arn: table.arn,
        isIndex: false,
        store: table.items,
        keyAttributes: [table.keySchema.partition],
        sortKeyAttributes: table.keySchema.sort ? [table.keySchema.sort] : [],
        splitsCollections: !table.indexes.some((index) => index.kind === 'local'),
      },
      context,
      now,
    );
  }

  /** The table's resource, in line with its definition and clock. */
  tableResource(now: number): ResourceCapacity {
    const resource = this.resource;
    resource.sync(this.table.billingMode, this.table.provisioned, now);
    resource.tick(now);
    return resource;
  }

  /** The resource that serves `index` (the table's for a local index), in line with the clock. */
  resourceFor(index: SecondaryIndex | undefined, now: number): ResourceCapacity {
    if (!index || index.kind === 'local') return this.tableResource(now);
    let resource = this.globals.get(index);
    if (!resource) {
      resource = new ResourceCapacity(
        {
          label: `${this.table.name}/index/${index.name}`,
          arn: index.arn,
          isIndex: true,
          store: index.entries,
          keyAttributes: index.keySchema.partition,
          sortKeyAttributes: [...index.keySchema.sort, ...keyAttributes(this.table.keySchema)],
          // AWS documents dividing a table's item collections only (partitionEvents.ts).
          splitsCollections: false,
        },
        this.context,
        now,
      );
      this.globals.set(index, resource);
    }
    resource.sync(this.table.billingMode, index.provisioned, now);
    resource.tick(now);
    return resource;
  }

  /** A global index's resource if it was used yet (creates none). */
  existingIndexResource(index: SecondaryIndex): ResourceCapacity | undefined {
    return this.globals.get(index);
  }

  /**
   * The partition-key hash that places `pk`: local index entries live with their base items (a
   * local index read is placed by its collection's start, the table's sort key being unknown).
   */
  hashOf(index: SecondaryIndex | undefined, pk: string): number {
    return index && index.kind === 'global' ? index.entries.hashOf(pk) : this.table.items.hashOf(pk);
  }

  /** The resources of the table and of each current global index. */
  resources(now: number): ResourceCapacity[] {
    const out = [this.tableResource(now)];
    for (const index of this.table.indexes) {
      if (index.kind === 'global') out.push(this.resourceFor(index, now));
    }
    return out;
  }
}
