/**
 * Answers from paritysuite/dynamodb-conformance's region-by-region captures that every region the
 * sandbox follows agrees on, and the PartiQL refusal of a multi-attribute index
 * (tests/tier2/partiql/multiAttributeIndex.test.ts, eu-west-2 and us-east-1, October 2026):
 *
 * - captures/2026-10-08-transact-get-empty-transact-items.json: TransactGetItems with no items, the
 *   per-value wording from every region (eu-west-2 on all 30 calls; its ground-truth run also saw
 *   the newer wording, so eu-west-2 gives both).
 * - captures/2026-10-08-transact-write-rollout.json: 30 of 33 regions, us-east-1 among them, answer
 *   an empty TransactWriteItems and a 32-level value written by a transacted Update the older way
 *   (eu-west-2, eu-north-1 and ap-northeast-2 had moved to the newer one).
 * - captures/2026-10-07-batch-empty-request-items.json: an empty BatchWriteItem in the older wording
 *   (us-east-1 among the regions on it), and NULL false refused in the envelope (every region but
 *   me-central-1, which answers it bare).
 * - captures/2026-10-07-sweep-follow-up.json, update-item-nesting-depth-expression-value: 31 regions
 *   refuse a too-deep expression value in the envelope before evaluating the condition.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { wrapped } from '../helpers/nestedValue.ts';
import { call, fails, ok, testEngine } from '../helpers/wire.ts';
import { createHashTable } from './support/paritysuiteTables.ts';
import type { Engine } from '../../src/engine/engine.ts';

const TOO_DEEP =
  'Nesting Levels have exceeded supported limits: Attributes in the item have nested levels beyond supported limit';
let engine: Engine;

beforeEach(() => {
  engine = testEngine();
  createHashTable(engine, 'hash');
  ok(engine, 'PutItem', { TableName: 'hash', Item: { pk: { S: 'e' } } });
});

describe('captured rollouts', () => {
  it('refuses an empty transaction with the per-value wording', () => {
    const empty =
      "1 validation error detected: Value '[]' at 'transactItems' failed to satisfy constraint: Member must have length greater than or equal to 1";
    for (const operation of ['TransactGetItems', 'TransactWriteItems']) {
      expect(fails(engine, operation, { TransactItems: [] })).toMatchObject({
        type: 'ValidationException',
        message: empty,
      });
    }
  });

  it('cancels a transacted Update that writes a 32-level value, with a ValidationError reason', () => {
    const reply = call(engine, 'TransactWriteItems', {
      TransactItems: [
        {
          Update: {
            TableName: 'hash',
            Key: { pk: { S: 'e' } },
            UpdateExpression: 'SET deep = :deep',
            ExpressionAttributeValues: { ':deep': wrapped(32) },
          },
        },
      ],
    });
    const body = reply.body as Record<string, any>;
    expect(body.__type).toMatch(/#TransactionCanceledException$/);
    expect(body.CancellationReasons[0].Code).toBe('ValidationError');
    expect(body.CancellationReasons[0].Message).toContain('Nesting Levels have exceeded supported limits');
    expect(ok(engine, 'GetItem', { TableName: 'hash', Key: { pk: { S: 'e' } } }).Item).toEqual({
      pk: { S: 'e' },
    });
  });

  it('refuses an empty BatchWriteItem and NULL false as the captured regions do', () => {
    expect(fails(engine, 'BatchWriteItem', { RequestItems: {} })).toMatchObject({
      type: 'ValidationException',
      message: 'The requestItems parameter is required for BatchWriteItem',
    });
    expect(
      fails(engine, 'PutItem', { TableName: 'hash', Item: { pk: { S: 'n' }, a: { NULL: false } } }),
    ).toMatchObject({
      type: 'ValidationException',
      message:
        '1 validation error detected: One or more parameter values were invalid: Null attribute value types must have the value of true',
    });
  });

  it('refuses a too-deep UpdateItem expression value in the envelope, before the condition', () => {
    const deep = wrapped(32);
    expect(
      fails(engine, 'UpdateItem', {
        TableName: 'hash',
        Key: { pk: { S: 'e' } },
        UpdateExpression: 'SET t = :t',
        ConditionExpression: '#d = :deep',
        ExpressionAttributeNames: { '#d': 'data' },
        ExpressionAttributeValues: { ':t': { S: 'y' }, ':deep': deep },
      }),
    ).toMatchObject({ type: 'ValidationException', message: `1 validation error detected: ${TOO_DEEP}` });
  });
});

describe('a global index with a multi-attribute key (tests/tier2/partiql/multiAttributeIndex.test.ts)', () => {
  const strings = (names: string[]) => names.map((AttributeName) => ({ AttributeName, AttributeType: 'S' }));
  const key = (hashes: string[], ranges: string[]) => [
    ...hashes.map((AttributeName) => ({ AttributeName, KeyType: 'HASH' })),
    ...ranges.map((AttributeName) => ({ AttributeName, KeyType: 'RANGE' })),
  ];
  const S = (value: string) => ({ S: value });

  beforeEach(() => {
    ok(engine, 'CreateTable', {
      TableName: 'multi',
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: strings(['id', 'h1', 'h2', 'r1', 'r2']),
      KeySchema: key(['id'], []),
      GlobalSecondaryIndexes: [
        {
          IndexName: 'gsi',
          KeySchema: key(['h1', 'h2'], ['r1', 'r2']),
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
    ok(engine, 'CreateTable', {
      TableName: 'mixed',
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: strings(['id', 'sk', 'g', 'h1', 'h2', 'r1', 'l']),
      KeySchema: key(['id'], ['sk']),
      GlobalSecondaryIndexes: [
        { IndexName: 'single', KeySchema: key(['g'], []), Projection: { ProjectionType: 'ALL' } },
        { IndexName: 'multi', KeySchema: key(['h1', 'h2'], ['r1']), Projection: { ProjectionType: 'ALL' } },
      ],
      LocalSecondaryIndexes: [
        { IndexName: 'local', KeySchema: key(['id'], ['l']), Projection: { ProjectionType: 'ALL' } },
      ],
    });
    ok(engine, 'PutItem', {
      TableName: 'multi',
      Item: { id: S('i1'), h1: S('a'), h2: S('x'), r1: S('m'), r2: S('n') },
    });
    ok(engine, 'PutItem', {
      TableName: 'mixed',
      Item: { id: S('i1'), sk: S('s'), g: S('g1'), h1: S('a'), h2: S('x'), r1: S('m'), l: S('l1') },
    });
  });
  const select = (Statement: string) => ok(engine, 'ExecuteStatement', { Statement }).Items;
  const refused = (Statement: string) => fails(engine, 'ExecuteStatement', { Statement }).type;

  it('refuses a SELECT on the multi-attribute index, with or without ORDER BY', () => {
    expect(refused(`SELECT * FROM "multi"."gsi" WHERE h1 = 'a'`)).toBe('ValidationException');
    expect(refused(`SELECT id FROM "multi"."gsi" WHERE h1 = 'a' AND h2 = 'x' ORDER BY r1 DESC`)).toBe(
      'ValidationException',
    );
    expect(refused(`SELECT * FROM "mixed"."multi" WHERE h1 = 'a' AND h2 = 'x'`)).toBe('ValidationException');
  });

  it('leaves the base table, the other indexes and base-table writes alone', () => {
    expect(select(`SELECT * FROM "mixed" WHERE id = 'i1'`)).toHaveLength(1);
    expect(select(`SELECT * FROM "mixed"."single" WHERE g = 'g1'`)).toHaveLength(1);
    expect(select(`SELECT * FROM "mixed"."local" WHERE id = 'i1'`)).toHaveLength(1);
    expect(select(`SELECT * FROM "multi" WHERE id = 'i1'`)).toHaveLength(1);
    ok(engine, 'ExecuteStatement', { Statement: `INSERT INTO "multi" VALUE {'id': 'n1'}` });
    expect(ok(engine, 'GetItem', { TableName: 'multi', Key: { id: S('n1') } }).Item).toBeDefined();
    ok(engine, 'ExecuteStatement', { Statement: `UPDATE "multi" SET a = 1 WHERE id = 'i1'` });
    expect(ok(engine, 'GetItem', { TableName: 'multi', Key: { id: S('i1') } }).Item.a).toEqual({ N: '1' });
    ok(engine, 'ExecuteStatement', { Statement: `DELETE FROM "multi" WHERE id = 'zz'` });
  });
});
