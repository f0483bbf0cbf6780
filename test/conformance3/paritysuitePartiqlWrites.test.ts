/**
 * PartiQL writes as paritysuite/dynamodb-conformance recorded them against DynamoDB (eu-west-2,
 * October 2026; us-east-1, eu-west-1 and us-west-2 the same): the FROM-first UPDATE
 * (tests/tier2/partiql/fromFirstUpdate.test.ts), set_add and set_delete
 * (tests/tier2/partiql/setFunctions.test.ts) and what a write answers
 * (tests/tier2/partiql/writeResponses.test.ts). Rebuilt through dispatch.
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

const run = (Statement: string, extra: Record<string, unknown> = {}) =>
  ok(engine, 'ExecuteStatement', { Statement, ...extra });
const stored = (pk: string) => ok(engine, 'GetItem', { TableName: 'hash', Key: { pk: { S: pk } } }).Item;
const put = (Item: Record<string, unknown>) => ok(engine, 'PutItem', { TableName: 'hash', Item });
const sorted = (members: string[] | undefined) => [...(members ?? [])].sort();

describe('FROM-first UPDATE (tests/tier2/partiql/fromFirstUpdate.test.ts)', () => {
  const seed = (pk: string) => (put({ pk: { S: pk }, a: { N: '1' }, b: { S: 'bee' } }), pk);

  it('sets, removes and does both, in any case, with parameters', () => {
    run(`FROM "hash" WHERE pk = '${seed('set')}' SET c = 1`);
    expect(stored('set').c).toEqual({ N: '1' });
    run(`FROM "hash" WHERE pk = '${seed('remove')}' REMOVE b`);
    expect(stored('remove').b).toBeUndefined();
    run(`FROM "hash" WHERE pk = '${seed('both')}' SET c = 2 REMOVE a`);
    expect(stored('both')).toEqual({ pk: { S: 'both' }, b: { S: 'bee' }, c: { N: '2' } });
    run(`from "hash" where pk = '${seed('lower')}' set e = 4`);
    expect(stored('lower').e).toEqual({ N: '4' });
    run(`FROM "hash" WHERE pk = ? SET c = ?`, { Parameters: [{ S: seed('params') }, { N: '7' }] });
    expect(stored('params').c).toEqual({ N: '7' });
  });

  it('returns the new item when asked', () => {
    expect(run(`FROM "hash" WHERE pk = '${seed('returning')}' SET d = 3 RETURNING ALL NEW *`).Items).toEqual([
      { pk: { S: 'returning' }, a: { N: '1' }, b: { S: 'bee' }, d: { N: '3' } },
    ]);
  });

  it('takes the rest of the WHERE as the condition, and a missing item fails it', () => {
    run(`FROM "hash" WHERE pk = '${seed('holds')}' AND a = 1 SET c = 5`);
    expect(stored('holds').c).toEqual({ N: '5' });
    seed('fails');
    const statement = { Statement: `FROM "hash" WHERE pk = 'fails' AND a = 2 SET c = 5` };
    expect(fails(engine, 'ExecuteStatement', statement).type).toBe('ConditionalCheckFailedException');
    expect(stored('fails').c).toBeUndefined();
    const absent = { Statement: `FROM "hash" WHERE pk = 'absent' SET c = 1` };
    expect(fails(engine, 'ExecuteStatement', absent).type).toBe('ConditionalCheckFailedException');
    expect(stored('absent')).toBeUndefined();
  });

  it('runs in ExecuteTransaction and BatchExecuteStatement', () => {
    ok(engine, 'ExecuteTransaction', {
      TransactStatements: [{ Statement: `FROM "hash" WHERE pk = '${seed('tx')}' SET c = 1` }],
    });
    expect(stored('tx').c).toEqual({ N: '1' });
    const batch = ok(engine, 'BatchExecuteStatement', {
      Statements: [{ Statement: `FROM "hash" WHERE pk = '${seed('batch')}' SET c = 1` }],
    });
    expect(batch.Responses).toHaveLength(1);
    expect(batch.Responses[0].Error).toBeUndefined();
    expect(stored('batch').c).toEqual({ N: '1' });
  });
});

describe('set_add and set_delete (tests/tier2/partiql/setFunctions.test.ts)', () => {
  const seed = (pk: string) => {
    put({
      pk: { S: pk },
      ss: { SS: ['a', 'b', 'c'] },
      ns: { NS: ['1', '2', '3'] },
      bs: { BS: ['AQ==', 'Ag=='] },
    });
    return pk;
  };
  const update = (pk: string, set: string, extra: Record<string, unknown> = {}) =>
    run(`UPDATE "hash" SET ${set} WHERE pk = '${seed(pk)}'`, extra);

  it('set_add adds members, once, to any set kind, creating a missing one', () => {
    update('ss', `ss = set_add(ss, <<'0', 'z'>>)`);
    expect(sorted(stored('ss').ss.SS)).toEqual(['0', 'a', 'b', 'c', 'z']);
    update('ns', 'ns = set_add(ns, <<4, 1>>)');
    expect(sorted(stored('ns').ns.NS)).toEqual(['1', '2', '3', '4']);
    update('bs', 'bs = set_add(bs, ?)', { Parameters: [{ BS: ['AQ==', 'Aw=='] }] });
    expect(sorted(stored('bs').bs.BS)).toEqual(['AQ==', 'Ag==', 'Aw==']);
    update('existing', `ss = set_add(ss, <<'a'>>)`);
    expect(sorted(stored('existing').ss.SS)).toEqual(['a', 'b', 'c']);
    update('new', `nss = set_add(nss, <<'x'>>)`);
    expect(stored('new').nss).toEqual({ SS: ['x'] });
    update('upper', `ss = SET_ADD(ss, <<'x'>>)`);
    expect(sorted(stored('upper').ss.SS)).toEqual(['a', 'b', 'c', 'x']);
    update('two', `ss = set_add(ss, <<'x'>>) SET ns = set_add(ns, <<9>>)`);
    expect(sorted(stored('two').ss.SS)).toEqual(['a', 'b', 'c', 'x']);
    expect(sorted(stored('two').ns.NS)).toEqual(['1', '2', '3', '9']);
  });

  it('returns the set after the addition, and fails on a missing item', () => {
    const reply = update('returning', `ss = set_add(ss, <<'r'>>)`);
    expect(reply.Items).toEqual([]);
    const returned = run(
      `UPDATE "hash" SET ss = set_add(ss, <<'s'>>) WHERE pk = 'returning' RETURNING ALL NEW *`,
    );
    expect(sorted(returned.Items[0].ss.SS)).toEqual(['a', 'b', 'c', 'r', 's']);
    const absent = { Statement: `UPDATE "hash" SET ss = set_add(ss, <<'x'>>) WHERE pk = 'absent'` };
    expect(fails(engine, 'ExecuteStatement', absent).type).toBe('ConditionalCheckFailedException');
    expect(stored('absent')).toBeUndefined();
  });

  it('set_delete removes members, and the attribute with the last one', () => {
    update('one', `ss = set_delete(ss, <<'a'>>)`);
    expect(sorted(stored('one').ss.SS)).toEqual(['b', 'c']);
    update('ns-del', 'ns = set_delete(ns, <<2>>)');
    expect(sorted(stored('ns-del').ns.NS)).toEqual(['1', '3']);
    update('all', `ss = set_delete(ss, <<'a', 'b', 'c'>>)`);
    expect(stored('all').ss).toBeUndefined();
    update('absent-member', `ss = set_delete(ss, <<'zz'>>)`);
    expect(sorted(stored('absent-member').ss.SS)).toEqual(['a', 'b', 'c']);
    update('missing-attr', `nss = set_delete(nss, <<'a'>>)`);
    expect(stored('missing-attr').nss).toBeUndefined();
  });

  it('runs in ExecuteTransaction and BatchExecuteStatement', () => {
    ok(engine, 'ExecuteTransaction', {
      TransactStatements: [
        { Statement: `UPDATE "hash" SET ss = set_add(ss, <<'t'>>) WHERE pk = '${seed('tx')}'` },
      ],
    });
    expect(sorted(stored('tx').ss.SS)).toEqual(['a', 'b', 'c', 't']);
    const batch = ok(engine, 'BatchExecuteStatement', {
      Statements: [
        { Statement: `UPDATE "hash" SET ss = set_add(ss, <<'t'>>) WHERE pk = '${seed('batch')}'` },
      ],
    });
    expect(batch.Responses[0].Error).toBeUndefined();
    expect(sorted(stored('batch').ss.SS)).toEqual(['a', 'b', 'c', 't']);
  });
});

describe('what a write answers (tests/tier2/partiql/writeResponses.test.ts)', () => {
  beforeEach(() => {
    for (const pk of ['update', 'delete', 'tx-a', 'tx-b', 'tx-c']) put({ pk: { S: pk }, a: { N: '1' } });
  });

  it('ExecuteStatement answers an empty Items list, found or not', () => {
    expect(run(`INSERT INTO "hash" VALUE {'pk': 'insert'}`).Items).toEqual([]);
    expect(run(`UPDATE "hash" SET a = 2 WHERE pk = 'update'`).Items).toEqual([]);
    expect(run(`DELETE FROM "hash" WHERE pk = 'delete'`).Items).toEqual([]);
    expect(run(`DELETE FROM "hash" WHERE pk = 'never-written'`).Items).toEqual([]);
  });

  it('a transaction of writes answers an empty Responses list, beside its capacity', () => {
    const updates = ok(engine, 'ExecuteTransaction', {
      TransactStatements: [
        { Statement: `UPDATE "hash" SET a = 2 WHERE pk = 'tx-a'` },
        { Statement: `UPDATE "hash" SET a = 2 WHERE pk = 'tx-b'` },
      ],
    });
    expect(updates.Responses).toEqual([]);
    const mixed = ok(engine, 'ExecuteTransaction', {
      TransactStatements: [
        { Statement: `INSERT INTO "hash" VALUE {'pk': 'tx-new'}` },
        { Statement: `DELETE FROM "hash" WHERE pk = 'tx-c'` },
      ],
    });
    expect(mixed.Responses).toEqual([]);
    const charged = call(engine, 'ExecuteTransaction', {
      TransactStatements: [{ Statement: `UPDATE "hash" SET a = 3 WHERE pk = 'tx-a'` }],
      ReturnConsumedCapacity: 'TOTAL',
    }).body as Record<string, any>;
    expect(charged.Responses).toEqual([]);
    expect(charged.ConsumedCapacity).toHaveLength(1);
    expect(charged.ConsumedCapacity[0].TableName).toBe('hash');
  });
});
