/**
 * Times in the export form. The app shows simulated time in UTC (DynamoDB's timestamps are), so the
 * form's datetime-local inputs are read as UTC too — not the browser's zone — and sent as epoch
 * seconds, as the wire carries them.
 */

/** Epoch seconds as a datetime-local input's value, in UTC: `2026-10-02T14:03:07`. */
export function utcInputValue(epochSeconds: number): string {
  return new Date(Math.floor(epochSeconds) * 1000).toISOString().slice(0, 19);
}

/** A datetime-local value read as UTC, in epoch seconds; undefined when empty or not a time. */
export function secondsOfUtcInput(value: string): number | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value.trim());
  if (!match) return undefined;
  const milliseconds = Date.parse(`${match[1]}T${match[2]}${match[3] ?? ':00'}Z`);
  return Number.isNaN(milliseconds) ? undefined : milliseconds / 1000;
}

/** An incremental export's period is at least 15 minutes (and at most 24 hours: DynamoDB's rule). */
const MIN_INCREMENTAL_SECONDS = 15 * 60;
/** The default period: the last hour, or as much of it as the recovery window holds. */
const DEFAULT_INCREMENTAL_SECONDS = 60 * 60;

/**
 * A first incremental period inside the recovery window: up to now, starting an hour earlier — or
 * when recovery was turned on, if that is later. `fits` is false while the window is still shorter
 * than the 15 minutes an incremental export needs.
 */
export function defaultIncrementalPeriod(
  earliestRestorable: number,
  now: number,
): { from: number; to: number; fits: boolean } {
  const to = Math.floor(now);
  const from = Math.max(Math.ceil(earliestRestorable), to - DEFAULT_INCREMENTAL_SECONDS);
  return { from, to, fits: to - from >= MIN_INCREMENTAL_SECONDS };
}
