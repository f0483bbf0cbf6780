import { describe, expect, it } from 'vitest';
import { validateDeleteTable } from './deleteTable.ts';
import { validateDescribeEndpoints } from './describeEndpoints.ts';
import { validateDescribeLimits } from './describeLimits.ts';
import { validateDescribeTable } from './describeTable.ts';
import { validateListTables } from './listTables.ts';

function failure(validate: (body: object) => unknown, body: object): [string, string] {
  try {
    validate(body);
  } catch (error) {
    return [(error as Error).name, (error as Error).message];
  }
  throw new Error('accepted');
}

describe.each([
  ['DescribeTable', validateDescribeTable],
  ['DeleteTable', validateDeleteTable],
])('%s', (_name, validate) => {
  it('needs a table name', () => {
    expect(failure(validate, {})).toEqual([
      'ValidationException',
      "1 validation error detected: Value null at 'tableName' failed to satisfy constraint: Member must not be null",
    ]);
    expect(failure(validate, { TableName: true })).toEqual([
      'SerializationException',
      'TRUE_VALUE cannot be converted to String',
    ]);
  });

  it('applies the table-name rules', () => {
    expect(failure(validate, { TableName: 'a;' })).toEqual([
      'ValidationException',
      '2 validation errors detected: ' +
        "Value 'a;' at 'tableName' failed to satisfy constraint: Member must have length greater than or equal to 3; " +
        "Value 'a;' at 'tableName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
    ]);
  });

  it('ignores unknown fields', () => {
    expect(validate({ TableName: '__proto__', Other: 1 })).toEqual({ TableName: '__proto__' });
  });
});

describe('ListTables (recorded in architect/dynalite listTables tests)', () => {
  it('checks the start name and the limit', () => {
    expect(failure(validateListTables, { ExclusiveStartTableName: 'a;', Limit: 500 })).toEqual([
      'ValidationException',
      '3 validation errors detected: ' +
        "Value 'a;' at 'exclusiveStartTableName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+; " +
        "Value 'a;' at 'exclusiveStartTableName' failed to satisfy constraint: Member must have length greater than or equal to 3; " +
        "Value '500' at 'limit' failed to satisfy constraint: Member must have value less than or equal to 100",
    ]);
    expect(failure(validateListTables, { Limit: 0 })).toEqual([
      'ValidationException',
      "1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1",
    ]);
    expect(failure(validateListTables, { Limit: '23' })).toEqual([
      'SerializationException',
      'STRING_VALUE cannot be converted to Integer',
    ]);
  });

  it('treats null and unknown fields as absent', () => {
    expect(validateListTables({ ExclusiveStartTableName: null, Limit: null, hi: 'yo' })).toEqual({});
  });
});

describe('DescribeLimits and DescribeEndpoints', () => {
  it('accept any body', () => {
    expect(validateDescribeLimits({ anything: [1] })).toEqual({});
    expect(validateDescribeEndpoints({})).toEqual({});
  });
});
