/**
 * Live syntax markers in PartiQL mode: shortly after the learner stops typing, each statement goes to
 * the engine's own PartiQL parser (in the engine worker) and its complaint is marked where it
 * points — the same message ExecuteStatement would answer, before anything is run.
 */
import { useEffect, useState } from 'react';
import { useServices } from '../../../state/AppServices.tsx';
import { markerBetween, type EditorMarker } from '../editor/editorMarker.ts';
import { splitStatements } from './splitStatements.ts';

const QUIET_MS = 250;

export function usePartiQLCheck(source: string, enabled: boolean): EditorMarker[] {
  const { engine } = useServices();
  const [checked, setChecked] = useState<{ source: string; markers: EditorMarker[] }>();

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const timer = setTimeout(() => {
      void Promise.all(
        splitStatements(source).map(async ({ text, offset }) => {
          const error = await engine.checkPartiQL(text);
          return error && markerBetween(source, offset + error.start, offset + error.end, error.message);
        }),
      ).then((found) => {
        if (current) setChecked({ source, markers: found.filter((marker) => marker !== undefined) });
      });
    }, QUIET_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [engine, source, enabled]);

  // Markers for an older text would sit on the wrong characters: show them only for this text.
  return enabled && checked?.source === source ? checked.markers : [];
}
