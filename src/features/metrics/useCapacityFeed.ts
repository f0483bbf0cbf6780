/**
 * A table's capacity history, kept current while the calling view is mounted (client/capacityFeed.ts
 * pulls at frame rate). The Heatmap and Metrics sections share one feed, so moving between them
 * keeps the seconds already seen.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LoadStatus } from '../../client/capacityClient.ts';
import { capacityFeedFor, type CapacityFeed, type CapacityFeedState } from '../../client/capacityFeed.ts';
import { useAppState, useServices } from '../../state/AppServices.tsx';
import { clockDrifted } from '../../state/clockSlice.ts';

export function useCapacityFeed(
  tableName: string | undefined,
  /** A global table's replica to show (the home Region's table when unset). */
  region?: string,
): CapacityFeedState & { feed: CapacityFeed } {
  const { engine } = useServices();
  const feed = capacityFeedFor(engine.capacity);
  useEffect(() => feed.watch(tableName, region), [feed, tableName, region]);
  const state = useSyncExternalStore(feed.subscribe, feed.getState);
  return { ...state, feed };
}

/** The table a capacity section shows: the one in the route, else the header's. */
export function useShownTable(routeTable: string | undefined): string | undefined {
  const selected = useAppState((state) => state.selectedTable);
  const tableNames = useAppState((state) => state.tableNames);
  const selectTable = useAppState((state) => state.selectTable);
  useEffect(() => {
    if (routeTable && tableNames.includes(routeTable)) selectTable(routeTable);
  }, [routeTable, tableNames, selectTable]);
  return routeTable ?? selected;
}

/**
 * Keeps the header's clock in step with time a load moved: a fast-forward, or a pace slower than the
 * clock's speed. `time` is the simulated time of the last pull, epoch ms (see clockDrifted for how far
 * apart they may be). A load that started or ended since the header's last read is read at once: it
 * changes the rate the header runs on at (clockSlice.ts).
 */
export function useClockSync(time: number | undefined, load?: LoadStatus): void {
  const clock = useAppState((state) => state.clock);
  const refreshClock = useAppState((state) => state.refreshClock);
  const followClock = useAppState((state) => state.followClock);
  const lastRefresh = useRef(0);
  useEffect(() => {
    if (time === undefined || !clock) return;
    const now = performance.now();
    const loadChanged = (load?.state === 'running') !== (clock.loadRunning === true);
    if (!loadChanged && !clockDrifted(clock, time, now)) return;
    // A jump ahead shows at once from the pull's own time (the read below would come up to a second
    // later, the header trailing the page by most of a fast-forward meanwhile).
    if (!loadChanged && followClock(time)) return;
    // At most one read a second; a drift seen sooner is read when that second is up.
    const refresh = () => {
      lastRefresh.current = performance.now();
      void refreshClock();
    };
    const wait = lastRefresh.current + 1000 - now;
    if (wait <= 0) return refresh();
    const timer = window.setTimeout(refresh, wait);
    return () => window.clearTimeout(timer);
  }, [time, load, clock, refreshClock, followClock]);
}
