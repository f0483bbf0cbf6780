/**
 * A table's triggers, read again and again while the tab is open (the engine's clock drives their
 * polls, so their counters move on their own), and one trigger's details while they are shown.
 *
 * Both are read again at once when the header's clock reading changes (Step, play, a new speed):
 * with the clock paused, a Step is what runs the triggers, and its result should show with it rather
 * than when the next timed read comes round. The batches a poll hands out run in workers of their own
 * and end a little after the step: while a shard has one in flight, the list is read again soon.
 */
import { useCallback, useEffect, useState, type DependencyList } from 'react';
import type { WireError } from '../../client/engineClient.ts';
import type { TriggerDetails, TriggerSummary } from '../../client/triggersClient.ts';
import { useAppState, useServices } from '../../state/AppServices.tsx';

const LIST_REFRESH_MS = 500;
/** While a batch is in flight: soon enough that its end shows with the step that started it. */
const IN_FLIGHT_REFRESH_MS = 40;
const DETAILS_REFRESH_MS = 1000;

const inFlight = (triggers: TriggerSummary[]) =>
  triggers.some((trigger) => trigger.shards.some((shard) => shard.state === 'in-flight'));

/** The header's clock reading: a new object whenever the clock is read, stepped or changed. */
const useClockReading = () => useAppState((state) => state.clock);

/**
 * Runs `read` now, again whenever the clock reading changes, and again after the delay each read
 * settles on: `read` resolves to a step that shows what it read (only while the component is still
 * mounted and the reading current) and returns that delay.
 */
function useReadOnClock(read: () => Promise<() => number>, deps: DependencyList): void {
  const clock = useClockReading();
  useEffect(() => {
    let live = true;
    let timer: number | undefined;
    const load = async () => {
      const show = await read();
      if (!live) return;
      timer = window.setTimeout(() => void load(), show());
    };
    void load();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // `read` is a new function each render; what it reads from is in `deps`.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [...deps, clock]);
}

export function useTriggers(tableName: string): { triggers: TriggerSummary[] | undefined; refresh(): void } {
  const { engine } = useServices();
  const [triggers, setTriggers] = useState<TriggerSummary[]>();
  const refresh = useCallback(async () => {
    setTriggers(await engine.triggers.listTriggers(tableName));
  }, [engine, tableName]);
  useReadOnClock(async () => {
    const listed = await engine.triggers.listTriggers(tableName);
    return () => {
      setTriggers(listed);
      return inFlight(listed) ? IN_FLIGHT_REFRESH_MS : LIST_REFRESH_MS;
    };
  }, [engine, tableName]);
  return { triggers, refresh: () => void refresh() };
}

export function useTriggerDetails(id: string): {
  details: TriggerDetails | undefined;
  error: WireError | undefined;
} {
  const { engine } = useServices();
  const [details, setDetails] = useState<TriggerDetails>();
  const [error, setError] = useState<WireError>();
  useReadOnClock(async () => {
    const outcome = await engine.triggers.describeTrigger(id);
    return () => {
      if (outcome.ok) {
        setDetails(outcome.value);
        setError(undefined);
      } else {
        setError(outcome.error);
      }
      return outcome.ok && inFlight([outcome.value]) ? IN_FLIGHT_REFRESH_MS : DETAILS_REFRESH_MS;
    };
  }, [engine, id]);
  return { details, error };
}
