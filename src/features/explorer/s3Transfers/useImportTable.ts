import { useCallback, useState } from 'react';
import { callWith } from '../../../client/calls.ts';
import { errorText } from '../../../client/engineClient.ts';
import { useServices } from '../../../state/AppServices.tsx';
import type { ImportTableDescription } from './transferTypes.ts';
import { usePolling } from './usePolling.ts';

export interface ImportRun {
  /** The import as last described; undefined before it starts. */
  description: ImportTableDescription | undefined;
  /** Why ImportTable was refused (the request never started an import). */
  error: string | undefined;
  sending: boolean;
  start(request: Record<string, unknown>): Promise<void>;
}

/**
 * One ImportTable run: the request, then DescribeImport every half second while it is IN_PROGRESS,
 * until COMPLETED or FAILED. The import, not the table, is followed: the new table is unknown for a
 * while after the request, then CREATING (importOutcome.ts).
 */
export function useImportTable(): ImportRun {
  const { engine } = useServices();
  const [description, setDescription] = useState<ImportTableDescription>();
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const start = useCallback(
    async (request: Record<string, unknown>) => {
      setSending(true);
      const outcome = await callWith(engine, 'ImportTable', request);
      setSending(false);
      if (!outcome.ok) {
        setError(errorText(outcome.error));
        return;
      }
      setError(undefined);
      setDescription(outcome.value.reply.ImportTableDescription as ImportTableDescription);
    },
    [engine],
  );

  usePolling(description?.ImportStatus === 'IN_PROGRESS', async () => {
    if (!description) return;
    const outcome = await callWith(engine, 'DescribeImport', { ImportArn: description.ImportArn });
    if (outcome.ok) setDescription(outcome.value.reply.ImportTableDescription as ImportTableDescription);
    else setError(errorText(outcome.error));
  });

  return { description, error, sending, start };
}
