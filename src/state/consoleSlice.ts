/**
 * The console's state: the mode, one draft per mode, the operation picked for JSON mode, the run in
 * progress and the run history. Running itself lives in features/console/run (it needs the parsers
 * and the sandbox); it reports here through beginRun / recordCall / recordConsole / finishRun.
 */
import type { OperationReply } from '../client/calls.ts';
import type { Outcome } from '../client/engineClient.ts';
import type { CodePosition, ConsoleLevel } from '../client/sandboxRunner.ts';
import type { SliceCreator } from './types.ts';

export type ConsoleMode = 'json' | 'javascript' | 'cli' | 'partiql';

/** How the results show a request: its wire JSON, or code that sends it (features/console/asCode). */
export type RequestLanguage = 'json' | 'cli' | 'javascript' | 'document' | 'python' | 'table';

/** One request a run made and what came back. */
export interface CallRecord {
  operation: string;
  /** The request body as JSON text. */
  request: string;
  outcome: Outcome<OperationReply>;
  /** PartiQL mode: where the statement this request ran starts in the editor's text. */
  sourceOffset?: number;
  /** The Region it was signed for, when not the home Region: its code names it. */
  region?: string;
  /**
   * Which request of its run it was, from 1 (set when recorded: a long run keeps only some); of a
   * waiter's polls, the last one's.
   */
  number?: number;
  /** An error reply that was the outcome wanted (a waiter such as table-not-exists ends on it): why. */
  expectedError?: string;
  /**
   * A waiter's polls (`aws dynamodb wait …`), recorded as one request with the last reply: what they
   * answered, in order, a run of the same answer counted once (features/console/run/waiterPolls.ts).
   */
  waiterPolls?: readonly WaiterPoll[];
  /**
   * The sandbox's virtual clock as the engine answered, epoch milliseconds: when on that clock the
   * request was served (a lesson check may ask). Set when recorded, from the reply where the client
   * gives it; absent for an error reply from the app's own client.
   */
  clockMs?: number;
}

/** Polls of a waiter in a row that answered the same: a status (ACTIVE), or an error's name. */
export interface WaiterPoll {
  outcome: string;
  count: number;
}

/** How many requests a recorded call stands for: a waiter's polls, else one. */
export function requestsIn(call: Pick<CallRecord, 'waiterPolls'>): number {
  return call.waiterPolls?.reduce((sum, poll) => sum + poll.count, 0) ?? 1;
}

export interface ConsoleLine {
  level: ConsoleLevel;
  text: string;
  /** Laid out with spaces (an AWS CLI table, YAML): shown unwrapped, scrolled sideways when too wide. */
  preformatted?: boolean;
}

export type RunStatus = 'running' | 'ok' | 'error' | 'stopped';

export interface RunRecord {
  id: number;
  mode: ConsoleMode;
  /** The editor text that was run. */
  source: string;
  /** For JSON mode, the operation picked. */
  operation?: string;
  /** JSON and PartiQL modes: the Region picked in the toolbar when not the home one (edit restores it). */
  region?: string;
  /** PartiQL mode: the Parameters field's text when not blank (edit restores it with the statements). */
  parameters?: string;
  startedAt: number;
  durationMs?: number;
  status: RunStatus;
  /** Every request the run made. */
  requestCount: number;
  /**
   * The requests kept: all of them, up to CALLS_KEPT_FIRST + CALLS_KEPT_LAST; beyond that the first
   * and the latest (a loop of awaited requests can make tens of thousands).
   */
  calls: CallRecord[];
  console: ConsoleLine[];
  /** Why a run failed before or outside a request: a parse error, the learner's uncaught exception. */
  failure?: { name: string; message: string; position?: CodePosition };
}

/** The exercise whose solution request was opened in the console: the way back to it. */
export interface LessonOrigin {
  /** The exercise's place, e.g. `#/lessons/19-designing-from-access-patterns/door-list-migration`. */
  href: string;
  /** How the console names it, e.g. `Lesson 19, exercise 2: A new access pattern, by migrating data`. */
  label: string;
}

/** History is for going back a few steps, not an archive: it keeps the latest runs. */
export const HISTORY_LIMIT = 50;
/** A run's first requests kept, and its latest: what a learner reads back (see RunRecord.calls). */
export const CALLS_KEPT_FIRST = 100;
export const CALLS_KEPT_LAST = 900;
/**
 * Requests are recorded at most this often (the first at once): a loop of awaited requests records
 * hundreds a second, and each store update redraws the results.
 */
const RECORD_INTERVAL_MS = 50;
/**
 * A runaway loop of console.log must not grow memory without bound. The sandbox sends at most about
 * 2,000 lines of a run, its head and its tail (CONSOLE_HEAD_LINES and CONSOLE_TAIL_LINES in
 * worker/sandboxProtocol.ts must fit under this).
 */
export const CONSOLE_LINE_LIMIT = 2_000;

/** Drafts are kept per mode, and per operation in JSON mode (`json:Query`). */
export function draftKey(mode: ConsoleMode, jsonOperation: string): string {
  return mode === 'json' ? `json:${jsonOperation}` : mode;
}

/** PartiQL mode's Parameters field is kept, and saved, as a draft of its own. */
export const PARTIQL_PARAMETERS_DRAFT = 'partiql:parameters';

