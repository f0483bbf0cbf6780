/**
 * Replaces the worker's console so learner output goes to the app's console panel (and not to the
 * developer tools, where a learner's console.error would look like an app bug).
 */
import type { ConsoleLevel } from '../sandboxProtocol.ts';
import { formatTable } from './formatTable.ts';
import { formatArgs } from './formatValue.ts';

export type ConsoleSink = (level: ConsoleLevel, text: string) => void;

export function captureConsole(sink: ConsoleSink): void {
  const target = globalThis.console as unknown as Record<string, unknown>;
  const levels: ConsoleLevel[] = ['log', 'info', 'warn', 'error', 'debug'];
  for (const level of levels) target[level] = (...args: unknown[]) => sink(level, formatArgs(args));
  // Common aliases print like log; dir shows the value the way log would.
  for (const alias of ['trace', 'dir'] as const)
    target[alias] = (...args: unknown[]) => sink('log', formatArgs(args));
  target.table = (data: unknown, columns?: unknown) => sink('log', formatTable(data, columns));
}

/**
 * The console line for an error the worker's error event reports without the error itself.
 * Chromium's ErrorEvent.message already begins "Uncaught " ("Uncaught Error: boom"), other engines'
 * does not ("Error: boom"): the word is added once either way.
 */
export function uncaught(message: string): string {
  return message.startsWith('Uncaught ') ? message : `Uncaught ${message}`;
}
