import { describe, expect, it } from 'vitest';
import type { Item, TableDescription } from '../../../client/wireTypes.ts';
import { queryCustomer } from '../snippets/partiqlCode.ts';
import { columnsFor, emptyItemsText, itemsOf, keyColumnWidth, keyNamesFor, scoresOf } from './itemColumns.ts';

const table: TableDescription = {
  TableName: 'app',
  TableStatus: 'ACTIVE',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [],
  GlobalSecondaryIndexes: [
    {
      IndexName: 'GSI1',
      KeySchema: [
        { AttributeName: 'GSI1PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
    },
  ],
};

describe('item columns', () => {
  it('finds items in Query/Scan, GetItem and write replies', () => {
    const item = { PK: { S: 'a' } };
    expect(itemsOf({ Items: [item], Count: 1 })).toEqual([item]);
    expect(itemsOf({ Item: item })).toEqual([item]);
    expect(itemsOf({ Attributes: item })).toEqual([item]);
    expect(itemsOf({ TableNames: [] })).toBeUndefined();
  });

  it('says why a PartiQL write shows no items, and nothing more for a read', () => {
    const write = emptyItemsText('ExecuteStatement', { Statement: ` insert INTO app VALUE {'PK': 'a'}` });
    expect(write).toMatch(
      /^No items: a statement that writes returns none unless it asks for them with RETURNING/,
    );
    expect(emptyItemsText('ExecuteStatement', { Statement: `SELECT * FROM app` })).toBe('No items.');
    expect(emptyItemsText('Scan', { TableName: 'app' })).toBe('No items.');
  });

  it('reads a SELECT after a comment as a read (the first PartiQL example starts with one)', () => {
    expect(emptyItemsText('ExecuteStatement', { Statement: queryCustomer })).toBe('No items.');
  });

  it('finds a search’s items and their scores, in the order the search ranked them', () => {
    const near = { id: { S: 'near' } };
    const far = { id: { S: 'far' } };
    const reply = { SearchResults: [{ Item: near, Score: 0.02 }, { Item: far, Score: 0.7 }, { Score: 0.9 }] };
    expect(itemsOf(reply)).toEqual([near, far, {}]);
    expect(scoresOf(reply)).toEqual([0.02, 0.7, 0.9]);
    expect(itemsOf({ SearchResults: [] })).toEqual([]);
    // Other replies have no scores: their table has no Score column.
    expect(scoresOf({ Items: [near] })).toBeUndefined();
  });

  it('puts the table keys first, then the index keys, then other attributes in order of appearance', () => {
    expect(keyNamesFor(table, undefined)).toEqual(['PK', 'SK']);
    expect(keyNamesFor(table, 'GSI1')).toEqual(['PK', 'SK', 'GSI1PK']);
    const items: Item[] = [
      { name: { S: 'Ada' }, SK: { S: 'PROFILE' }, PK: { S: 'CUSTOMER#42' } },
      { total: { N: '35' }, PK: { S: 'CUSTOMER#42' }, SK: { S: 'ORDER#1' }, GSI1PK: { S: 'x' } },
    ];
    expect(columnsFor(items, keyNamesFor(table, 'GSI1'))).toEqual(['PK', 'SK', 'GSI1PK', 'name', 'total']);
  });

  it('keeps attribute names such as __proto__ and constructor as ordinary columns', () => {
    const items = [JSON.parse('{"PK":{"S":"a"},"__proto__":{"S":"x"},"constructor":{"N":"1"}}')];
    expect(columnsFor(items, ['PK'])).toEqual(['PK', '__proto__', 'constructor']);
  });
});

describe('keyColumnWidth', () => {
  const item = (sk: string): Item => ({ PK: { S: 'CUSTOMER#42' }, SK: { S: sk } });

  it('widens a key column to its longest value, between the minimum and a bound', () => {
    expect(keyColumnWidth([item('PROFILE')], 'SK', 180)).toBe(180);
    expect(keyColumnWidth([item('PROFILE'), item('ORDER#2026-10-02#A17')], 'SK', 180)).toBe(20 * 9 + 24);
    expect(keyColumnWidth([item('X'.repeat(500))], 'SK', 180)).toBe(360);
  });

  it('reads numbers too, and ignores items without the attribute', () => {
    expect(keyColumnWidth([{ PK: { N: '1'.repeat(30) } }, {}], 'PK', 100)).toBe(30 * 9 + 24);
  });
});
