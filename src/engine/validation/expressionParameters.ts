/**
 * The rules about which expression and legacy parameters may appear together, and the checks on
 * ExpressionAttributeNames/Values that DynamoDB makes before it parses any expression. Messages are
 * DynamoDB's (architect/dynalite's validations/index.js and tests).
 */
import { validation } from '../errors.ts';
import type { RequestExpressions } from '../expressions/index.ts';
import { parseRequestExpressions } from '../expressions/index.ts';
import type { AttributeMap } from '../values/types.ts';

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
 * expressions other than KeyConditionExpression.
 */
export function checkParameterMix(
  request: object,
  expressions: readonly ExpressionParameter[],
  legacy: readonly string[],
): void {
  const fields = request as ExpressionRequest & Record<string, unknown>;
  let usesExpressions = false;
  for (const name of expressions) if (fields[name] !== undefined) usesExpressions = true;
  if (usesExpressions) {
    const keyConditionsAllowed =
      fields.KeyConditions !== undefined && fields.KeyConditionExpression === undefined;
    const usedLegacy = legacy.filter(
      (name) => fields[name] !== undefined && !(name === 'KeyConditions' && keyConditionsAllowed),
    );
    if (usedLegacy.length > 0) {
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
  const valueExpressions = expressions.filter((name) => name !== 'ProjectionExpression');
  if (valueExpressions.length > 0 && valueExpressions.every((name) => fields[name] === undefined)) {
    throw validation(
      'ExpressionAttributeValues can only be specified when using expressions: ' +
        `${valueExpressions.join(' and ')} ${valueExpressions.length > 1 ? 'are' : 'is'} null`,
    );
  }
}

export type ExpressionStrings = Partial<Record<ExpressionParameter, string>>;

/** Name keys the expression parser accepts; it reports any other before an empty value map. */
const NAME_KEY = /^#[0-9a-zA-Z_]{1,254}$/;

/**
 * Checks what the expression parser leaves to the request validator (empty maps, empty names), then
 * parses and resolves the given expressions. Requests without any expression string skip the parser.
 */
export function resolveExpressions(
  request: ExpressionRequest,
  strings: ExpressionStrings,
): RequestExpressions {
  const names = request.ExpressionAttributeNames;
  const values = request.ExpressionAttributeValues;
  let badNameKey = false;
  if (names !== undefined) {
    const keys = Object.keys(names);
    if (keys.length === 0) throw validation('ExpressionAttributeNames must not be empty');
    badNameKey = keys.some((key) => !NAME_KEY.test(key));
    if (!badNameKey) checkNamesNotEmpty(names, keys);
  }
  if (values !== undefined && !badNameKey && Object.keys(values).length === 0) {
    throw validation('ExpressionAttributeValues must not be empty');
  }
  let any = false;
  for (const key in strings) if (strings[key as ExpressionParameter] !== undefined) any = true;
  if (!any) return {};
  return parseRequestExpressions({
    ...strings,
    ExpressionAttributeNames: names as Record<string, string> | undefined,
    ExpressionAttributeValues: values,
  });
}

function checkNamesNotEmpty(names: Record<string, string | null>, keys: readonly string[]): void {
  for (const key of keys) {
    const name = names[key];
    if (name === null || name === '') {
      throw validation(
        `ExpressionAttributeNames contains invalid value: Empty attribute name for key ${key}`,
      );
    }
  }
}
