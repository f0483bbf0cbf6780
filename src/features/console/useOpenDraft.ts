import { useCallback } from 'react';
import { useServices } from '../../state/AppServices.tsx';
import { draftKey, type ConsoleMode } from '../../state/consoleSlice.ts';

/**
 * Puts code in the Console's editor, ready to run: the mode (and for JSON the operation) is picked
 * and the text replaces that mode's draft, as picking an example does (earlier runs stay in the
 * history; JSON drafts are kept per operation, so other operations' drafts stay too).
 */
export function useOpenDraft(): (mode: ConsoleMode, operation: string, text: string) => void {
  const { store } = useServices();
  return useCallback(
    (mode, operation, text) => {
      const state = store.getState();
      state.setConsoleMode(mode);
      if (mode === 'json') state.setJsonOperation(operation);
      state.setDraft(draftKey(mode, operation), text);
    },
    [store],
  );
}
