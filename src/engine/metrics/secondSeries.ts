/**
 * Per-second metrics kept compactly: the counters of the current simulated second are plain named
 * fields updated in place (`current.WriteUnits += n`, no allocation per request), and when the clock
 * enters a new second they are pushed as a row into a fixed ring of past seconds. Seconds without
 * any traffic are zero rows. Snapshots read the ring on demand.
 *
 * The ring grows as seconds pass, up to its size: every table, index and partition has series, and a
 * full ring (600 seconds by default) allocated and zeroed up front made each CreateTable, split and
 * fresh engine pay for ten minutes of metrics it may never reach.
 */
/** Rows a series starts with room for; it doubles when they are used. */
const INITIAL_ROWS = 16;

export class SecondSeries<Name extends string> {
  /** Epoch second the `current` counters belong to. */
  second: number;
  readonly current: Record<Name, number>;
  readonly names: readonly Name[];
  /** Rows of past seconds: room for `rows.length / names.length` of them, at most `size`. */
  private rows: Float64Array;
  private readonly size: number;
  /** Index of the oldest kept row, and how many rows are kept. */
  private start = 0;
  private count = 0;

  constructor(names: readonly Name[], seconds: number, second: number) {
    this.names = names;
    this.size = seconds;
    this.rows = new Float64Array(names.length * Math.min(seconds, INITIAL_ROWS));
    this.current = {} as Record<Name, number>;
    for (const name of names) this.current[name] = 0;
    this.second = second;
  }

  /** Closes the current second (and any silent seconds since) and starts counting `second`. */
  rollTo(second: number): void {
    if (second <= this.second) return;
    this.push(true);
    const silent = Math.min(second - this.second - 1, this.size);
    for (let i = 0; i < silent; i++) this.push(false);
    for (const name of this.names) this.current[name] = 0;
    this.second = second;
  }

  /** Epoch second of the oldest kept row. */
  get firstSecond(): number {
    return this.second - this.count;
  }

  /** The kept value of column `field` (index in `names`) at epoch second `second`; 0 if not kept. */
  valueAt(second: number, field: number): number {
    const age = this.second - second;
    if (age <= 0 || age > this.count) return 0;
    const row = (this.start + this.count - age) % this.size;
    return this.rows[row * this.names.length + field];
  }

  private push(withCurrent: boolean): void {
    // Until the ring is full nothing wraps (start stays 0), so growing it is a plain copy.
    if (this.count < this.size && (this.count + 1) * this.names.length > this.rows.length) {
      const grown = new Float64Array(this.names.length * Math.min(this.size, this.count * 2));
      grown.set(this.rows);
      this.rows = grown;
    }
    const row = (this.start + this.count) % this.size;
    const offset = row * this.names.length;
    this.names.forEach((name, field) => (this.rows[offset + field] = withCurrent ? this.current[name] : 0));
    if (this.count < this.size) this.count++;
    else this.start = (this.start + 1) % this.size;
  }
}
