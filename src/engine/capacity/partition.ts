/**
 * A partition of a table or global secondary index: a range of the 32-bit partition-key hash space
 * (HowItWorks.Partitions.html) with its own throughput ceilings of 3,000 read and 1,000 write units
 * in every second. It also keeps its per-second metrics and, while hot, a sample of its key traffic.
 */
import { HeatSample } from './heatSample.ts';
import { PARTITION_READ_UNITS, PARTITION_WRITE_UNITS } from './limits.ts';
import { SecondWindow } from './secondWindow.ts';
import { PARTITION_METRIC_NAMES, type PartitionMetricName } from '../metrics/metricNames.ts';
import { SecondSeries } from '../metrics/secondSeries.ts';

export class Partition {
  readonly id: string;
  /** First hash of the range (inclusive) and the end (exclusive, at most 2^32). */
  readonly start: number;
  readonly end: number;
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
  /** A split of this partition is under way (scheduled on the clock). */
  splitting = false;
  /** Lifetime figures, for reports that outlast the metrics window. */
  peakReadUnits = 0;
  peakWriteUnits = 0;
  /** Requests throttled while addressed to this partition, whatever limit they hit. */
  throttledRequests = 0;
  /** Set when the partition was replaced by its children. */
  retiredAt: number | undefined;

  constructor(
    id: string,
    start: number,
    end: number,
    now: number,
    metricsSeconds: number,
    parentId?: string,
  ) {
    this.id = id;
    this.start = start;
    this.end = end;
    this.createdAt = now;
    this.parentId = parentId;
    this.read = new SecondWindow(PARTITION_READ_UNITS);
    this.write = new SecondWindow(PARTITION_WRITE_UNITS);
    this.series = new SecondSeries(PARTITION_METRIC_NAMES, metricsSeconds, Math.floor(now / 1000));
    this.heat = new HeatSample(start, end);
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
    if (read > this.peakReadUnits) this.peakReadUnits = read;
    if (write > this.peakWriteUnits) this.peakWriteUnits = write;
    this.throttledRequests += current.ReadThrottleEvents + current.WriteThrottleEvents;
    const hot =
      current.KeyRangeThrottleEvents > 0 ||
      read >= hotUtilization * PARTITION_READ_UNITS ||
      write >= hotUtilization * PARTITION_WRITE_UNITS;
    if (hot) this.hotSeconds++;
    else this.coolDown();
    return hot;
  }

  /** Ends the hot streak. */
  coolDown(): void {
    this.hotSeconds = 0;
    this.noSplitAt = undefined;
    this.heat.clear();
  }

  /** Hot seconds since the streak began, or since a split was last found impossible. */
  get hotSecondsTowardSplit(): number {
    return this.hotSeconds - (this.noSplitAt ?? 0);
  }
}
