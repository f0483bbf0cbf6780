/**
 * PartiQL refusals as paritysuite/dynamodb-conformance recorded them against DynamoDB (eu-west-2,
 * October 2026; other regions the same): the function messages
 * (tests/tier3/error-messages/partiqlFunctions.test.ts) and the grammar forms that run or are refused
 * without changing anything (tests/tier2/partiql/grammar.test.ts). Rebuilt through dispatch.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createKeyedTable, fails, ok, testEngine } from '../helpers/wire.ts';
import type { Engine } from '../../src/engine/engine.ts';

let engine: Engine;
const NOT_WELL_FORMED = "Statement wasn't well formed, can't be processed: ";

function hashTable(TableName: string, type: 'S' | 'N') {
  ok(engine, 'CreateTable', {
    TableName,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: type }],
  });
}

beforeEach(() => {
  engine = testEngine();
  hashTable('hash', 'S');
  hashTable('hashN', 'N');
  createKeyedTable(engine, 'compositeN', 'N');
});

const refusal = (Statement: string, Parameters?: unknown[]) =>
  fails(engine, 'ExecuteStatement', { Statement, ...(Parameters ? { Parameters } : {}) });
/** `1:<column>:<length>` of the first `token` at or after `from`, as DynamoDB places it. */
const at = (statement: string, token: string, length = token.length, from = 0) =>
  `1:${statement.indexOf(token, from) + 1}:${length}`;

