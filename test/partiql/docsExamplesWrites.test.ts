/**
 * The write examples of AWS's PartiQL pages in the DynamoDB Developer Guide — ql-reference.insert,
 * .update, .delete and ql-reference.data-types — run through dispatch against the tables the pages
 * assume (docsSupport.ts): what each statement answers and the item it leaves behind.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { docsEngine, get, getMusic, musicKey, put } from './docsSupport.ts';
import { INCOMPLETE_KEY } from '../../src/engine/partiql/statementParser.ts';
import { N, refused, run, S } from './support.ts';

let engine: Engine;

beforeEach(() => {
  engine = docsEngine();
});

const acme = musicKey('Acme Band', 'PartiQL Rocks');
const where = `WHERE Artist='Acme Band' AND SongTitle='PartiQL Rocks'`;
const grammys = (...years: number[]) => ({ Grammys: { L: years.map(N) } });
const sorted = (values: string[]) => [...values].sort();

describe('INSERT (ql-reference.insert)', () => {
  const insert = `INSERT INTO "Music" value {'Artist' : 'Acme Band','SongTitle' : 'PartiQL Rocks'}`;

  it('adds the item and returns nothing; the same key again is a DuplicateItemException', () => {
    expect(run(engine, insert).Items).toEqual([]);
    expect(getMusic(engine, 'Acme Band', 'PartiQL Rocks')).toEqual(acme);
    expect(refused(engine, insert)).toMatchObject({
      type: 'DuplicateItemException',
      message: 'Duplicate primary key exists in table',
    });
  });

  it('inserts one item per statement, into a table that exists', () => {
    const two = `INSERT INTO "Music" <<{'Artist': 'a', 'SongTitle': 'b'}, {'Artist': 'a', 'SongTitle': 'c'}>>`;
    expect(refused(engine, two).type).toBe('ValidationException');
    expect(getMusic(engine, 'a', 'b')).toBeUndefined();
    expect(refused(engine, `INSERT INTO "Nope" value {'Artist': 'a', 'SongTitle': 'b'}`).type).toBe(
      'ResourceNotFoundException',
    );
  });
});

describe('UPDATE (ql-reference.update)', () => {
  const awards = `UPDATE "Music" SET AwardsWon=1 SET AwardDetail={'Grammys':[2020, 2018]} ${where}`;

  beforeEach(() => {
    run(engine, `INSERT INTO "Music" value {'Artist' : 'Acme Band','SongTitle' : 'PartiQL Rocks'}`);
  });

  it('adds a number and a map, and returns nothing without RETURNING', () => {
    expect(run(engine, awards).Items).toEqual([]);
    expect(getMusic(engine, 'Acme Band', 'PartiQL Rocks')).toEqual({
      ...acme,
      AwardsWon: N(1),
      AwardDetail: { M: grammys(2020, 2018) },
    });
  });

  it('RETURNING ALL OLD * answers with the item as it was: the keys alone, as the page shows', () => {
    expect(run(engine, `${awards} RETURNING ALL OLD *`).Items).toEqual([acme]);
  });

  it('RETURNING ALL NEW * answers with the whole item after the update', () => {
    // The page's sample answer lists AwardDetail and AwardsWon only — what MODIFIED NEW returns,
    // asserted below. Its own definition of ALL NEW (every attribute after the update), like
    // UpdateItem's ALL_NEW, includes the key attributes, and that is what is asserted here.
    const updated = { AwardsWon: N(1), AwardDetail: { M: grammys(2020, 2018) } };
    expect(run(engine, `${awards} RETURNING ALL NEW *`).Items).toEqual([{ ...acme, ...updated }]);
    expect(run(engine, `${awards} RETURNING MODIFIED NEW *`).Items).toEqual([updated]);
  });

  it('appends to the nested list, removes its third element and adds a map member', () => {
    run(engine, awards);
    run(engine, `UPDATE "Music" SET AwardDetail.Grammys =list_append(AwardDetail.Grammys,[2016]) ${where}`);
    expect(getMusic(engine, 'Acme Band', 'PartiQL Rocks').AwardDetail).toEqual({
      M: grammys(2020, 2018, 2016),
    });
    run(engine, `UPDATE "Music" REMOVE AwardDetail.Grammys[2] ${where}`);
    expect(getMusic(engine, 'Acme Band', 'PartiQL Rocks').AwardDetail).toEqual({ M: grammys(2020, 2018) });
    run(engine, `UPDATE "Music" SET AwardDetail.BillBoard=[2020] ${where}`);
    expect(getMusic(engine, 'Acme Band', 'PartiQL Rocks').AwardDetail).toEqual({
      M: { ...grammys(2020, 2018), BillBoard: { L: [N(2020)] } },
    });
  });

  it('creates a string set, and adds a member with set_add', () => {
    run(engine, `UPDATE "Music" SET BandMembers =<<'member1', 'member2'>> ${where}`);
    expect(getMusic(engine, 'Acme Band', 'PartiQL Rocks').BandMembers).toEqual({
      SS: ['member1', 'member2'],
    });
    const added = run(
      engine,
      `UPDATE "Music" SET BandMembers =set_add(BandMembers, <<'newbandmember'>>) ${where} RETURNING MODIFIED NEW *`,
    );
    expect(sorted(added.Items[0].BandMembers.SS)).toEqual(['member1', 'member2', 'newbandmember']);
  });

  it('fails with ConditionalCheckFailedException when the WHERE is true of no item, writing nothing', () => {
    const missing = `UPDATE "Music" SET AwardsWon=1 WHERE Artist='Nobody' AND SongTitle='PartiQL Rocks'`;
    expect(refused(engine, missing)).toMatchObject({
      type: 'ConditionalCheckFailedException',
      message: 'The conditional request failed',
    });
    expect(getMusic(engine, 'Nobody', 'PartiQL Rocks')).toBeUndefined();
    expect(refused(engine, `${awards} AND AwardsWon = 5`).type).toBe('ConditionalCheckFailedException');
    expect(getMusic(engine, 'Acme Band', 'PartiQL Rocks')).toEqual(acme);
  });

  it('needs a WHERE that resolves to a single primary key', () => {
    expect(refused(engine, `UPDATE "Music" SET AwardsWon=1 WHERE Artist='Acme Band'`)).toMatchObject({
      type: 'ValidationException',
      message: INCOMPLETE_KEY,
    });
  });
});

describe('DELETE (ql-reference.delete)', () => {
  const stored = { ...acme, AwardsWon: N(1) };
  const del = `DELETE FROM "Music" WHERE "Artist" = 'Acme Band' AND "SongTitle" = 'PartiQL Rocks'`;

  beforeEach(() => put(engine, 'Music', stored));

  it('deletes the item the key names and returns nothing', () => {
    expect(run(engine, del).Items).toEqual([]);
    expect(getMusic(engine, 'Acme Band', 'PartiQL Rocks')).toBeUndefined();
  });

  it('RETURNING ALL OLD * answers with the deleted item', () => {
    expect(run(engine, `${del} RETURNING ALL OLD *`).Items).toEqual([stored]);
    expect(getMusic(engine, 'Acme Band', 'PartiQL Rocks')).toBeUndefined();
  });

  it('succeeds with nothing deleted when no item has the key', () => {
    run(engine, del);
    expect(run(engine, `${del} RETURNING ALL OLD *`).Items).toEqual([]);
  });

  it('fails with ConditionalCheckFailedException when the item exists but the WHERE is false', () => {
    expect(refused(engine, `${del} AND AwardsWon = 2`).type).toBe('ConditionalCheckFailedException');
    expect(getMusic(engine, 'Acme Band', 'PartiQL Rocks')).toEqual(stored);
  });

  it('allows RETURNING ALL OLD * only', () => {
    expect(refused(engine, `${del} RETURNING ALL NEW *`).type).toBe('ValidationException');
    expect(getMusic(engine, 'Acme Band', 'PartiQL Rocks')).toEqual(stored);
  });
});

describe('data types (ql-reference.data-types)', () => {
  const typesItem = () => get(engine, 'TypesTable', { primarykey: S('1') });

  it('inserts each type, then adds to and removes from each (the TypesTable examples)', () => {
    run(
      engine,
      `INSERT INTO TypesTable value {'primarykey':'1', 'NumberType':1, 'MapType' : {'entryname1': 'value', 'entryname2': 4},
       'ListType': [1,'stringval'], 'NumberSetType':<<1,34,32,4.5>>, 'StringSetType':<<'stringval','stringval2'>> }`,
    );
    const inserted = typesItem();
    expect(inserted).toMatchObject({
      NumberType: N(1),
      MapType: { M: { entryname1: S('value'), entryname2: N(4) } },
      ListType: { L: [N(1), S('stringval')] },
    });
    expect(sorted(inserted.NumberSetType.NS)).toEqual(sorted(['1', '34', '32', '4.5']));
    expect(sorted(inserted.StringSetType.SS)).toEqual(['stringval', 'stringval2']);

    run(
      engine,
      `UPDATE TypesTable SET NumberType=NumberType + 100 SET MapType.NewMapEntry=[2020, 'stringvalue', 2.4]
       SET ListType = LIST_APPEND(ListType, [4, <<'string1', 'string2'>>]) SET NumberSetType= SET_ADD(NumberSetType, <<345, 48.4>>)
       SET StringSetType = SET_ADD(StringSetType, <<'stringsetvalue1', 'stringsetvalue2'>>) WHERE primarykey='1'`,
    );
    const added = typesItem();
    expect(added.NumberType).toEqual(N(101));
    expect(added.MapType.M.NewMapEntry).toEqual({ L: [N(2020), S('stringvalue'), N('2.4')] });
    expect(added.ListType).toEqual({ L: [N(1), S('stringval'), N(4), { SS: ['string1', 'string2'] }] });
    expect(sorted(added.NumberSetType.NS)).toEqual(sorted(['1', '34', '32', '4.5', '345', '48.4']));
    expect(sorted(added.StringSetType.SS)).toEqual(
      sorted(['stringval', 'stringval2', 'stringsetvalue1', 'stringsetvalue2']),
    );

    run(
      engine,
      `UPDATE TypesTable SET NumberType=NumberType - 1 REMOVE ListType[1] REMOVE MapType.NewMapEntry
       SET NumberSetType = SET_DELETE( NumberSetType, <<345>>) SET StringSetType = SET_DELETE( StringSetType, <<'stringsetvalue1'>>)
       WHERE primarykey='1'`,
    );
    const removed = typesItem();
    expect(removed.NumberType).toEqual(N(100));
    expect(removed.MapType).toEqual({ M: { entryname1: S('value'), entryname2: N(4) } });
    expect(removed.ListType).toEqual({ L: [N(1), N(4), { SS: ['string1', 'string2'] }] });
    expect(sorted(removed.NumberSetType.NS)).toEqual(sorted(['1', '34', '32', '4.5', '48.4']));
    expect(sorted(removed.StringSetType.SS)).toEqual(sorted(['stringval', 'stringval2', 'stringsetvalue2']));
  });

  it('reads TRUE, FALSE and NULL in any case, and 1, 1.0 and 1e0 as one number', () => {
    run(
      engine,
      `INSERT INTO TypesTable value {'primarykey': '2', 't': tRuE, 'f': False, 'z': nUlL, 'a': 1, 'b': 1.0, 'c': 1e0}`,
    );
    expect(get(engine, 'TypesTable', { primarykey: S('2') })).toEqual({
      primarykey: S('2'),
      t: { BOOL: true },
      f: { BOOL: false },
      z: { NULL: true },
      a: N(1),
      b: N(1),
      c: N(1),
    });
  });

  it('keeps 38 digits of precision and refuses a 39th', () => {
    const digits = '12345678901234567890123456789012345678';
    run(engine, `INSERT INTO TypesTable value {'primarykey': '3', 'n': -${digits}}`);
    expect(get(engine, 'TypesTable', { primarykey: S('3') }).n).toEqual(N(`-${digits}`));
    expect(
      refused(engine, `INSERT INTO TypesTable value {'primarykey': '4', 'n': ${digits}9}`),
    ).toMatchObject({
      type: 'ValidationException',
      message: 'Attempting to store more than 38 significant digits in a Number under root',
    });
  });

  it('writes a string in single quotes, doubling a quote inside it; double quotes name an attribute', () => {
    run(engine, `INSERT INTO TypesTable value {'primarykey': 'it''s here'}`);
    expect(get(engine, 'TypesTable', { primarykey: S("it's here") })).toBeDefined();
    expect(run(engine, `SELECT * FROM TypesTable WHERE primarykey = "it's here"`).Items).toEqual([]);
  });

  it('takes a binary value through Parameters', () => {
    run(engine, `INSERT INTO TypesTable value {'primarykey': '5', 'bin': ?}`, {
      Parameters: [{ B: 'AQID' }],
    });
    expect(get(engine, 'TypesTable', { primarykey: S('5') }).bin).toEqual({ B: 'AQID' });
  });
});
