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
