/** Small formatters for the Streams tab: simulated times (UTC, like DynamoDB's), durations, ages. */
import { formatSimulatedTime } from '../s3/s3Format.ts';

/**
 * Epoch milliseconds of simulated time as the header's clock shows it, `2026-10-02 14:03:07 UTC`:
 * with the date, because a stream keeps a day of records and the clock can be fast-forwarded days.
 */
export function formatClockTime(epochMs: number | undefined): string {
  return epochMs === undefined ? '—' : formatSimulatedTime(epochMs / 1000);
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
