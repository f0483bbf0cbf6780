/**
 * A resource-based policy document as DynamoDB takes it (PutResourcePolicy, CreateTable's
 * ResourcePolicy): checked, then kept in the canonical form GetResourcePolicy reads back.
 *
 * What DynamoDB does, as AWS documents it (API_PutResourcePolicy.html, rbac-considerations.html,
 * rbac-bpa-rbp.html) and as a 2026 lab recorded it against AWS (ack-api-quirks dynamodb
 * DDB-TABLE-208, 211, 351–356, 457): at most 20,480 bytes, whitespace included; the messages below;
 * and a canonical form — minified, keys in IAM's order (Version, Statement; Sid, Effect, Principal,
 * Action, Resource, Condition), one-element lists as plain values, a Statement object as a list of
 * one, "allow" as "Allow", an account id as principal as its root user's ARN, a missing Version as
 * "2008-10-17". The messages the lab saw cut short, and the few it did not probe (a bad Version or
 * Effect, a missing Principal or Action), are completed in the same wording; what IAM's grammar does
 * not allow (an unknown element, a value of the wrong kind, an element beside its Not- form) is a
 * syntax error at a position, as a bare-string principal was on AWS.
 */
import type { DynamoDBError } from '../errors.ts';
import { invalidParameter } from '../errors.ts';
import { utf8Length } from '../values/utf8.ts';
import { checkActions, type PolicyResourceKind } from './policyActions.ts';
import { checkNotPublic } from './publicAccess.ts';

export const MAX_POLICY_BYTES = 20_480;
const DEFAULT_VERSION = '2008-10-17';
const VERSIONS = new Set(['2008-10-17', '2012-10-17']);
const STATEMENT_KEYS = [
  'Sid',
  'Effect',
  'Principal',
  'NotPrincipal',
  'Action',
  'NotAction',
  'Resource',
  'NotResource',
  'Condition',
] as const;
const DOCUMENT_KEYS = new Set(['Version', 'Id', 'Statement']);
const PRINCIPAL_TYPES = new Set(['AWS', 'Service', 'Federated', 'CanonicalUser']);
const ACCOUNT_ID = /^\d{12}$/;
const PRINCIPAL_ARN = /^arn:[a-z-]+:(iam|sts)::\d{12}:\S+$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type PolicyStatement = Record<string, Json>;

export interface PolicyDocument {
  /** The document as GetResourcePolicy returns it. */
  readonly text: string;
  /** Whether the sender wrote a Version: DynamoDB does not take "no Version" as equal to the default. */
  readonly versionGiven: boolean;
  /**
   * Whether its Conditions read policy variables (`${aws:PrincipalAccount}` …): only in the language
   * version 2012-10-17; in 2008-10-17, also the version of a document that names none, IAM takes them
   * as the literal text (IAM User Guide, "IAM JSON policy elements: Version").
   */
  readonly variables: boolean;
  readonly statements: readonly PolicyStatement[];
}

/** Where a policy is attached, for the checks that depend on it. */
export interface PolicyResource {
  kind: PolicyResourceKind;
  /** The partition of the account (`aws`, `aws-cn`, …): an account id becomes its root ARN there. */
  partition: string;
}

const invalidDocument = (detail: string) => invalidParameter(`Invalid policy document: ${detail}`);

export function parsePolicyDocument(text: string, resource: PolicyResource): PolicyDocument {
  if (utf8Length(text) > MAX_POLICY_BYTES) {
    throw invalidParameter(`Maximum policy size of ${MAX_POLICY_BYTES} bytes exceeded`);
  }
  let parsed: Json;
  try {
    parsed = JSON.parse(text) as Json;
  } catch {
    throw invalidDocument('This policy contains invalid Json');
  }
  if (Array.isArray(parsed)) throw invalidDocument('This policy contains invalid Json');
  if (parsed === null || typeof parsed !== 'object') {
    throw invalidDocument('This text appears not to be a policy');
  }
  for (const key of Object.keys(parsed)) {
    if (!DOCUMENT_KEYS.has(key)) throw syntaxError(text, keyEnd(text, key));
  }
  if (parsed.Id !== undefined && typeof parsed.Id !== 'string') throw syntaxError(text, keyEnd(text, 'Id'));
  const version = parsed.Version;
  if (version !== undefined && (typeof version !== 'string' || !VERSIONS.has(version))) {
    throw invalidDocument('The policy must contain a valid version string');
  }
  const given = parsed.Statement;
  if (given === undefined) throw syntaxError(text, text.length);
  if (given === null || typeof given !== 'object') throw syntaxError(text, keyEnd(text, 'Statement'));
  const list = Array.isArray(given) ? given : [given];
  if (list.length === 0) throw invalidDocument('Could not parse the policy: Statement is empty!');
  const statements = list.map((statement) => canonicalStatement(statement, text, resource));
  checkUniqueSids(statements);
  for (const statement of statements) {
    checkActions(statement.Action ?? statement.NotAction, resource.kind);
    checkNotPublic(statement);
  }
  const document: Record<string, Json> = { Version: version ?? DEFAULT_VERSION };
  if (parsed.Id !== undefined) document.Id = parsed.Id;
  document.Statement = statements;
  return {
    text: JSON.stringify(document),
    versionGiven: version !== undefined,
    variables: document.Version === '2012-10-17',
    statements,
  };
}

