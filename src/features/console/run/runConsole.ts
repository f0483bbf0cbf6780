/**
 * Runs what is in the console's editor, in its mode, and records every request and its reply in
 * the store (consoleSlice). Nothing here throws into React: a parse error, an engine error or the
 * learner's exception all end as a finished run with its failure.
 */
import { callOperation, DYNAMODB_TARGET_PREFIX } from '../../../client/calls.ts';
import { outcomeFromWire } from '../../../client/wireOutcome.ts';
import type { CodePosition } from '../../../client/sandboxRunner.ts';
import type { AppServices } from '../../../state/AppServices.tsx';
import type { ConsoleLine, ConsoleMode } from '../../../state/consoleSlice.ts';
import { runPartiQL } from './runPartiQL.ts';
import { sdkRetryCounter } from './sdkRetryCounter.ts';
import { locateSyntaxError } from '../editor/locateSyntaxError.ts';

export interface RunRequest {
  mode: ConsoleMode;
  source: string;
  /** JSON mode: the operation the body is for. */
  operation?: string;
  /** JSON and PartiQL modes: the Region the requests are signed for (unset: the home Region). */
  region?: string;
  /** PartiQL mode: the Parameters field's text (a JSON array for the statements' `?`s). */
  parameters?: string;
}

export async function runConsole(services: AppServices, request: RunRequest): Promise<void> {
  const state = services.store.getState();
  const runId = state.beginRun(request);
  try {
    if (request.mode === 'json')
      await runJson(services, runId, request.operation ?? 'GetItem', request.source, request.region);
    else if (request.mode === 'cli') await runCliMode(services, runId, request.source);
    else if (request.mode === 'javascript') await runJavaScript(services, runId, request.source);
    else await runPartiQL(services, runId, request.source, request.region, request.parameters);
  } catch (error) {
    // A bug in the console itself: still a finished run, with the reason on screen.
    const message = error instanceof Error ? error.message : String(error);
    services.store.getState().finishRun(runId, 'error', { name: 'Console error', message });
  }
  void services.store.getState().refreshTables();
}

async function runJson(
  services: AppServices,
  runId: number,
  operation: string,
  body: string,
  region: string | undefined,
) {
  const outcome = await callOperation(services.engine, operation, body, DYNAMODB_TARGET_PREFIX, region);
  const state = services.store.getState();
  state.recordCall(runId, { operation, request: body, outcome, ...(region && { region }) });
  state.finishRun(runId, outcome.ok ? 'ok' : 'error');
}

/** Stops the AWS CLI run in progress (the console's Stop in CLI mode): no further request is sent. */
export function stopCliRun(): void {
  cliRun?.abort();
}

let cliRun: AbortController | undefined;

/** The AWS CLI mode's code (parser, paging, output formats, JMESPath) loads when it is first used. */
async function runCliMode(services: AppServices, runId: number, source: string) {
  const stopping = new AbortController();
  cliRun = stopping;
  const { runCli } = await import('./runCli.ts');
  await runCli(services, runId, source, stopping.signal);
}

async function runJavaScript(services: AppServices, runId: number, source: string) {
  const state = services.store.getState();
  const retries = sdkRetryCounter();
  // Console lines are stored once per frame, however fast the learner's code prints.
  let pending: ConsoleLine[] = [];
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    if (pending.length === 0) return;
    state.recordConsole(runId, pending);
    pending = [];
  };
  const result = await services.sandbox.run(source, {
    console(level, text) {
      pending.push({ level, text });
      if (!flushScheduled) {
        flushScheduled = true;
        setTimeout(flush, 50);
      }
    },
    request({ target, body, status, reply, ms, trace, errorPosition, region, clockMs }) {
      flush();
      const operation = target.startsWith(DYNAMODB_TARGET_PREFIX)
        ? target.slice(DYNAMODB_TARGET_PREFIX.length)
        : target;
      const retried = retries.next(target, body);
      const served = retried > 0 ? { ...trace, throttledRetries: retried } : trace;
      const outcome = outcomeFromWire(status, reply, ms, served, errorPosition);
      retries.settled(outcome.ok ? undefined : outcome.error);
      state.recordCall(runId, { operation, request: body, outcome, ...(region && { region }), clockMs });
    },
  });
  flush();
  if (result.status === 'completed') state.finishRun(runId, 'ok');
  else if (result.status === 'stopped') state.finishRun(runId, 'stopped');
  else state.finishRun(runId, 'error', await withSyntaxPosition(source, result.error));
}

/** A SyntaxError comes without a position from the browser: the editor's parser supplies it. */
async function withSyntaxPosition<Failure extends { name: string; position?: CodePosition }>(
  source: string,
  error: Failure,
): Promise<Failure> {
  if (error.name !== 'SyntaxError' || error.position) return error;
  const position = await locateSyntaxError(source);
  return position ? { ...error, position } : error;
}
