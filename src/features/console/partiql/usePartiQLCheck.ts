/**
 * Live syntax markers in PartiQL mode: each statement goes to the engine's own PartiQL parser (in the
 * engine worker) and its complaint is marked where it points — the same message ExecuteStatement
 * would answer, before anything is run.
 */
import { useCallback } from 'react';
import { useServices } from '../../../state/AppServices.tsx';
import { markerBetween, type EditorMarker } from '../editor/editorMarker.ts';
import { useLiveMarkers } from '../editor/useLiveMarkers.ts';
import { splitStatements } from './splitStatements.ts';

export function usePartiQLCheck(source: string, enabled: boolean): EditorMarker[] {
  const { engine } = useServices();
  const check = useCallback(
    async (text: string) => {
      const found = await Promise.all(
        splitStatements(text).map(async ({ text: statement, offset }) => {
          const error = await engine.checkPartiQL(statement);
          return error && markerBetween(text, offset + error.start, offset + error.end, error.message);
        }),
      );
      return found.filter((marker) => marker !== undefined);
    },
    [engine],
  );
  return useLiveMarkers(source, enabled, check);
}
