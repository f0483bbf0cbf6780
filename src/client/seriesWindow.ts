/**
 * A partition's per-second series in the capacity history, joined frame after frame without copying
 * the window. A series is a view (subarray) of the last seconds of a larger buffer; a frame writes
 * its seconds into the buffer after the view and returns a view moved on by as many seconds. The
 * views an earlier history holds end where they ended, so they never see the new seconds: histories
 * stay immutable. Only the view that ends where the buffer's written part ends may append in place —
 * a history merged twice (or an older one merged again) copies instead of overwriting the seconds a
 * newer view shows. When the buffer is full the window is copied into a new one, once per
 * SPARE_SHARE × window seconds instead of on every frame.
 *
 * Why: every metric of every partition, live or retired, moves on by a second in each frame — at the
 * most partitions a load reaches (bench/heatmapFrame.ts), copying them all took most of a frame.
 */

/** A series of the history: one number per second, oldest first (test fixtures give plain arrays). */
export type Series = Float64Array | readonly number[];

/** Room left after the window in a new buffer, as a share of the window. */
const SPARE_SHARE = 0.25;

/** Per buffer: a view of all of it, and how many of its values are written. */
const buffers = new WeakMap<ArrayBufferLike, { all: Float64Array; written: number }>();

/** `series` followed by each of `parts`, keeping the last `length` values at most. */
export function appendSeries(series: Series, parts: readonly Series[], length: number): Float64Array {
  let adding = 0;
  for (const part of parts) adding += part.length;
  const kept = Math.max(0, Math.min(length, series.length + adding));
  const state = series instanceof Float64Array ? buffers.get(series.buffer) : undefined;
  if (state && series instanceof Float64Array) {
    const end = series.byteOffset / Float64Array.BYTES_PER_ELEMENT + series.length;
    if (state.written === end && end + adding <= state.all.length) {
      let at = end;
      for (const part of parts) {
        state.all.set(part, at);
        at += part.length;
      }
      state.written = at;
      return state.all.subarray(at - kept, at);
    }
  }
  return copied(series, parts, kept, length);
}

/** The last `kept` values of `series` and `parts` joined, at the start of a new buffer. */
function copied(series: Series, parts: readonly Series[], kept: number, length: number): Float64Array {
  const all = new Float64Array(Math.max(kept, Math.ceil(length * (1 + SPARE_SHARE))));
  // Values to skip from the front of the joined sequence: those that fall out of the window.
  let skip = series.length + parts.reduce((total, part) => total + part.length, 0) - kept;
  let at = 0;
  for (const values of [series, ...parts]) {
    const from = Math.min(values.length, skip);
    skip -= from;
    if (from === values.length) continue;
    all.set(from === 0 ? values : values.slice(from), at);
    at += values.length - from;
  }
  buffers.set(all.buffer, { all, written: at });
  return all.subarray(0, at);
}
