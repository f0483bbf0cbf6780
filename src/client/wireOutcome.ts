/** Wire replies (`{status, body}`) as outcomes: shared by the engine worker and the sandbox's requests. */
import { parseReplyBody, type OperationReply } from './calls.ts';
import type { ErrorPosition, Outcome, RequestTrace, WireError } from './engineClient.ts';

/** A non-200 reply as a WireError: `__type` and `message` from the body, the body kept for extra fields. */
export function wireError(reply: { status: number; body: string }): WireError {
  let parsed: { __type?: unknown; message?: unknown; Message?: unknown } = {};
  try {
    parsed = JSON.parse(reply.body) as typeof parsed;
  } catch {
    // An error body is always JSON; keep going with what there is if it is not.
  }
  const message = parsed.message ?? parsed.Message;
  return {
    __type: typeof parsed.__type === 'string' ? parsed.__type : 'InternalServerError',
    message: typeof message === 'string' ? message : '',
    status: reply.status,
    body: reply.body,
  };
}

/** A reply the sandbox's SDK client received, as the console records replies. */
export function outcomeFromWire(
  status: number,
  body: string,
  ms: number,
  trace?: RequestTrace,
  position?: ErrorPosition,
): Outcome<OperationReply> {
  if (status !== 200) {
    const error = wireError({ status, body });
    return { ok: false, error: position ? { ...error, position } : error };
  }
  try {
    return {
      ok: true,
      value: {
        reply: parseReplyBody(body),
        raw: body,
        trace,
        engineMs: ms,
        roundTripMs: ms,
      },
    };
  } catch {
    return { ok: false, error: wireError({ status: 500, body }) };
  }
}
