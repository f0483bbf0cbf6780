/**
 * Dispatch with cold CPU caches: before each timed request the benchmark writes over a buffer larger
 * than the caches, the way a server's own HTTP work (and other processes) pushes the engine's code
 * and data out between requests. The gap to the warm in-process figures is what memory access, not
 * instruction count, costs; it explains most of the endpoint's CPU above the in-process numbers.
 */
import type { Dispatch } from '../src/protocol/dispatch.ts';
import { median } from './report.ts';

const EVICTION_BYTES = 8 * 1024 * 1024;
const CACHE_LINE_DOUBLES = 8;
// Allocated on first use: 8 MB of external memory changes the GC's pacing for anything measured after.
let junk: Float64Array | undefined;

function evictCaches(): void {
  junk ??= new Float64Array(EVICTION_BYTES / 8);
  for (let i = 0; i < junk.length; i += CACHE_LINE_DOUBLES) junk[i] += 1;
}

/** Median over `rounds` of the mean cold dispatch time, µs. */
export function coldMicrosPerRequest(
  dispatch: Dispatch,
  name: string,
  bodies: readonly string[],
  requests = 2000,
  rounds = 5,
): number {
  const means: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let total = 0;
    for (let i = 0; i < requests; i++) {
      evictCaches();
      const started = performance.now();
      dispatch(name, bodies[(i * 7) % bodies.length]);
      total += performance.now() - started;
    }
    means.push((total * 1000) / requests);
  }
  return median(means);
}