describe('function refusals (tests/tier3/error-messages/partiqlFunctions.test.ts)', () => {
  beforeEach(() => {
    ok(engine, 'PutItem', {
      TableName: 'hash',
      Item: {
        pk: { S: 'msg' },
        ss: { SS: ['a', 'b', 'c'] },
        s: { S: 'str' },
        m: { M: { inner: { SS: ['x'] } } },
      },
    });
  });
  const where = (condition: string) => `SELECT * FROM "hash" WHERE pk = 'msg' AND ${condition}`;
  const update = (set: string) => `UPDATE "hash" SET ${set} WHERE pk = 'msg'`;
  const message = (Statement: string, Parameters?: unknown[]) => {
    const reply = refusal(Statement, Parameters);
    expect(reply.type).toBe('ValidationException');
    return reply.message;
  };

  it('attribute_exists wants one document path, in a WHERE', () => {
    const path = 'Operator or function requires a document path; operator or function: attribute_exists';
    expect(message(where("attribute_exists('ss')"))).toBe(path);
    expect(message(where('attribute_exists(?)'), [{ S: 'ss' }])).toBe(path);
    const count =
      'Incorrect number of operands for operator or function; operator or function: attribute_exists, number of operands: ';
    expect(message(where('attribute_exists()'))).toBe(`${count}0`);
    expect(message(where('attribute_exists(ss, ns)'))).toBe(`${count}2`);
    const projection = `SELECT attribute_exists(ss) FROM "hash" WHERE pk = 'msg'`;
    expect(message(projection)).toBe(`Unexpected path component at ${at(projection, 'attribute_exists')}`);
    const exists = where('EXISTS(ss)');
    expect(message(exists)).toBe(`Unrecognized function: exists at ${at(exists, 'EXISTS')}`);
    expect(message(where('attribute_exists(m.inner)'))).toBe(`${NOT_WELL_FORMED}Invalid path dot component`);
  });

  it('a keyed read in a transaction or batch must name its whole key, and EXISTS needs a condition', () => {
    expect(
      fails(engine, 'ExecuteTransaction', {
        TransactStatements: [{ Statement: where('attribute_exists(ss)') }],
      }),
    ).toMatchObject({
      type: 'ValidationException',
      message:
        'Validation failed in TransactStatements[0]: Select statements within ExecuteTransaction must specify the primary key in the where clause.',
    });
    const batch = ok(engine, 'BatchExecuteStatement', {
      Statements: [{ Statement: where('attribute_exists(ss)') }],
    });
    expect(batch.Responses).toHaveLength(1);
    expect(batch.Responses[0].Error).toMatchObject({
      Code: 'ValidationError',
      Message:
        'Select statements within BatchExecuteStatement must specify the primary key in the where clause.',
    });
    const existsOnly = fails(engine, 'ExecuteTransaction', {
      TransactStatements: [
        { Statement: `EXISTS(SELECT * FROM "hash" WHERE pk = 'msg')` },
        { Statement: `UPDATE "hash" SET z = 1 WHERE pk = 'never-written'` },
      ],
    });
    expect(existsOnly).toMatchObject({
      type: 'ValidationException',
      message:
        'Validation failed in TransactStatements[0]: EXISTS() must contain a single item read with additional condition',
    });
  });

  it('set_add and set_delete name their argument mistakes and where they are', () => {
    for (const [name, set] of [
      ['SET_ADD', "t = set_add(ss, <<'x'>>)"],
      ['SET_ADD', "ss = set_add(<<'a'>>, <<'b'>>)"],
      ['SET_DELETE', "t = set_delete(ss, <<'a'>>)"],
    ]) {
      const statement = update(set);
      expect(message(statement)).toBe(
        `The first argument to ${name} must equal the assignment value at ${at(statement, name.toLowerCase())}`,
      );
    }
    for (const [name, set] of [
      ['SET_ADD', "ss = set_add(ss, 'x')"],
      ['SET_ADD', "ss = set_add(ss, ['x'])"],
      ['SET_DELETE', "ss = set_delete(ss, 'a')"],
    ]) {
      const statement = update(set);
      const first = at(statement, 'ss', 2, statement.indexOf(`${name.toLowerCase()}(`));
      expect(message(statement)).toBe(
        `The second argument to ${name} must be a value with type SET at ${first}`,
      );
    }
    for (const set of ['ss = set_add(ss)', "ss = set_add(ss, <<'x'>>, <<'y'>>)"]) {
      const statement = update(set);
      expect(message(statement)).toBe(
        `SET_ADD must have exactly two arguments at ${at(statement, 'set_add')}`,
      );
    }
  });

  it('set_add and set_delete refuse the wrong values and places', () => {
    const incorrect = 'An operand in the update expression has an incorrect data type';
    expect(message(update('ss = set_add(ss, <<1>>)'))).toBe(incorrect);
    expect(message(update("s = set_add(s, <<'x'>>)"))).toBe(incorrect);
    expect(message(update('ss = set_delete(ss, <<1>>)'))).toBe(incorrect);
    expect(message(update("ss = set_add(ss, <<'x', 'x'>>)"))).toBe(
      'One or more parameter values were invalid: Input collection [x, x] contains duplicates.',
    );
    expect(message(update('ss = set_add(ss, <<>>)'))).toBe('Empty bags are not supported');
    expect(message(update("m.inner = set_add(m.inner, <<'y'>>)"))).toBe(
      `${NOT_WELL_FORMED}Invalid path dot component`,
    );
    const inWhere = where("set_add(ss, <<'x'>>) = ss");
    expect(message(inWhere)).toBe(`Unrecognized function: set_add at ${at(inWhere, 'set_add')}`);
    const insert = `INSERT INTO "hash" VALUE {'pk': 'insert', 'ss': set_add(<<'a'>>, <<'b'>>)}`;
    expect(message(insert)).toBe(`Unsupported data type: set_add under key root at ${at(insert, 'set_add')}`);
    expect(ok(engine, 'GetItem', { TableName: 'hash', Key: { pk: { S: 'msg' } } }).Item.ss).toEqual({
      SS: ['a', 'b', 'c'],
    });
  });
});

