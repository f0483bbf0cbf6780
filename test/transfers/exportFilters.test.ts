/**
 * Filtered exports (FilterSpecification; S3DataExport.Filtered.html, API_FilterSpecification.html):
 * a key condition with Query's rules, a filter with Scan's, a projection; full and incremental. The
 * expressions mean what they mean in a Query or Scan, so most checks are differential: the export
 * writes what the same Query or Scan returns, and refuses what they refuse, with their message.
 */
import { describe, expect, it } from 'vitest';
import {
  MINUTE,
  N,
  S,
  deleteItem,
  exportAndWait,
  exportedRecords,
  keyedTable,
  newSandbox,
  putItem,
  tableArn,
  tableWithRecovery,
  type Json,
  type Sandbox,
} from './support.ts';

const ORDERS = tableArn('orders');

/** Two customers' orders and profiles: `pk` a customer, `sk` PROFILE or ORDER#<date>. */
function withOrders(): Sandbox {
  const box = newSandbox();
  tableWithRecovery(box, keyedTable('orders', 'S'));
  const customers = { 'CUSTOMER#ada': 'London', 'CUSTOMER#grace': 'New York' };
  for (const [pk, city] of Object.entries(customers)) {
    putItem(box, 'orders', { pk: S(pk), sk: S('PROFILE'), city: S(city), tags: { SS: ['vip'] } });
    for (const [i, date] of ['2026-09-14', '2026-10-02', '2026-11-20'].entries()) {
      putItem(box, 'orders', {
        pk: S(pk),
        sk: S(`ORDER#${date}`),
        amount: N(10 * (i + 1) + (pk.endsWith('ada') ? 5 : 0)),
        status: S(i === 2 ? 'PENDING' : 'SHIPPED'),
        basket: { L: [{ M: { sku: S(`SKU-${i}`), qty: N(i + 1) } }] },
      });
    }
  }
  box.advance(1000);
  return box;
}

const exportWith = (box: Sandbox, FilterSpecification: Json, extra: Json = {}) =>
  exportAndWait(box, { TableArn: ORDERS, S3Bucket: 'exports', FilterSpecification, ...extra });

/** Items as comparable strings, in a stable order. */
const sorted = (items: Json[]) => items.map((item) => JSON.stringify(item, Object.keys(item).sort())).sort();
const exportedItems = (box: Sandbox, description: Json) =>
  exportedRecords(box, description).map((record) => record.Item as Json);