export interface ConsoleSlice {
  consoleMode: ConsoleMode;
  /** Editor texts by draftKey; a missing draft starts from the mode's template. */
  drafts: Record<string, string>;
  jsonOperation: string;
  /** Newest first; the first one may be running. */
  runs: RunRecord[];
  /** The run whose result is shown (defaults to the newest). */
  shownRunId: number | undefined;
  /** Set while the console holds a request a lesson opened (not kept across reloads). */
  lessonOrigin: LessonOrigin | undefined;
  /** Kept from one result to the next: a learner who picks Python keeps seeing Python. */
  requestLanguage: RequestLanguage;
  /** The Region JSON and PartiQL requests are signed for (a global table's replica); unset: home. */
  consoleRegion: string | undefined;
  setConsoleMode(mode: ConsoleMode): void;
  setDraft(key: string, text: string): void;
  setJsonOperation(operation: string): void;
  beginRun(run: Pick<RunRecord, 'mode' | 'source' | 'operation' | 'region' | 'parameters'>): number;
  recordCall(runId: number, call: CallRecord): void;
  /** Lines arrive in batches: one store update per batch, not per console.log. */
  recordConsole(runId: number, lines: ConsoleLine[]): void;
  finishRun(runId: number, status: Exclude<RunStatus, 'running'>, failure?: RunRecord['failure']): void;
  showRun(runId: number): void;
  setLessonOrigin(origin: LessonOrigin | undefined): void;
  setRequestLanguage(language: RequestLanguage): void;
  setConsoleRegion(region: string | undefined): void;
}

export const createConsoleSlice: SliceCreator<ConsoleSlice> = (set, get) => {
  let nextRunId = 1;
  const updateRun = (runId: number, update: (run: RunRecord) => RunRecord) =>
    set({ runs: get().runs.map((run) => (run.id === runId ? update(run) : run)) });

  // Requests waiting to be recorded, and when they last were.
  let pending: { runId: number; call: CallRecord }[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let lastFlush = 0;
  const flush = () => {
    if (flushTimer !== undefined) clearTimeout(flushTimer);
    flushTimer = undefined;
    lastFlush = Date.now();
    if (pending.length === 0) return;
    const byRun = new Map<number, CallRecord[]>();
    for (const { runId, call } of pending) {
      const calls = byRun.get(runId);
      if (calls) calls.push(call);
      else byRun.set(runId, [call]);
    }
    pending = [];
    set({
      runs: get().runs.map((run) => {
        const added = byRun.get(run.id);
        if (!added) return run;
        // A waiter's polls count one request each: its record is numbered by its last poll.
        let count = run.requestCount;
        const numbered = added.map((call) => {
          count += requestsIn(call);
          return { ...call, number: count, ...clockOf(call) };
        });
        return {
          ...run,
          requestCount: count,
          calls: keptCalls([...run.calls, ...numbered]),
        };
      }),
    });
  };

  return {
    consoleMode: 'json',
    drafts: {},
    jsonOperation: 'GetItem',
    runs: [],
    shownRunId: undefined,
    lessonOrigin: undefined,
    requestLanguage: 'json',
    consoleRegion: undefined,
    setConsoleMode: (mode) => set({ consoleMode: mode }),
    setConsoleRegion: (region) => set({ consoleRegion: region }),
    setDraft: (key, text) => set({ drafts: { ...get().drafts, [key]: text } }),
    setJsonOperation: (operation) => set({ jsonOperation: operation }),
    beginRun(run) {
      const id = nextRunId++;
      const record: RunRecord = {
        ...run,
        id,
        startedAt: Date.now(),
        status: 'running',
        requestCount: 0,
        calls: [],
        console: [],
      };
      set({ runs: [record, ...get().runs].slice(0, HISTORY_LIMIT), shownRunId: id });
      return id;
    },
    recordCall(runId, call) {
      pending.push({ runId, call });
      if (Date.now() - lastFlush >= RECORD_INTERVAL_MS) flush();
      else flushTimer ??= setTimeout(flush, RECORD_INTERVAL_MS);
    },
    recordConsole: (runId, lines) =>
      updateRun(runId, (run) => ({
        ...run,
        console: [...run.console, ...lines].slice(0, CONSOLE_LINE_LIMIT),
      })),
    finishRun(runId, status, failure) {
      flush();
      updateRun(runId, (run) => ({ ...run, status, failure, durationMs: Date.now() - run.startedAt }));
    },
    showRun: (runId) => set({ shownRunId: runId }),
    setLessonOrigin: (origin) => set({ lessonOrigin: origin }),
    setRequestLanguage: (language) => set({ requestLanguage: language }),
  };
};

/** The call's clock reading: its own, or the one its successful reply carries (calls.ts). */
function clockOf(call: CallRecord): Pick<CallRecord, 'clockMs'> {
  const clockMs = call.clockMs ?? (call.outcome.ok ? call.outcome.value.clockMs : undefined);
  return clockMs === undefined ? {} : { clockMs };
}

/** A run's calls with the middle dropped once there are more than the first and latest kept. */
function keptCalls(calls: CallRecord[]): CallRecord[] {
  if (calls.length <= CALLS_KEPT_FIRST + CALLS_KEPT_LAST) return calls;
  return [...calls.slice(0, CALLS_KEPT_FIRST), ...calls.slice(-CALLS_KEPT_LAST)];
}
