/**
 * Where a script's syntax error is. The browser's SyntaxError from importing the learner's module
 * carries no line or column (V8 keeps the position to itself), so the run's failure would name no
 * line and mark nothing. TypeScript's parser, already running for the editor in Monaco's JavaScript
 * worker, finds the same mistakes with their offsets: its first syntactic diagnostic gives the place.
 */
import type { CodePosition } from '../../../client/sandboxRunner.ts';
import { positionAt } from '../editor/editorMarker.ts';

/** A parser diagnostic: where it starts, as an offset into the source (TypeScript's `start`). */
export interface ParseDiagnostic {
  start: number | undefined;
}

/** The 1-based position of the earliest diagnostic that has one. */
export function firstSyntaxError(
  source: string,
  diagnostics: readonly ParseDiagnostic[],
): CodePosition | undefined {
  const starts = diagnostics.flatMap((diagnostic) =>
    diagnostic.start === undefined ? [] : [diagnostic.start],
  );
  if (starts.length === 0) return undefined;
  return positionAt(source, Math.min(...starts));
}
