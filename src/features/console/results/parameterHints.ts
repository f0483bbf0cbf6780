/**
 * The hint under DynamoDB's "Number of parameters in request and statement don't match." in PartiQL
 * mode, where the values of `?` placeholders come from the Parameters field under the editor: sent
 * without any, it points at the field; sent with the wrong number, it gives both counts. (JSON and CLI
 * modes write Parameters into the request itself: DynamoDB's message is enough there.)
 */
import { plural } from '../../../ui/plural.ts';
import { PARAMETERS_EXAMPLE, placeholderCount } from '../partiql/statementParameters.ts';

export const PARAMETER_COUNT_MESSAGE = "Number of parameters in request and statement don't match.";

export function parameterCountHint(request: Record<string, unknown> | undefined): string | undefined {
  const statement = request?.Statement;
  if (typeof statement !== 'string') return undefined;
  const placeholders = placeholderCount(statement);
  const sent = Array.isArray(request?.Parameters) ? request.Parameters.length : 0;
  if (sent === 0) {
    if (placeholders === 0) return undefined;
    return `The statement has ${plural(placeholders, '? placeholder')} and was sent without Parameters: write their values in the Parameters field under the editor, as a JSON array of typed values, one per ? in order, e.g. ${PARAMETERS_EXAMPLE}. Or write the value into the statement itself ('text' in single quotes, numbers as they are).`;
  }
  const fix =
    placeholders === 0
      ? 'Clear the Parameters field, or put a ? where each value goes'
      : 'DynamoDB takes exactly one value per ?, in order: add or remove values in the Parameters field';
  return `The statement has ${plural(placeholders, '? placeholder')} and was sent with ${plural(sent, 'parameter')}. ${fix}.`;
}
