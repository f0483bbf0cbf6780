/** The hint under "The provided key element does not match the schema": what the Key gets wrong. */
import { describe, expect, it } from 'vitest';
import type { TableDescription } from '../../../client/wireTypes.ts';
import { keyMismatchHint } from './keyHints.ts';

const app: TableDescription = {
  TableName: 'app',
  TableStatus: 'ACTIVE',
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
  ],
};
const tables = { app };
const schema =
  'Table “app” has the key "PK" (S) and "SK" (S): a Key must give exactly those attributes, with those types, and no others.';

describe('keyMismatchHint', () => {
  it('names the sort key a Key left out', () => {
    expect(keyMismatchHint({ TableName: 'app', Key: { PK: { S: 'u1' } } }, tables, 'json')).toBe(
      `${schema} In this Key, "SK" is missing.`,
    );
  });

  it('names an attribute that is not part of the key', () => {
    const key = { PK: { S: 'u1' }, SK: { S: 'a' }, name: { S: 'Ann' } };
    expect(keyMismatchHint({ TableName: 'app', Key: key }, tables, 'json')).toBe(
      `${schema} In this Key, "name" is not a key attribute.`,
    );
  });

  it('names a key attribute of the wrong type, and says --key in AWS CLI mode', () => {
    const key = { PK: { S: 'u1' }, SK: { N: '1' } };
    expect(keyMismatchHint({ TableName: 'app', Key: key }, tables, 'cli')).toBe(
      'Table “app” has the key "PK" (S) and "SK" (S): a --key must give exactly those attributes, with those types, and no others. In this --key, "SK" is N, not S.',
    );
  });

  it('says nothing without a Key, or for a table it does not know', () => {
    expect(keyMismatchHint({ TableName: 'app' }, tables, 'json')).toBeUndefined();
    expect(keyMismatchHint({ TableName: 'other', Key: {} }, tables, 'json')).toBeUndefined();
  });
});
