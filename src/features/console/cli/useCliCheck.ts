/**
 * Live markers in AWS CLI mode: shortly after the learner stops typing, the text is read as the CLI
 * reads it (cliCheck.ts, loaded with the rest of the CLI mode's code) and what the CLI would refuse
 * before sending anything is marked on the option it is about.
 */
import { useEffect, useState } from 'react';
import type { EditorMarker } from '../editor/editorMarker.ts';

const QUIET_MS = 250;

export function useCliCheck(source: string, enabled: boolean): EditorMarker[] {
  const [checked, setChecked] = useState<{ source: string; markers: EditorMarker[] }>();

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const timer = setTimeout(() => {
      void import('./cliCheck.ts').then(({ cliCheck }) => {
        if (current) setChecked({ source, markers: cliCheck(source) });
      });
    }, QUIET_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [source, enabled]);

  // Markers for an older text would sit on the wrong characters: show them only for this text.
  return enabled && checked?.source === source ? checked.markers : [];
}
