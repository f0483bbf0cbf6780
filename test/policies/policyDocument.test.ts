/**
 * Resource-based policy documents through PutResourcePolicy (policies/policyDocument.ts): what
 * DynamoDB refuses, with its messages, and the canonical form GetResourcePolicy reads back.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/orders';
const INVALID = 'One or more parameter values were invalid: ';
const PUBLIC =
  'Resource-based policy grants unbounded access in one or more elements. Please revise the policy to ensure least-privilege form of access';

let engine: Engine;
beforeEach(() => {
  engine = testEngine();
  ok(engine, 'CreateTable', idTable('orders'));
});

const statement = (fields: Record<string, unknown> = {}) => ({
  Effect: 'Allow',
  Principal: { AWS: '111122223333' },
  Action: 'dynamodb:GetItem',
  Resource: ARN,
  ...fields,
});
const documentOf = (...statements: unknown[]) =>
  JSON.stringify({ Version: '2012-10-17', Statement: statements });
const put = (Policy: string) => ok(engine, 'PutResourcePolicy', { ResourceArn: ARN, Policy });
const refused = (Policy: string) => fails(engine, 'PutResourcePolicy', { ResourceArn: ARN, Policy });
const readBack = () => ok(engine, 'GetResourcePolicy', { ResourceArn: ARN });

describe('the canonical form', () => {
  it('is minified, in IAM key order, one-element lists as values, account ids as root ARNs', () => {
    const written = {
      Statement: {
        Resource: [ARN, `${ARN}/index/*`],
        Action: ['dynamodb:GetItem'],
        Principal: { AWS: ['111122223333', 'arn:aws:iam::111122223333:root'] },
        Effect: 'allow',
        Sid: 'ReadOrders',
        Condition: { StringEquals: { 'aws:PrincipalTag/team': ['billing'] } },
      },
      Version: '2012-10-17',
    };
    const { RevisionId } = put(JSON.stringify(written, null, 4));
    expect(readBack()).toEqual({
      RevisionId,
      Policy:
        '{"Version":"2012-10-17","Statement":[{"Sid":"ReadOrders","Effect":"Allow",' +
        '"Principal":{"AWS":"arn:aws:iam::111122223333:root"},"Action":"dynamodb:GetItem",' +
        `"Resource":["${ARN}","${ARN}/index/*"],` +
        '"Condition":{"StringEquals":{"aws:PrincipalTag/team":"billing"}}}]}',
    });
  });

  it('keeps lists of several entries as written, and fills in the 2008-10-17 Version', () => {
    put(JSON.stringify({ Statement: [statement({ Action: ['dynamodb:Query', 'dynamodb:GetItem'] })] }));
    const policy = JSON.parse(readBack().Policy);
    expect(policy.Version).toBe('2008-10-17');
    expect(policy.Statement[0].Action).toEqual(['dynamodb:Query', 'dynamodb:GetItem']);
  });

  it('takes an equivalent document as the same policy: same RevisionId, no cooldown', () => {
    const first = put(documentOf(statement({ Action: ['dynamodb:GetItem'] })));
    const again = put(JSON.stringify(JSON.parse(documentOf(statement())), null, 2));
    expect(again.RevisionId).toBe(first.RevisionId);
  });
});

describe('refused documents', () => {
  it.each([
    ['', 'Invalid policy document: This policy contains invalid Json'],
    ['{"Version": ', 'Invalid policy document: This policy contains invalid Json'],
    ['[]', 'Invalid policy document: This policy contains invalid Json'],
    ['null', 'Invalid policy document: This text appears not to be a policy'],
    ['{}', 'Invalid policy document: Syntax error at position (1,3)'],
    ['{"Statement": []}', 'Invalid policy document: Could not parse the policy: Statement is empty!'],
    ['{"Statement": [{}]}', 'Invalid policy document: Missing required field Effect'],
  ])('%j', (policy, message) => {
    expect(refused(policy)).toMatchObject({ type: 'ValidationException', message: INVALID + message });
  });

  it('names the first required field a statement lacks', () => {
    const { Resource: _resource, ...noResource } = statement();
    expect(refused(documentOf(noResource)).message).toBe(
      `${INVALID}Invalid policy document: Missing required field Resource`,
    );
    const { Action: _action, ...noAction } = statement();
    expect(refused(documentOf(noAction)).message).toBe(
      `${INVALID}Invalid policy document: Missing required field Action`,
    );
  });

  it('refuses more than 20,480 bytes, whitespace counted', () => {
    const base = documentOf(statement());
    expect(put(base.replace('{', `{${' '.repeat(20_480 - base.length)}`)).RevisionId).toMatch(/^\d{13}$/);
    expect(refused(base.replace('{', `{${' '.repeat(20_481 - base.length)}`)).message).toBe(
      `${INVALID}Maximum policy size of 20480 bytes exceeded`,
    );
  });

  it('refuses repeated statement ids', () => {
    expect(refused(documentOf(statement({ Sid: 'a' }), statement({ Sid: 'a' }))).message).toBe(
      `${INVALID}Invalid policy document: The Statement Ids in the policy are not unique`,
    );
  });

  it('refuses a principal that is a bare account id, where its closing quote is', () => {
    const policy =
      '{"Statement":[{"Effect":"Allow","Principal":"111122223333","Action":"*","Resource":"*"}]}';
    const quote = policy.indexOf('"111122223333"') + '"111122223333"'.length;
    expect(refused(policy).message).toBe(
      `${INVALID}Invalid policy document: Syntax error at position (1,${quote})`,
    );
  });

  it('refuses what IAM’s grammar does not allow as a syntax error where it is', () => {
    const at = (policy: string, key: string) => policy.indexOf(`"${key}"`) + key.length + 2;
    const unknown = documentOf(statement({ Actions: 'dynamodb:Query' }));
    expect(refused(unknown).message).toBe(
      `${INVALID}Invalid policy document: Syntax error at position (1,${at(unknown, 'Actions')})`,
    );
    const both = documentOf(statement({ NotAction: 'dynamodb:Scan' }));
    expect(refused(both).message).toBe(
      `${INVALID}Invalid policy document: Syntax error at position (1,${at(both, 'NotAction')})`,
    );
    for (const bad of [{ Sid: 7 }, { Condition: 'aws:SecureTransport' }, { Resource: [] }]) {
      const policy = documentOf(statement(bad));
      const key = Object.keys(bad)[0];
      expect(refused(policy).message).toBe(
        `${INVALID}Invalid policy document: Syntax error at position (1,${at(policy, key)})`,
      );
    }
    const topLevel = JSON.stringify({ Version: '2012-10-17', Statements: [statement()] });
    expect(refused(topLevel).message).toBe(
      `${INVALID}Invalid policy document: Syntax error at position (1,${at(topLevel, 'Statements')})`,
    );
  });

  it('refuses principals IAM cannot name', () => {
    for (const Principal of [{ AWS: 'alice' }, { AWS: [] }, { Robot: '111122223333' }]) {
      expect(refused(documentOf(statement({ Principal }))).message).toBe(
        `${INVALID}Invalid principal in policy document.`,
      );
    }
  });

  it('refuses actions that do not apply to a table, naming each', () => {
    const actions = ['dynamodb:GetItem', 'dynamodb:GetRecords', 'dynamodb:ListStreams', 's3:GetObject'];
    expect(refused(documentOf(statement({ Action: actions }))).message).toBe(
      `${INVALID}Invalid policy document: The following action names are invalid: ` +
        '"dynamodb:GetRecords", "dynamodb:ListStreams", "s3:GetObject"',
    );
    expect(
      put(documentOf(statement({ Action: ['dynamodb:get*', 'dynamodb:query', '*'] }))).RevisionId,
    ).toBeTruthy();
  });
});

describe('Block Public Access', () => {
  it.each([['*'], [{ AWS: '*' }], [{ AWS: ['111122223333', '*'] }]])(
    'refuses an Allow to %j',
    (Principal) => {
      expect(refused(documentOf(statement({ Principal })))).toMatchObject({
        type: 'ValidationException',
        message: PUBLIC,
      });
    },
  );

  it('refuses an Allow to everyone but one principal (NotPrincipal)', () => {
    const { Principal: _p, ...rest } = statement();
    expect(refused(documentOf({ ...rest, NotPrincipal: { AWS: '111122223333' } })).message).toBe(PUBLIC);
  });

  it('accepts "*" narrowed by a trusted condition key with a fixed value, and a Deny to "*"', () => {
    const narrowed = statement({
      Principal: '*',
      Condition: { StringEquals: { 'aws:PrincipalAccount': '111122223333' } },
    });
    expect(put(documentOf(narrowed)).RevisionId).toBeTruthy();
    engine.advance(15_000);
    expect(
      put(documentOf(statement({ Effect: 'Deny', Principal: '*', Action: 'dynamodb:DeleteTable' })))
        .RevisionId,
    ).toBeTruthy();
  });

  it('refuses "*" when the condition is untrusted, a wildcard, a variable or a negation', () => {
    for (const Condition of [
      { StringEquals: { 'aws:PrincipalTag/team': 'billing' } },
      { StringLike: { 'aws:PrincipalArn': 'arn:aws:iam::*:role/reader' } },
      { StringEquals: { 'aws:SourceAccount': '${aws:PrincipalAccount}' } },
      { StringNotEquals: { 'aws:PrincipalAccount': '111122223333' } },
      { Bool: { 'aws:PrincipalIsAWSService': 'false' } },
    ]) {
      expect(refused(documentOf(statement({ Principal: '*', Condition }))).message).toBe(PUBLIC);
    }
  });
});

it('a refused document leaves the policy as it was', () => {
  const { RevisionId } = put(documentOf(statement()));
  engine.advance(15_000);
  refused(documentOf(statement({ Principal: '*' })));
  expect(readBack().RevisionId).toBe(RevisionId);
});
