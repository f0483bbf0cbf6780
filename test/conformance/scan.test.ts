/**
 * Scan conformance: validation, paging with Limit and LastEvaluatedKey until every item has been
 * seen once, parallel segments that partition the table, the 1 MB page before the filter, Count vs
 * ScannedCount, Select, legacy ScanFilter, and capacity summed over the items read. Recorded answers:
 * architect/dynalite test/scan.js (segment and start-key messages) and the developer guide on
 * parallel scans and read capacity.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { consumed } from './support/capacity.ts';
import {
  ALL_TRANSPORTS,
  CLIENT_TRANSPORTS,
  constraintErrors,
  failed,
  type Json,
  ok,
  rejectsOn,
  useEndpoint,
  validationOn,
  WIRE_TRANSPORTS,
} from './support/suite.ts';
import { createTable, tableRequest } from './support/tables.ts';

const context = useEndpoint();
const TABLE = 'scan_checks';

beforeAll(async () => {
  await createTable(context.call.dispatch, tableRequest(TABLE, ['p', 'S'], ['s', 'N']));
});

describe('Scan serializations', () => {
  it.each([
    [{ TableName: TABLE, Segment: 'one' }, 'STRING_VALUE cannot be converted to Integer'],
    [{ TableName: TABLE, ScanFilter: { a: { AttributeValueList: 'x' } } }, 'Unexpected field type'],
    [
      { TableName: TABLE, ExclusiveStartKey: [] },
      'Unrecognized collection type java.util.Map<java.lang.String, com.amazonaws.dynamodb.v20120810.AttributeValue>',
    ],
  ])('%j', async (body, message) => {
    await rejectsOn(context, WIRE_TRANSPORTS, 'Scan', body, 'SerializationException', message);
  });
});

describe('Scan validations', () => {
  const rejects = (body: object, message: string) =>
    validationOn(context, ALL_TRANSPORTS, 'Scan', body, message);

  it('checks Segment and TotalSegments', async () => {
    await rejects(
      { TableName: TABLE, Segment: 1 },
      'The TotalSegments parameter is required but was not present in the request when Segment parameter is present',
    );
    await rejects(
      { TableName: TABLE, Segment: 1, TotalSegments: 1 },
      'The Segment parameter is zero-based and must be less than parameter TotalSegments: Segment: 1 is not less than TotalSegments: 1',
    );
    await rejects(
      { TableName: TABLE, TotalSegments: 1000001 },
      constraintErrors(
        "Value '1000001' at 'totalSegments' failed to satisfy constraint: Member must have value less than or equal to 1000000",
      ),
    );
  });

  it('checks ExclusiveStartKey against the key schema', async () => {
    const message =
      'The provided starting key is invalid: The provided key element does not match the schema';
    await rejects({ TableName: TABLE, ExclusiveStartKey: { p: { S: 'a' } } }, message);
    await rejects({ TableName: TABLE, ExclusiveStartKey: { p: { S: 'a' }, s: { S: '1' } } }, message);
    await rejects(
      { TableName: TABLE, ExclusiveStartKey: { p: { S: 'a' }, s: { N: '1' }, x: { S: 'x' } } },
      message,
    );
  });

  it('rejects mixing ScanFilter with expressions and a bad Select', async () => {
    await rejects(
      {
        TableName: TABLE,
        ScanFilter: { x: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'a' }] } },
        FilterExpression: 'x = :x',
        ExpressionAttributeValues: { ':x': { S: 'a' } },
      },
      'Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {ScanFilter} Expression parameters: {FilterExpression}',
    );
    // Unlike Query, Scan answers this one without the "1 validation error detected" envelope
    // (moto's AWS-verified tests; nubo-db/dynoxide#121).
    await rejects(
      { TableName: TABLE, Select: 'SPECIFIC_ATTRIBUTES' },
      'Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES',
    );
    await rejects(
      { TableName: TABLE, FilterExpression: 'x = :x' },
      'Invalid FilterExpression: An expression attribute value used in expression is not defined; attribute value: :x',
    );
  });

  it('answers ResourceNotFoundException for a missing table', async () => {
    await rejectsOn(
      context,
      ALL_TRANSPORTS,
      'Scan',
      { TableName: 'nowhere' },
      'ResourceNotFoundException',
      'Requested resource not found',
    );
  });
});

describe.each(CLIENT_TRANSPORTS)('Scan functionality via %s', (via) => {
  const call = (operation: string, body: object) => context.call[via](operation, body);
  const table = `scanned_${via}`;
  const big = `scanned_big_${via}`;
  const keyOf = (item: Record<string, Json>) => `${item.p.S}/${item.s.N}`;
  const ALL_KEYS: string[] = [];

  /** Scans to the end, returning every page. */
  async function scanAll(request: object): Promise<Record<string, Json>[]> {
    const pages: Record<string, Json>[] = [];
    let start: unknown;
    do {
      const page = ok(
        await call('Scan', { TableName: table, ...request, ...(start ? { ExclusiveStartKey: start } : {}) }),
      );
      pages.push(page);
      start = page.LastEvaluatedKey;
    } while (start);
    return pages;
  }

  beforeAll(async () => {
    const dispatch = context.call.dispatch;
    await createTable(dispatch, tableRequest(table, ['p', 'S'], ['s', 'N']));
    await createTable(dispatch, tableRequest(big, ['p', 'S']));
    for (let p = 0; p < 20; p++) {
      for (let s = 0; s < 3; s++) {
        ok(
          await dispatch('PutItem', {
            TableName: table,
            Item: { p: { S: `pk${p}` }, s: { N: String(s) }, n: { N: String(p * 3 + s) } },
          }),
        );
        ALL_KEYS.push(`pk${p}/${s}`);
      }
    }
    // Twelve 100,000-byte items over twelve partitions: a page stops after the item that crosses 1 MB.
    for (let i = 0; i < 12; i++) {
      const pk = `big${String(i).padStart(2, '0')}`;
      ok(
        await dispatch('PutItem', {
          TableName: big,
          Item: { p: { S: pk }, d: { S: 'x'.repeat(100_000 - 1 - pk.length - 1) } },
        }),
      );
      context.endpoint.engine.advance(1000); // stay under 1,000 write units a second per partition
    }
  });

  it('returns every item exactly once across Limit pages', async () => {
    const pages = await scanAll({ Limit: 7 });
    const keys = pages.flatMap((page) => page.Items.map(keyOf));
    expect(keys.sort()).toEqual([...ALL_KEYS].sort());
    expect(pages.map((page) => page.Count)).toEqual([7, 7, 7, 7, 7, 7, 7, 7, 4]);
    // Items of one partition come out together, in sort-key order.
    const order = pages.flatMap((page) => page.Items.map(keyOf));
    for (let p = 0; p < 20; p++) {
      const at = order.indexOf(`pk${p}/0`);
      expect(order.slice(at, at + 3)).toEqual([`pk${p}/0`, `pk${p}/1`, `pk${p}/2`]);
    }
  });

  it('splits the table among parallel segments that together return every item once', async () => {
    const keys: string[] = [];
    const perSegment: number[] = [];
    for (let segment = 0; segment < 4; segment++) {
      const pages = await scanAll({ Segment: segment, TotalSegments: 4, Limit: 5 });
      const found = pages.flatMap((page) => page.Items.map(keyOf));
      perSegment.push(found.length);
      keys.push(...found);
    }
    expect(keys.sort()).toEqual([...ALL_KEYS].sort());
    expect(perSegment.filter((count) => count > 0).length).toBeGreaterThan(1);
    // A segment's start key belongs to that segment only.
    const first = ok(await call('Scan', { TableName: table, Segment: 0, TotalSegments: 4, Limit: 1 }));
    failed(
      await call('Scan', {
        TableName: table,
        Segment: 3,
        TotalSegments: 4,
        ExclusiveStartKey: first.LastEvaluatedKey,
      }),
      'ValidationException',
      'The provided starting key is invalid: Invalid ExclusiveStartKey. Please use ExclusiveStartKey with correct Segment. TotalSegments: 4 Segment: 3',
    );
  });

  it('filters after reading: Count is what passed, ScannedCount what was read', async () => {
    const pages = await scanAll({
      Limit: 25,
      FilterExpression: 'n < :ten',
      ExpressionAttributeValues: { ':ten': { N: '10' } },
    });
    expect(pages.map((page) => page.ScannedCount)).toEqual([25, 25, 10]);
    expect(pages.reduce((sum, page) => sum + page.Count, 0)).toBe(10);
    const legacy = await scanAll({
      ScanFilter: {
        n: { ComparisonOperator: 'LT', AttributeValueList: [{ N: '10' }] },
        s: { ComparisonOperator: 'EQ', AttributeValueList: [{ N: '0' }] },
      },
      ConditionalOperator: 'OR',
    });
    expect(legacy).toHaveLength(1);
    expect(legacy[0].ScannedCount).toBe(60);
    expect(legacy[0].Count).toBe(10 + 20 - 4);
  });

  it('answers Select COUNT and specific attributes', async () => {
    expect(ok(await call('Scan', { TableName: table, Select: 'COUNT' }))).toEqual({
      Count: 60,
      ScannedCount: 60,
    });
    const projected = ok(
      await call('Scan', {
        TableName: table,
        Select: 'SPECIFIC_ATTRIBUTES',
        AttributesToGet: ['n'],
        Limit: 2,
      }),
    );
    expect(projected.Items.map((item: object) => Object.keys(item))).toEqual([['n'], ['n']]);
  });

  it('stops a page after the item that crosses 1 MB, before the filter', async () => {
    const request = {
      TableName: big,
      FilterExpression: 'attribute_exists(nothing)',
      ReturnConsumedCapacity: 'TOTAL',
    };
    const first = ok(await call('Scan', request));
    expect({ Count: first.Count, ScannedCount: first.ScannedCount }).toEqual({ Count: 0, ScannedCount: 11 });
    expect(first.LastEvaluatedKey).toEqual({
      p: expect.objectContaining({ S: expect.stringMatching(/^big\d\d$/) }),
    });
    expect(consumed(first)).toEqual({ TableName: big, CapacityUnits: Math.ceil(1_100_000 / 4096) / 2 });
    const second = ok(await call('Scan', { ...request, ExclusiveStartKey: first.LastEvaluatedKey }));
    expect(second).toMatchObject({ Count: 0, ScannedCount: 1 });
    expect(second).not.toHaveProperty('LastEvaluatedKey');
  });

  it('charges capacity on the summed size of the items read', async () => {
    // 60 items of 10–11 bytes (p "pkN", s, n): some 630 bytes together, within one 4 KB unit.
    expect(consumed(ok(await call('Scan', { TableName: table, ReturnConsumedCapacity: 'TOTAL' })))).toEqual({
      TableName: table,
      CapacityUnits: 0.5,
    });
    expect(
      consumed(
        ok(await call('Scan', { TableName: table, ReturnConsumedCapacity: 'INDEXES', ConsistentRead: true })),
      ),
    ).toEqual({
      TableName: table,
      CapacityUnits: 1,
      Table: { CapacityUnits: 1 },
    });
    const empty = `scanned_empty_${via}`;
    await createTable(context.call.dispatch, tableRequest(empty, ['p', 'S']));
    expect(ok(await call('Scan', { TableName: empty, ReturnConsumedCapacity: 'TOTAL' }))).toEqual({
      Items: [],
      Count: 0,
      ScannedCount: 0,
      ConsumedCapacity: expect.objectContaining({ TableName: empty, CapacityUnits: 0.5 }),
    });
  });
});
