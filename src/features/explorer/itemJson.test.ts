import { describe, expect, it } from 'vitest';
import { callWith } from '../../client/calls.ts';
import { createInProcessClient } from '../../client/inProcessClient.ts';
import type { Item } from '../../client/wireTypes.ts';
import { importItems, type ImportProgress } from './importItems.ts';
import { parseItems, plainItemsText } from './itemJson.ts';

describe('parseItems', () => {
  it('reads DynamoDB JSON, as a list or a saved Scan reply, and recognises it on its own', () => {
    const items = [{ PK: { S: 'CUSTOMER#42' }, total: { N: '35' } }];
    expect(parseItems(JSON.stringify(items), 'auto')).toEqual({ ok: true, items, format: 'dynamodb' });
    expect(parseItems(JSON.stringify({ Items: items, Count: 1 }), 'dynamodb')).toMatchObject({
      ok: true,
      items,
    });
  });

  it('types plain JSON values, and keeps __proto__ an ordinary attribute', () => {
    const parsed = parseItems(
      '[{"PK": "CUSTOMER#42", "total": 35, "paid": true, "note": null, "lines": ["book", 2], "address": {"city": "Oslo"}, "__proto__": "x"}]',
      'auto',
    );
    expect(parsed.ok && parsed.format).toBe('plain');
    expect(parsed.ok && JSON.stringify(parsed.items[0])).toBe(
      JSON.stringify({
        PK: { S: 'CUSTOMER#42' },
        total: { N: '35' },
        paid: { BOOL: true },
        note: { NULL: true },
        lines: { L: [{ S: 'book' }, { N: '2' }] },
        address: { M: { city: { S: 'Oslo' } } },
        ['__proto__']: { S: 'x' },
      }),
    );
  });

  it('keeps the digits of plain numbers a JavaScript number would round', () => {
    const parsed = parseItems(
      '{"Items": [{"PK": "a", "big": 12345678901234567890123, "list": [0.1000000000000000000001, -1e-130], "m": {"x": 1.50}}, {"PK": "b", "n": 7}]}',
      'auto',
    );
    expect(parsed.ok && parsed.items).toEqual([
      {
        PK: { S: 'a' },
        big: { N: '12345678901234567890123' },
        list: { L: [{ N: '0.1000000000000000000001' }, { N: '-1e-130' }] },
        m: { M: { x: { N: '1.50' } } },
      },
      { PK: { S: 'b' }, n: { N: '7' } },
    ]);
    // A number where an item should be is still not an item; typed JSON's numbers are passed as sent.
    expect(parseItems('[1]', 'auto')).toMatchObject({ ok: false, error: 'Item 1 is not an object.' });
    expect(parseItems('[{"PK": {"N": 5}}]', 'dynamodb')).toEqual({
      ok: true,
      items: [{ PK: { N: 5 } }],
      format: 'dynamodb',
    });
  });

  it('says what is wrong with input it cannot take', () => {
    expect(parseItems('{', 'auto')).toMatchObject({
      ok: false,
      error: expect.stringContaining('Not valid JSON'),
    });
    expect(parseItems('{"a": 1}', 'auto')).toEqual({
      ok: false,
      error: 'Expected a list of items, or an object with an "Items" list.',
    });
    expect(parseItems('[1]', 'auto')).toEqual({ ok: false, error: 'Item 1 is not an object.' });
    expect(parseItems('[{"PK": "a"}]', 'dynamodb')).toMatchObject({
      ok: false,
      error: expect.stringContaining('Item 1 is not DynamoDB JSON'),
    });
  });
});

describe('plainItemsText', () => {
  it('writes typed values as plain ones, every number with its digits, and imports back exactly', () => {
    const item: Item = {
      PK: { S: 'a' },
      n: { N: '35' },
      big: { N: '12345678901234567890123' },
      text: { S: '12345678901234567890123' },
      set: { NS: ['1', '0.1000000000000000000001'] },
      nested: { M: { l: { L: [{ BOOL: false }, { NULL: true }] } } },
    };
    const text = plainItemsText([item]);
    expect(text).toContain('"big": 12345678901234567890123,');
    // A string of digits stays a string.
    expect(text).toContain('"text": "12345678901234567890123",');
    expect(JSON.parse(text).Items[0]).toMatchObject({ PK: 'a', n: 35, nested: { l: [false, null] } });
    const back = parseItems(text, 'plain');
    expect(back.ok && back.items[0]).toEqual({
      ...item,
      // Plain JSON has no sets: a number set comes back a list.
      set: { L: [{ N: '1' }, { N: '0.1000000000000000000001' }] },
    });
  });
});

describe('importItems', () => {
  it('writes every item in batches, retrying what a small provisioned table throttles', async () => {
    const client = createInProcessClient({
      tableStatusDelayMs: 0,
      clock: { start: 1_800_000_000_000, running: false },
    });
    await callWith(client, 'CreateTable', {
      TableName: 'small',
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'N' }],
    });
    const items: Item[] = Array.from({ length: 400 }, (_, i) => ({ id: { N: String(i) } }));
    const seen: ImportProgress[] = [];
    // Each back-off lets simulated time pass, refilling the table's capacity.
    const result = await importItems(
      client,
      'small',
      items,
      (progress) => seen.push(progress),
      async () => client.engine.advance(60_000),
    );
    expect(result).toMatchObject({ ok: true, progress: { written: 400, total: 400 } });
    expect(result.progress.throttled).toBeGreaterThan(0);
    expect(seen.at(-1)?.written).toBe(400);
    const count = await callWith(client, 'Scan', { TableName: 'small', Select: 'COUNT' });
    expect(count.ok && count.value.reply.Count).toBe(400);
  });

  it('stops at an error a retry cannot fix', async () => {
    const client = createInProcessClient({ tableStatusDelayMs: 0 });
    const result = await importItems(client, 'missing', [{ id: { S: 'a' } }], () => {});
    expect(result.ok).toBe(false);
    expect(!result.ok && typeof result.error === 'object' && result.error.__type).toMatch(
      /ResourceNotFoundException/,
    );
  });
});
