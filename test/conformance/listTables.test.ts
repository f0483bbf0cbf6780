/**
 * ListTables conformance: validation messages, names in order, paging with Limit and
 * ExclusiveStartTableName. Recorded answers: architect/dynalite test/listTables.js (which also
 * records that no LastEvaluatedTableName comes back when Limit equals the number of tables left).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_TRANSPORTS,
  constraintErrors,
  ok,
  rejectsOn,
  useEndpoint,
  validationOn,
  WIRE_TRANSPORTS,
} from './support/suite.ts';
import { createTable, tableRequest } from './support/tables.ts';

const context = useEndpoint();
const NAMES = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf'];

beforeAll(async () => {
  // Created out of order: the listing must sort them.
  for (const name of [...NAMES].reverse())
    await createTable(context.call.dispatch, tableRequest(name, ['id', 'S']));
});

describe('ListTables serializations', () => {
  it.each([
    [{ ExclusiveStartTableName: true }, 'TRUE_VALUE cannot be converted to String'],
    [{ Limit: '23' }, 'STRING_VALUE cannot be converted to Integer'],
    [{ Limit: true }, 'TRUE_VALUE cannot be converted to Integer'],
  ])('%j', async (body, message) => {
    await rejectsOn(context, WIRE_TRANSPORTS, 'ListTables', body, 'SerializationException', message);
  });

  it('treats null and unknown members as absent', async () => {
    for (const via of WIRE_TRANSPORTS) {
      const body = ok(
        await context.call[via]('ListTables', { ExclusiveStartTableName: null, Limit: null, hi: 'yo' }),
      );
      expect(body).toEqual({ TableNames: NAMES });
    }
  });
});

describe('ListTables validations', () => {
  it.each([
    [
      { Limit: 0 },
      [
        "Value '0' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1",
      ],
    ],
    [
      { Limit: 101 },
      [
        "Value '101' at 'limit' failed to satisfy constraint: Member must have value less than or equal to 100",
      ],
    ],
    [
      { ExclusiveStartTableName: 'a'.repeat(256) },
      [
        `Value '${'a'.repeat(256)}' at 'exclusiveStartTableName' failed to satisfy constraint: Member must have length less than or equal to 255`,
      ],
    ],
    [
      { ExclusiveStartTableName: '' },
      [
        "Value '' at 'exclusiveStartTableName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
        "Value '' at 'exclusiveStartTableName' failed to satisfy constraint: Member must have length greater than or equal to 3",
      ],
    ],
  ])('%j', async (body, errors) => {
    await validationOn(context, ALL_TRANSPORTS, 'ListTables', body, constraintErrors(...errors));
  });
});

describe.each(ALL_TRANSPORTS)('ListTables functionality via %s', (via) => {
  const call = (body: object) => context.call[via]('ListTables', body);

  it('lists every table in name order without LastEvaluatedTableName', async () => {
    expect(ok(await call({}))).toEqual({ TableNames: NAMES });
    expect(ok(await call({ Limit: 100 }))).toEqual({ TableNames: NAMES });
  });

  it('pages with Limit and LastEvaluatedTableName until the end', async () => {
    const pages: unknown[] = [];
    let start: string | undefined;
    do {
      const page = ok(await call({ Limit: 3, ...(start ? { ExclusiveStartTableName: start } : {}) }));
      pages.push(page);
      start = page.LastEvaluatedTableName;
    } while (start);
    expect(pages).toEqual([
      { TableNames: ['alpha', 'bravo', 'charlie'], LastEvaluatedTableName: 'charlie' },
      { TableNames: ['delta', 'echo', 'foxtrot'], LastEvaluatedTableName: 'foxtrot' },
      { TableNames: ['golf'] },
    ]);
  });

  it('has no LastEvaluatedTableName when Limit equals the number of tables left', async () => {
    expect(ok(await call({ Limit: NAMES.length }))).toEqual({ TableNames: NAMES });
    expect(ok(await call({ ExclusiveStartTableName: 'echo', Limit: 2 }))).toEqual({
      TableNames: ['foxtrot', 'golf'],
    });
  });

  it('starts after a name that is not a table, and answers an empty list past the end', async () => {
    expect(ok(await call({ ExclusiveStartTableName: 'bzz', Limit: 1 }))).toEqual({
      TableNames: ['charlie'],
      LastEvaluatedTableName: 'charlie',
    });
    expect(ok(await call({ ExclusiveStartTableName: 'zzz' }))).toEqual({ TableNames: [] });
  });
});
