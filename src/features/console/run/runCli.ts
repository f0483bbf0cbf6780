/**
 * The console's AWS CLI mode: each command parsed as the CLI reads it, sent as the CLI sends it
 * (paging, retries) and printed as the CLI prints it, every request recorded in the store. Like a
 * shell script under `set -e`, the first failing command ends the run; Stop ends it between requests.
 */
import { callOperation, type OperationReply } from '../../../client/calls.ts';
import type { EngineClient, Outcome } from '../../../client/engineClient.ts';
import type { AppServices } from '../../../state/AppServices.tsx';
import type { ConsoleLine } from '../../../state/consoleSlice.ts';
import { CliCommandError } from '../cli/cliCommandError.ts';
import { applyGrep } from '../cli/cliGrep.ts';
import { CLI_PAGINATORS } from '../cli/cliPaging.ts';
import { CLI_WAITERS } from '../cli/cliWaiters.ts';
import { parameterErrors } from '../cli/paramValidation.ts';
import { CliSyntaxError, parseCliText, type CliRequest } from '../cli/parseCli.ts';
import { abortableWait, callWithCliRetries, cliErrorText } from './cliRetries.ts';
import { cliOutputLines, printedLines, type CliResult } from './cliOutputLines.ts';
import { firstPageRequest, runPagedCommand } from './pagedCommand.ts';
import { runS3Command } from './runS3Command.ts';
import { runWaiter } from './runWaiter.ts';

export async function runCli(services: AppServices, runId: number, source: string, stop: AbortSignal) {
  const state = services.store.getState();
  let commands;
  try {
    commands = parseCliText(source);
  } catch (error) {
    if (!(error instanceof CliSyntaxError)) throw error;
    const position = error.line === undefined ? undefined : { line: error.line, column: 1 };
    state.finishRun(runId, 'error', { name: 'AWS CLI', message: error.message, position });
    return;
  }
  for (const command of commands) {
    if (command.printed !== undefined) {
      state.recordConsole(runId, [{ level: 'log', text: command.printed, preformatted: true }]);
      continue;
    }
    if (command.waiter) {
      const body = JSON.stringify(command.request, null, 2);
      const waited = await runWaiter(services.engine, CLI_WAITERS[command.waiter], body, {
        signal: stop,
        region: command.region,
        clockPaused: () => services.store.getState().clock?.Paused === true,
      });
      state.recordCall(runId, {
        operation: command.operation,
        request: body,
        outcome: waited.last,
        waiterPolls: waited.polls,
        ...(command.region && { region: command.region }),
        // table-not-exists succeeds on ResourceNotFoundException: not a failure to show in red.
        ...(waited.done &&
          !waited.last.ok && {
            expectedError: `The waiter ${command.waiter} succeeded: this error is the state it waited for.`,
          }),
      });
      if (stop.aborted) {
        state.finishRun(runId, 'stopped');
        return;
      }
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
    let lines;
    try {
      lines = command.s3
        ? await runS3Lines(services, command, stop)
        : await runCliCommand(services, runId, command, stop);
    } catch (error) {
      if (!(error instanceof CliCommandError)) throw error;
      const position = { line: command.line, column: 1 };
      state.finishRun(runId, 'error', { name: 'AWS CLI', message: error.message, position });
      return;
    }
    if (stop.aborted) {
      state.finishRun(runId, 'stopped');
      return;
    }
    if ('failed' in lines) {
      // The CLI's own words for it, at the command's line; the request's reply is shown below them.
      state.finishRun(runId, 'error', {
        name: 'AWS CLI',
        message: lines.failed,
        position: { line: command.line, column: 1 },
      });
      return;
    }
    if (lines.length > 0) state.recordConsole(runId, lines);
  }
  state.finishRun(runId, 'ok');
}

/**
 * One command's requests, recorded as they go: its console lines, or what the CLI prints when a
 * request failed (nothing when the run was stopped).
 */
async function runCliCommand(
  services: AppServices,
  runId: number,
  command: CliRequest,
  signal: AbortSignal,
): Promise<ConsoleLine[] | { failed: string }> {
  let failed: string | undefined;
  const result = await sendCliCommand(services.engine, command, {
    record: (request, outcome, attempt) => {
      failed = outcome.ok ? undefined : cliErrorText(command.operation, outcome.error, attempt);
      services.store.getState().recordCall(runId, {
        operation: command.operation,
        request,
        outcome,
        ...(command.region && { region: command.region }),
      });
    },
    wait: (ms) => abortableWait(ms, signal),
    signal,
  });
  if (result) return cliOutputLines(command, result);
  return failed === undefined ? [] : { failed };
}

/** An `aws s3` command's console lines: what it prints (through its grep), and the console's notes. */
async function runS3Lines(services: AppServices, command: CliRequest, signal: AbortSignal) {
  const printed = await runS3Command(services.engine, command.s3!, signal);
  const text =
    printed.text !== undefined && command.grep ? applyGrep(printed.text, command.grep) : printed.text;
  const lines = text ? printedLines(text, command.line, printed.preformatted ?? false) : [];
  return [...lines, ...(printed.notes ?? [])];
}

export interface CliSendHooks {
  /** Sees every attempt: the request body as sent, its outcome and its number (from 1). */
  record(request: string, outcome: Outcome<OperationReply>, attempt: number): void;
  /** The back-off before a retry. */
  wait(ms: number): Promise<void>;
  signal?: AbortSignal;
}

/**
 * Sends one command as the CLI would — every page of a paged command, each request with the CLI's
 * retries — and returns its result, or undefined when a request failed or the run was stopped.
 */
export async function sendCliCommand(
  engine: EngineClient,
  command: CliRequest,
  hooks: CliSendHooks,
): Promise<CliResult | undefined> {
  // botocore checks the parameters before anything is sent: for a paged command, those of its
  // first request, with the page size and the starting token's marker in it.
  const first = command.paging
    ? firstPageRequest(CLI_PAGINATORS[command.command], command.request, command.paging)
    : command.request;
  const problems = parameterErrors(command.operation, first);
  if (problems.length > 0) throw new CliCommandError(`Parameter validation failed:\n${problems.join('\n')}`);
  const send = async (request: Record<string, unknown>) => {
    const body = JSON.stringify(request, null, 2);
    const outcome = await callWithCliRetries(
      () => callOperation(engine, command.operation, body, command.targetPrefix, command.region),
      (outcome, attempt) => hooks.record(body, outcome, attempt),
      hooks.wait,
      hooks.signal,
    );
    return outcome?.ok ? outcome.value.reply : undefined;
  };
  if (command.paging) {
    const paginator = CLI_PAGINATORS[command.command];
    const paged = await runPagedCommand(paginator, command.request, command.paging, send);
    return paged && { paged };
  }
  const reply = await send(command.request);
  return reply && { reply };
}
