/**
 * Block Public Access, which DynamoDB applies to every resource-based policy it is given
 * (rbac-bpa-rbp.html): an Allow for every principal ("*", or {"AWS": "*"}, or any NotPrincipal) is
 * refused unless a trusted condition key narrows it to known callers — with a value that holds no
 * wildcard or policy variable, and aws:PrincipalIsAWSService only when it is true. The refusal's
 * wording is what AWS answered in 2026 (ack-api-quirks dynamodb DDB-TABLE-352), a
 * ValidationException without the usual "One or more parameter values were invalid" prefix.
 */
import { validation } from '../errors.ts';
import type { PolicyStatement } from './policyDocument.ts';

const TRUSTED_KEYS = new Set(
  [
    'aws:PrincipalAccount',
    'aws:PrincipalArn',
    'aws:PrincipalOrgID',
    'aws:PrincipalOrgPaths',
    'aws:SourceAccount',
    'aws:SourceArn',
    'aws:SourceVpc',
    'aws:SourceVpce',
    'aws:UserId',
    'aws:PrincipalServiceName',
    'aws:PrincipalServiceNamesList',
    'aws:PrincipalIsAWSService',
    'aws:Ec2InstanceSourceVpc',
    'aws:SourceOrgID',
    'aws:SourceOrgPaths',
  ].map((key) => key.toLowerCase()),
);

export function checkNotPublic(statement: PolicyStatement): void {
  if (statement.Effect !== 'Allow' || !everyone(statement) || narrowed(statement.Condition)) return;
  throw validation(
    'Resource-based policy grants unbounded access in one or more elements. Please revise the policy to ensure least-privilege form of access',
  );
}

function everyone(statement: PolicyStatement): boolean {
  if (statement.NotPrincipal !== undefined) return true;
  const principal = statement.Principal;
  if (principal === '*') return true;
  if (principal === null || typeof principal !== 'object' || Array.isArray(principal)) return false;
  const aws = principal.AWS;
  return aws === '*' || (Array.isArray(aws) && aws.includes('*'));
}

function narrowed(condition: unknown): boolean {
  if (condition === null || typeof condition !== 'object') return false;
  return Object.entries(condition as Record<string, Record<string, unknown>>).some(
    ([operator, keys]) =>
      !/not|ifexists/i.test(operator) &&
      Object.entries(keys).some(([key, value]) => trustedValue(key.toLowerCase(), value)),
  );
}

function trustedValue(key: string, value: unknown): boolean {
  if (!TRUSTED_KEYS.has(key)) return false;
  const values = Array.isArray(value) ? value : [value];
  if (key === 'aws:principalisawsservice') return values.every((v) => v === true || v === 'true');
  return values.every((v) => typeof v === 'string' && v !== '' && !/[*?]|\$\{/.test(v));
}
