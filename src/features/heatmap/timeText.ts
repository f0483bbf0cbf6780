/** Simulated times as the capacity views print them: UTC, like the header's clock. */

/** `09:00:42` for an epoch second. */
export function formatClock(epochSecond: number): string {
  const date = new Date(epochSecond * 1000);
  return Number.isNaN(date.getTime()) ? '—' : date.toISOString().slice(11, 19);
}

/** `09:00:42.250` for an epoch millisecond (split events happen between seconds). */
export function formatClockMs(epochMs: number): string {
  const date = new Date(epochMs);
  return Number.isNaN(date.getTime()) ? '—' : date.toISOString().slice(11, 23);
}
