/**
 * The rules about which expression and legacy parameters may appear together, and the hand-over of
 * a request's expressions to the expression module. Messages are DynamoDB's (architect/dynalite's
 * validations/index.js and tests).
 */
import { validation } from '../errors.ts';
import type { ExpressionOptions, RequestExpressions } from '../expressions/index.ts';
import { parseRequestExpressions } from '../expressions/index.ts';
import type { AttributeMap } from '../values/types.ts';
import type { RequestReport } from '../values/valueLayer.ts';

export type ExpressionParameter =
  | 'ConditionExpression'
  | 'FilterExpression'
  | 'KeyConditionExpression'
  | 'UpdateExpression'
  | 'ProjectionExpression';

interface ExpressionRequest {
  ExpressionAttributeNames?: Record<string, string | null>;
  ExpressionAttributeValues?: AttributeMap;
}

/**
 * Expression and legacy parameters may not be mixed, and the attribute name/value maps need an
 * expression that can use them. KeyConditions is the one legacy parameter allowed beside
 * expressions other than KeyConditionExpression. Enveloped reports (valueLayer.ts) do not name the
 * missing expressions when values go unused.
 */
export function checkParameterMix(
  request: object,
  expressions: readonly ExpressionParameter[],
  legacy: readonly string[],
  report: RequestReport = 'bare',
): void {
  const fields = request as ExpressionRequest & Record<string, unknown>;
  if (present(fields, expressions)) {
    const keyConditionsAllowed =
      fields.KeyConditions !== undefined && fields.KeyConditionExpression === undefined;
    if (present(fields, legacy, keyConditionsAllowed ? 'KeyConditions' : undefined)) {
      const usedLegacy = legacy.filter(
        (name) => fields[name] !== undefined && !(name === 'KeyConditions' && keyConditionsAllowed),
      );
      const usedExpressions = expressions.filter((name) => fields[name] !== undefined);
      throw validation(
        'Can not use both expression and non-expression parameters in the same request: ' +
          `Non-expression parameters: {${usedLegacy.join(', ')}} Expression parameters: {${usedExpressions.join(', ')}}`,
      );
    }
  } else if (fields.ExpressionAttributeNames !== undefined) {
    throw validation('ExpressionAttributeNames can only be specified when using expressions');
  }
  if (fields.ExpressionAttributeValues === undefined) return;
  // A projection uses no values: the other expressions must be there for the values to be used.
  if (present(fields, expressions, 'ProjectionExpression')) return;
  const valueExpressions = expressions.filter((name) => name !== 'ProjectionExpression');
  if (valueExpressions.length === 0) return;
  const unused = 'ExpressionAttributeValues can only be specified when using expressions';
  if (report === 'enveloped') throw validation(unused);
  throw validation(
    `${unused}: ${valueExpressions.join(' and ')} ${valueExpressions.length > 1 ? 'are' : 'is'} null`,
  );
}

/**
 * Whether any of `names` other than `except` is in the request. The request's own fields are walked
 * (two to four, read through for-in's cached keys) rather than each name looked up: requests of every
 * operation pass through here, each of its own shape, where a read by a computed name would be a
 * megamorphic keyed load, some 130 machine instructions each.
 */
function present(fields: Record<string, unknown>, names: readonly string[], except?: string): boolean {
  for (const name in fields) {
    if (name !== except && fields[name] !== undefined && names.includes(name)) return true;
  }
  return false;
}

export type ExpressionStrings = Partial<Record<ExpressionParameter, string>>;

/** The expression options of the operations that check values in the current layer (valueLayer.ts). */
export const CURRENT_LAYER: ExpressionOptions = { layer: 'current' };

/**
 * Parses and resolves the given expressions with the request's name and value maps; the expression
 * module checks the maps themselves (empty maps, keys, names, values) in DynamoDB's order. Requests
 * with neither expressions nor maps skip the parser.
 */
export function resolveExpressions(
  request: ExpressionRequest,
  strings: ExpressionStrings,
  options?: ExpressionOptions,
): RequestExpressions {
  const names = request.ExpressionAttributeNames;
  const values = request.ExpressionAttributeValues;
  const any =
    names !== undefined ||
    values !== undefined ||
    strings.ConditionExpression !== undefined ||
    strings.FilterExpression !== undefined ||
    strings.KeyConditionExpression !== undefined ||
    strings.UpdateExpression !== undefined ||
    strings.ProjectionExpression !== undefined;
  if (!any) return {};
  // `strings` is the caller's own object: it may carry the name and value maps too.
  const input = strings as ExpressionStrings & ExpressionRequest;
  input.ExpressionAttributeNames = names as Record<string, string> | undefined;
  input.ExpressionAttributeValues = values;
  return parseRequestExpressions(input as Parameters<typeof parseRequestExpressions>[0], options);
}
