import { useCallback } from 'react';
import { useServices } from '../../state/AppServices.tsx';
import { draftKey, type LessonOrigin } from '../../state/consoleSlice.ts';
import type { LessonCall } from './lessonTypes.ts';

/**
 * Opens a lesson's request in the Console's JSON mode, ready to run: the operation is picked and the
 * body replaces that operation's draft (drafts are kept per operation, so other drafts stay). The
 * console then offers the way back to `origin`, the exercise.
 */
export function useOpenInConsole(origin: LessonOrigin): (call: LessonCall) => void {
  const { store } = useServices();
  return useCallback(
    (call) => {
      const state = store.getState();
      state.setLessonOrigin(origin);
      state.setConsoleMode('json');
      state.setJsonOperation(call.operation);
      state.setDraft(draftKey('json', call.operation), JSON.stringify(call.body, null, 2));
      window.location.hash = '#/console';
    },
    [store, origin],
  );
}
