/**
 * Every stream of an engine, enabled or still readable after being disabled, for ListStreams and
 * for finding a stream by ARN. Kept beside the engine (a WeakMap) rather than in it: only the
 * streams code needs it.
 *
 * A stream whose table was deleted turns DISABLED (API_DeleteTable.html: "the stream is
 * automatically deleted after 24 hours"); this is noticed the next time the registry is consulted.
 * Streams disabled for 24 hours are forgotten.
 */
import type { Engine } from '../engine.ts';
import { STREAM_RETENTION_MS } from './streamOptions.ts';
import type { TableStream } from './tableStream.ts';

const registries = new WeakMap<Engine, TableStream[]>();

function streamList(engine: Engine): TableStream[] {
  let list = registries.get(engine);
  if (!list) {
    list = [];
    registries.set(engine, list);
  }
  return list;
}

export function registerStream(engine: Engine, stream: TableStream): void {
  streamList(engine).push(stream);
}

/** Puts restored streams in the order they were created, as if they had been made here. */
export function orderStreamsByCreation(engine: Engine): void {
  streamList(engine).sort((a, b) => a.createdAt - b.createdAt);
}

/** The streams still readable, oldest first, each brought up to date with the clock. */
export function liveStreams(engine: Engine): TableStream[] {
  const now = engine.now();
  const list = streamList(engine);
  for (const stream of list) {
    const table = stream.table;
    if (stream.isEnabled && (table.status === 'DELETING' || engine.tables.get(table.name) !== table)) {
      stream.disable(now);
      stream.status = 'DISABLED';
    }
  }
  const live = list.filter((s) => s.disabledAt === undefined || now - s.disabledAt < STREAM_RETENTION_MS);
  if (live.length !== list.length) registries.set(engine, live);
  return live;
}

export function findStream(engine: Engine, arn: string): TableStream | undefined {
  return liveStreams(engine).find((stream) => stream.arn === arn);
}
