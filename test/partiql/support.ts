/** Tables and calls shared by the PartiQL tests (through dispatch, with wire JSON). */
import type { Engine } from '../../src/engine/engine.ts';
import { wireType, type ErrorName } from '../../src/engine/errors.ts';
import { call, fails, ok, testEngine } from '../helpers/wire.ts';
import { N, S } from '../helpers/attributeValues.ts';
export { N, S };

/** The wire `__type`s of every error a PartiQL operation may answer with (fuzz tests check replies against them). */
const PARTIQL_ERRORS: ErrorName[] = [
  'ValidationException',
  'ResourceNotFoundException',
  'ConditionalCheckFailedException',
  'DuplicateItemException',
  'TransactionCanceledException',
];
export const PARTIQL_ERROR_TYPES = new Set(PARTIQL_ERRORS.map(wireType));

/**
 * Music: Artist (HASH) + SongTitle (RANGE), with a global index ByGenre (Genre, KEYS_ONLY plus Year)
 * and a local index ByYear (Artist + Year, keys only).
 */
export function musicEngine(options = {}): Engine {
  const engine = testEngine(options);
  ok(engine, 'CreateTable', {
    TableName: 'Music',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'Artist', KeyType: 'HASH' },
      { AttributeName: 'SongTitle', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'Artist', AttributeType: 'S' },
      { AttributeName: 'SongTitle', AttributeType: 'S' },
      { AttributeName: 'Genre', AttributeType: 'S' },
      { AttributeName: 'Year', AttributeType: 'N' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'ByGenre',
        KeySchema: [{ AttributeName: 'Genre', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['Year'] },
      },
    ],
    LocalSecondaryIndexes: [
      {
        IndexName: 'ByYear',
        KeySchema: [
          { AttributeName: 'Artist', KeyType: 'HASH' },
          { AttributeName: 'Year', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ],
  });
  return engine;
}

/**
 * Music holding four artists' ten songs each: t0…t9 from 2000 to 2009, jazz and rock in turn, each
 * padded to about 1 KB so that reads cost whole units and pages fill.
 */
export function catalogueEngine(): Engine {
  const engine = musicEngine();
  const songs = [];
  for (const artist of ['a', 'b', 'c', 'd']) {
    for (let i = 0; i < 10; i++) {
      songs.push(
        song(artist, `t${i}`, {
          Year: N(2000 + i),
          Genre: S(i % 2 ? 'rock' : 'jazz'),
          pad: S('x'.repeat(1000)),
        }),
      );
    }
  }
  putSongs(engine, songs);
  return engine;
}

/** Puts items with PutItem (so tests of PartiQL reads do not depend on PartiQL writes). */
export function putSongs(engine: Engine, songs: Record<string, unknown>[]): void {
  for (const Item of songs) ok(engine, 'PutItem', { TableName: 'Music', Item });
}

export function song(artist: string, title: string, extra: Record<string, unknown> = {}) {
  return { Artist: S(artist), SongTitle: S(title), ...extra };
}

/** Music holding one song, Acme's Rocks, with a number, a string set, a list and a string to write to. */
export function rocksEngine(): Engine {
  const engine = musicEngine();
  putSongs(engine, [
    song('Acme', 'Rocks', { n: N(1), ss: { SS: ['a', 'b', 'c'] }, l: { L: [N(1)] }, s: S('str') }),
  ]);
  return engine;
}

export function getSong(engine: Engine, artist: string, title: string) {
  return ok(engine, 'GetItem', {
    TableName: 'Music',
    Key: { Artist: S(artist), SongTitle: S(title) },
    ConsistentRead: true,
  }).Item;
}

export const statement = (engine: Engine, Statement: string, extra: Record<string, unknown> = {}) =>
  call(engine, 'ExecuteStatement', { Statement, ...extra });

export const run = (engine: Engine, Statement: string, extra: Record<string, unknown> = {}) =>
  ok(engine, 'ExecuteStatement', { Statement, ...extra });

export const refused = (engine: Engine, Statement: string, extra: Record<string, unknown> = {}) =>
  fails(engine, 'ExecuteStatement', { Statement, ...extra });