function canonicalStatement(statement: Json, text: string, resource: PolicyResource): PolicyStatement {
  if (statement === null || typeof statement !== 'object' || Array.isArray(statement)) {
    throw syntaxError(text, keyEnd(text, 'Statement'));
  }
  for (const key of Object.keys(statement)) {
    if (!(STATEMENT_KEYS as readonly string[]).includes(key)) throw syntaxError(text, keyEnd(text, key));
  }
  // An element and its Not- form exclude each other.
  for (const key of ['NotPrincipal', 'NotAction', 'NotResource']) {
    if (statement[key] !== undefined && statement[key.slice(3)] !== undefined)
      throw syntaxError(text, keyEnd(text, key));
  }
  if (statement.Sid !== undefined && typeof statement.Sid !== 'string')
    throw syntaxError(text, keyEnd(text, 'Sid'));
  requireOneOf(statement, 'Effect');
  requireOneOf(statement, 'Principal', 'NotPrincipal');
  requireOneOf(statement, 'Action', 'NotAction');
  requireOneOf(statement, 'Resource', 'NotResource');
  const effect = statement.Effect;
  const canonicalEffect =
    typeof effect === 'string' ? { allow: 'Allow', deny: 'Deny' }[effect.toLowerCase()] : undefined;
  if (canonicalEffect === undefined) throw invalidDocument(`Invalid effect: ${String(effect)}`);
  const canonical: PolicyStatement = {};
  for (const key of STATEMENT_KEYS) {
    const value = statement[key];
    if (value === undefined) continue;
    if (key === 'Effect') canonical.Effect = canonicalEffect;
    else if (key === 'Principal' || key === 'NotPrincipal') {
      canonical[key] = canonicalPrincipal(value, text, resource.partition);
    } else if (key === 'Condition') canonical.Condition = canonicalCondition(value, text);
    else if (key === 'Sid') canonical.Sid = value;
    else canonical[key] = scalarIfSingle(stringList(value, text, key));
  }
  return canonical;
}

function requireOneOf(statement: Record<string, Json>, ...keys: string[]): void {
  if (keys.every((key) => statement[key] === undefined)) {
    throw invalidDocument(`Missing required field ${keys[0]}`);
  }
}

function checkUniqueSids(statements: readonly PolicyStatement[]): void {
  const sids = statements.map((s) => s.Sid).filter((sid) => sid !== undefined);
  if (new Set(sids.map((sid) => JSON.stringify(sid))).size !== sids.length) {
    throw invalidDocument('The Statement Ids in the policy are not unique');
  }
}

/**
 * `"*"` stays as it is; any other plain string is a syntax error in IAM's grammar, which wants an
 * object of principal types. An account id becomes the ARN of its root user, and the same principal
 * named twice (an id and its root ARN) once.
 */
function canonicalPrincipal(value: Json, text: string, partition: string): Json {
  if (value === '*') return value;
  if (typeof value === 'string') throw syntaxError(text, bareStringEnd(text));
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParameter('Invalid principal in policy document.');
  }
  const canonical: Record<string, Json> = {};
  for (const [type, names] of Object.entries(value)) {
    if (!PRINCIPAL_TYPES.has(type)) throw invalidParameter('Invalid principal in policy document.');
    const list = Array.isArray(names) ? names : [names];
    if (list.length === 0 || list.some((name) => typeof name !== 'string' || name === '')) {
      throw invalidParameter('Invalid principal in policy document.');
    }
    const strings = list as string[];
    const resolved = type === 'AWS' ? strings.map((name) => awsPrincipal(name, partition)) : strings;
    canonical[type] = scalarIfSingle([...new Set(resolved)]);
  }
  return canonical;
}

function awsPrincipal(name: string, partition: string): string {
  if (name === '*' || PRINCIPAL_ARN.test(name)) return name;
  if (ACCOUNT_ID.test(name)) return `arn:${partition}:iam::${name}:root`;
  throw invalidParameter('Invalid principal in policy document.');
}

function canonicalCondition(value: Json, text: string): Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw syntaxError(text, keyEnd(text, 'Condition'));
  }
  // Built with Object.fromEntries, which defines each name as the object's own: an assignment of a
  // name "__proto__" would set the prototype instead, dropping the operator or key, so that a Condition
  // the sandbox cannot evaluate became one that always holds.
  return Object.fromEntries(
    Object.entries(value).map(([operator, keys]) => {
      if (keys === null || typeof keys !== 'object' || Array.isArray(keys)) {
        throw syntaxError(text, keyEnd(text, operator));
      }
      const block = Object.entries(keys).map(([key, values]) => [
        key,
        Array.isArray(values) && values.length === 1 ? values[0] : values,
      ]);
      return [operator, Object.fromEntries(block)];
    }),
  ) as Json;
}

function stringList(value: Json, text: string, key: string): string[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || list.some((entry) => typeof entry !== 'string')) {
    throw syntaxError(text, keyEnd(text, key));
  }
  return list as string[];
}

function scalarIfSingle(values: string[]): Json {
  return values.length === 1 ? values[0] : values;
}

/**
 * IAM's parser reports where it stopped as (line, column), both from 1: for a document without a
 * Statement, just past its end; for a principal that is a bare string, at that string's closing quote.
 */
function syntaxError(text: string, offset: number): DynamoDBError {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return invalidDocument(`Syntax error at position (${line},${column})`);
}

/** The offset of the closing quote of `key`'s first appearance as a key (the text's end if not found). */
function keyEnd(text: string, key: string): number {
  const at = text.indexOf(`${JSON.stringify(key)}`);
  return at < 0 ? text.length : at + JSON.stringify(key).length - 1;
}

/**
 * The offset of the closing quote of the first principal written as a plain string other than "*":
 * statements are checked in order, so that is the one refused.
 */
function bareStringEnd(text: string): number {
  for (const match of text.matchAll(/"(?:Not)?Principal"\s*:\s*"((?:[^"\\]|\\.)*)"/g)) {
    if (match[1] !== '*') return match.index + match[0].length - 1;
  }
  return text.length;
}