describe('a filtered full export', () => {
  it('writes what a Query with the same key condition, filter and projection returns', () => {
    const box = withOrders();
    const expressions = {
      KeyConditionExpression: 'pk = :c AND begins_with(sk, :orders)',
      FilterExpression: '#s = :shipped AND amount >= :min',
      ProjectionExpression: 'sk, amount, basket[0].sku',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: {
        ':c': S('CUSTOMER#ada'),
        ':orders': S('ORDER#'),
        ':shipped': S('SHIPPED'),
        ':min': N(20),
      },
    };
    const done = exportWith(box, expressions);
    const queried = box.ok('Query', { TableName: 'orders', ConsistentRead: true, ...expressions })
      .Items as Json[];
    expect(queried).toEqual([
      { sk: S('ORDER#2026-10-02'), amount: N(25), basket: { L: [{ M: { sku: S('SKU-1') } }] } },
    ]);
    expect(sorted(exportedItems(box, done))).toEqual(sorted(queried));
    expect(done).toMatchObject({ ExportStatus: 'COMPLETED', ItemCount: 1 });
  });

  it('lets a filter without a key condition name key attributes, as a Scan filter may', () => {
    const box = withOrders();
    const expressions = {
      FilterExpression: 'begins_with(sk, :orders) AND (amount < :low OR contains(pk, :grace))',
      ExpressionAttributeValues: { ':orders': S('ORDER#'), ':low': N(16), ':grace': S('grace') },
    };
    const done = exportWith(box, expressions);
    const scanned = box.ok('Scan', { TableName: 'orders', ConsistentRead: true, ...expressions })
      .Items as Json[];
    expect(scanned).toHaveLength(4);
    expect(sorted(exportedItems(box, done))).toEqual(sorted(scanned));
    expect(done.ItemCount).toBe(4);
  });

  it('writes only the attributes a projection names: key attributes it leaves out are left out', () => {
    const box = withOrders();
    const done = exportWith(box, { ProjectionExpression: 'city, tags' });
    const items = exportedItems(box, done);
    expect(items).toHaveLength(8);
    expect(sorted(items.filter((item) => Object.keys(item).length > 0))).toEqual(
      sorted([
        { city: S('London'), tags: { SS: ['vip'] } },
        { city: S('New York'), tags: { SS: ['vip'] } },
      ]),
    );
  });

  it('bills what the key condition reads, not what the filter keeps', () => {
    const box = withOrders();
    const whole = exportAndWait(box, { TableArn: ORDERS, S3Bucket: 'exports' }).BilledSizeBytes as number;
    const customer = (pk: string) =>
      exportWith(box, { KeyConditionExpression: 'pk = :c', ExpressionAttributeValues: { ':c': S(pk) } });
    const ada = customer('CUSTOMER#ada');
    const grace = customer('CUSTOMER#grace');
    expect(ada.ItemCount).toBe(4);
    expect(ada.BilledSizeBytes + grace.BilledSizeBytes).toBe(whole);
    expect(ada.BilledSizeBytes).toBeLessThan(whole);

    const filtered = exportWith(box, {
      FilterExpression: 'pk = :c',
      ExpressionAttributeValues: { ':c': S('CUSTOMER#ada') },
    });
    expect(filtered.ItemCount).toBe(4);
    expect(filtered.BilledSizeBytes).toBe(whole);
  });

  it('echoes the FilterSpecification in DescribeExport, not in ListExports', () => {
    const box = withOrders();
    const specification = {
      KeyConditionExpression: 'pk = :c',
      ProjectionExpression: 'sk',
      ExpressionAttributeValues: { ':c': S('CUSTOMER#grace') },
    };
    const started = box.ok('ExportTableToPointInTime', {
      TableArn: ORDERS,
      S3Bucket: 'exports',
      FilterSpecification: specification,
    }).ExportDescription;
    expect(started.FilterSpecification).toEqual(specification);
    const described = box.ok('DescribeExport', { ExportArn: started.ExportArn }).ExportDescription;
    expect(described.FilterSpecification).toEqual(specification);
    expect(box.ok('ListExports', {}).ExportSummaries).toEqual([
      { ExportArn: started.ExportArn, ExportStatus: 'IN_PROGRESS', ExportType: 'FULL_EXPORT' },
    ]);
    const plain = box.ok('ExportTableToPointInTime', { TableArn: ORDERS, S3Bucket: 'exports' });
    expect(plain.ExportDescription).not.toHaveProperty('FilterSpecification');
  });

  it('treats a different FilterSpecification under the same ClientToken as a conflict', () => {
    const box = withOrders();
    const request = (pk: string) => ({
      TableArn: ORDERS,
      S3Bucket: 'exports',
      ClientToken: 'nightly-ada',
      FilterSpecification: { KeyConditionExpression: 'pk = :c', ExpressionAttributeValues: { ':c': S(pk) } },
    });
    const first = box.ok('ExportTableToPointInTime', request('CUSTOMER#ada')).ExportDescription;
    expect(box.ok('ExportTableToPointInTime', request('CUSTOMER#ada')).ExportDescription.ExportArn).toBe(
      first.ExportArn,
    );
    expect(box.fails('ExportTableToPointInTime', request('CUSTOMER#grace')).type).toBe(
      'ExportConflictException',
    );
  });
});

describe('a FilterSpecification DynamoDB would refuse', () => {
  const bad: [string, Json][] = [
    [
      'a key condition on a non-key attribute',
      { KeyConditionExpression: 'city = :v', ExpressionAttributeValues: { ':v': S('London') } },
    ],
    [
      'a key condition without the partition key',
      { KeyConditionExpression: 'sk = :v', ExpressionAttributeValues: { ':v': S('PROFILE') } },
    ],
    [
      'a key condition with a range on the partition key',
      { KeyConditionExpression: 'pk > :v', ExpressionAttributeValues: { ':v': S('CUSTOMER#') } },
    ],
    [
      'a key attribute in the filter beside a key condition',
      {
        KeyConditionExpression: 'pk = :c',
        FilterExpression: 'sk <> :p',
        ExpressionAttributeValues: { ':c': S('CUSTOMER#ada'), ':p': S('PROFILE') },
      },
    ],
    [
      'a value no expression uses',
      { FilterExpression: 'amount > :t', ExpressionAttributeValues: { ':t': N(1), ':x': N(2) } },
    ],
    ['a name no expression uses', { ProjectionExpression: 'sk', ExpressionAttributeNames: { '#n': 'name' } }],
    ['a value missing', { FilterExpression: 'amount > :t' }],
    ['a syntax error', { FilterExpression: 'amount >', ExpressionAttributeValues: { ':t': N(1) } }],
    [
      'a value of the wrong type for the key',
      { KeyConditionExpression: 'pk = :c', ExpressionAttributeValues: { ':c': N(1) } },
    ],
    ['a path into a key attribute', { ProjectionExpression: 'pk.street' }],
    ['a reserved word', { ProjectionExpression: 'status' }],
  ];

  it.each(bad)('refuses %s with the message a Query gives, and exports nothing', (_, specification) => {
    const box = withOrders();
    const refused = box.fails('ExportTableToPointInTime', {
      TableArn: ORDERS,
      S3Bucket: 'exports',
      FilterSpecification: specification,
    });
    // The same expressions in a Query (with a key condition it needs, where the export has none).
    const query = {
      TableName: 'orders',
      ...specification,
      KeyConditionExpression: specification.KeyConditionExpression ?? 'pk = :qc',
      ExpressionAttributeValues: specification.KeyConditionExpression
        ? specification.ExpressionAttributeValues
        : { ...specification.ExpressionAttributeValues, ':qc': S('CUSTOMER#ada') },
    };
    expect(refused.type).toBe('ValidationException');
    expect(refused).toEqual(box.fails('Query', query));
    expect(box.ok('ListExports', {}).ExportSummaries).toEqual([]);
  });

  it('refuses ExpressionAttributeNames when the FilterSpecification has no expression', () => {
    const box = withOrders();
    const refused = box.fails('ExportTableToPointInTime', {
      TableArn: ORDERS,
      S3Bucket: 'exports',
      FilterSpecification: { ExpressionAttributeNames: { '#n': 'name' } },
    });
    expect(refused).toEqual({
      type: 'ValidationException',
      message: 'ExpressionAttributeNames can only be specified when using expressions',
    });
  });

  it('refuses a FilterSpecification that is not a structure as any request field', () => {
    const box = withOrders();
    const refused = box.fails('ExportTableToPointInTime', {
      TableArn: ORDERS,
      S3Bucket: 'exports',
      FilterSpecification: { FilterExpression: 7 },
    });
    expect(refused.type).toBe('SerializationException');
  });
});

