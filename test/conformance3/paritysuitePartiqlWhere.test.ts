/**
 * PartiQL WHERE clauses as paritysuite/dynamodb-conformance recorded them against DynamoDB:
 * condition functions and IS (tests/tier2/partiql/whereFunctions.test.ts, eu-west-2, October 2026;
 * us-east-1, eu-west-1 and us-west-2 the same) and comparison on non-scalar types
 * (tests/tier2/partiql/comparison.test.ts). Rebuilt through dispatch.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { call, fails, ok, testEngine } from '../helpers/wire.ts';
import { createHashTable } from './support/paritysuiteTables.ts';
import type { Engine } from '../../src/engine/engine.ts';

let engine: Engine;

beforeEach(() => {
  engine = testEngine();
  createHashTable(engine, 'hash');
});

const put = (Item: Record<string, unknown>) => ok(engine, 'PutItem', { TableName: 'hash', Item });
const stored = (pk: string) => ok(engine, 'GetItem', { TableName: 'hash', Key: { pk: { S: pk } } }).Item;
const statementFails = (Statement: string, Parameters?: unknown[]) =>
  fails(engine, 'ExecuteStatement', { Statement, ...(Parameters ? { Parameters } : {}) });

describe('functions and IS in a WHERE clause (tests/tier2/partiql/whereFunctions.test.ts)', () => {
  beforeEach(() => {
    put({
      pk: { S: 'item' },
      ss: { SS: ['a', 'b', 'c'] },
      s: { S: 'str' },
      m: { M: { sub: { S: 'x' } } },
      nul: { NULL: true },
      flag: { BOOL: true },
      marker: { S: 'present' },
    });
    for (const pk of ['upd-ok', 'upd-ccf', 'upd-not', 'del-ccf', 'del-ok', 'tx'])
      put({ pk: { S: pk }, a: { N: '5' } });
  });

  /** Whether the seeded item passes a condition, as a SELECT on its key answers it. */
  const holds = (condition: string) => {
    const items = ok(engine, 'ExecuteStatement', {
      Statement: `SELECT * FROM "hash" WHERE pk = 'item' AND ${condition}`,
      ConsistentRead: true,
    }).Items as unknown[];
    return items.length === 1;
  };

  it('filters a SELECT on attribute_exists and attribute_not_exists, in any case and form', () => {
    expect(holds('attribute_exists(ss)')).toBe(true);
    expect(holds('attribute_exists(nope)')).toBe(false);
    expect(holds('attribute_not_exists(nope)')).toBe(true);
    expect(holds('attribute_not_exists(ss)')).toBe(false);
    expect(holds('NOT attribute_exists(nope)')).toBe(true);
    expect(holds('ATTRIBUTE_EXISTS(ss)')).toBe(true);
    expect(holds('(attribute_exists(nope) OR attribute_exists(ss))')).toBe(true);
    expect(holds('attribute_exists(ss) = true')).toBe(true);
    expect(holds('attribute_exists("ss")')).toBe(true);
    expect(holds('attribute_exists(m.sub)')).toBe(true);
    expect(holds('attribute_exists(m.nope)')).toBe(false);
    expect(
      ok(engine, 'ExecuteStatement', { Statement: `SELECT pk FROM "hash" WHERE attribute_exists(marker)` })
        .Items,
    ).toEqual([{ pk: { S: 'item' } }]);
  });

  it('filters on size, attribute_type and IS', () => {
    expect(holds('size(s) = 3')).toBe(true);
    expect(holds('size(s) = 4')).toBe(false);
    expect(holds("attribute_type(ss, 'SS')")).toBe(true);
    expect(holds("attribute_type(ss, 'S')")).toBe(false);
    expect(holds('nul IS NULL')).toBe(true);
    expect(holds('s IS NULL')).toBe(false);
    expect(holds('s IS NOT NULL')).toBe(true);
    expect(holds('nul IS NOT NULL')).toBe(false);
    expect(holds('flag IS BOOL')).toBe(true);
    expect(holds('s IS STRING')).toBe(true);
    expect(holds('s IS BOOL')).toBe(false);
  });

  it('makes a function the condition on an UPDATE or DELETE', () => {
    ok(engine, 'ExecuteStatement', {
      Statement: `UPDATE "hash" SET z = 1 WHERE pk = 'upd-ok' AND attribute_exists(a)`,
    });
    expect(stored('upd-ok').z).toEqual({ N: '1' });
    expect(
      statementFails(`UPDATE "hash" SET z = 2 WHERE pk = 'upd-ccf' AND attribute_exists(nope)`).type,
    ).toBe('ConditionalCheckFailedException');
    expect(stored('upd-ccf').z).toBeUndefined();
    const once = `UPDATE "hash" SET y = 1 WHERE pk = 'upd-not' AND attribute_not_exists(y)`;
    ok(engine, 'ExecuteStatement', { Statement: once });
    expect(statementFails(once.replace('y = 1', 'y = 2')).type).toBe('ConditionalCheckFailedException');
    expect(stored('upd-not').y).toEqual({ N: '1' });
    expect(statementFails(`DELETE FROM "hash" WHERE pk = 'del-ccf' AND attribute_exists(nope)`).type).toBe(
      'ConditionalCheckFailedException',
    );
    expect(stored('del-ccf')).toBeDefined();
    ok(engine, 'ExecuteStatement', {
      Statement: `DELETE FROM "hash" WHERE pk = 'del-ok' AND attribute_not_exists(nope)`,
    });
    expect(stored('del-ok')).toBeUndefined();
    expect(
      statementFails(`UPDATE "hash" SET z = 1 WHERE pk = 'absent' AND attribute_not_exists(pk)`).type,
    ).toBe('ConditionalCheckFailedException');
    expect(stored('absent')).toBeUndefined();
    ok(engine, 'ExecuteTransaction', {
      TransactStatements: [{ Statement: `UPDATE "hash" SET z = 1 WHERE pk = 'tx' AND attribute_exists(a)` }],
    });
    expect(stored('tx').z).toEqual({ N: '1' });
  });
});

