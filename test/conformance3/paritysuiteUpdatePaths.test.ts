/**
 * UpdateItem document paths and index-qualified PartiQL reads as paritysuite/dynamodb-conformance
 * recorded them against DynamoDB: nested SET and REMOVE, list indexes past the end, UPDATED_NEW with
 * several subpaths (tests/tier1/updateItem/paths.test.ts, eu-west-2 2026-10-09), and SELECT through
 * an index, its projection and BatchExecuteStatement's primary-key rule
 * (tests/tier2/partiql/executeStatementIndex.test.ts, eu-west-1 2026-09-02). Through dispatch.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fails, ok, testEngine } from '../helpers/wire.ts';
import { createCompositeIndexedTable, createHashTable } from './support/paritysuiteTables.ts';
import type { Engine } from '../../src/engine/engine.ts';

let engine: Engine;

beforeEach(() => {
  engine = testEngine();
  createHashTable(engine, 'hash');
  createCompositeIndexedTable(engine, 'compositeIdx');
});

describe('nested paths (tests/tier1/updateItem/paths.test.ts)', () => {
  /** Puts `attributes` under key `pk`, runs the update and returns the stored item. */
  function updated(pk: string, attributes: Record<string, unknown>, update: Record<string, unknown>) {
    const Key = { pk: { S: pk } };
    ok(engine, 'PutItem', { TableName: 'hash', Item: { ...Key, ...attributes } });
    ok(engine, 'UpdateItem', { TableName: 'hash', Key, ...update });
    return ok(engine, 'GetItem', { TableName: 'hash', Key }).Item;
  }
  const S = (value: string) => ({ S: value });

  it('refuses a SET through a missing map and changes nothing', () => {
    const Key = { pk: S('missing-intermediate') };
    ok(engine, 'PutItem', { TableName: 'hash', Item: { ...Key, topLevel: S('val') } });
    const reply = fails(engine, 'UpdateItem', {
      TableName: 'hash',
      Key,
      UpdateExpression: 'SET #a.#b.#c = :v',
      ExpressionAttributeNames: { '#a': 'missing', '#b': 'nested', '#c': 'deep' },
      ExpressionAttributeValues: { ':v': S('test') },
    });
    expect(reply.type).toBe('ValidationException');
    expect(ok(engine, 'GetItem', { TableName: 'hash', Key }).Item).toEqual({ ...Key, topLevel: S('val') });
  });

  it('sets, adds to and removes nested map members', () => {
    const set = updated(
      'existing',
      { mymap: { M: { nested: S('old') } } },
      {
        UpdateExpression: 'SET #m.#n = :v',
        ExpressionAttributeNames: { '#m': 'mymap', '#n': 'nested' },
        ExpressionAttributeValues: { ':v': S('updated') },
      },
    );
    expect(set.mymap).toEqual({ M: { nested: S('updated') } });
    const deep = updated(
      'deep',
      { a: { M: { b: { M: { c: S('old') } } } } },
      {
        UpdateExpression: 'SET #a.#b.#c = :v',
        ExpressionAttributeNames: { '#a': 'a', '#b': 'b', '#c': 'c' },
        ExpressionAttributeValues: { ':v': S('new') },
      },
    );
    expect(deep.a).toEqual({ M: { b: { M: { c: S('new') } } } });
    const counter = updated(
      'arith',
      { mymap: { M: { counter: { N: '10' } } } },
      {
        UpdateExpression: 'SET #m.#c = #m.#c + :inc',
        ExpressionAttributeNames: { '#m': 'mymap', '#c': 'counter' },
        ExpressionAttributeValues: { ':inc': { N: '5' } },
      },
    );
    expect(counter.mymap).toEqual({ M: { counter: { N: '15' } } });
    const removed = updated(
      'remove-key',
      { mymap: { M: { nested: S('gone'), keep: S('stay') } } },
      {
        UpdateExpression: 'REMOVE #m.#n',
        ExpressionAttributeNames: { '#m': 'mymap', '#n': 'nested' },
      },
    );
    expect(removed.mymap).toEqual({ M: { keep: S('stay') } });
    const nested = updated(
      'map-nest',
      { parent: { M: { keep: S('k') } } },
      {
        UpdateExpression: 'SET parent.child = :v',
        ExpressionAttributeValues: { ':v': S('nested') },
      },
    );
    expect(nested).toEqual({ pk: S('map-nest'), parent: { M: { keep: S('k'), child: S('nested') } } });
  });

  it('appends past the end of a list and shifts on REMOVE', () => {
    const list = (...values: string[]) => ({ L: values.map(S) });
    const beyond = updated(
      'beyond',
      { mylist: list('a', 'b', 'c') },
      {
        UpdateExpression: 'SET #l[5] = :v',
        ExpressionAttributeNames: { '#l': 'mylist' },
        ExpressionAttributeValues: { ':v': S('inserted') },
      },
    );
    expect(beyond.mylist).toEqual(list('a', 'b', 'c', 'inserted'));
    const empty = updated(
      'empty',
      { mylist: list() },
      {
        UpdateExpression: 'SET #l[0] = :v',
        ExpressionAttributeNames: { '#l': 'mylist' },
        ExpressionAttributeValues: { ':v': S('first') },
      },
    );
    expect(empty.mylist).toEqual(list('first'));
    const remove = { UpdateExpression: 'REMOVE #l[1]', ExpressionAttributeNames: { '#l': 'mylist' } };
    expect(updated('remove-idx', { mylist: list('a', 'b', 'c', 'd') }, remove).mylist).toEqual(
      list('a', 'c', 'd'),
    );
    expect(updated('remove-last', { mylist: list('x', 'y') }, remove).mylist).toEqual(list('x'));
  });

  it('refuses two SETs of one attribute, and returns every written subpath under UPDATED_NEW', () => {
    const Key = { pk: S('multi') };
    ok(engine, 'PutItem', {
      TableName: 'hash',
      Item: { ...Key, val: S('original'), a: { M: { existing: S('e') } } },
    });
    const twice = fails(engine, 'UpdateItem', {
      TableName: 'hash',
      Key,
      UpdateExpression: 'SET #v = :a, #v = :b',
      ExpressionAttributeNames: { '#v': 'val' },
      ExpressionAttributeValues: { ':a': S('first'), ':b': S('second') },
    });
    expect(twice.type).toBe('ValidationException');
    const reply = ok(engine, 'UpdateItem', {
      TableName: 'hash',
      Key,
      UpdateExpression: 'SET #a.#b = :x, #a.#c = :y',
      ExpressionAttributeNames: { '#a': 'a', '#b': 'b', '#c': 'c' },
      ExpressionAttributeValues: { ':x': S('x'), ':y': S('y') },
      ReturnValues: 'UPDATED_NEW',
    });
    expect(reply.Attributes).toEqual({ a: { M: { b: S('x'), c: S('y') } } });
  });
});

