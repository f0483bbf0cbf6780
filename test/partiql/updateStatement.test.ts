/**
 * ExecuteStatement UPDATE through dispatch: SET, REMOVE and the set functions, RETURNING, the WHERE
 * clause as a condition, and DynamoDB's errors for it. Behaviour pinned against real DynamoDB by
 * paritysuite/dynamodb-conformance (tests/tier2/partiql/*.test.ts). INSERT, DELETE and errors common
 * to write statements are in writeStatements.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { getSong, N, refused, rocksEngine, run, S, song } from './support.ts';

let engine: Engine;

beforeEach(() => {
  engine = rocksEngine();
});

describe('UPDATE', () => {
  const update = (set: string, returning = '') =>
    run(engine, `UPDATE "Music" ${set} WHERE Artist = 'Acme' AND SongTitle = 'Rocks' ${returning}`);

  it('applies SET, REMOVE, arithmetic, list_append, set_add and set_delete', () => {
    expect(
      update(`SET n = n + 2, l = list_append(l, [2]) SET ss = set_add(ss, <<'d'>>) REMOVE s`).Items,
    ).toEqual([]);
    expect(getSong(engine, 'Acme', 'Rocks')).toEqual(
      song('Acme', 'Rocks', { n: N(3), ss: { SS: ['a', 'b', 'c', 'd'] }, l: { L: [N(1), N(2)] } }),
    );
  });

  it('removes members with set_delete and the attribute with its last one', () => {
    update(`SET ss = set_delete(ss, <<'a', 'b', 'c'>>)`);
    expect(getSong(engine, 'Acme', 'Rocks').ss).toBeUndefined();
  });

  it('answers RETURNING with the item as asked', () => {
    expect(update(`SET n = 5`, 'RETURNING ALL OLD *').Items).toEqual([
      song('Acme', 'Rocks', { n: N(1), ss: { SS: ['a', 'b', 'c'] }, l: { L: [N(1)] }, s: S('str') }),
    ]);
    expect(update(`SET n = 6`, 'RETURNING MODIFIED OLD *').Items).toEqual([{ n: N(5) }]);
    expect(update(`SET n = 7`, 'RETURNING MODIFIED NEW *').Items).toEqual([{ n: N(7) }]);
  });

  it('fails with ConditionalCheckFailedException when the item does not exist, creating nothing', () => {
    const failure = refused(
      engine,
      `UPDATE "Music" SET n = 1 WHERE Artist = 'Acme' AND SongTitle = 'Missing'`,
    );
    expect(failure).toMatchObject({
      type: 'ConditionalCheckFailedException',
      message: 'The conditional request failed',
    });
    expect(getSong(engine, 'Acme', 'Missing')).toBeUndefined();
  });

  it('makes the rest of the WHERE a condition, returning the old item when asked', () => {
    const statement = `UPDATE "Music" SET n = 9 WHERE Artist = 'Acme' AND SongTitle = 'Rocks' AND n > ?`;
    const failure = refused(engine, statement, {
      Parameters: [N(1)],
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    });
    expect(failure.type).toBe('ConditionalCheckFailedException');
    expect(failure.body.Item.n).toEqual(N(1));
    run(engine, statement, { Parameters: [N(0)] });
    expect(getSong(engine, 'Acme', 'Rocks').n).toEqual(N(9));
  });

  it.each([
    [
      `UPDATE "Music" SET n = 1 WHERE Artist = 'Acme'`,
      'Where clause does not contain a mandatory equality on all key attributes',
    ],
    [
      `UPDATE "Music" SET n = 1 WHERE Artist = 'Acme' OR SongTitle = 'Rocks'`,
      'Where clause does not contain a mandatory equality on all key attributes',
    ],
    [
      `UPDATE "Music" SET n = 1 WHERE Artist = 'Acme' AND Artist = 'B' AND SongTitle = 'Rocks'`,
      'Multiple conditions on same key Artist. Only single item Update/Insert/Delete are supported',
    ],
    [
      `UPDATE "Music" SET Genre = 1, SongTitle = 'x' WHERE Artist = 'Acme' AND SongTitle = 'Rocks'`,
      'One or more parameter values were invalid: Cannot update attribute SongTitle. This attribute is part of the key',
    ],
    [
      `UPDATE "Music" SET ss = set_add(ss, <<1>>) WHERE Artist = 'Acme' AND SongTitle = 'Rocks'`,
      'An operand in the update expression has an incorrect data type',
    ],
    [
      `UPDATE "Music" SET s = set_add(s, <<'x'>>) WHERE Artist = 'Acme' AND SongTitle = 'Rocks'`,
      'An operand in the update expression has an incorrect data type',
    ],
  ])('%s', (statement, message) => {
    expect(refused(engine, statement)).toMatchObject({ type: 'ValidationException', message });
  });

  it('checks set_add and set_delete as DynamoDB does, naming their position', () => {
    const at = (statement: string, token: string, from = 0) =>
      `1:${statement.indexOf(token, from) + 1}:${token.length}`;
    const update = (set: string) => `UPDATE "Music" SET ${set} WHERE Artist = 'Acme' AND SongTitle = 'Rocks'`;
    const other = update(`t = set_add(ss, <<'x'>>)`);
    expect(refused(engine, other).message).toBe(
      `The first argument to SET_ADD must equal the assignment value at ${at(other, 'set_add')}`,
    );
    const scalar = update(`ss = set_delete(ss, 'a')`);
    expect(refused(engine, scalar).message).toBe(
      `The second argument to SET_DELETE must be a value with type SET at ${at(scalar, 'ss', scalar.indexOf('set_delete('))}`,
    );
    const one = update(`ss = set_add(ss)`);
    expect(refused(engine, one).message).toBe(
      `SET_ADD must have exactly two arguments at ${at(one, 'set_add')}`,
    );
  });

  it('runs the FROM-first form', () => {
    run(engine, `FROM "Music" WHERE Artist = ? AND SongTitle = 'Rocks' SET z = ?`, {
      Parameters: [S('Acme'), N(4)],
    });
    expect(getSong(engine, 'Acme', 'Rocks').z).toEqual(N(4));
  });
});
