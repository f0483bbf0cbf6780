/**
 * The worker's side of a run's console output (see CONSOLE_HEAD_LINES in sandboxProtocol.ts): the
 * first lines go to the app one message each, as printed; later ones are batched, at most one
 * message per BATCH_MS, and a batch keeps only the latest CONSOLE_TAIL_LINES. A loop printing a
 * million lines so posts a thousand messages, not a million, and its last lines still arrive.
 */
import {
  CONSOLE_HEAD_LINES,
  CONSOLE_TAIL_LINES,
  type ConsoleLevel,
  type ConsoleLine,
  type FromSandbox,
} from '../sandboxProtocol.ts';

const BATCH_MS = 250;

export interface RunOutput {
  /** Starts the output of another run (what was not sent of the last one is dropped). */
  begin(runId: number): void;
  line(level: ConsoleLevel, text: string): void;
  /** Sends the batch now: before the run's 'done', so its last lines come first. */
  flush(): void;
}

/**
 * `schedule` runs a function a little later (the worker's own setTimeout, which no run waits for).
 */
export function createRunOutput(
  post: (message: FromSandbox) => void,
  schedule: (callback: () => void, ms: number) => void,
): RunOutput {
  let runId = 0;
  let lines = 0;
  let batch: ConsoleLine[] = [];
  let skipped = 0;
  let scheduled = false;

  const flush = () => {
    if (batch.length === 0 && skipped === 0) return;
    post({ type: 'console-tail', runId, lines: batch, skipped });
    batch = [];
    skipped = 0;
  };

  return {
    begin(id) {
      runId = id;
      lines = 0;
      batch = [];
      skipped = 0;
    },
    line(level, text) {
      lines++;
      if (lines <= CONSOLE_HEAD_LINES) {
        post({ type: 'console', runId, level, text });
        return;
      }
      if (lines === CONSOLE_HEAD_LINES + 1) post({ type: 'console', runId, level: 'info', text: HEAD_FULL });
      batch.push({ level, text });
      if (batch.length > CONSOLE_TAIL_LINES) {
        batch.shift();
        skipped++;
      }
      if (!scheduled) {
        scheduled = true;
        schedule(() => {
          scheduled = false;
          flush();
        }, BATCH_MS);
      }
    },
    flush,
  };
}

const count = (n: number) => n.toLocaleString('en-US');

/** Said once the head is full, in case more comes: where the rest of the output will be. */
const HEAD_FULL = `… the console shows the first ${count(CONSOLE_HEAD_LINES)} lines of a run as they come; of later lines, the last ${count(CONSOLE_TAIL_LINES)} are shown when it ends.`;
