/**
 * dispatch, and how the request was served: the console's "how it was served" panel calls this
 * instead of dispatch. The reply is byte for byte what dispatch answers; beside it comes a
 * RequestTrace filled by the capacity model while the operation ran — the capacity charged per table
 * and index, the partitions touched with their units, the items read and returned — and, for an
 * expression or PartiQL error, where in the expression or statement it is (for editor markers;
 * DynamoDB's wire body has no positions).
 */
import { operationReady } from './firstUseOperations.ts';
import type { Engine } from '../engine/engine.ts';
import { newTrace } from '../engine/capacity/traceRecorder.ts';
import type { DynamoDBError } from '../engine/errors.ts';
import { ExpressionError, type ExpressionKind } from '../engine/expressions/errors.ts';
import { PartiQLError } from '../engine/partiql/errors.ts';
import type { RequestTrace } from '../engine/trace.ts';
import { dispatch, dispatchAsync, type WireReply } from './dispatch.ts';

/** Where an error points: UTF-16 offsets into the named expression, or into the PartiQL statement. */
export interface ErrorPosition {
  kind: ExpressionKind | 'Statement';
  start: number;
  end: number;
}

export interface TracedReply extends WireReply {
  trace: RequestTrace;
  errorPosition?: ErrorPosition;
}

export function dispatchTraced(engine: Engine, target: string, body: string): TracedReply {
  const traced = startTrace(engine, target);
  try {
    return { ...dispatch(engine, target, body, traced.observe), ...traced.result() };
  } finally {
    traced.end();
  }
}

/**
 * dispatchAsync with a trace: what the operation charges is charged while it runs (an in-flight
 * transaction is charged before it waits), so the trace is complete when the reply comes.
 */
export async function dispatchTracedAsync(
  engine: Engine,
  target: string,
  body: string,
): Promise<TracedReply> {
  // In the browser, the code of some operations may still have to load (firstUseOperations.lazy.ts).
  const ready = operationReady(target);
  if (ready) await ready;
  const traced = startTrace(engine, target);
  let pending: WireReply | Promise<WireReply>;
  try {
    pending = dispatchAsync(engine, target, body, traced.observe);
  } finally {
    traced.end();
  }
  return { ...(await pending), ...traced.result() };
}

function startTrace(engine: Engine, target: string) {
  const trace = newTrace(target.slice(target.indexOf('.') + 1));
  const outer = engine.capacity.trace;
  engine.capacity.trace = trace;
  let errorPosition: ErrorPosition | undefined;
  return {
    observe: (error: DynamoDBError) => {
      errorPosition = positionOf(error);
    },
    end: () => {
      engine.capacity.trace = outer;
    },
    result: (): Pick<TracedReply, 'trace' | 'errorPosition'> =>
      errorPosition ? { trace, errorPosition } : { trace },
  };
}

function positionOf(error: DynamoDBError): ErrorPosition | undefined {
  if (error instanceof ExpressionError) return { kind: error.kind, start: error.start, end: error.end };
  if (error instanceof PartiQLError) return { kind: 'Statement', start: error.start, end: error.end };
  return undefined;
}
