/**
 * PartiQL refuses indexes whose key has several attributes, as captured against DynamoDB in
 * eu-west-2 and us-east-1 (paritysuite/dynamodb-conformance
 * tests/tier3/error-messages/partiqlMultiAttributeIndex.test.ts, 2026-10-09): ExecuteStatement
 * before it looks at the WHERE clause, and BatchExecuteStatement before it asks a SELECT for the
 * table's primary key. A table read with a single-attribute index beside it is answered as usual.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, ok, testEngine } from '../helpers/wire.ts';
import { S } from '../helpers/attributeValues.ts';

const REFUSAL =
  'PartiQL statements cannot be executed on tables with multi-attribute HASH keys or multi-attribute RANGE keys.';

let engine: Engine;
beforeEach(() => {
  engine = testEngine();
  const table = (TableName: string, hash: string[]) =>
    ok(engine, 'CreateTable', {
      TableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: ['id', ...hash, 'r1'].map((AttributeName) => ({
        AttributeName,
        AttributeType: 'S',
      })),
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'gsi',
          KeySchema: [
            ...hash.map((AttributeName) => ({ AttributeName, KeyType: 'HASH' })),
            { AttributeName: 'r1', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
  table('multi', ['h1', 'h2']);
  table('single', ['h1']);
  ok(engine, 'PutItem', { TableName: 'multi', Item: { id: S('i1'), h1: S('a'), h2: S('x'), r1: S('m') } });
});

describe('an index with a multi-attribute key', () => {
  it('is refused by ExecuteStatement, whatever the WHERE clause says', () => {
    for (const where of [`WHERE h1 = 'a' AND h2 = 'x'`, `WHERE id = 'i1'`, `WHERE h1 = 5`, ''])
      expect(
        fails(engine, 'ExecuteStatement', { Statement: `SELECT * FROM "multi"."gsi" ${where}` }),
      ).toMatchObject({
        type: 'ValidationException',
        message: REFUSAL,
      });
  });

  it('is refused in a batch before the primary-key rule, which other indexes still meet', () => {
    const { Responses } = ok(engine, 'BatchExecuteStatement', {
      Statements: [
        { Statement: `SELECT * FROM "single"."gsi" WHERE h1 = 'a' AND r1 = 'm'` },
        { Statement: `SELECT * FROM "multi"."gsi" WHERE h1 = 'a' AND h2 = 'x' AND r1 = 'm'` },
        { Statement: `SELECT * FROM "multi" WHERE id = 'i1'` },
      ],
    });
    expect(Responses).toEqual([
      {
        Error: {
          Code: 'ValidationError',
          Message:
            'Select statements within BatchExecuteStatement must specify the primary key in the where clause.',
        },
      },
      { Error: { Code: 'ValidationError', Message: REFUSAL } },
      { TableName: 'multi', Item: { id: S('i1'), h1: S('a'), h2: S('x'), r1: S('m') } },
    ]);
  });
});
