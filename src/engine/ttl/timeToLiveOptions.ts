/**
 * The numbers of Time to Live (capacity-facts.md §11, TTL.html, API_UpdateTimeToLive.html) and the
 * options a sandbox may change so that a fast-forward shows deletions within seconds.
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** Items whose expiry is more than five years in the past are never deleted (TTL.html). */
export const FIVE_YEARS_MS = 5 * 365 * 24 * HOUR_MS;

export interface TimeToLiveOptions {
  /**
   * Shortest and longest simulated time between an item's expiry (or TTL being turned on, when that
   * came later: expiryIndex.ts) and its deletion. Each item gets its own delay in between (a stable
   * pseudo-random spread), as DynamoDB deletes expired items "typically within a few days".
   * Defaults: 10 minutes and 48 hours.
   */
  minDeletionDelayMs?: number;
  maxDeletionDelayMs?: number;
  /** How long TimeToLiveStatus stays ENABLING or DISABLING (default: the table status delay). */
  statusDelayMs?: number;
  /**
   * How soon after a change TTL may be changed again. AWS documents one hour ("you cannot
   * reconfigure TTL within one hour of disabling it"); probes have seen about 30 minutes.
   */
  updateCooldownMs?: number;
}

export interface ResolvedTimeToLiveOptions {
  minDeletionDelayMs: number;
  maxDeletionDelayMs: number;
  statusDelayMs: number;
  updateCooldownMs: number;
}

export function resolveTimeToLiveOptions(
  options: TimeToLiveOptions = {},
  tableStatusDelayMs: number,
): ResolvedTimeToLiveOptions {
  const min = Math.max(0, options.minDeletionDelayMs ?? 10 * MINUTE_MS);
  return {
    minDeletionDelayMs: min,
    maxDeletionDelayMs: Math.max(min, options.maxDeletionDelayMs ?? 48 * HOUR_MS),
    statusDelayMs: Math.max(0, options.statusDelayMs ?? tableStatusDelayMs),
    updateCooldownMs: Math.max(0, options.updateCooldownMs ?? HOUR_MS),
  };
}
