/**
 * Markers that follow the text as it is typed: shortly after the learner stops typing, `check`
 * reads the text and its markers are shown — only while the editor still holds that text, since
 * markers for an older text would sit on the wrong characters.
 */
import { useEffect, useState } from 'react';
import type { EditorMarker } from './editorMarker.ts';

const QUIET_MS = 250;

export function useLiveMarkers(
  source: string,
  enabled: boolean,
  check: (source: string) => Promise<EditorMarker[]>,
): EditorMarker[] {
  const [checked, setChecked] = useState<{ source: string; markers: EditorMarker[] }>();

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const timer = setTimeout(() => {
      void check(source).then((markers) => {
        if (current) setChecked({ source, markers });
      });
    }, QUIET_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [source, enabled, check]);

  return enabled && checked?.source === source ? checked.markers : [];
}