describe('grammar forms (tests/tier2/partiql/grammar.test.ts)', () => {
  beforeEach(() => {
    for (const n of ['7310000', '7.3', '-7.3'])
      ok(engine, 'PutItem', { TableName: 'hashN', Item: { pk: { N: n } } });
    for (const s of ['a', 'b', 'c']) ok(engine, 'PutItem', { TableName: 'hash', Item: { pk: { S: s } } });
    for (const n of ['1', '2', '3'])
      ok(engine, 'PutItem', { TableName: 'compositeN', Item: { pk: { S: 'order' }, sk: { N: n } } });
  });
  const select = (Statement: string) =>
    ok(engine, 'ExecuteStatement', { Statement, ConsistentRead: true }).Items;
  const storedN = (n: string) => ok(engine, 'GetItem', { TableName: 'hashN', Key: { pk: { N: n } } }).Item;

  it('reads number literals with an exponent or no leading digit', () => {
    for (const literal of ['7.31e6', '7.31E6', '7.31e+6', '731e4', '73100000e-1']) {
      expect(select(`SELECT * FROM "hashN" WHERE pk = ${literal}`), literal).toEqual([
        { pk: { N: '7310000' } },
      ]);
    }
    expect(select(`SELECT * FROM "hashN" WHERE pk = .73e1`)).toEqual([{ pk: { N: '7.3' } }]);
    expect(select(`SELECT * FROM "hashN" WHERE pk = -.73e1`)).toEqual([{ pk: { N: '-7.3' } }]);
    ok(engine, 'ExecuteStatement', { Statement: `INSERT INTO "hashN" VALUE {'pk': 7.32e6}` });
    expect(storedN('7320000')).toBeDefined();
    ok(engine, 'ExecuteStatement', { Statement: `INSERT INTO "hashN" VALUE {'pk': .7325e1}` });
    expect(storedN('7.325')).toBeDefined();
    expect(refusal(`SELECT * FROM "hashN" WHERE pk = 1e99999999999`).type).toBe('ValidationException');
  });

  it('skips line and block comments but refuses a hash comment', () => {
    expect(select(`SELECT * FROM "hash" WHERE pk = 'a' -- a note`)).toEqual([{ pk: { S: 'a' } }]);
    expect(select(`SELECT * FROM "hash" -- a note\nWHERE pk = 'b'`)).toEqual([{ pk: { S: 'b' } }]);
    expect(select(`-- a note\nSELECT * FROM "hash" WHERE pk = 'a'`)).toHaveLength(1);
    expect(select(`SELECT * FROM "hash" /* a note */ WHERE pk = 'c'`)).toEqual([{ pk: { S: 'c' } }]);
    expect(select(`SELECT * FROM "hash" WHERE pk = 'c' /* a note */`)).toHaveLength(1);
    expect(refusal(`SELECT * FROM "hash" WHERE pk = 'a' # a note`).type).toBe('ValidationException');
  });

  it('orders by the sort key either way', () => {
    const order = (direction: string) =>
      select(`SELECT * FROM "compositeN" WHERE pk = 'order' ORDER BY sk ${direction}`).map(
        (item: any) => item.sk.N,
      );
    expect(order('DESC')).toEqual(['3', '2', '1']);
    expect(order('ASC')).toEqual(['1', '2', '3']);
  });

  it('refuses a leftover token, an alias or a DELETE ORDER BY, and changes nothing', () => {
    expect(refusal(`INSERT INTO "hashN" VALUE {'pk': 7330000} foo`).type).toBe('ValidationException');
    expect(storedN('7330000')).toBeUndefined();
    expect(refusal(`SELECT * FROM "hash" t WHERE pk = 'a'`).type).toBe('ValidationException');
    expect(refusal(`DELETE FROM "hash" t WHERE pk = 'a'`).type).toBe('ValidationException');
    expect(refusal(`DELETE FROM "hash" WHERE pk = 'b' ORDER BY pk`).type).toBe('ValidationException');
    expect(select(`SELECT * FROM "hash" WHERE pk IN ['a', 'b']`)).toHaveLength(2);
  });
});
