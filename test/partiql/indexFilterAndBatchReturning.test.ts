/**
 * PartiQL answers checked against nubo-db/dynamodb-conformance (tests/tier2/partiql/indexQualifier,
 * batchExecuteStatement; tests/tier3/error-messages/partiqlIndexQualifier; validation-ordering/partiql):
 * filters on what an index leaves out, FROM-path checks, and RETURNING on batch members.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { call, fails, ok, testEngine } from '../helpers/wire.ts';
import { S } from '../helpers/attributeValues.ts';

let engine: Engine;

beforeEach(() => {
  engine = testEngine();
  const string = (name: string) => ({ AttributeName: name, AttributeType: 'S' });
  ok(engine, 'CreateTable', {
    TableName: 'Orders',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'shop', KeyType: 'HASH' },
      { AttributeName: 'ref', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: ['shop', 'ref', 'courier', 'placed'].map(string),
    GlobalSecondaryIndexes: [
      {
        IndexName: 'ByCourier',
        KeySchema: [{ AttributeName: 'courier', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['total'] },
      },
    ],
    LocalSecondaryIndexes: [
      {
        IndexName: 'ByPlaced',
        KeySchema: [
          { AttributeName: 'shop', KeyType: 'HASH' },
          { AttributeName: 'placed', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ],
  });
  for (const [order, courier, placed, note] of [
    ['o1', 'dhl', 'd1', 'fragile'],
    ['o2', 'dhl', 'd2', 'leave at door'],
  ])
    ok(engine, 'PutItem', {
      TableName: 'Orders',
      Item: {
        shop: S('s'),
        ref: S(order),
        courier: S(courier),
        placed: S(placed),
        total: S('9'),
        note: S(note),
      },
    });
  ok(engine, 'CreateTable', {
    TableName: 'Notes',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [string('id')],
  });
});

const statement = (Statement: string, extra: Record<string, unknown> = {}) =>
  call(engine, 'ExecuteStatement', { Statement, ...extra });
const refusal = (Statement: string, extra: Record<string, unknown> = {}) =>
  fails(engine, 'ExecuteStatement', { Statement, ...extra });

describe('a keyed index read filters only on what the index holds', () => {
  it.each([
    [`SELECT * FROM "Orders"."ByCourier" WHERE courier = 'dhl' AND note = 'fragile'`, 'ByCourier'],
    [`SELECT ref FROM "Orders"."ByCourier" WHERE courier IN ['dhl', 'ups'] AND NOT note = 'x'`, 'ByCourier'],
    [`SELECT ref FROM "Orders"."ByCourier" WHERE courier = 'dhl' AND note IS MISSING`, 'ByCourier'],
    [`SELECT ref FROM "Orders"."ByPlaced" WHERE shop = 's' AND begins_with(note, 'f')`, 'ByPlaced'],
  ])('refuses %s', (text, index) => {
    expect(refusal(text)).toMatchObject({
      type: 'ValidationException',
      message: `One or more parameter values were invalid: Secondary index ${index} does not project one or more filter attributes: [note]`,
    });
  });

  it('accepts a filter on a projected attribute, and an unprojected one inside an OR branch', () => {
    const projected = statement(`SELECT ref FROM "Orders"."ByCourier" WHERE courier = 'dhl' AND total = '9'`);
    expect(projected.body.Items).toHaveLength(2);
    const branched = statement(
      `SELECT ref FROM "Orders"."ByCourier" WHERE (courier = 'dhl' AND note = 'fragile') OR courier = 'ups'`,
    );
    // The index rows carry no note, so the first branch matches nothing.
    expect(branched).toMatchObject({ status: 200, body: { Items: [] } });
  });

  it('lets an unkeyed read filter on it, seeing only the index rows', () => {
    for (const index of ['ByCourier', 'ByPlaced'])
      expect(statement(`SELECT ref FROM "Orders"."${index}" WHERE note = 'fragile'`).body.Items).toEqual([]);
    // A local index still fetches an unprojected SELECT-list attribute from the table.
    const reached = statement(`SELECT note FROM "Orders"."ByPlaced" WHERE note IS MISSING`);
    expect(reached.body.Items).toEqual([{ note: S('fragile') }, { note: S('leave at door') }]);
  });
});

describe('FROM paths', () => {
  it('names no index when the qualifier matches none', () => {
    expect(refusal(`SELECT * FROM "Orders"."Nope" WHERE shop = 's'`).message).toBe(
      'The table does not have the specified index',
    );
  });

  it('refuses an empty component before looking the table up', () => {
    for (const text of [`SELECT * FROM "" WHERE id = 'x'`, `SELECT * FROM "Absent"."" WHERE id = 'x'`])
      expect(refusal(text)).toMatchObject({
        type: 'ValidationException',
        message: 'Path component cannot be an empty string',
      });
  });

  it('refuses an ordering comparison on an unordered operand before looking the table up', () => {
    expect(
      refusal(`SELECT id FROM "Absent" WHERE id = ? AND n >= ?`, { Parameters: [S('x'), { SS: ['a'] }] }),
    ).toMatchObject({
      type: 'ValidationException',
      message: 'Incorrect operand type for operator or function; operator or function: >=, operand type: SS',
    });
    expect(refusal(`SELECT id FROM "Absent" WHERE id = 'x'`).type).toBe('ResourceNotFoundException');
  });

  it('refuses a qualified INSERT in the grammar, whether or not the index exists', () => {
    for (const index of ['ByCourier', 'Nope'])
      expect(refusal(`INSERT INTO "Orders"."${index}" VALUE {'shop': 's', 'ref': 'o9'}`).message).toMatch(
        /^FROM clause may only contain a single table name in data manipulation statements at 1:13:/,
      );
  });
});

describe('BatchExecuteStatement members', () => {
  const batch = (Statements: Record<string, unknown>[]) =>
    ok(engine, 'BatchExecuteStatement', { Statements }).Responses;

  it('return what RETURNING asks for as Item, leaving Item out when nothing was asked or changed', () => {
    ok(engine, 'PutItem', { TableName: 'Notes', Item: { id: S('a'), text: S('old') } });
    ok(engine, 'PutItem', { TableName: 'Notes', Item: { id: S('b'), text: S('bye') } });
    expect(
      batch([
        { Statement: `UPDATE "Notes" SET text = 'new' WHERE id = 'a' RETURNING MODIFIED NEW *` },
        { Statement: `DELETE FROM "Notes" WHERE id = 'b' RETURNING ALL OLD *` },
      ]),
    ).toEqual([
      { TableName: 'Notes', Item: { text: S('new') } },
      { TableName: 'Notes', Item: { id: S('b'), text: S('bye') } },
    ]);
    expect(
      batch([{ Statement: `UPDATE "Notes" REMOVE text WHERE id = 'a' RETURNING MODIFIED NEW *` }]),
    ).toEqual([{ TableName: 'Notes' }]);
  });

  it('name their table on a failed condition, without the old item even when asked for', () => {
    ok(engine, 'PutItem', { TableName: 'Notes', Item: { id: S('a'), text: S('old') } });
    expect(
      batch([
        {
          Statement: `UPDATE "Notes" SET text = 'x' WHERE id = 'a' AND text = 'other'`,
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      ]),
    ).toEqual([
      {
        TableName: 'Notes',
        Error: { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
      },
    ]);
    // Refused before running: no TableName.
    expect(batch([{ Statement: `SELECT * FROM "Notes" WHERE text = 'old'` }])[0].TableName).toBeUndefined();
  });
});
