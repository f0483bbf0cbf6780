/**
 * What one invocation printed and which requests it sent, bounded: a handler looping over
 * `console.log` must not fill the engine worker's memory (recent invocations are kept there) or
 * flood it with messages. Kept entries can be forwarded as they happen, so the output of a handler
 * that then times out (and whose worker is ended) is not lost.
 */
import type { ConsoleLevel } from '../sandboxProtocol.ts';
import type { FunctionResult, LogLine } from './triggerTypes.ts';

export const MAX_LOG_LINES = 100;
export const MAX_LINE_LENGTH = 4_000;
export const MAX_REQUESTS = 100;

export type CapturedEntry =
  | { kind: 'log'; line: LogLine }
  | { kind: 'request'; request: FunctionResult['requests'][number] };

export interface DroppedCounts {
  lines: number;
  requests: number;
}

export class InvocationCapture {
  private readonly logs: LogLine[] = [];
  private readonly requests: FunctionResult['requests'] = [];
  private readonly dropped: DroppedCounts = { lines: 0, requests: 0 };
  private readonly forward: ((entry: CapturedEntry) => void) | undefined;

  constructor(forward?: (entry: CapturedEntry) => void) {
    this.forward = forward;
  }

  log(level: ConsoleLevel, text: string): void {
    if (this.logs.length >= MAX_LOG_LINES) {
      this.dropped.lines++;
      return;
    }
    const extra = text.length - MAX_LINE_LENGTH;
    const line = {
      level,
      text: extra > 0 ? `${text.slice(0, MAX_LINE_LENGTH)}… (${extra} more characters)` : text,
    };
    this.logs.push(line);
    this.forward?.({ kind: 'log', line });
  }

  /** `target` is the X-Amz-Target header (`DynamoDB_20120810.UpdateItem`): the operation is kept. */
  request(target: string, status: number): void {
    if (this.requests.length >= MAX_REQUESTS) {
      this.dropped.requests++;
      return;
    }
    const request = { operation: target.slice(target.indexOf('.') + 1), status };
    this.requests.push(request);
    this.forward?.({ kind: 'request', request });
  }

  /** Entries forwarded from another capture (the trigger worker's). */
  add(entry: CapturedEntry): void {
    if (entry.kind === 'log') this.logs.push(entry.line);
    else this.requests.push(entry.request);
  }

  addDropped(counts: DroppedCounts): void {
    this.dropped.lines += counts.lines;
    this.dropped.requests += counts.requests;
  }

  droppedCounts(): DroppedCounts {
    return { ...this.dropped };
  }

  /** The logs and requests, with a note when some were left out. */
  result(): Pick<FunctionResult, 'logs' | 'requests'> {
    const logs = [...this.logs];
    if (this.dropped.lines > 0) {
      logs.push({
        level: 'warn',
        text: `… ${this.dropped.lines} more lines not kept (${MAX_LOG_LINES} per invocation)`,
      });
    }
    if (this.dropped.requests > 0) {
      logs.push({ level: 'warn', text: `… ${this.dropped.requests} more requests not listed` });
    }
    return { logs, requests: [...this.requests] };
  }
}
