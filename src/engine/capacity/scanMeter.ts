/**
 * Meters a Scan page by partition: DynamoDB's partitions each serve the part of a
 * page that lies in their hash range, so each is charged for what was read in it — the page's units
 * split in proportion to the bytes read per partition. Items arrive in hash order, so the partition
 * is looked up once per item collection.
 */
import type { SecondaryIndex } from '../storage/secondaryIndex.ts';
import type { CapacityModel } from './capacityModel.ts';
import type { Partition } from './partition.ts';
import type { ResourceCapacity } from './resourceCapacity.ts';
import type { TableCapacity } from './tableCapacity.ts';

interface Part {
  partition: Partition;
  hash: number;
  bytes: number;
}

export class ScanMeter {
  private readonly parts: Part[] = [];
  private lastPk: string | undefined;
  private readonly model: CapacityModel;
  private readonly state: TableCapacity;
  private readonly resource: ResourceCapacity;
  private readonly index: SecondaryIndex | undefined;
  private readonly startHash: number;
  private readonly now: number;

  constructor(
    model: CapacityModel,
    state: TableCapacity,
    resource: ResourceCapacity,
    index: SecondaryIndex | undefined,
    startHash: number,
    now: number,
  ) {
    this.model = model;
    this.state = state;
    this.resource = resource;
    this.index = index;
    this.startHash = startHash;
    this.now = now;
  }

  /** Counts `bytes` read from the item collection of encoded partition key `pk`. */
  record(pk: string, bytes: number): void {
    const last = this.parts[this.parts.length - 1];
    if (pk === this.lastPk) {
      last.bytes += bytes;
      return;
    }
    this.lastPk = pk;
    const hash = this.state.hashOf(this.index, pk);
    const partition = this.resource.partitionFor(hash);
    if (last && last.partition === partition) last.bytes += bytes;
    else this.parts.push({ partition, hash, bytes });
  }

  /** Charges the page's `units`; throws the throttling error if a partition or the table is out. */
  charge(units: number, page: { scannedCount: number; count: number; bytesRead: number }): void {
    if (this.parts.length === 0) {
      const partition = this.resource.partitionFor(this.startHash);
      this.parts.push({ partition, hash: this.startHash, bytes: 0 });
    }
    this.model.chargeSpread(this.state, this.resource, this.parts, units, page, this.now);
  }
}
