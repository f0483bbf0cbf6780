import { describe, expect, it } from 'vitest';
import { requestTarget } from './requestTarget.ts';

describe('requestTarget', () => {
  it.each([
    [{ TableName: 'orders', IndexName: 'byDate' }, 'orders', 'byDate'],
    [{ Statement: 'select * from orders where pk = 1' }, 'orders', undefined],
    [{ Statement: 'SELECT a FROM "my.table"."byEmail"' }, 'my.table', 'byEmail'],
    [{ Statement: 'INSERT INTO "app" VALUE {}' }, 'app', undefined],
    [{ Statement: 'UPDATE app SET a = 1 WHERE PK = 1' }, 'app', undefined],
    [{ Statement: 'DELETE FROM app WHERE PK = 1' }, 'app', undefined],
    [{ Statement: 'SELECT updated FROM "a""b"' }, 'a"b', undefined],
    // DynamoDB reads comments as blanks: the console's PartiQL examples start with one.
    [{ Statement: '-- one item\nINSERT INTO "app" VALUE {}' }, 'app', undefined],
    [{ Statement: '/* stale writes fail */ UPDATE app SET a = 1 WHERE PK = 1' }, 'app', undefined],
  ])('%j names table %s, index %s', (request, tableName, indexName) => {
    expect(requestTarget(request)).toEqual({ tableName, indexName });
  });

  it('finds none in a statement without a table, or without a request', () => {
    expect(requestTarget({ Statement: 'EXISTS' })).toEqual({});
    expect(requestTarget(undefined)).toEqual({});
  });
});
