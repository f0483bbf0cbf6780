/** ExecuteStatement SELECT from a global or local index ("table"."index"), through dispatch. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { catalogueEngine, refused, run, S } from './support.ts';

let engine: Engine;

beforeEach(() => {
  engine = catalogueEngine();
});

describe('indexes', () => {
  it('queries a global index by its partition key, at the index cost', () => {
    const reply = run(engine, `SELECT * FROM "Music"."ByGenre" WHERE Genre = 'rock' AND Year > 2006`, {
      ReturnConsumedCapacity: 'INDEXES',
    });
    expect(reply.Items).toHaveLength(4 * 2);
    expect(Object.keys(reply.Items[0]).sort()).toEqual(['Artist', 'Genre', 'SongTitle', 'Year']);
    expect(reply.ConsumedCapacity).toMatchObject({
      Table: { CapacityUnits: 0 },
      GlobalSecondaryIndexes: { ByGenre: {} },
    });
  });

  it('refuses attributes a global index does not project, and strong reads on it', () => {
    expect(
      refused(engine, `SELECT "pad", Year, Genre, zz FROM "Music"."ByGenre" WHERE Genre = 'rock'`).message,
    ).toBe(
      'One or more parameter values were invalid: Global secondary index ByGenre does not project [pad, zz]',
    );
    expect(
      refused(engine, `SELECT * FROM "Music"."ByGenre" WHERE Genre = 'rock'`, { ConsistentRead: true })
        .message,
    ).toBe('Strongly consistent read is not supported on Global Secondary Indexes');
    expect(refused(engine, `SELECT * FROM "Music"."Nope" WHERE Genre = 'rock'`).message).toBe(
      // PartiQL names no index here, unlike Query (nubo-db/dynamodb-conformance
      // tests/tier3/error-messages/partiqlIndexQualifier.test.ts).
      'The table does not have the specified index',
    );
  });

  it('reaches past a local index for attributes it does not project', () => {
    const reply = run(engine, `SELECT Genre FROM "Music"."ByYear" WHERE Artist = 'a' AND Year < 2002`, {
      ConsistentRead: true,
      ReturnConsumedCapacity: 'INDEXES',
    });
    expect(reply.Items).toEqual([{ Genre: S('jazz') }, { Genre: S('rock') }]);
    expect(reply.ConsumedCapacity.Table.CapacityUnits).toBeGreaterThan(0);
  });
});
