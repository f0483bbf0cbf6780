/**
 * dispatch, and how the request was served: the console's "how it was served" panel calls this
 * instead of dispatch. The reply is byte for byte what dispatch answers; beside it comes a
 * RequestTrace filled by the capacity model while the operation ran — the capacity charged per table
 * and index, the partitions touched with their units, the items read and returned.
 */
import type { Engine } from '../engine/engine.ts';
import { newTrace } from '../engine/capacity/traceRecorder.ts';
import type { RequestTrace } from '../engine/trace.ts';
import { dispatch, type WireReply } from './dispatch.ts';

export interface TracedReply extends WireReply {
  trace: RequestTrace;
}

export function dispatchTraced(engine: Engine, target: string, body: string): TracedReply {
  const trace = newTrace(target.slice(target.indexOf('.') + 1));
  const outer = engine.capacity.trace;
  engine.capacity.trace = trace;
  try {
    return { ...dispatch(engine, target, body), trace };
  } finally {
    engine.capacity.trace = outer;
  }
}
