/**
 * Actions AWS documented in 2026 for a table's resource-based policy: dynamodb:SearchVectors on a
 * vector index (iam-policy-example-search-vectors.html) and the replication actions of a
 * multi-account global table (V2globaltables_MA.tutorial.html; AWS FIS's pause-replication action
 * adds a Deny of two of them to an MREC table's policy). PutResourcePolicy refused them as
 * invalid action names, so the guide's own policies could not be attached — though a Deny of
 * `dynamodb:Search*` was enforced on SearchVectors all along.
 */
import { expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { call, ok } from '../helpers/wire.ts';
import { fixture, query, searchRequest } from '../vectors/support.ts';

const TABLE = 'arn:aws:dynamodb:us-east-1:000000000000:table/docs';
const DELAY = 5000;

function attach(engine: Engine, statement: Record<string, unknown>) {
  return call(engine, 'PutResourcePolicy', {
    ResourceArn: TABLE,
    Policy: JSON.stringify({ Version: '2012-10-17', Statement: [statement] }),
  });
}

it('takes a Deny of dynamodb:SearchVectors on a vector index and enforces it on SearchVectors only', () => {
  const engine = fixture();
  const reply = attach(engine, {
    Effect: 'Deny',
    Principal: '*',
    Action: 'dynamodb:SearchVectors',
    Resource: `${TABLE}/index/vix`,
  });
  expect(reply.status).toBe(200);
  engine.advance(DELAY);
  const search = call(engine, 'SearchVectors', searchRequest({ QueryVector: query(1, 0, 0) }));
  expect(search.status).toBe(400);
  expect(String(search.body.__type)).toMatch(/#AccessDeniedException$/);
  expect(String(search.body.Message)).toContain(
    `not authorized to perform: dynamodb:SearchVectors on resource: ${TABLE}/index/vix`,
  );
  expect(ok(engine, 'GetItem', { TableName: 'docs', Key: { pk: { S: 'a' } } }).Item.pk.S).toBe('a');
});

it('takes the replication statement of the multi-account global table tutorial', () => {
  const engine = fixture();
  const reply = attach(engine, {
    Sid: 'DynamoDBActionsNeededForSteadyStateReplication',
    Effect: 'Allow',
    Action: [
      'dynamodb:ReadDataForReplication',
      'dynamodb:WriteDataForReplication',
      'dynamodb:ReplicateSettings',
    ],
    Resource: TABLE,
    Principal: { Service: ['replication.dynamodb.amazonaws.com'] },
    Condition: { StringEquals: { 'aws:SourceAccount': ['444455556666', '111122223333'] } },
  });
  expect(reply.status).toBe(200);
  engine.advance(DELAY);
  const policy = ok(engine, 'GetResourcePolicy', { ResourceArn: TABLE }).Policy;
  expect(JSON.parse(policy).Statement[0].Action).toEqual([
    'dynamodb:ReadDataForReplication',
    'dynamodb:WriteDataForReplication',
    'dynamodb:ReplicateSettings',
  ]);
});

it('still refuses an action that does not apply to a table', () => {
  const reply = attach(fixture(), {
    Effect: 'Deny',
    Principal: '*',
    Action: 'dynamodb:GetRecords',
    Resource: TABLE,
  });
  expect(reply.body.message).toBe(
    'One or more parameter values were invalid: Invalid policy document: The following action names are invalid: "dynamodb:GetRecords"',
  );
});
