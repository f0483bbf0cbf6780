/**
 * The markers the editor shows: where the shown run failed — the learner's uncaught exception, or
 * the engine's error at its exact position (or where its message points) — plus, in PartiQL and
 * AWS CLI modes, the live syntax markers. A run's markers are shown only while the editor holds the text that ran.
 */
import type { ConsoleMode, RunRecord } from '../../../state/consoleSlice.ts';
import type { EditorMarker } from '../editor/editorMarker.ts';
import { errorMarker, positionMarker } from './errorMarkers.ts';

export function editorMarkers(
  text: string,
  mode: ConsoleMode,
  run: RunRecord | undefined,
  syntaxMarkers: EditorMarker[],
): EditorMarker[] {
  // A live marker is the more precise on its line: a run's marker for the same line gives way.
  const fromRun = runMarkers(text, mode, run).filter(
    (marker) => !syntaxMarkers.some((live) => live.line === marker.line),
  );
  return [...fromRun, ...syntaxMarkers];
}

function runMarkers(text: string, mode: ConsoleMode, run: RunRecord | undefined): EditorMarker[] {
  if (!run || run.mode !== mode || run.source !== text) return [];
  const failure = run.failure;
  const failed = run.calls.at(-1);
  const error = failed && !failed.outcome.ok ? failed.outcome.error : undefined;
  const fromCall =
    failed && error
      ? (positionMarker(text, mode, error, failed.request, failed.sourceOffset) ??
        (mode === 'json' || mode === 'cli' ? errorMarker(text, mode, error.message) : undefined))
      : undefined;
  if (failure?.position) {
    // The learner's uncaught exception, or the CLI's words for a failed request: when that is the
    // request's own error, the engine's position (the token in the expression) is the more exact.
    const sameError = error !== undefined && error.message !== '' && failure.message.includes(error.message);
    if (sameError && fromCall) return [fromCall];
    return [{ ...failure.position, message: `${failure.name}: ${failure.message}` }];
  }
  return fromCall ? [fromCall] : [];
}
