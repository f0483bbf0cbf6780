/** Simulated time as `2026-10-02 14:03:07 UTC`: UTC, because TTL and DynamoDB timestamps are. */
export function formatSimulatedTime(epochSeconds: number): string {
  const date = new Date(Math.floor(epochSeconds) * 1000);
  if (Number.isNaN(date.getTime())) return '—';
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
