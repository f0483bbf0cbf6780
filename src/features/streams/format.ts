/** Small formatters for the Streams tab: simulated times (UTC, like DynamoDB's), durations, ages. */

/** Epoch milliseconds of simulated time as `14:03:07` (UTC), with the date when `withDate`. */
export function formatClockTime(epochMs: number | undefined, withDate = false): string {
  if (epochMs === undefined) return '—';
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return '—';
  const iso = date.toISOString();
  return withDate ? `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC` : `${iso.slice(11, 19)} UTC`;
}

/** Real milliseconds as `12 ms` or `1.25 s`. */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** Simulated milliseconds as the largest sensible unit: `250 ms`, `4 s`, `3 min`, `2 h`. */
export function formatAge(ms: number | undefined): string {
  if (ms === undefined) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 120_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 2 * 3600_000) return `${Math.round(ms / 60_000)} min`;
  return `${Math.round(ms / 3600_000)} h`;
}