describe('comparison on non-scalar types (tests/tier2/partiql/comparison.test.ts)', () => {
  const CASES: [string, unknown, unknown, unknown, { value: unknown; matches: boolean }?][] = [
    [
      'SS',
      { SS: ['a', 'b', 'c'] },
      { SS: ['a', 'b', 'c'] },
      { SS: ['a', 'b', 'd'] },
      { value: { SS: ['c', 'a', 'b'] }, matches: true },
    ],
    [
      'NS',
      { NS: ['1', '2', '3'] },
      { NS: ['1', '2', '3'] },
      { NS: ['1', '2', '4'] },
      { value: { NS: ['3', '1', '2'] }, matches: true },
    ],
    [
      'BS',
      { BS: ['AQI=', 'AwQ='] },
      { BS: ['AQI=', 'AwQ='] },
      { BS: ['AQI=', 'BQY='] },
      { value: { BS: ['AwQ=', 'AQI='] }, matches: true },
    ],
    [
      'L',
      { L: [{ S: 'a' }, { S: 'b' }] },
      { L: [{ S: 'a' }, { S: 'b' }] },
      { L: [{ S: 'a' }, { S: 'c' }] },
      { value: { L: [{ S: 'b' }, { S: 'a' }] }, matches: false },
    ],
    [
      'M',
      { M: { x: { N: '1' }, y: { N: '2' } } },
      { M: { x: { N: '1' }, y: { N: '2' } } },
      { M: { x: { N: '1' }, y: { N: '3' } } },
      { value: { M: { y: { N: '2' }, x: { N: '1' } } }, matches: true },
    ],
    ['B', { B: 'AQID' }, { B: 'AQID' }, { B: 'AQIE' }],
    ['NULL', { NULL: true }, { NULL: true }, { S: 'not null' }],
  ];

  beforeEach(() => {
    for (const [type, stored] of CASES) put({ pk: { S: type }, val: stored });
  });

  const matches = (pk: string, value: unknown, op: '=' | '<>') =>
    (
      ok(engine, 'ExecuteStatement', {
        Statement: `SELECT pk FROM "hash" WHERE pk = ? AND val ${op} ?`,
        Parameters: [{ S: pk }, value],
      }).Items as unknown[]
    ).length === 1;
  const conditionHolds = (pk: string, value: unknown, op: '=' | '<>') =>
    call(engine, 'UpdateItem', {
      TableName: 'hash',
      Key: { pk: { S: pk } },
      UpdateExpression: 'SET marker = :m',
      ConditionExpression: `val ${op} :v`,
      ExpressionAttributeValues: { ':m': { N: '1' }, ':v': value },
    }).status === 200;

  it.each(CASES)(
    '%s: = and <> agree with each other and with a ConditionExpression',
    (type, _stored, same, differs, permuted) => {
      expect(matches(type, same, '=')).toBe(true);
      expect(matches(type, differs, '=')).toBe(false);
      expect(matches(type, same, '<>')).toBe(false);
      expect(matches(type, differs, '<>')).toBe(true);
      if (permuted) expect(matches(type, permuted.value, '=')).toBe(permuted.matches);
      for (const value of [same, differs]) {
        for (const op of ['=', '<>'] as const)
          expect(matches(type, value, op)).toBe(conditionHolds(type, value, op));
      }
    },
  );

  it('refuses an ordering operator on a type with no ordering, naming the operator as written', () => {
    const unordered = [
      { BOOL: true },
      { NULL: true },
      { L: [{ S: 'a' }] },
      { M: { a: { S: 'b' } } },
      { SS: ['a'] },
      { NS: ['1'] },
      { BS: ['AQ=='] },
    ];
    for (const value of unordered) {
      expect(statementFails(`SELECT pk FROM "hash" WHERE pk = ? AND val < ?`, [{ S: 'B' }, value]).type).toBe(
        'ValidationException',
      );
      expect(matches('B', value, '=')).toBe(false);
      expect(matches('B', value, '<>')).toBe(true);
    }
    for (const op of ['<', '<=', '>', '>=']) {
      expect(
        statementFails(`SELECT pk FROM "hash" WHERE pk = ? AND val ${op} ?`, [{ S: 'B' }, { BOOL: true }]),
      ).toMatchObject({
        type: 'ValidationException',
        message: `Incorrect operand type for operator or function; operator or function: ${op}, operand type: BOOL`,
      });
    }
    const between = statementFails(`SELECT pk FROM "hash" WHERE pk = ? AND val BETWEEN ? AND ?`, [
      { S: 'B' },
      { BOOL: true },
      { BOOL: false },
    ]);
    expect(between.type).toBe('ValidationException');
    expect(between.message).toContain('operator or function: BETWEEN');
  });

  it('orders S against N without complaint, and binary by its bytes', () => {
    expect(
      ok(engine, 'ExecuteStatement', {
        Statement: `SELECT pk FROM "hash" WHERE pk = ? AND val < ?`,
        Parameters: [{ S: 'NULL' }, { N: '5' }],
      }).Items,
    ).toBeDefined();
    const below = ok(engine, 'ExecuteStatement', {
      Statement: `SELECT pk FROM "hash" WHERE pk = ? AND val < ?`,
      Parameters: [{ S: 'B' }, { B: 'AQIE' }],
    });
    expect(below.Items).toHaveLength(1);
    const above = ok(engine, 'ExecuteStatement', {
      Statement: `SELECT pk FROM "hash" WHERE pk = ? AND val > ?`,
      Parameters: [{ S: 'B' }, { B: 'AQIE' }],
    });
    expect(above.Items).toHaveLength(0);
  });

  it('conditions a write on a non-scalar predicate', () => {
    put({ pk: { S: 'write-true' }, val: { SS: ['a', 'b'] } });
    ok(engine, 'ExecuteStatement', {
      Statement: `UPDATE "hash" SET touched = 'yes' WHERE pk = ? AND val = ?`,
      Parameters: [{ S: 'write-true' }, { SS: ['b', 'a'] }],
    });
    expect(stored('write-true').touched).toEqual({ S: 'yes' });
    put({ pk: { S: 'write-false' }, val: { M: { x: { N: '1' } } } });
    const refused = statementFails(`UPDATE "hash" SET touched = 'yes' WHERE pk = ? AND val = ?`, [
      { S: 'write-false' },
      { M: { x: { N: '2' } } },
    ]);
    expect(refused.type).toBe('ConditionalCheckFailedException');
    expect(stored('write-false').touched).toBeUndefined();
  });
});
