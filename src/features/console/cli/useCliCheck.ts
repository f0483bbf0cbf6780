/**
 * Live markers in AWS CLI mode: the text is read as the CLI reads it (cliCheck.ts, loaded with the
 * rest of the CLI mode's code) and what the CLI would refuse before sending anything is marked on
 * the option it is about.
 */
import type { EditorMarker } from '../editor/editorMarker.ts';
import { useLiveMarkers } from '../editor/useLiveMarkers.ts';

const checkCli = async (source: string) => (await import('./cliCheck.ts')).cliCheck(source);

export function useCliCheck(source: string, enabled: boolean): EditorMarker[] {
  return useLiveMarkers(source, enabled, checkCli);
}