describe('a filtered incremental export', () => {
  it('judges each changed item by its latest image, a deleted one by its old image, and projects both', () => {
    const box = withOrders();
    const from = box.engine.now();
    box.advance(MINUTE);
    // ada's October order ships again at a new amount; grace's September order is deleted;
    // ada's November order changes from PENDING to SHIPPED; a new PENDING order for grace.
    putItem(box, 'orders', {
      pk: S('CUSTOMER#ada'),
      sk: S('ORDER#2026-10-02'),
      amount: N(99),
      status: S('SHIPPED'),
    });
    deleteItem(box, 'orders', { pk: S('CUSTOMER#grace'), sk: S('ORDER#2026-09-14') });
    putItem(box, 'orders', {
      pk: S('CUSTOMER#ada'),
      sk: S('ORDER#2026-11-20'),
      amount: N(35),
      status: S('SHIPPED'),
    });
    putItem(box, 'orders', {
      pk: S('CUSTOMER#grace'),
      sk: S('ORDER#2026-12-01'),
      amount: N(7),
      status: S('PENDING'),
    });
    box.advance(20 * MINUTE);
    const done = exportWith(
      box,
      {
        FilterExpression: '#s = :shipped',
        ProjectionExpression: 'amount',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':shipped': S('SHIPPED') },
      },
      {
        ExportType: 'INCREMENTAL_EXPORT',
        IncrementalExportSpecification: {
          ExportFromTime: from / 1000,
          ExportToTime: box.engine.now() / 1000,
          ExportViewType: 'NEW_AND_OLD_IMAGES',
        },
      },
    );
    const records = exportedRecords(box, done).map(({ Keys, NewImage, OldImage }) => ({
      Keys,
      NewImage,
      OldImage,
    }));
    const bySk = (a: Json, b: Json) => (a.Keys.sk.S < b.Keys.sk.S ? -1 : 1);
    expect(records.sort(bySk)).toEqual([
      {
        Keys: { pk: S('CUSTOMER#grace'), sk: S('ORDER#2026-09-14') },
        NewImage: undefined,
        OldImage: { amount: N(10) },
      },
      {
        Keys: { pk: S('CUSTOMER#ada'), sk: S('ORDER#2026-10-02') },
        NewImage: { amount: N(99) },
        OldImage: { amount: N(25) },
      },
      {
        Keys: { pk: S('CUSTOMER#ada'), sk: S('ORDER#2026-11-20') },
        NewImage: { amount: N(35) },
        OldImage: { amount: N(35) },
      },
    ]);
    expect(done.ItemCount).toBe(3);
  });

  it('narrows the changes to one partition key with a key condition', () => {
    const box = withOrders();
    const from = box.engine.now();
    box.advance(MINUTE);
    putItem(box, 'orders', { pk: S('CUSTOMER#ada'), sk: S('PROFILE'), city: S('Paris') });
    putItem(box, 'orders', { pk: S('CUSTOMER#grace'), sk: S('PROFILE'), city: S('Boston') });
    box.advance(20 * MINUTE);
    const done = exportWith(
      box,
      { KeyConditionExpression: 'pk = :c', ExpressionAttributeValues: { ':c': S('CUSTOMER#grace') } },
      {
        ExportType: 'INCREMENTAL_EXPORT',
        IncrementalExportSpecification: { ExportFromTime: from / 1000, ExportViewType: 'NEW_IMAGE' },
      },
    );
    expect(exportedRecords(box, done).map((record) => record.NewImage)).toEqual([
      { pk: S('CUSTOMER#grace'), sk: S('PROFILE'), city: S('Boston') },
    ]);
  });
});
