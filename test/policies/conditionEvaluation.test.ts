/**
 * IAM's condition operators and its rules for several keys and values, missing keys, set operators
 * and policy variables (policies/conditionEvaluation.ts, policies/conditionOperators.ts), on a
 * request context written out by hand.
 */
import { describe, expect, it } from 'vitest';
import { conditionHolds } from '../../src/engine/policies/conditionEvaluation.ts';

const context = new Map<string, string[]>([
  ['aws:principalarn', ['arn:aws:iam::000000000000:root']],
  ['aws:principalaccount', ['000000000000']],
  ['aws:currenttime', ['2026-11-30T00:00:10Z']],
  ['aws:epochtime', ['1764460810']],
  ['aws:securetransport', ['true']],
  ['aws:tagkeys', ['team', 'cost-center']],
  ['dynamodb:leadingkeys', ['a']],
]);
const holds = (condition: Record<string, unknown>) => conditionHolds(condition, context);

describe('a condition', () => {
  it.each([
    [{ StringEquals: { 'AWS:PrincipalAccount': '000000000000' } }, true],
    [{ StringEqualsIgnoreCase: { 'aws:PrincipalArn': 'ARN:AWS:IAM::000000000000:ROOT' } }, true],
    [{ StringLike: { 'aws:PrincipalArn': 'arn:aws:iam::??????????00:*' } }, true],
    [{ StringNotLike: { 'aws:PrincipalArn': ['*:user/*', '*:role/*'] } }, true],
    [{ StringNotEquals: { 'aws:PrincipalAccount': ['111122223333', '000000000000'] } }, false],
    [{ ArnLike: { 'aws:PrincipalArn': 'arn:aws:iam::*:root' } }, true],
    [{ ArnNotEquals: { 'aws:PrincipalArn': 'arn:aws:iam::000000000000:root' } }, false],
    [{ NumericGreaterThanEquals: { 'aws:EpochTime': 1764460810 } }, true],
    [{ NumericLessThan: { 'aws:EpochTime': 'soon' } }, false],
    [{ DateLessThan: { 'aws:CurrentTime': '2026-12-01T00:00:00Z' } }, true],
    [{ DateGreaterThan: { 'aws:CurrentTime': 1764460800 } }, true],
    [{ Bool: { 'aws:SecureTransport': true } }, true],
    [{ IpAddress: { 'aws:SourceIp': '10.0.0.0/8' } }, false],
    [{ NotIpAddress: { 'aws:SourceIp': '10.0.0.0/8' } }, true],
  ])('%j holds: %s', (condition, expected) => {
    expect(holds(condition)).toBe(expected);
  });

  it('needs every operator and every key, any one value of a key', () => {
    const account = { 'aws:PrincipalAccount': ['111122223333', '000000000000'] };
    expect(holds({ StringEquals: account, Bool: { 'aws:SecureTransport': 'true' } })).toBe(true);
    expect(holds({ StringEquals: account, Bool: { 'aws:SecureTransport': 'false' } })).toBe(false);
    expect(holds({ StringEquals: { ...account, 'aws:SourceVpce': 'vpce-1' } })).toBe(false);
  });

  it('on a missing key: false, true when negated, with IfExists or with Null "true"', () => {
    expect(holds({ StringEquals: { 'aws:SourceVpce': 'vpce-1' } })).toBe(false);
    expect(holds({ StringNotEquals: { 'aws:SourceVpce': 'vpce-1' } })).toBe(true);
    expect(holds({ StringEqualsIfExists: { 'aws:SourceVpce': 'vpce-1' } })).toBe(true);
    expect(holds({ StringEqualsIfExists: { 'aws:PrincipalAccount': '111122223333' } })).toBe(false);
    expect(holds({ Null: { 'aws:SourceVpce': 'true', 'aws:PrincipalArn': 'false' } })).toBe(true);
    expect(holds({ Null: { 'aws:SourceVpce': 'false' } })).toBe(false);
  });

  it('with ForAllValues tests every request value, with ForAnyValue at least one', () => {
    const keys = (operator: string, values: string[]) => holds({ [operator]: { 'aws:TagKeys': values } });
    expect(keys('ForAllValues:StringEquals', ['team', 'cost-center', 'env'])).toBe(true);
    expect(keys('ForAllValues:StringEquals', ['team'])).toBe(false);
    expect(keys('ForAnyValue:StringEquals', ['team'])).toBe(true);
    expect(keys('ForAnyValue:StringLike', ['env*'])).toBe(false);
    expect(keys('ForAllValues:StringNotLike', ['env*'])).toBe(true);
    expect(keys('ForAnyValue:StringNotEquals', ['team'])).toBe(true);
  });

  it('with a set operator on a missing key or an empty set: ForAllValues holds, ForAnyValue does not', () => {
    const empty = new Map([['aws:tagkeys', [] as string[]]]);
    for (const given of [empty, new Map<string, string[]>()]) {
      expect(conditionHolds({ 'ForAllValues:StringEquals': { 'aws:TagKeys': 'team' } }, given)).toBe(true);
      expect(conditionHolds({ 'ForAnyValue:StringEquals': { 'aws:TagKeys': 'team' } }, given)).toBe(false);
      expect(conditionHolds({ 'ForAnyValue:StringNotEquals': { 'aws:TagKeys': 'team' } }, given)).toBe(false);
    }
  });

  it('replaces policy variables; one naming a missing key matches nothing unless it has a default', () => {
    expect(holds({ StringEquals: { 'dynamodb:LeadingKeys': '${aws:PrincipalAccount}' } })).toBe(false);
    expect(holds({ StringLike: { 'aws:PrincipalArn': 'arn:aws:iam::${aws:PrincipalAccount}:${*}' } })).toBe(
      false,
    );
    expect(holds({ StringLike: { 'aws:PrincipalArn': 'arn:aws:iam::${aws:PrincipalAccount}:*' } })).toBe(
      true,
    );
    expect(holds({ StringEquals: { 'aws:PrincipalAccount': '${aws:SourceAccount}' } })).toBe(false);
    expect(holds({ StringEquals: { 'dynamodb:LeadingKeys': "${aws:username, 'a'}" } })).toBe(true);
  });

  it('with an operator IAM does not define never holds', () => {
    expect(holds({ StringAlmostEquals: { 'aws:PrincipalAccount': '000000000000' } })).toBe(false);
    expect(holds({ NullIfExists: { 'aws:SourceVpce': 'true' } })).toBe(false);
    // Operator names are case-sensitive, unlike condition keys.
    expect(holds({ stringequals: { 'aws:PrincipalAccount': '000000000000' } })).toBe(false);
  });
});
