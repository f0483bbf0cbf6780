/**
 * Per-second metrics kept compactly: the counters of the current simulated second are updated in
 * place (`current[field] += n`, no allocation per request), and when the clock enters a new second
 * they are pushed into a fixed ring of past seconds. Seconds without any traffic are zero rows.
 * Snapshots read the ring on demand.
 */
export class SecondSeries {
  /** Epoch second the `current` counters belong to. */
  second: number;
  readonly current: Float64Array;
  private readonly rows: Float64Array;
  private readonly fields: number;
  private readonly size: number;
  /** Index of the oldest kept row, and how many rows are kept. */
  private start = 0;
  private count = 0;

  constructor(fields: number, seconds: number, second: number) {
    this.fields = fields;
    this.size = seconds;
    this.rows = new Float64Array(fields * seconds);
    this.current = new Float64Array(fields);
    this.second = second;
  }

  /** Closes the current second (and any silent seconds since) and starts counting `second`. */
  rollTo(second: number): void {
    if (second <= this.second) return;
    this.push(this.current);
    const silent = Math.min(second - this.second - 1, this.size);
    if (silent > 0) {
      this.current.fill(0);
      for (let i = 0; i < silent; i++) this.push(this.current);
    }
    this.current.fill(0);
    this.second = second;
  }

  /** Epoch second of the oldest kept row. */
  get firstSecond(): number {
    return this.second - this.count;
  }

  /** The kept value of `field` at epoch second `second` (0 outside the kept window). */
  valueAt(second: number, field: number): number {
    const age = this.second - second;
    if (age <= 0 || age > this.count) return 0;
    const row = (this.start + this.count - age) % this.size;
    return this.rows[row * this.fields + field];
  }

  private push(values: Float64Array): void {
    const row = (this.start + this.count) % this.size;
    this.rows.set(values, row * this.fields);
    if (this.count < this.size) this.count++;
    else this.start = (this.start + 1) % this.size;
  }
}
