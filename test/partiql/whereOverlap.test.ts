/**
 * OR-ed branches of a SELECT that read overlapping sort-key ranges of one partition are refused, as
 * DynamoDB refuses them (src/engine/partiql/sortOverlap.ts) — unless a branch names the sort key in
 * a way no Query serves (NOT, <>), when the statement runs and returns each item once. Only an OR
 * that names a key attribute makes branches (src/engine/partiql/whereBranches.ts).
 */
import { beforeEach, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { ok } from '../helpers/wire.ts';
import { musicEngine, N, putSongs, refused, run, S, song } from './support.ts';

const OVERLAPPING = 'Overlapping conditions with range keys are not supported in where clause';
let engine: Engine;

beforeEach(() => {
  engine = musicEngine();
  putSongs(engine, [
    ...['t1', 't2', 't3', 'u1'].map((title, i) => song('a', title, { Year: N(2000 + i) })),
    song('b', 't1'),
  ]);
});

const titles = (where: string) =>
  run(engine, `SELECT * FROM "Music" WHERE ${where}`)
    .Items.map(
      (item: { Artist: { S: string }; SongTitle: { S: string } }) => `${item.Artist.S}/${item.SongTitle.S}`,
    )
    .sort();

it.each([
  `Artist = 'a' AND "Year" = 2001 OR Artist = 'a' AND SongTitle = 't2'`,
  `Artist = 'a' AND "Year" <> 2001 OR Artist = 'a' AND SongTitle = 't2'`,
  `Artist = 'a' OR Artist = 'a' AND SongTitle = 't2'`,
  `Artist = 'a' AND SongTitle > 't1' OR Artist = 'a' AND SongTitle BETWEEN 't3' AND 'u'`,
  `Artist = 'a' AND SongTitle <= 't2' OR Artist = 'a' AND SongTitle >= 't2'`,
  `Artist = 'a' AND begins_with(SongTitle, 't') OR Artist = 'a' AND SongTitle = 't2'`,
  `Artist IN ['a', 'b'] AND SongTitle >= 't' OR Artist = 'a' AND SongTitle = 'u1'`,
])('refuses overlapping branches: %s', (where) => {
  expect(refused(engine, `SELECT * FROM "Music" WHERE ${where}`).message).toBe(OVERLAPPING);
});

it('runs branches whose ranges meet without overlapping, or lie in different partitions', () => {
  expect(titles(`Artist = 'a' AND SongTitle = 't1' OR Artist = 'a' AND SongTitle = 't3'`)).toEqual([
    'a/t1',
    'a/t3',
  ]);
  expect(titles(`Artist = 'a' AND SongTitle < 't2' OR Artist = 'a' AND SongTitle >= 't2'`)).toHaveLength(4);
  expect(titles(`Artist = 'a' AND begins_with(SongTitle, 'u') OR Artist = 'a' AND SongTitle = 't2'`)).toEqual(
    ['a/t2', 'a/u1'],
  );
  expect(titles(`Artist = 'a' AND SongTitle = 't1' OR Artist = 'b' AND SongTitle = 't1'`)).toEqual([
    'a/t1',
    'b/t1',
  ]);
});

it('runs a statement where a branch negates the sort key, returning each item once', () => {
  expect(titles(`Artist = 'a' AND NOT SongTitle = 't1' OR Artist = 'a' AND SongTitle = 't2'`)).toEqual([
    'a/t2',
    'a/t3',
    'a/u1',
  ]);
  expect(titles(`Artist = 'a' AND SongTitle <> 't1' OR Artist = 'a' AND SongTitle = 't2'`)).toHaveLength(3);
  expect(titles(`Artist = 'a' OR Artist = 'a' AND NOT SongTitle = 't1'`)).toHaveLength(4);
});

it('keeps an OR that names no key attribute as one filter term of its branch', () => {
  // Answered 200 by DynamoDB, eu-west-2, September 2026 (hectorvent/floci
  // DynamoDbPartiQLEdgeCaseIntegrationTest), as are the statements on a hash-only index.
  expect(titles(`Artist = 'a' AND ("Year" = 2001 OR "Year" = 2003)`)).toEqual(['a/t2', 'a/u1']);
  expect(
    titles(`Artist = 'a' AND SongTitle = 't1' AND (attribute_exists(nope) OR NOT attribute_exists("Year"))`),
  ).toEqual([]);
  expect(
    titles(`Artist = 'a' AND SongTitle = 't1' AND (NOT ("Year" = 1 OR x = 2) AND (y = 1 OR "Year" = 2000))`),
  ).toEqual(['a/t1']);
  expect(titles(`(Artist = 'a' OR Artist = 'b') AND (x = 1 OR "Year" < 2001)`)).toEqual(['a/t1']);
  ok(engine, 'PutItem', { TableName: 'Music', Item: song('c', 't1', { Genre: S('g'), Year: N(2000) }) });
  const reply = run(
    engine,
    `SELECT SongTitle FROM "Music"."ByGenre" WHERE Genre = 'g' AND ("Year" = 1 OR "Year" = 2000)`,
  );
  expect(reply.Items).toEqual([{ SongTitle: S('t1') }]);
});

it.each([
  `Artist = 'a' AND (SongTitle = 't1' OR "Year" = 2001)`,
  `Artist = 'a' AND (SongTitle > 't1' OR SongTitle < 't3')`,
  `Artist = 'a' AND (Artist = 'a' OR x = 1)`,
])('still spreads an OR that names a key attribute: %s', (where) => {
  expect(refused(engine, `SELECT * FROM "Music" WHERE ${where}`).message).toBe(OVERLAPPING);
});

it('refuses two branches on one partition of a key without a sort key', () => {
  // Each reads the whole partition. DynamoDB, eu-west-2, September 2026 (hectorvent/floci
  // DynamoDbPartiQLEdgeCaseIntegrationTest), on an index keyed by its partition key alone.
  for (const where of [
    `(Genre = 'y' AND zz = '1') OR (Genre = 'y' AND aa = '1')`,
    `Genre IN ['y', 'y']`,
    `Genre = 'y' OR Genre = 'y' AND "Year" = 1`,
  ])
    expect(refused(engine, `SELECT * FROM "Music"."ByGenre" WHERE ${where}`).message).toBe(OVERLAPPING);
  expect(run(engine, `SELECT * FROM "Music"."ByGenre" WHERE Genre = 'y' OR Genre = 'z'`).Items).toEqual([]);
});
