import { useCallback } from 'react';
import type { ConsoleMode, LessonOrigin } from '../../state/consoleSlice.ts';
import { useServices } from '../../state/AppServices.tsx';
import { useOpenDraft } from '../console/useOpenDraft.ts';
import type { LessonCall } from './lessonTypes.ts';

/**
 * Opens a lesson's request in the Console, ready to run — as JSON, or as the AWS CLI command or
 * JavaScript the solution is shown in (`text`). The console then offers the way back to `origin`,
 * the exercise.
 */
export function useOpenInConsole(
  origin: LessonOrigin,
): (call: LessonCall, mode: ConsoleMode, text: string) => void {
  const { store } = useServices();
  const openDraft = useOpenDraft();
  return useCallback(
    (call, mode, text) => {
      const state = store.getState();
      state.setLessonOrigin(origin);
      // JSON and PartiQL requests take their Region from the Console's choice; the code of the
      // other modes names it.
      state.setConsoleRegion(call.region);
      openDraft(mode, call.operation, text);
      window.location.hash = '#/console';
    },
    [store, origin, openDraft],
  );
}
