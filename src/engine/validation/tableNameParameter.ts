/**
 * The TableName of CreateTable, UpdateTable, UpdateTimeToLive and DescribeTimeToLive. These check its
 * presence — and, apart from CreateTable, a plain name's length — before any constraint, with
 * messages of their own; the name's pattern is then a Coral constraint (architect/dynalite's
 * createTable, updateTable and time-to-live tests). A table ARN skips the plain-name rules: the
 * operation resolves it.
 */
import { validation } from '../errors.ts';
import { NAME_PATTERN, NAME_REGEX } from './commonShapes.ts';
import { pushViolation } from './shape/coral.ts';
import type { ErrorList } from './shape/shapes.ts';
import { string } from './shape/shapes.ts';

export function requireTableName(request: { TableName?: string }): void {
  if (request.TableName === undefined) {
    throw validation("The parameter 'TableName' is required but was not present in the request");
  }
}

/** Presence, then a plain name's length; run before the constraints (compileRequest's hook). */
export function checkTableNameParameter(request: { TableName?: string }): void {
  requireTableName(request);
  const name = request.TableName!;
  if (!name.startsWith('arn:') && (name.length < 3 || name.length > 255)) {
    throw validation('TableName must be at least 3 characters long and at most 255 characters long');
  }
}

function plainNamePattern(value: string, path: string, errors: ErrorList): void {
  if (!value.startsWith('arn:') && !NAME_REGEX.test(value)) {
    pushViolation(errors, value, path, `Member must satisfy regular expression pattern: ${NAME_PATTERN}`);
  }
}

/** The member's constraints once checkTableNameParameter has passed. */
export const tableNameParameter = string({ max: 1024, custom: plainNamePattern });
