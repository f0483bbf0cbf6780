/**
 * Attribute values through PutItem and GetItem: all ten types, canonical numbers, binaries, set
 * member order, empty strings and binaries, and the size limits — 400 KB items, 2048-byte partition keys and 1024-byte
 * sort keys, exactly at the boundary. Recorded answers: architect/dynalite test/putItem.js ("should
 * put really long numbers", the MAX_SIZE boundary cases); set order as paritysuite/dynamodb-conformance
 * characterised it against AWS (2026); item sizes as CapacityUnitCalculations.html
 * documents them; empty values as the 2020 announcement and HowItWorks.NamingRulesDataTypes.html do.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TRANSPORTS, failed, ok, parameterError, useEndpoint } from './support/suite.ts';
import { canonicalJson, createTable, expectUnchanged, tableRequest } from './support/tables.ts';

const context = useEndpoint();
const MAX_ITEM = 400 * 1024;

describe.each(CLIENT_TRANSPORTS)('item values via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const hash = `values_${via}`;
  const range = `values_range_${via}`;
  const binary = `values_binary_${via}`;
  const numeric = `values_number_${via}`;
  const put = (item: object, table = hash) => call('PutItem', { TableName: table, Item: item });
  const get = async (key: object, table = hash) =>
    ok(await call('GetItem', { TableName: table, Key: key, ConsistentRead: true })).Item;

  beforeAll(async () => {
    await createTable(context.call.dispatch, tableRequest(hash, ['a', 'S']));
    await createTable(context.call.dispatch, tableRequest(range, ['a', 'S'], ['b', 'S']));
    await createTable(context.call.dispatch, tableRequest(binary, ['a', 'B'], ['b', 'B']));
    await createTable(context.call.dispatch, tableRequest(numeric, ['a', 'N']));
  });

  it('round-trips all ten types, nested in lists and maps', async () => {
    const scalars = {
      s: { S: 'héllo ✓ 😀' },
      n: { N: '-56.789' },
      b: { B: 'AAEC/w==' },
      t: { BOOL: false },
      z: { NULL: true },
      ss: { SS: ['a', 'b'] },
      ns: { NS: ['-56.789', '3'] },
      bs: { BS: ['Yg==', 'AQI='] },
    };
    const item = {
      a: { S: 'types' },
      ...scalars,
      l: { L: [...Object.values(scalars), { L: [] }, { M: {} }] },
      m: { M: { ...scalars, deeper: { M: { l: { L: [{ M: { x: { N: '1' } } }] } } } } },
    };
    expect(ok(await put(item))).toEqual({});
    expect(canonicalJson(await get({ a: { S: 'types' } }))).toBe(canonicalJson(item));
  });

  it('stores numbers in canonical form with 38 significant digits', async () => {
    ok(
      await put({
        a: { S: 'numbers' },
        n1: { N: '1.50' },
        n2: { N: '1e3' },
        n3: { N: '0000012345678901234567890123456789012345678' },
        n4: { N: '-00001.23456789012345678901234567890123456780000' },
        n5: { N: '0009.99999999999999999999999999999999999990000e125' },
        n6: { N: '-0009.99999999999999999999999999999999999990000e125' },
        n7: { N: '0001.000e-130' },
        n8: { N: '-0001.000e-130' },
        ns: { NS: ['1.50', '2E1', '-0.010'] },
      }),
    );
    const item = await get({ a: { S: 'numbers' } });
    expect(item).toMatchObject({
      n1: { N: '1.5' },
      n2: { N: '1000' },
      n3: { N: '12345678901234567890123456789012345678' },
      n4: { N: '-1.2345678901234567890123456789012345678' },
      n5: { N: '9'.repeat(38) + '0'.repeat(88) },
      n6: { N: '-' + '9'.repeat(38) + '0'.repeat(88) },
      n7: { N: '0.' + '0'.repeat(129) + '1' },
      n8: { N: '-0.' + '0'.repeat(129) + '1' },
    });
    expect([...item.ns.NS].sort()).toEqual(['-0.01', '1.5', '20']);
    // A number key given in another spelling of the same number finds the item.
    ok(await put({ a: { N: '100.00' }, v: { S: 'hundred' } }, numeric));
    expect(await get({ a: { N: '1E2' } }, numeric)).toEqual({ a: { N: '100' }, v: { S: 'hundred' } });
  });

  it('answers set members in DynamoDB order: bytes for strings and binaries, value for numbers', async () => {
    ok(
      await put({
        a: { S: 'sets' },
        ss: { SS: ['b', '😀', '', '\uff21', 'a'] },
        ns: { NS: ['10', '9', '-1', '0.5'] },
        bs: { BS: ['/w==', 'AQI=', 'AQ=='] },
      }),
    );
    expect(await get({ a: { S: 'sets' } })).toEqual({
      a: { S: 'sets' },
      ss: { SS: ['', 'a', 'b', '\uff21', '😀'] },
      ns: { NS: ['-1', '0.5', '9', '10'] },
      bs: { BS: ['AQ==', 'AQI=', '/w=='] },
    });
  });

  it('allows empty strings and binaries outside keys, also inside sets, lists and maps', async () => {
    const item = {
      a: { S: 'empty' },
      s: { S: '' },
      b: { B: '' },
      ss: { SS: ['', 'x'] },
      bs: { BS: ['', 'AQ=='] },
      l: { L: [{ S: '' }, { B: '' }] },
      m: { M: { s: { S: '' }, '': { S: 'empty name inside a map' } } },
    };
    ok(await put(item));
    expect(canonicalJson(await get({ a: { S: 'empty' } }))).toBe(canonicalJson(item));
  });

  it('refuses empty strings and binaries in keys, changing nothing', async () => {
    await expectUnchanged(call, range, async () => {
      failed(
        await put({ a: { S: '' }, b: { S: 'x' } }, range),
        'ValidationException',
        'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: a',
      );
      failed(
        await put({ a: { S: 'x' }, b: { S: '' } }, range),
        'ValidationException',
        'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: b',
      );
    });
    failed(
      await put({ a: { B: 'AQ==' }, b: { B: '' } }, binary),
      'ValidationException',
      'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty binary value. Key: b',
    );
    failed(
      await call('GetItem', { TableName: range, Key: { a: { S: 'x' }, b: { S: '' } } }),
      'ValidationException',
      'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: b',
    );
  });

  it('accepts an item of exactly 400 KB and refuses one byte more', async () => {
    // Size = UTF-8 bytes of names and values: "a" + "big" (4) + "b" + filler.
    const filler = (n: number) => ({ a: { S: 'big' }, b: { S: 'x'.repeat(n) } });
    await expectUnchanged(call, hash, async () => {
      failed(
        await put(filler(MAX_ITEM - 4 - 1 + 1)),
        'ValidationException',
        'Item size has exceeded the maximum allowed size',
      );
    });
    ok(await put(filler(MAX_ITEM - 4 - 1)));
    expect((await get({ a: { S: 'big' } })).b.S).toHaveLength(MAX_ITEM - 5);
  });

  it('counts numbers, maps and lists the documented way at the 400 KB boundary', async () => {
    // 38 significant digits take 20 bytes; a map or list adds 3 bytes plus 1 per element.
    const number = '1'.repeat(38) + '0'.repeat(88);
    const base = 1 + 3 + 1 + 1 + 20 + (1 + 3 + 1 + 1); // a:"num" + c:N + m:{x: NULL}
    const item = (filler: number) => ({
      a: { S: 'num' },
      c: { N: number },
      m: { M: { x: { NULL: true } } },
      b: { S: 'y'.repeat(filler) },
    });
    failed(
      await put(item(MAX_ITEM - base - 1 + 1)),
      'ValidationException',
      'Item size has exceeded the maximum allowed size',
    );
    ok(await put(item(MAX_ITEM - base - 1)));
    const list = (filler: number) => ({
      a: { S: 'lst' },
      l: { L: [{ S: 'ab' }, { BOOL: true }] },
      b: { S: 'y'.repeat(filler) },
    });
    const listBase = 1 + 3 + 1 + (3 + 1 + 2 + 1 + 1) + 1; // a:"lst" + l:[S "ab", BOOL] + "b"
    failed(
      await put(list(MAX_ITEM - listBase + 1)),
      'ValidationException',
      'Item size has exceeded the maximum allowed size',
    );
    ok(await put(list(MAX_ITEM - listBase)));
  });

  it('sizes a number by the digit pairs either side of its point, plus a sign byte', async () => {
    // Captured at the gate (paritysuite/dynamodb-conformance tests/tier3/limits/numberByteSize.test.ts,
    // eu-west-2): "3.14159" costs 5 bytes where the documented rule says 4, "-42" costs 3.
    const base = 1 + 3 + (1 + 5) + (1 + 3) + 1; // a:"num" + p:3.14159 + n:-42 + "b"
    const item = (filler: number) => ({
      a: { S: 'num' },
      p: { N: '3.14159' },
      n: { N: '-42' },
      b: { S: 'y'.repeat(filler) },
    });
    failed(
      await put(item(MAX_ITEM - base + 1)),
      'ValidationException',
      'Item size has exceeded the maximum allowed size',
    );
    ok(await put(item(MAX_ITEM - base)));
  });

  it('limits partition keys to 2048 bytes and sort keys to 1024, counted in UTF-8', async () => {
    ok(await put({ a: { S: 'é'.repeat(1024) } }));
    expect(await get({ a: { S: 'é'.repeat(1024) } })).toEqual({ a: { S: 'é'.repeat(1024) } });
    failed(
      await put({ a: { S: 'é'.repeat(1024) + 'x' } }),
      'ValidationException',
      parameterError('Size of hashkey has exceeded the maximum size limit of2048 bytes'),
    );
    failed(
      await call('GetItem', { TableName: hash, Key: { a: { S: 'x'.repeat(2049) } } }),
      'ValidationException',
      parameterError('Size of hashkey has exceeded the maximum size limit of2048 bytes'),
    );
    ok(await put({ a: { S: 'r' }, b: { S: '€'.repeat(341) + 'x' } }, range));
    failed(
      await put({ a: { S: 'r' }, b: { S: '€'.repeat(341) + 'xx' } }, range),
      'ValidationException',
      parameterError('Aggregated size of all range keys has exceeded the size limit of 1024 bytes'),
    );
    const bytes = (n: number) => Buffer.alloc(n, 7).toString('base64');
    ok(await put({ a: { B: bytes(2048) }, b: { B: bytes(1024) } }, binary));
    failed(
      await put({ a: { B: bytes(2048) }, b: { B: bytes(1025) } }, binary),
      'ValidationException',
      parameterError('Aggregated size of all range keys has exceeded the size limit of 1024 bytes'),
    );
  });
});
