/**
 * AWS's PartiQL pages on more than one statement — ql-reference.multiplestatements.transactions and
 * .batching, the EXISTS function (transactions only) — and ql-gettingstarted's walk-through, run
 * through dispatch against the tables the pages assume (docsSupport.ts). Several printed examples
 * bind Parameters to a quoted '?', which is a string, not a placeholder; those are asserted as
 * DynamoDB answers them, beside the same example written with placeholders.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, ok } from '../helpers/wire.ts';
import { docsEngine, getMusic, musicKey, put, statementList } from './docsSupport.ts';
import { N, refused, run, S } from './support.ts';

let engine: Engine;

beforeEach(() => {
  engine = docsEngine();
  put(engine, 'Music', musicKey('No One You Know', 'Call Me Today'));
  put(engine, 'Music', musicKey('Acme Band', 'PartiQL Rocks'));
});

type Statements = (string | Record<string, unknown>)[];
const transact = (list: Statements) =>
  ok(engine, 'ExecuteTransaction', { TransactStatements: statementList(list) });
const transactFails = (list: Statements) =>
  fails(engine, 'ExecuteTransaction', { TransactStatements: statementList(list) });
const batch = (list: Statements) => ok(engine, 'BatchExecuteStatement', { Statements: statementList(list) });

const MISMATCH = "Number of parameters in request and statement don't match.";
const acmeBest = [S('Acme Band'), S('Best Song')];
const awarded = { AwardsWon: N(1), AwardDetail: { M: { Grammys: { L: [N(2020), N(2018)] } } } };
const acme = () => getMusic(engine, 'Acme Band', 'PartiQL Rocks');

describe('ExecuteTransaction (ql-reference.multiplestatements.transactions)', () => {
  const check = `EXISTS(SELECT * FROM "Music" where Artist='No One You Know' and SongTitle='Call Me Today' and Awards is  MISSING)`;
  const update = `UPDATE "Music" SET AwardsWon=1 SET AwardDetail={'Grammys':[2020, 2018]}  where Artist='Acme Band' and SongTitle='PartiQL Rocks'`;

  it("refuses the page's INSERT as printed, before running anything", () => {
    // Both printed forms bind two Parameters to fewer placeholders than that.
    for (const insert of [
      `INSERT INTO "Music" value {'Artist':'?','SongTitle':'?'}`,
      `INSERT INTO Music value {'Artist':?,'SongTitle':'?'}`,
    ]) {
      const failure = transactFails([check, { Statement: insert, Parameters: acmeBest }, update]);
      expect(failure, insert).toMatchObject({ type: 'ValidationException', message: MISMATCH });
    }
    expect(acme()).toEqual(musicKey('Acme Band', 'PartiQL Rocks'));
  });

  const insert = { Statement: `INSERT INTO Music value {'Artist':?,'SongTitle':?}`, Parameters: acmeBest };

  it('commits the example written with placeholders and returns no Responses', () => {
    expect(transact([check, insert, update]).Responses).toEqual([]);
    expect(getMusic(engine, 'Acme Band', 'Best Song')).toEqual(musicKey('Acme Band', 'Best Song'));
    expect(acme()).toEqual({ ...musicKey('Acme Band', 'PartiQL Rocks'), ...awarded });
  });

  it('cancels every statement when the EXISTS check fails, with a reason per statement', () => {
    put(engine, 'Music', { ...musicKey('No One You Know', 'Call Me Today'), Awards: N(1) });
    const failure = transactFails([check, insert, update]);
    expect(failure.type).toBe('TransactionCanceledException');
    expect(failure.body.CancellationReasons).toEqual([
      { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
      { Code: 'None' },
      { Code: 'None' },
    ]);
    expect(getMusic(engine, 'Acme Band', 'Best Song')).toBeUndefined();
    expect(acme()).toEqual(musicKey('Acme Band', 'PartiQL Rocks'));
  });

  it('answers reads with the item, an empty Item when no projected attribute exists, {} for no item', () => {
    // The page's example points its first two reads at one item; here they name two items.
    const reply = transact([
      `SELECT * FROM "Music" WHERE Artist='No One You Know' and SongTitle='Call Me Today'`,
      `SELECT non_existent_projected_attribute FROM "Music" WHERE Artist='Acme Band' and SongTitle='PartiQL Rocks'`,
      `SELECT * FROM "Music" WHERE Artist='No One I Know' and SongTitle='Call You Today'`,
    ]);
    expect(reply.Responses).toEqual([
      { Item: musicKey('No One You Know', 'Call Me Today') },
      { Item: {} },
      {},
    ]);
  });

  it('refuses reads and writes in one transaction', () => {
    const failure = transactFails([
      `SELECT * FROM "Music" WHERE Artist='Acme Band' and SongTitle='PartiQL Rocks'`,
      insert,
    ]);
    expect(failure).toMatchObject({
      type: 'ValidationException',
      message: 'ExecuteTransaction API does not support both read and write operations in the same request.',
    });
    expect(getMusic(engine, 'Acme Band', 'Best Song')).toBeUndefined();
  });
});

describe('EXISTS (ql-functions.exists)', () => {
  const exists = `EXISTS(SELECT * FROM "Music" WHERE "Artist" = 'Acme Band' AND "SongTitle" = 'PartiQL Rocks')`;
  const write = `INSERT INTO "Music" VALUE {'Artist': 'Acme Band', 'SongTitle': 'Encore'}`;

  it('can only be used in a transaction', () => {
    expect(refused(engine, exists).type).toBe('ValidationException');
  });

  it('needs the full key and one other condition, as the page says (its own example has the key alone)', () => {
    expect(transactFails([exists, write])).toMatchObject({
      type: 'ValidationException',
      message:
        'Validation failed in TransactStatements[0]: EXISTS() must contain a single item read with additional condition',
    });
    const withCondition = exists.replace(/\)$/, ` AND AwardsWon IS MISSING)`);
    expect(transact([withCondition, write]).Responses).toEqual([]);
    expect(getMusic(engine, 'Acme Band', 'Encore')).toBeDefined();
  });
});

describe('BatchExecuteStatement (ql-reference.multiplestatements.batching)', () => {
  const update = `UPDATE Music SET AwardsWon=1 SET AwardDetail={'Grammys':[2020, 2018]}  where Artist='Acme Band' and SongTitle='PartiQL Rocks'`;

  it('answers each statement on its own: the INSERT as printed fails alone, the UPDATE runs', () => {
    const reply = batch([
      { Statement: `INSERT INTO Music value {'Artist':'?','SongTitle':'?'}`, Parameters: acmeBest },
      update,
    ]);
    expect(reply.Responses).toEqual([
      { Error: { Code: 'ValidationError', Message: MISMATCH } },
      { TableName: 'Music' },
    ]);
    expect(getMusic(engine, '?', '?')).toBeUndefined();
    expect(acme()).toEqual({ ...musicKey('Acme Band', 'PartiQL Rocks'), ...awarded });
  });

  it('runs the current example: an INSERT with placeholders and a comma-separated SET', () => {
    const reply = batch([
      { Statement: `INSERT INTO Music VALUE {'Artist':?,'SongTitle':?}`, Parameters: acmeBest },
      `UPDATE Music SET AwardsWon=1, AwardDetail={'Grammys':[2020, 2018]} WHERE Artist='Acme Band' AND SongTitle='PartiQL Rocks'`,
    ]);
    expect(reply.Responses).toEqual([{ TableName: 'Music' }, { TableName: 'Music' }]);
    expect(getMusic(engine, 'Acme Band', 'Best Song')).toBeDefined();
    expect(acme()).toEqual({ ...musicKey('Acme Band', 'PartiQL Rocks'), ...awarded });
  });

  it('refuses the Java example, which writes one item twice, and runs none of it', () => {
    const failure = fails(engine, 'BatchExecuteStatement', {
      Statements: statementList([
        `INSERT INTO Music value {'Artist':'Acme Band','SongTitle':'PartiQL Rocks'}`,
        `UPDATE Music set AwardDetail.BillBoard=[2020] where Artist='Acme Band' and SongTitle='PartiQL Rocks'`,
      ]),
    });
    expect(failure).toMatchObject({
      type: 'ValidationException',
      message: 'Provided list of item keys contains duplicates',
    });
    expect(acme()).toEqual(musicKey('Acme Band', 'PartiQL Rocks'));
  });

  it('reads one item per SELECT, each naming the whole primary key (the ProblemSet syntax)', () => {
    put(engine, 'ProblemSet', { pk: S('p#9StkWHYTxm7x2AqSXcrfu7'), sk: S('info'), title: S('t') });
    const reply = batch([
      `SELECT pk FROM ProblemSet WHERE pk = 'p#9StkWHYTxm7x2AqSXcrfu7' AND sk = 'info'`,
      `SELECT pk FROM ProblemSet WHERE pk = 'p#isC2ChceGbxHgESc4szoTE' AND sk = 'info'`,
      `SELECT pk FROM ProblemSet WHERE pk = 'p#9StkWHYTxm7x2AqSXcrfu7'`,
    ]);
    expect(reply.Responses.slice(0, 2)).toEqual([
      { TableName: 'ProblemSet', Item: { pk: S('p#9StkWHYTxm7x2AqSXcrfu7') } },
      { TableName: 'ProblemSet' },
    ]);
    expect(reply.Responses[2].Error.Code).toBe('ValidationError');
  });

  it('refuses reads and writes in one batch', () => {
    const failure = fails(engine, 'BatchExecuteStatement', {
      Statements: statementList([
        `SELECT * FROM Music WHERE Artist='Acme Band' AND SongTitle='PartiQL Rocks'`,
        update,
      ]),
    });
    expect(failure).toMatchObject({
      type: 'ValidationException',
      message: 'Read and write requests together in the same batch is not supported.',
    });
    expect(acme()).toEqual(musicKey('Acme Band', 'PartiQL Rocks'));
  });
});

describe('getting started (ql-gettingstarted)', () => {
  // The CLI steps with their values written in, and the Java steps with ? and Parameters, on a
  // Music table that starts empty.
  beforeEach(() => {
    engine = docsEngine();
  });

  const key = `WHERE Artist='Acme Band' AND SongTitle='PartiQL Rocks'`;
  const steps = (where: string) => [
    `UPDATE Music SET AwardsWon=1 SET AwardDetail={'Grammys':[2020, 2018]} ${where}`,
    `UPDATE Music SET AwardDetail.Grammys =list_append(AwardDetail.Grammys,[2016]) ${where}`,
    `UPDATE Music REMOVE AwardDetail.Grammys[2] ${where}`,
    `UPDATE Music SET AwardDetail.BillBoard=[2020] ${where}`,
    `UPDATE Music SET BandMembers =<<'member1', 'member2'>> ${where}`,
    `UPDATE Music SET BandMembers =set_add(BandMembers, <<'newmember'>>) ${where}`,
  ];
  const final = {
    ...musicKey('Acme Band', 'PartiQL Rocks'),
    AwardsWon: N(1),
    AwardDetail: { M: { Grammys: { L: [N(2020), N(2018)] }, BillBoard: { L: [N(2020)] } } },
  };

  function walk(insert: string, where: string, extra: Record<string, unknown> = {}) {
    expect(run(engine, insert, extra).Items).toEqual([]);
    expect(run(engine, `SELECT * FROM Music ${where}`, extra).Items).toEqual([
      musicKey('Acme Band', 'PartiQL Rocks'),
    ]);
    for (const statement of steps(where)) expect(run(engine, statement, extra).Items, statement).toEqual([]);
    const [item] = run(engine, `SELECT * FROM Music ${where}`, extra).Items;
    const { BandMembers, ...rest } = item;
    expect(rest).toEqual(final);
    expect([...BandMembers.SS].sort()).toEqual(['member1', 'member2', 'newmember']);
    expect(run(engine, `DELETE  FROM Music ${where}`, extra).Items).toEqual([]);
    expect(acme()).toBeUndefined();
  }

  it('walks the CLI steps: insert, read, five updates and delete', () => {
    walk(`INSERT INTO Music VALUE {'Artist':'Acme Band','SongTitle':'PartiQL Rocks'}`, key);
  });

  it('walks the same steps with placeholders and Parameters', () => {
    walk(`INSERT INTO Music value {'Artist':?,'SongTitle':?}`, 'where Artist=? and SongTitle=?', {
      Parameters: [S('Acme Band'), S('PartiQL Rocks')],
    });
  });
});
