/**
 * Meters a page of a Scan or a Query: each partition serves the part of the page that lies in its
 * range, so each is charged for what was read in it, the page's units split in proportion to the
 * bytes read per partition. Items arrive in key order, so the partition is looked up once per item
 * collection, or once per item of a collection that a split divided by sort key. A Query of an
 * undivided collection records nothing: its one partition — where the read starts — takes it all.
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
  private readonly start: ReadPart;
  /** The Query's partition key (counted in top keys); a Scan names none. */
  private readonly pk: string | undefined;
  private readonly now: number;

  constructor(
    model: CapacityModel,
    state: TableCapacity,
    resource: ResourceCapacity,
    index: SecondaryIndex | undefined,
    /** Where the read begins (bytes 0): charged when nothing else was recorded. */
    start: ReadPart,
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

  /** Whether the Query's collection lies in more than one partition: then every item is recorded. */
  get divided(): boolean {
    return this.start.partition.endsWithin(this.start.hash);
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
    if (this.parts.length === 0) this.parts.push(this.start);
    this.model.chargeSpread(this.state, this.resource, this.parts, units, page, this.pk, this.now);
  }
}
