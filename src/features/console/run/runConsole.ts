/**
 * Runs what is in the console's editor, in its mode, and records every request and its reply in
 * the store (consoleSlice). Nothing here throws into React: a parse error, an engine error or the
 * learner's exception all end as a finished run with its failure.
 */
import { callOperation, DYNAMODB_TARGET_PREFIX } from '../../../client/calls.ts';
import { errorName } from '../../../client/engineClient.ts';
import { outcomeFromWire } from '../../../client/wireOutcome.ts';
import type { AppServices } from '../../../state/AppServices.tsx';
import type { ConsoleLine, ConsoleMode } from '../../../state/consoleSlice.ts';
import { CLI_PAGINATORS } from '../cli/cliPaging.ts';
import { printedOutput } from '../cli/cliQuery.ts';
import { CliSyntaxError, parseCliText, type CliRequest } from '../cli/parseCli.ts';
import { abortableWait, callWithCliRetries } from './cliRetries.ts';
import { pagedCommandLines, printedLines, runPagedCommand } from './pagedCommand.ts';
import { runPartiQL } from './runPartiQL.ts';
import { waitForTable } from './waitForTable.ts';

export interface RunRequest {
  mode: ConsoleMode;
  source: string;
  /** JSON mode: the operation the body is for. */
  operation?: string;
}

export async function runConsole(services: AppServices, request: RunRequest): Promise<void> {
  const state = services.store.getState();
  const runId = state.beginRun(request);
  try {
    if (request.mode === 'json')
      await runJson(services, runId, request.operation ?? 'GetItem', request.source);
    else if (request.mode === 'cli') await runCli(services, runId, request.source);
    else if (request.mode === 'javascript') await runJavaScript(services, runId, request.source);
    else await runPartiQL(services, runId, request.source);
  } catch (error) {
    // A bug in the console itself: still a finished run, with the reason on screen.
    const message = error instanceof Error ? error.message : String(error);
    services.store.getState().finishRun(runId, 'error', { name: 'Console error', message });
  }
  void services.store.getState().refreshTables();
}

async function runJson(services: AppServices, runId: number, operation: string, body: string) {
  const outcome = await callOperation(services.engine, operation, body);
  const state = services.store.getState();
  state.recordCall(runId, { operation, request: body, outcome });
  state.finishRun(runId, outcome.ok ? 'ok' : 'error');
}

/** Stops the AWS CLI run in progress (the console's Stop in CLI mode): no further request is sent. */
export function stopCliRun(): void {
  cliRun?.abort();
}

let cliRun: AbortController | undefined;

async function runCli(services: AppServices, runId: number, source: string) {
  const stopping = new AbortController();
  cliRun = stopping;
  const state = services.store.getState();
  let commands;
  try {
    commands = parseCliText(source);
  } catch (error) {
    if (!(error instanceof CliSyntaxError)) throw error;
    const line = /^Line (\d+):/.exec(error.message);
    const position = line ? { line: Number(line[1]), column: 1 } : undefined;
    state.finishRun(runId, 'error', { name: 'AWS CLI', message: error.message, position });
    return;
  }
  for (const command of commands) {
    if (command.waiter) {
      const body = JSON.stringify(command.request, null, 2);
      const waited = await waitForTable(services.engine, command.waiter, body);
      state.recordCall(runId, { operation: command.operation, request: body, outcome: waited.last });
      if (!waited.done) {
        state.finishRun(runId, 'error', {
          name: 'AWS CLI',
          message: waited.message,
          position: { line: command.line, column: 1 },
        });
        return;
      }
      continue;
    }
    // Like a shell script under `set -e`: the first failing command ends the run.
    const lines = await runCliCommand(services, runId, command, stopping.signal);
    if (stopping.signal.aborted) {
      state.finishRun(runId, 'stopped');
      return;
    }
    if (!lines) {
      state.finishRun(runId, 'error');
      return;
    }
    if (lines.length > 0) state.recordConsole(runId, lines);
  }
  state.finishRun(runId, 'ok');
}

/** One command's requests, recorded as they go; what it prints, or undefined when a request failed. */
async function runCliCommand(
  services: AppServices,
  runId: number,
  command: CliRequest,
  signal: AbortSignal,
): Promise<ConsoleLine[] | undefined> {
  const send = async (request: Record<string, unknown>) => {
    const body = JSON.stringify(request, null, 2);
    const outcome = await callWithCliRetries(
      () => callOperation(services.engine, command.operation, body, command.targetPrefix),
      (attempt) =>
        services.store
          .getState()
          .recordCall(runId, { operation: command.operation, request: body, outcome: attempt }),
      (ms) => abortableWait(ms, signal),
      signal,
    );
    return outcome?.ok ? outcome.value.reply : undefined;
  };
  if (command.paging) {
    const paginator = CLI_PAGINATORS[command.command];
    const result = await runPagedCommand(paginator, command.request, command.paging, send);
    return result && pagedCommandLines(command, result);
  }
  const reply = await send(command.request);
  if (!reply) return undefined;
  return printedLines(command, printedOutput(command, reply));
}

/** Errors the SDK's default retry strategy retries after a back-off. */
const THROTTLING_ERRORS = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
]);

/**
 * Counts the SDK's retries of a throttled request: the same target and body sent again right after
 * a throttling error. The attempt that gets through is shown with the count.
 */
function retryCounter() {
  let last = '';
  let throttled = 0;
  return {
    next(target: string, body: string): number {
      const id = `${target}\n${body}`;
      if (id !== last) throttled = 0;
      last = id;
      return throttled;
    },
    settled(wasThrottled: boolean) {
      throttled = wasThrottled ? throttled + 1 : 0;
    },
  };
}

async function runJavaScript(services: AppServices, runId: number, source: string) {
  const state = services.store.getState();
  const retries = retryCounter();
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
    request({ target, body, status, reply, ms, trace, errorPosition }) {
      flush();
      const operation = target.startsWith(DYNAMODB_TARGET_PREFIX)
        ? target.slice(DYNAMODB_TARGET_PREFIX.length)
        : target;
      const retried = retries.next(target, body);
      const served = retried > 0 ? { ...trace, throttledRetries: retried } : trace;
      const outcome = outcomeFromWire(status, reply, ms, served, errorPosition);
      retries.settled(!outcome.ok && THROTTLING_ERRORS.has(errorName(outcome.error.__type)));
      state.recordCall(runId, { operation, request: body, outcome });
    },
  });
  flush();
  if (result.status === 'completed') state.finishRun(runId, 'ok');
  else if (result.status === 'stopped') state.finishRun(runId, 'stopped');
  else state.finishRun(runId, 'error', result.error);
}
