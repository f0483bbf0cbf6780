/**
 * Random resource-based policy documents through PutResourcePolicy (policies/policyDocument.ts): the
 * parser takes untrusted nested JSON, so whatever arrives the answer is a success, a
 * ValidationException or the lock-out refusal (policies/selfLockout.ts) — never a 500 — a refused
 * document leaves the policy as it was, and the canonical form GetResourcePolicy returns is a fixed
 * point: putting it back changes nothing.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { dispatch } from '../../src/protocol/dispatch.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { idTable, ok, testEngine } from '../helpers/wire.ts';

const ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/orders';

const names = fc.constantFrom(
  '*',
  '111122223333',
  'arn:aws:iam::111122223333:root',
  'arn:aws:iam::111122223333:role/reader',
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:Get*',
  'dynamodb:GetRecords',
  ARN,
  `${ARN}/index/*`,
  'aws:PrincipalAccount',
  '',
);
/** A value of any JSON kind, biased towards the strings policies hold. */
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: names },
  { weight: 2, arbitrary: fc.array(names, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.constantFrom('AWS', 'Service', 'StringEquals', 'x'),
      fc.oneof(names, fc.array(names, { maxLength: 2 })),
      { maxKeys: 2 },
    ),
  },
);
const statement = fc.record(
  {
    Sid: fc.oneof(fc.constantFrom('a', 'b'), fc.jsonValue({ maxDepth: 1 })),
    Effect: fc.oneof(fc.constantFrom('Allow', 'Deny', 'allow', 'DENY', 'Maybe'), value),
    Principal: value,
    NotPrincipal: value,
    Action: value,
    NotAction: value,
    Resource: value,
    Condition: value,
  },
  { requiredKeys: [] },
);
/** A statement DynamoDB takes, mostly: every required element, with values of the right kinds. */
const wellFormedStatement = fc.record(
  {
    Sid: fc.constantFrom('a', 'b', 'Reads'),
    Effect: fc.constantFrom('Allow', 'Deny', 'allow'),
    Principal: fc.constantFrom<unknown>(
      '*',
      { AWS: '111122223333' },
      { AWS: ['111122223333', 'arn:aws:iam::111122223333:root', 'arn:aws:iam::444455556666:role/r'] },
      { Service: 'lambda.amazonaws.com' },
    ),
    Action: fc.oneof(
      fc.constantFrom('dynamodb:GetItem', 'dynamodb:query', 'dynamodb:*', '*'),
      fc.array(fc.constantFrom('dynamodb:GetItem', 'dynamodb:Put*', 'dynamodb:Scan'), {
        minLength: 1,
        maxLength: 3,
      }),
    ),
    Resource: fc.constantFrom<unknown>(ARN, '*', [ARN, `${ARN}/index/*`]),
    Condition: fc.constantFrom<unknown>(
      { StringEquals: { 'aws:PrincipalAccount': ['111122223333'] } },
      { Bool: { 'aws:SecureTransport': 'true' } },
    ),
  },
  { requiredKeys: ['Effect', 'Principal', 'Action', 'Resource'] },
);
const documentText = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record(
        {
          Version: fc.constantFrom('2012-10-17', '2008-10-17'),
          Statement: fc.oneof(
            wellFormedStatement,
            fc.array(wellFormedStatement, { minLength: 1, maxLength: 3 }),
          ),
        },
        { requiredKeys: ['Statement'] },
      )
      .map((d) => JSON.stringify(d, null, 2)),
  },
  {
    weight: 6,
    arbitrary: fc
      .record(
        {
          Version: fc.constantFrom('2012-10-17', '2008-10-17', 'x'),
          Statement: fc.oneof(statement, fc.array(statement, { maxLength: 3 })),
        },
        { requiredKeys: ['Statement'] },
      )
      .map((d) => JSON.stringify(d)),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

const send = (engine: ReturnType<typeof testEngine>, operation: string, body: object) => {
  const reply = dispatch(engine, `DynamoDB_20120810.${operation}`, JSON.stringify(body));
  return { status: reply.status, body: JSON.parse(reply.body) as Record<string, string> };
};

it('answers any document with a success or a ValidationException, and keeps a fixed canonical form', () => {
  let accepted = 0;
  fc.assert(
    fc.property(documentText, (Policy) => {
      const engine = testEngine();
      ok(engine, 'CreateTable', idTable('orders'));
      const before = JSON.stringify(exportSnapshot(engine));
      const put = send(engine, 'PutResourcePolicy', { ResourceArn: ARN, Policy });
      expect(put.status, `${Policy} → ${JSON.stringify(put.body)}`).not.toBe(500);
      if (put.status !== 200) {
        // Or, for a Deny that covers PutResourcePolicy, the lock-out refusal (policies/selfLockout.ts).
        expect(put.body.__type, Policy).toMatch(/#(ValidationException|AccessDeniedException)$/);
        expect(JSON.stringify(exportSnapshot(engine))).toBe(before);
        return;
      }
      accepted++;
      const read = send(engine, 'GetResourcePolicy', { ResourceArn: ARN }).body;
      expect(read.RevisionId).toBe(put.body.RevisionId);
      const again = send(engine, 'PutResourcePolicy', { ResourceArn: ARN, Policy: read.Policy });
      // Unless the first had no Version: DynamoDB does not take that as equal to the one it fills in.
      if (JSON.parse(Policy).Version !== undefined) expect(again.body.RevisionId).toBe(read.RevisionId);
      expect(send(engine, 'GetResourcePolicy', { ResourceArn: ARN }).body.Policy).toBe(read.Policy);
    }),
    { numRuns: 600, seed: 20261203 },
  );
  // The arbitraries must reach the accepting side as well, or the fixed point goes untested.
  expect(accepted).toBeGreaterThan(20);
});
