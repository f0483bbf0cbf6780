/**
 * Whether a resource-based policy explicitly denies a request of the sandbox's caller, by IAM's
 * rules (IAM User Guide, "Policy evaluation logic"): a Deny statement applies when its principal, its
 * action and its resource all match — `*` and `?` as wildcards, actions without regard to case,
 * resources with it; NotPrincipal, NotAction and NotResource match everything they do not name.
 *
 * The sandbox's caller is its account's root user. A principal names it as "*", as the account
 * (`arn:aws:iam::<account>:root`, which also stands for every identity of the account), or not at
 * all. A statement with a Condition is not enforced: the sandbox's requests carry none of the
 * context (source VPC, tags, MFA …) conditions test, so it cannot tell whether one holds.
 */
import type { PolicyStatement } from './policyDocument.ts';

export interface PolicyRequest {
  /** `dynamodb:GetItem` … */
  action: string;
  /** The table, index or stream ARN the action is on. */
  resource: string;
  /** The caller's account root ARN, e.g. arn:aws:iam::000000000000:root. */
  caller: string;
}

const patterns = new Map<string, RegExp>();

/** IAM's wildcard match: `*` any run of characters, `?` any one. */
function matches(pattern: string, value: string, ignoreCase: boolean): boolean {
  const key = `${ignoreCase ? 'i' : 's'}${pattern}`;
  let regex = patterns.get(key);
  if (!regex) {
    const source = pattern
      .split('')
      .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
      .join('');
    regex = new RegExp(`^${source}$`, ignoreCase ? 'i' : '');
    patterns.set(key, regex);
  }
  return regex.test(value);
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
  if (given !== undefined) return listOf(given).some((pattern) => matches(pattern, value, ignoreCase));
  return !listOf(statement[`Not${name}`]).some((pattern) => matches(pattern, value, ignoreCase));
}

export function explicitlyDenied(statements: readonly PolicyStatement[], request: PolicyRequest): boolean {
  return statements.some(
    (statement) =>
      statement.Effect === 'Deny' &&
      statement.Condition === undefined &&
      (statement.Principal !== undefined
        ? namesCaller(statement.Principal, request.caller)
        : !namesCaller(statement.NotPrincipal, request.caller)) &&
      inElement(statement, 'Action', request.action, true) &&
      inElement(statement, 'Resource', request.resource, false),
  );
}

/** Whether a document has a Deny the sandbox would enforce. */
export function hasEnforcedDeny(statements: readonly PolicyStatement[]): boolean {
  return statements.some((statement) => statement.Effect === 'Deny' && statement.Condition === undefined);
}
