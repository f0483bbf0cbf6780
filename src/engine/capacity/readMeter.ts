/**
 * Meters a page that may span partitions — a Scan page, or a Query page of an item collection that
 * a split divided by sort key: each partition serves the part of the page that lies in its range,
 * so each is charged for what was read in it, the page's units split in proportion to the bytes
 * read per partition. Items arrive in key order, so the partition is looked up once per item
 * collection, or once per item of a divided collection.
 */
import type { SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { CapacityModel } from './capacityModel.ts';
import type { Partition } from './partition.ts';
import type { ResourceCapacity } from './resourceCapacity.ts';
import type { TableCapacity } from './tableCapacity.ts';

export interface ReadPart {
  partition: Partition;
  hash: number;
  sk: string;
  bytes: number;
}

export class ReadMeter {
  private readonly parts: ReadPart[] = [];
  private lastPk: string | undefined;
  /** The collection of lastPk continues in another partition: look each item up. */
  private lastDivided = false;
  private readonly model: CapacityModel;
  private readonly state: TableCapacity;
  private readonly resource: ResourceCapacity;
  private readonly index: SecondaryIndex | undefined;
  private readonly start: { hash: number; sk: string };
  /** The Query's partition key (counted in top keys); a Scan names none. */
  private readonly pk: string | undefined;
  private readonly now: number;

  constructor(
    model: CapacityModel,
    state: TableCapacity,
    resource: ResourceCapacity,
    index: SecondaryIndex | undefined,
    /** Where the read begins: charged when it reads nothing. */
    start: { hash: number; sk: string },
    pk: string | undefined,
    now: number,
  ) {
    this.model = model;
    this.state = state;
    this.resource = resource;
    this.index = index;
    this.start = start;
    this.pk = pk;
    this.now = now;
  }

  /** Counts `bytes` read from the item at encoded key (pk, sk). */
  record(pk: string, sk: string, bytes: number): void {
    const last = this.parts[this.parts.length - 1];
    if (pk === this.lastPk && !this.lastDivided) {
      last.bytes += bytes;
      return;
    }
    const hash = this.state.hashOf(this.index, pk);
    let partition: Partition;
    if (pk === this.lastPk) {
      partition = this.resource.partitionFor(hash, sk);
    } else {
      this.lastPk = pk;
      partition = this.resource.partitionFor(hash);
      this.lastDivided = partition.endsWithin(hash);
      if (this.lastDivided) partition = this.resource.partitionFor(hash, sk);
    }
    if (last && last.partition === partition) last.bytes += bytes;
    else this.parts.push({ partition, hash, sk, bytes });
  }

  /** Charges the page's `units`; throws the throttling error if a partition or the table is out. */
  charge(units: number, page: { scannedCount: number; count: number; bytesRead: number }): void {
    if (this.parts.length === 0) {
      const { hash, sk } = this.start;
      this.parts.push({ partition: this.resource.partitionFor(hash, sk), hash, sk, bytes: 0 });
    }
    this.model.chargeSpread(this.state, this.resource, this.parts, units, page, this.pk, this.now);
  }
}
