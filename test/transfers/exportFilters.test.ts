/**
 * Filtered exports (FilterSpecification; S3DataExport.Filtered.html, API_FilterSpecification.html):
 * a key condition with Query's rules, a filter with Scan's, a projection; full and incremental. The
 * expressions mean what they mean in a Query or Scan, so most checks are differential: the export
 * writes what the same Query or Scan returns. The refusals are in exportFilterErrors.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  MINUTE,
  N,
  S,
  deleteItem,
  exportAndWait,
  exportedRecords,
  putItem,
  tableArn,
  withCustomerOrders,
  type Json,
  type Sandbox,
} from './support.ts';

const ORDERS = tableArn('orders');

const exportWith = (box: Sandbox, FilterSpecification: Json, extra: Json = {}) =>
  exportAndWait(box, { TableArn: ORDERS, S3Bucket: 'exports', FilterSpecification, ...extra });

/** Items as comparable strings, in a stable order. */
const sorted = (items: Json[]) => items.map((item) => JSON.stringify(item, Object.keys(item).sort())).sort();
const exportedItems = (box: Sandbox, description: Json) =>
  exportedRecords(box, description).map((record) => record.Item as Json);

describe('a filtered full export', () => {
  it('writes what a Query with the same key condition, filter and projection returns', () => {
    const box = withCustomerOrders();
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
    const box = withCustomerOrders();
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
    const box = withCustomerOrders();
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
    const box = withCustomerOrders();
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
    const box = withCustomerOrders();
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
    const box = withCustomerOrders();
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

describe('a filtered incremental export', () => {
  it('judges each changed item by its latest image, a deleted one by its old image, and projects both', () => {
    const box = withCustomerOrders();
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
    const box = withCustomerOrders();
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
