/**
 * Whether a resource-based policy explicitly denies a request of the sandbox's caller, by IAM's
 * rules (IAM User Guide, "Policy evaluation logic"): a Deny statement applies when its principal, its
 * action and its resource all match — `*` and `?` as wildcards, actions without regard to case,
 * resources with it; NotPrincipal, NotAction and NotResource match everything they do not name.
 *
 * The sandbox's caller is its account's root user. A principal names it as "*", as the account
 * (`arn:aws:iam::<account>:root`, which also stands for every identity of the account), or not at
 * all. A statement with a Condition applies only when the Condition holds for the request's context
 * (conditionEvaluation.ts; the keys the sandbox fills, and those it leaves missing, in
 * requestContext.ts). One with an operator IAM does not define is never enforced.
 */
import { conditionHolds, conditionUnderstood, type RequestContext } from './conditionEvaluation.ts';
import { wildcardMatch } from './conditionOperators.ts';
import type { PolicyStatement } from './policyDocument.ts';

export interface PolicyRequest {
  /** `dynamodb:GetItem` … */
  action: string;
  /** The table, index or stream ARN the action is on. */
  resource: string;
  /** The caller's account root ARN, e.g. arn:aws:iam::000000000000:root. */
  caller: string;
  /** The request context the statements' Conditions are tested against. */
  context: RequestContext;
  /** Whether the policy's Conditions read policy variables (its Version is 2012-10-17). */
  variables: boolean;
}

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];

/** Whether a principal element names the caller. */
function namesCaller(principal: unknown, caller: string): boolean {
  if (principal === '*') return true;
  if (principal === null || typeof principal !== 'object') return false;
  return listOf((principal as Record<string, unknown>).AWS).some((name) => name === '*' || name === caller);
}

function inElement(
  statement: PolicyStatement,
  name: 'Action' | 'Resource',
  value: string,
  ignoreCase: boolean,
): boolean {
  const given = statement[name];
  if (given !== undefined) return listOf(given).some((pattern) => wildcardMatch(pattern, value, ignoreCase));
  return !listOf(statement[`Not${name}`]).some((pattern) => wildcardMatch(pattern, value, ignoreCase));
}

export function explicitlyDenied(statements: readonly PolicyStatement[], request: PolicyRequest): boolean {
  return statements.some(
    (statement) =>
      statement.Effect === 'Deny' &&
      enforced(statement) &&
      (statement.Principal !== undefined
        ? namesCaller(statement.Principal, request.caller)
        : !namesCaller(statement.NotPrincipal, request.caller)) &&
      inElement(statement, 'Action', request.action, true) &&
      inElement(statement, 'Resource', request.resource, false) &&
      (statement.Condition === undefined ||
        conditionHolds(statement.Condition, request.context, request.variables)),
  );
}

/** Whether the sandbox can evaluate a statement: no Condition, or one of operators IAM defines. */
const enforced = (statement: PolicyStatement) =>
  statement.Condition === undefined || conditionUnderstood(statement.Condition);

/** Whether a document has a Deny the sandbox would enforce. */
export function hasEnforcedDeny(statements: readonly PolicyStatement[]): boolean {
  return statements.some((statement) => statement.Effect === 'Deny' && enforced(statement));
}
