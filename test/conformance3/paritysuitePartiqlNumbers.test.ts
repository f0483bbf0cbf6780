/**
 * How DynamoDB reads a number passed as a PartiQL parameter, as paritysuite/dynamodb-conformance
 * recorded it (tests/tier3/error-messages/partiqlParameterNumbers.test.ts; eu-west-2 and us-east-1,
 * October 2026): an exponent outside a 32-bit integer cannot be converted, 1e2147483647 underflows,
 * and between too deep and unconvertible the first in document order wins. Through dispatch.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createKeyedTable, fails, ok, testEngine } from '../helpers/wire.ts';
import type { Engine } from '../../src/engine/engine.ts';

const NEST =
  'Nesting Levels have exceeded supported limits: Attributes in the item have nested levels beyond supported limit';
const UNCONVERTIBLE = 'The parameter cannot be converted to a numeric value';
const UNDERFLOW =
  'Number underflow. Attempting to store a number with magnitude smaller than supported range';

let engine: Engine;

beforeEach(() => {
  engine = testEngine();
  createKeyedTable(engine, 'composite', 'S');
});

const positions = [
  `SELECT * FROM "composite" WHERE pk = 'pn' AND n = ?`,
  `INSERT INTO "composite" VALUE {'pk': 'pn-insert', 'sk': 's', 'n': ?}`,
  `UPDATE "composite" SET n = ? WHERE pk = 'pn' AND sk = 's'`,
  `SELECT * FROM "composite" WHERE pk = ?`,
];
const pair = `SELECT * FROM "composite" WHERE pk = 'pn' AND x = ? AND y = ?`;
const single = `SELECT * FROM "composite" WHERE pk = 'pn' AND x = ?`;

function message(Statement: string, Parameters: unknown[]): string {
  const reply = fails(engine, 'ExecuteStatement', { Statement, Parameters });
  expect(reply.type).toBe('ValidationException');
  return reply.message;
}

/** `depth` map levels around a leaf. */
function deep(depth: number, leaf: unknown = { S: 'leaf' }): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { M: { n: value } };
  return value;
}

describe('number parameters (tests/tier3/error-messages/partiqlParameterNumbers.test.ts)', () => {
  it('cannot convert an exponent outside a 32-bit integer, in every position', () => {
    for (const value of [
      '1e99999999999',
      '-1e99999999999',
      '1e-99999999999',
      '1e2147483648',
      '1e-2147483648',
    ]) {
      for (const statement of positions)
        expect(message(statement, [{ N: value }])).toBe(`${UNCONVERTIBLE}: ${value}`);
    }
  });

  it('underflows 1e2147483647 and echoes nothing for an empty number', () => {
    for (const statement of positions) {
      expect(message(statement, [{ N: '1e2147483647' }])).toBe(UNDERFLOW);
      expect(message(statement, [{ N: '' }])).toBe(UNCONVERTIBLE);
    }
  });

  it('finds an unconvertible number inside a list, a map or a number set', () => {
    for (const parameter of [
      { L: [{ N: '1' }, { N: '1e99999999999' }] },
      { M: { x: { N: '1e99999999999' } } },
      { NS: ['1', '1e99999999999'] },
    ]) {
      expect(message(positions[0], [parameter])).toBe(`${UNCONVERTIBLE}: 1e99999999999`);
    }
  });

  it('answers the same in ExecuteTransaction and BatchExecuteStatement', () => {
    expect(
      fails(engine, 'ExecuteTransaction', {
        TransactStatements: [{ Statement: positions[2], Parameters: [{ N: '1e99999999999' }] }],
      }),
    ).toMatchObject({ type: 'ValidationException', message: `${UNCONVERTIBLE}: 1e99999999999` });
    const batch = ok(engine, 'BatchExecuteStatement', {
      Statements: [
        {
          Statement: `SELECT * FROM "composite" WHERE pk = 'pn' AND sk = 's' AND n = ?`,
          Parameters: [{ N: '1e99999999999' }],
        },
      ],
    });
    expect(batch.Responses).toHaveLength(1);
    expect(batch.Responses[0].Error).toEqual({
      Code: 'ValidationError',
      Message: `${UNCONVERTIBLE}: 1e99999999999`,
    });
    expect(ok(engine, 'Scan', { TableName: 'composite' }).Count).toBe(0);
  });

  it.each([40, 100])('reports the first of too deep and unconvertible, %i levels down', (depth) => {
    expect(message(pair, [deep(depth), { N: 'abc' }])).toBe(NEST);
    expect(message(pair, [{ N: 'abc' }, deep(depth)])).toBe(`${UNCONVERTIBLE}: abc`);
    expect(message(single, [{ M: { d: deep(depth), bad: { N: 'abc' } } }])).toBe(NEST);
    expect(message(single, [{ M: { bad: { N: 'abc' }, d: deep(depth) } }])).toBe(`${UNCONVERTIBLE}: abc`);
    expect(message(single, [deep(depth, { N: 'abc' })])).toBe(NEST);
    expect(message(pair, [deep(depth), { N: '1e126' }])).toBe(NEST);
    expect(
      fails(engine, 'ExecuteTransaction', {
        TransactStatements: [
          {
            Statement: `UPDATE "composite" SET x = ? SET y = ? WHERE pk = 'pn' AND sk = '1'`,
            Parameters: [deep(depth), { N: 'abc' }],
          },
        ],
      }),
    ).toMatchObject({ type: 'ValidationException', message: NEST });
    const batch = ok(engine, 'BatchExecuteStatement', {
      Statements: [{ Statement: pair, Parameters: [deep(depth), { N: 'abc' }] }],
    });
    expect(batch.Responses).toHaveLength(1);
    expect(batch.Responses[0].Error).toEqual({ Code: 'ValidationError', Message: NEST });
  });
});
