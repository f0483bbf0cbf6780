/**
 * PartiQL mode: each statement in the editor as one ExecuteStatement, in order, stopping at the first
 * that fails (like the CLI mode's commands). A statement's offset travels with its request, so an
 * error's position lands on the statement where it is in the editor. The Parameters field's values
 * are dealt out to the statements' `?` placeholders (partiql/statementParameters.ts) before anything
 * is sent, and each request carries its share exactly as sent, so the run's request, its code and
 * its Next page carry them too.
 */
import { callOperation } from '../../../client/calls.ts';
import type { AppServices } from '../../../state/AppServices.tsx';
import { planParameters } from '../partiql/statementParameters.ts';

export async function runPartiQL(
  services: AppServices,
  runId: number,
  source: string,
  /** The Region the statements are signed for (unset: the home Region). */
  region?: string,
  /** The Parameters field's text: a JSON array of attribute values, or blank. */
  parametersText = '',
): Promise<void> {
  const state = services.store.getState();
  const plan = planParameters(source, parametersText);
  if (!plan.ok) {
    state.finishRun(runId, 'error', { name: 'Parameters', message: plan.message });
    return;
  }
  if (plan.statements.length === 0) {
    state.finishRun(runId, 'error', {
      name: 'PartiQL',
      message: `Write a statement, e.g. SELECT * FROM "app" WHERE PK = 'CUSTOMER#42'`,
    });
    return;
  }
  for (const statement of plan.statements) {
    const request = {
      Statement: statement.text,
      ...(statement.parameters && { Parameters: statement.parameters }),
    };
    const body = JSON.stringify(request, null, 2);
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
