/**
 * For hosts that keep a sandbox saved (the app's IndexedDB, the endpoint's --data file). They save
 * after every request that may change state (protocol/readOnlyOperations.ts), but some changes
 * happen on the engine clock with no such request: TTL deletions, a table or index becoming ACTIVE,
 * an export or import finishing. The clock driver ticks them between requests, and a read-only
 * request runs whatever is due at its start; either way the engine's timedChanges count moves.
 */
import type { Engine } from './engine.ts';

/** Returns a check that answers whether timed work has changed `engine` since it last answered. */
export function watchTimedChanges(engine: Engine): () => boolean {
  let seen = engine.timedChanges();
  return () => {
    const now = engine.timedChanges();
    if (now === seen) return false;
    seen = now;
    return true;
  };
}
