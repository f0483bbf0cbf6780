/**
 * A partition of a table or global secondary index: a range of the 32-bit partition-key hash space
 * (HowItWorks.Partitions.html) with its own throughput ceilings of 3,000 read and 1,000 write units
 * in every second. It also keeps its per-second metrics and, while hot, a sample of its key traffic.
 *
 * A range's bounds are key positions — a hash, then an encoded sort key within the item collections
 * of that hash ('' being before all of them) — because DynamoDB can split one hot item collection by
 * sort key (burst-adaptive-capacity.html): most partitions start and end at a whole hash (sort key
 * ''), and one that divides a collection has a sort key at that end.
 */
import { HeatSample } from './heatSample.ts';
import { PARTITION_READ_UNITS, PARTITION_WRITE_UNITS } from './limits.ts';
import { SecondWindow } from './secondWindow.ts';
import { PARTITION_METRIC_NAMES, type PartitionMetricName } from '../metrics/metricNames.ts';
import { SecondSeries } from '../metrics/secondSeries.ts';

export class Partition {
  readonly id: string;
  /** The range: from (start, startSk) inclusive to (end, endSk) exclusive; `end` is at most 2^32. */
  readonly start: number;
  readonly end: number;
  readonly startSk: string;
  readonly endSk: string;
  readonly createdAt: number;
  /** The partition this one was split from. */
  readonly parentId: string | undefined;
  readonly read: SecondWindow;
  readonly write: SecondWindow;
  readonly series: SecondSeries<PartitionMetricName>;
  readonly heat: HeatSample;
  /** Consecutive hot seconds (reset by a cool one). */
  hotSeconds = 0;
  /**
   * The streak length at which a split for heat was last found impossible (all the traffic on one
   * key, or on sequential keys), undefined if it was not in this streak: the streak goes on, and
   * the split is considered again once the partition has been hot as long once more.
   */
  noSplitAt: number | undefined;
  /** A split of this partition is under way (scheduled on the clock), and what for. */
  splitting: 'heat' | 'size' | undefined;
  /** Lifetime figures, for reports that outlast the metrics window. */
  peakReadUnits = 0;
  peakWriteUnits = 0;
  /** Requests throttled while addressed to this partition, whatever limit they hit. */
  throttledRequests = 0;
  /** The second whose throttles `throttledRequests` holds `countedThrottles` of so far. */
  private countedSecond = Number.NaN;
  private countedThrottles = 0;
  /** Set when the partition was replaced by its children. */
  retiredAt: number | undefined;

  constructor(
    id: string,
    start: number,
    end: number,
    now: number,
    metricsSeconds: number,
    parentId?: string,
    sortKeys?: { start: string; end: string },
  ) {
    this.id = id;
    this.start = start;
    this.end = end;
    this.startSk = sortKeys?.start ?? '';
    this.endSk = sortKeys?.end ?? '';
    this.createdAt = now;
    this.parentId = parentId;
    this.read = new SecondWindow(PARTITION_READ_UNITS);
    this.write = new SecondWindow(PARTITION_WRITE_UNITS);
    this.series = new SecondSeries(PARTITION_METRIC_NAMES, metricsSeconds, Math.floor(now / 1000));
    this.heat = new HeatSample(start, this.endSk === '' ? end : end + 1);
  }

  /** Whether the key position (hash, sk) lies in this partition's range. */
  contains(hash: number, sk: string): boolean {
    return (
      !positionBefore(hash, sk, this.start, this.startSk) && positionBefore(hash, sk, this.end, this.endSk)
    );
  }

  /** Whether the range ends inside the item collections of `hash` (they continue in the next partition). */
  endsWithin(hash: number): boolean {
    return this.end === hash && this.endSk !== '';
  }

  /**
   * Closes the current second: updates lifetime peaks and the hot streak. Returns whether the
   * second was hot: at least `hotUtilization` of a ceiling consumed, or a request throttled by the
   * partition's own ceiling (a table-level limit does not make a partition hot: splitting cannot help).
   */
  closeSecond(hotUtilization: number): boolean {
    const current = this.series.current;
    const read = current.ReadUnits;
    const write = current.WriteUnits;
    this.addToLifetime();
    const hot =
      current.ReadKeyRangeThrottleEvents > 0 ||
      current.WriteKeyRangeThrottleEvents > 0 ||
      read >= hotUtilization * PARTITION_READ_UNITS ||
      write >= hotUtilization * PARTITION_WRITE_UNITS;
    if (hot) this.hotSeconds++;
    else this.coolDown();
    return hot;
  }

  /**
   * Adds the current second to the lifetime figures: when the second closes, or when a split
   * retires the partition before it closes (its last second's throttles and units still count).
   */
  addToLifetime(): void {
    const current = this.series.current;
    if (current.ReadUnits > this.peakReadUnits) this.peakReadUnits = current.ReadUnits;
    if (current.WriteUnits > this.peakWriteUnits) this.peakWriteUnits = current.WriteUnits;
    // A second can be added more than once (a split with no delay retires the partition as its
    // second closes): only the throttles not yet counted are added.
    if (this.countedSecond !== this.series.second) {
      this.countedSecond = this.series.second;
      this.countedThrottles = 0;
    }
    const throttled = current.ReadThrottleEvents + current.WriteThrottleEvents;
    this.throttledRequests += throttled - this.countedThrottles;
    this.countedThrottles = throttled;
  }

  /** Ends the hot streak. */
  coolDown(): void {
    this.hotSeconds = 0;
    this.noSplitAt = undefined;
    this.heat.clear();
  }

  /**
   * Whether the split under way is for heat and, as the sampled traffic stands, divides one item
   * collection by sort key (all of it on one partition key) rather than falling between partition
   * keys, where a hot key goes whole to one of the halves. The split decides again when it lands.
   */
  get splitsCollection(): boolean {
    return this.splitting === 'heat' && this.heat.splitPoint() === undefined;
  }

  /** Hot seconds since the streak began, or since a split was last found impossible. */
  get hotSecondsTowardSplit(): number {
    return this.hotSeconds - (this.noSplitAt ?? 0);
  }
}

/** Key positions in order: by hash, then by encoded sort key ('' first). */
export function positionBefore(hash: number, sk: string, otherHash: number, otherSk: string): boolean {
  return hash < otherHash || (hash === otherHash && sk < otherSk);
}