describe('index-qualified SELECT (tests/tier2/partiql/executeStatementIndex.test.ts)', () => {
  const T = 'compositeIdx';
  const select = (Statement: string, extra: Record<string, unknown> = {}) =>
    ok(engine, 'ExecuteStatement', { Statement, ...extra }).Items;

  beforeEach(() => {
    ok(engine, 'PutItem', {
      TableName: T,
      Item: {
        pk: { S: 'pq-idx-select' },
        sk: { S: 's1' },
        lsi1sk: { S: 'pq-gsi-a' },
        lsi2sk: { S: 'pq-lsi-b' },
        data: { S: 'one' },
      },
    });
  });

  it('reads through a global index by its key, or scans it and filters', () => {
    const byKey = select(`SELECT * FROM "${T}"."gsi1" WHERE lsi1sk = 'pq-gsi-a'`);
    expect(byKey).toHaveLength(1);
    expect(byKey[0].pk).toEqual({ S: 'pq-idx-select' });
    const scanned = select(`SELECT * FROM "${T}"."gsi1" WHERE pk = 'pq-idx-select'`);
    expect(scanned).toHaveLength(1);
    expect(scanned[0].sk).toEqual({ S: 's1' });
  });

  it('reads a local index consistently and reaches past its projection', () => {
    expect(
      select(`SELECT * FROM "${T}"."lsi1" WHERE pk = 'pq-idx-select'`, { ConsistentRead: true }),
    ).toHaveLength(1);
    expect(
      select(`SELECT data FROM "${T}"."lsi2" WHERE pk = 'pq-idx-select' AND lsi2sk = 'pq-lsi-b'`),
    ).toEqual([{ data: { S: 'one' } }]);
  });

  it('names every column a global index does not project, in statement order', () => {
    const invalid =
      'One or more parameter values were invalid: Global secondary index gsi2 does not project ';
    expect(
      fails(engine, 'ExecuteStatement', {
        Statement: `SELECT alternate, mymap FROM "${T}"."gsi2" WHERE lsi1sk = 'pq-gsi-a'`,
      }),
    ).toMatchObject({ type: 'ValidationException', message: `${invalid}[alternate, mymap]` });
    expect(
      fails(engine, 'ExecuteStatement', { Statement: `SELECT alternate FROM "${T}"."gsi2"` }),
    ).toMatchObject({
      type: 'ValidationException',
      message: `${invalid}[alternate]`,
    });
  });

  it('refuses an index or a partial key in a batch SELECT, slot by slot', () => {
    const reply = ok(engine, 'BatchExecuteStatement', {
      Statements: [
        { Statement: `SELECT * FROM "${T}"."gsi1" WHERE lsi1sk = 'pq-gsi-a'` },
        { Statement: `SELECT * FROM "${T}" WHERE pk = 'pq-idx-select'` },
      ],
    });
    expect(reply.Responses).toHaveLength(2);
    for (const slot of reply.Responses) {
      expect(slot.Error).toMatchObject({
        Code: 'ValidationError',
        Message:
          'Select statements within BatchExecuteStatement must specify the primary key in the where clause.',
      });
    }
  });
});
