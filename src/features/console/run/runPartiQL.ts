/**
 * PartiQL mode: each statement in the editor as one ExecuteStatement, in order, stopping at the first
 * that fails (like the CLI mode's commands). A statement's offset travels with its request, so an
 * error's position lands on the statement where it is in the editor.
 */
import { callOperation } from '../../../client/calls.ts';
import type { AppServices } from '../../../state/AppServices.tsx';
import { splitStatements } from '../partiql/splitStatements.ts';

export async function runPartiQL(
  services: AppServices,
  runId: number,
  source: string,
  /** The Region the statements are signed for (unset: the home Region). */
  region?: string,
): Promise<void> {
  const state = services.store.getState();
  const statements = splitStatements(source);
  if (statements.length === 0) {
    state.finishRun(runId, 'error', {
      name: 'PartiQL',
      message: `Write a statement, e.g. SELECT * FROM "app" WHERE PK = 'CUSTOMER#42'`,
    });
    return;
  }
  for (const statement of statements) {
    const body = JSON.stringify({ Statement: statement.text }, null, 2);
    const outcome = await callOperation(services.engine, 'ExecuteStatement', body, undefined, region);
    state.recordCall(runId, {
      operation: 'ExecuteStatement',
      request: body,
      outcome,
      sourceOffset: statement.offset,
      ...(region && { region }),
    });
    if (!outcome.ok) {
      state.finishRun(runId, 'error');
      return;
    }
  }
  state.finishRun(runId, 'ok');
}
