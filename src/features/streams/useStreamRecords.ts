/**
 * A table's stream as the Streams tab shows it, kept up to date while the tab is open: the stream's
 * description (status, view type, shards) and its records, read with the Streams API. Each refresh
 * reads only what is new in each shard (after the last sequence number seen there), and drops the
 * records the engine's clock has taken past their 24 hours: such reads never say they were trimmed.
 * A change to the header's clock (step, fast-forward) refreshes at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { clockCalls } from '../../client/calls.ts';
import type { WireError } from '../../client/engineClient.ts';
import { describeStream, readShard, type StreamDescription } from '../../client/streamCalls.ts';
import { useAppState, useServices } from '../../state/AppServices.tsx';
import { dropTrimmed, MAX_RECORDS_KEPT, mergeRecords, type ShownRecord } from './streamRecordsModel.ts';

/** The clock may run: the stream is read again this often while the tab is open. */
const REFRESH_MS = 1500;

export interface StreamView {
  description: StreamDescription | undefined;
  records: ShownRecord[];
  error: WireError | undefined;
  /** Records older than 24 hours were trimmed while the tab was open. */
  trimmed: boolean;
  refresh(): void;
}

/** `streamArn` is fixed for the component's life: key the component by it. */
export function useStreamRecords(streamArn: string | undefined): StreamView {
  const { engine } = useServices();
  const [description, setDescription] = useState<StreamDescription>();
  const [records, setRecords] = useState<ShownRecord[]>([]);
  const [error, setError] = useState<WireError>();
  const [trimmed, setTrimmed] = useState(false);
  /** The last sequence number read in each shard, for the next read. */
  const lastRead = useRef(new Map<string, string>());
  const busy = useRef(false);
  /** The records shown, for the next refresh (refreshes run one at a time). */
  const shown = useRef<ShownRecord[]>([]);

  const refresh = useCallback(async () => {
    if (!streamArn || busy.current) return;
    busy.current = true;
    try {
      // The engine's time, read before the stream: no record read after it is trimmed by it.
      const clock = await clockCalls.describe(engine);
      if (!clock.ok) {
        setError(clock.error);
        return;
      }
      const nowMs = clock.value.Time * 1000;
      const described = await describeStream(engine, streamArn);
      if (!described.ok) {
        setError(described.error);
        return;
      }
      setDescription(described.value);
      const added: ShownRecord[] = [];
      let restarted = false;
      for (const shard of described.value.Shards) {
        const read = await readShard(
          engine,
          streamArn,
          shard.ShardId,
          lastRead.current.get(shard.ShardId),
          MAX_RECORDS_KEPT,
        );
        if (!read.ok) {
          setError(read.error);
          return;
        }
        restarted ||= read.value.restarted;
        const last = read.value.records.at(-1);
        if (last) lastRead.current.set(shard.ShardId, last.dynamodb.SequenceNumber);
        for (const record of read.value.records) added.push({ shardId: shard.ShardId, record });
      }
      const live = new Set(described.value.Shards.map((shard) => shard.ShardId));
      for (const shardId of lastRead.current.keys()) if (!live.has(shardId)) lastRead.current.delete(shardId);
      // Shards that aged out take their records with them; records past retention go too (those
      // just read are not: they were still there after `nowMs`).
      const before = shown.current;
      const kept = dropTrimmed(before, nowMs);
      shown.current = mergeRecords(
        kept.filter((entry) => live.has(entry.shardId)),
        added,
      );
      setRecords(shown.current);
      if (restarted || kept !== before) setTrimmed(true);
      setError(undefined);
    } finally {
      busy.current = false;
    }
  }, [engine, streamArn]);

  // oxlint's port of the React Compiler's set-state-in-effect check takes `refresh` (here and in the
  // effect below) for a synchronous setState; every setState in it comes after an await, and React's
  // own eslint plugin did not flag it.
  useEffect(() => {
    if (!streamArn) return;
    // oxlint-disable-next-line react/set-state-in-effect
    void refresh();
    const timer = window.setInterval(() => void refresh(), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [streamArn, refresh]);

  // The header's clock was read again (a step, a fast-forward, a new speed): records may have aged out.
  const clock = useAppState((state) => state.clock);
  useEffect(() => {
    // oxlint-disable-next-line react/set-state-in-effect
    if (clock) void refresh();
  }, [clock, refresh]);

  return { description, records, error, trimmed, refresh: () => void refresh() };
}
