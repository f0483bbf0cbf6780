/**
 * A table's triggers, read again and again while the tab is open (the engine's clock drives their
 * polls, so their counters move on their own), and one trigger's details while they are shown.
 */
import { useCallback, useEffect, useState } from 'react';
import type { WireError } from '../../client/engineClient.ts';
import type { TriggerDetails, TriggerSummary } from '../../client/triggersClient.ts';
import { useServices } from '../../state/AppServices.tsx';

const LIST_REFRESH_MS = 500;
const DETAILS_REFRESH_MS = 1000;

export function useTriggers(tableName: string): { triggers: TriggerSummary[] | undefined; refresh(): void } {
  const { engine } = useServices();
  const [triggers, setTriggers] = useState<TriggerSummary[]>();
  const refresh = useCallback(async () => {
    setTriggers(await engine.triggers.listTriggers(tableName));
  }, [engine, tableName]);
  useEffect(() => {
    let live = true;
    const load = async () => {
      const listed = await engine.triggers.listTriggers(tableName);
      if (live) setTriggers(listed);
    };
    void load();
    const timer = window.setInterval(() => void load(), LIST_REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
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
  useEffect(() => {
    let live = true;
    const load = async () => {
      const outcome = await engine.triggers.describeTrigger(id);
      if (!live) return;
      if (outcome.ok) {
        setDetails(outcome.value);
        setError(undefined);
      } else {
        setError(outcome.error);
      }
    };
    void load();
    const timer = window.setInterval(() => void load(), DETAILS_REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [engine, id]);
  return { details, error };
}
