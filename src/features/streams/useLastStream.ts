/**
 * The words for a table's disabled stream (lastStreamReadability.ts), kept up with the virtual clock:
 * the engine is asked when the stream stops being readable whenever the table's stream changes, and
 * the clock does the rest — projected between readings as the header's is, since at 1,000× the last
 * reading can be hours behind. Undefined while the table's stream is on, or when it never had one.
 * `gone` tells the Streams tab not to offer the stream any more (tableStreams.ts): one hook, so the
 * tab and its Stream section ask the engine once.
 */
import { useEffect, useState } from 'react';
import { streamRetention, type StreamRetention } from '../../client/streamCalls.ts';
import type { TableDescription } from '../../client/wireTypes.ts';
import { useAppState, useServices } from '../../state/AppServices.tsx';
import { simulatedNow } from '../../state/clockSlice.ts';
import { lastStreamReadability, streamGone } from './lastStreamReadability.ts';

/** Real time between two looks at a running clock: the words count minutes. */
const TICK_MS = 1_000;

export interface LastStream {
  /** Its readability in words: "the last stream stays readable for 3 h more …". */
  text: string;
  /** Past its 24 hours by the virtual clock: the engine forgot it. */
  gone: boolean;
}

export function useLastStream(table: TableDescription): LastStream | undefined {
  const last = useLastStreamRetention(table);
  return (
    last && {
      text: lastStreamReadability(last.retention, last.now),
      gone: streamGone(last.retention, last.now),
    }
  );
}

/** What the engine said of the table's disabled stream, and the simulated time now (epoch seconds). */
function useLastStreamRetention(
  table: TableDescription,
): { retention: StreamRetention | 'gone' | undefined; now: number | undefined } | undefined {
  const { engine } = useServices();
  const latestArn = table.LatestStreamArn;
  const disabled = latestArn !== undefined && table.StreamSpecification?.StreamEnabled !== true;
  const [retention, setRetention] = useState<{ arn: string; value: StreamRetention | 'gone' }>();
  const clock = useAppState((state) => state.clock);
  const [wallNow, setWallNow] = useState(() => performance.now());
  const running = disabled && clock !== undefined && !clock.Paused;

  useEffect(() => {
    if (!disabled) return;
    let current = true;
    void streamRetention(engine, latestArn).then((outcome) => {
      if (current && outcome.ok) setRetention({ arn: latestArn, value: outcome.value });
    });
    return () => {
      current = false;
    };
  }, [engine, latestArn, disabled]);

  useEffect(() => {
    if (!running) return;
    const tick = window.setInterval(() => setWallNow(performance.now()), TICK_MS);
    return () => window.clearInterval(tick);
  }, [running]);

  if (!disabled) return undefined;
  const now = clock && simulatedNow(clock, wallNow);
  return { retention: retention?.arn === latestArn ? retention.value : undefined, now };
}
