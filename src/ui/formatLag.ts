/** A replica lag for people: `100 ms`, `1 s`, `2.5 s`. */
export function formatLag(lagMs: number): string {
  return lagMs < 1000 ? `${lagMs} ms` : `${lagMs / 1000} s`;
}
