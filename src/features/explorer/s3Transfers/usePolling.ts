import { useEffect, useRef } from 'react';

/** How often a running export or import is described again: its status changes on the engine's clock. */
export const TRANSFER_POLL_MS = 500;

/**
 * Calls `poll` every TRANSFER_POLL_MS while `active`, one call at a time (a slow answer is not
 * overtaken by the next call). The latest `poll` is used without restarting the timer.
 */
export function usePolling(active: boolean, poll: () => Promise<void>): void {
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  });
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      await latest.current();
      if (!stopped) timer = setTimeout(() => void tick(), TRANSFER_POLL_MS);
    };
    timer = setTimeout(() => void tick(), TRANSFER_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active]);
}
