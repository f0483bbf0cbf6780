/**
 * Polling for a state the engine's clock ends by itself (a table CREATING, a Kinesis destination
 * ENABLING …): nothing else prompts the app to read it again, so it reads it every half second of
 * real time until the state has settled.
 */
import { useEffect } from 'react';

/** How often a settling state is read again (real time). */
const POLL_MS = 500;

/** Calls `tick` every POLL_MS while `active`. */
export function usePollWhile(active: boolean, tick: () => void): void {
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(tick, POLL_MS);
    return () => window.clearInterval(timer);
  }, [active, tick]);
}
