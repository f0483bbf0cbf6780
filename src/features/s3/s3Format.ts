/** How the S3 page writes sizes and times. */

/** `1.5 KB`, `320 B`: sizes as S3 consoles show them (1 KB = 1,024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

/** Simulated epoch seconds as the header's clock shows them: `2026-10-02 14:03:07 UTC`. */
export function formatSimulatedTime(epochSeconds: number | undefined): string {
  if (epochSeconds === undefined) return '—';
  const date = new Date(Math.floor(epochSeconds) * 1000);
  if (Number.isNaN(date.getTime())) return '—';
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/**
 * The same time for a narrow column, `2026-10-02` and `14:03`: no seconds and no zone (the column's
 * header says UTC), the date and the time each kept whole, so it takes two short lines at most.
 */
export function shortTimeParts(epochSeconds: number | undefined): [date: string, time: string] | undefined {
  const full = formatSimulatedTime(epochSeconds);
  return full === '—' ? undefined : [full.slice(0, 10), full.slice(11, 16)];
}
