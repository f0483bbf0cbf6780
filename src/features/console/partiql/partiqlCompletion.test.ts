import { describe, expect, it } from 'vitest';
import { partiqlCompletions } from './partiqlCompletion.ts';

const TABLES = {
  app: {
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'byStatus',
        KeySchema: [
          { AttributeName: 'GSI1PK', KeyType: 'HASH' },
          { AttributeName: 'Created', KeyType: 'RANGE' },
        ],
      },
    ],
  },
  'my-table': { KeySchema: [{ AttributeName: 'order id', KeyType: 'HASH' }], AttributeDefinitions: [] },
};
const labels = (text: string) => partiqlCompletions(text, TABLES).items.map((item) => item.label);

describe('PartiQL completion', () => {
  it('offers tables (and indexes to read) where a statement names one', () => {
    expect(labels('SELECT * FROM ')).toEqual(['"app"', '"app"."byStatus"', '"my-table"']);
    expect(labels('INSERT INTO "a')).toEqual(['"app"', '"my-table"']);
    expect(labels('update ')).toEqual(['"app"', '"my-table"']);
    expect(partiqlCompletions('SELECT * FROM "a', TABLES).from).toBe('SELECT * FROM '.length);
  });

  it('offers the key attributes of the named table after WHERE, AND, SET …', () => {
    expect(partiqlCompletions(`SELECT * FROM "app" WHERE `, TABLES).items).toEqual([
      { label: 'PK', kind: 'value', detail: 'partition key' },
      { label: 'SK', kind: 'value', detail: 'sort key' },
    ]);
    expect(labels(`SELECT * FROM "app" WHERE PK = 'a' AND `)).toEqual(['PK', 'SK']);
    expect(labels(`UPDATE "my-table" SET x = 1 WHERE `)).toEqual(['"order id"']);
    expect(labels(`SELECT * FROM "nope" WHERE `)).toEqual([]);
  });

  it('offers the keys of the index a SELECT reads', () => {
    expect(partiqlCompletions(`SELECT * FROM "app"."byStatus" WHERE `, TABLES).items).toEqual([
      { label: 'GSI1PK', kind: 'value', detail: 'partition key of byStatus' },
      { label: 'Created', kind: 'value', detail: 'sort key of byStatus' },
    ]);
    expect(labels(`SELECT * FROM app."byStatus" WHERE GSI1PK = 'a' AND `)).toEqual(['GSI1PK', 'Created']);
    expect(labels(`SELECT * FROM "app"."nope" WHERE `)).toEqual([]);
  });

  it('reads a table name written without quotes', () => {
    expect(labels(`SELECT * FROM app WHERE `)).toEqual(['PK', 'SK']);
    expect(labels(`update app set x = 1 where `)).toEqual(['PK', 'SK']);
  });

  it('offers keywords and functions elsewhere, statement by statement', () => {
    expect(labels('SEL')).toEqual(expect.arrayContaining(['SELECT', 'INSERT INTO', 'begins_with']));
    expect(labels(`SELECT * FROM "app";\nSELECT * FROM `)).toContain('"app"');
  });
});
