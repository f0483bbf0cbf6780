/**
 * What a full export writes to S3 (S3DataExport.Output.html): `_started`, one gzip data file per
 * partition, manifest-files.json with a line per data file, manifest-summary.json, a .checksum
 * beside each manifest — and the table as it was at ExportTime, in DynamoDB JSON or Amazon Ion.
 */
import { IonTypes, load } from 'ion-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MINUTE,
  N,
  S,
  byPk,
  deleteItem,
  exportAndWait,
  exportIdOf,
  exportedRecords,
  getObject,
  gunzipText,
  listObjects,
  md5Base64,
  md5Hex,
  newSandbox,
  putItem,
  tableArn,
  tableWithRecovery,
  type Json,
} from './support.ts';

const ORDERS = tableArn('orders');

/** A provisioned table whose read capacity spreads it over several partitions. */
const WIDE_TABLE = {
  TableName: 'orders',
  ProvisionedThroughput: { ReadCapacityUnits: 15000, WriteCapacityUnits: 5 },
  KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
  AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
};

/** A finished export of 40 items from WIDE_TABLE, under the prefix nightly/2026. */
function wideExport() {
  const box = newSandbox();
  tableWithRecovery(box, WIDE_TABLE);
  const pks = Array.from({ length: 40 }, (_, i) => `k${String(i).padStart(2, '0')}`);
  for (const pk of pks) putItem(box, 'orders', { pk: S(pk), note: S('hello') });
  box.advance(MINUTE);
  const done = exportAndWait(box, { TableArn: ORDERS, S3Bucket: 'exports', S3Prefix: 'nightly/2026' });
  const table = box.engine.tables.get('orders')!;
  return {
    box,
    pks,
    done,
    folder: `nightly/2026/AWSDynamoDB/${exportIdOf(done.ExportArn)}/`,
    objects: listObjects(box, 'exports'),
    text: (key: string) => getObject(box, 'exports', key).toString('utf8'),
    partitions: box.engine.capacity.of(table).tableResource(box.engine.now()).partitions.length,
  };
}

describe('the S3 layout of a full export', () => {
  let fixture: ReturnType<typeof wideExport>;
  beforeAll(() => {
    fixture = wideExport();
  });

  it('puts everything under <prefix>/AWSDynamoDB/<ExportId>/', () => {
    const { done, folder, objects } = fixture;
    expect(done.ExportStatus).toBe('COMPLETED');
    expect(objects.length).toBeGreaterThan(0);
    for (const object of objects) expect(object.Key.startsWith(folder)).toBe(true);
    const names = objects
      .map((object) => object.Key.slice(folder.length))
      .filter((k) => !k.startsWith('data/'));
    expect(names.sort()).toEqual([
      '_started',
      'manifest-files.checksum',
      'manifest-files.json',
      'manifest-summary.checksum',
      'manifest-summary.json',
    ]);
    expect(objects.find((object) => object.Key === `${folder}_started`)?.Size).toBe(0);
    expect(done.ExportManifest).toBe(`${folder}manifest-summary.json`);
  });

  it('writes one gzip data file per partition, every item in exactly one of them', () => {
    const { box, done, folder, objects, partitions, pks } = fixture;
    expect(partitions).toBeGreaterThan(1);
    const dataFiles = objects.filter((object) => object.Key.startsWith(`${folder}data/`));
    expect(dataFiles).toHaveLength(partitions);
    for (const file of dataFiles) expect(file.Key).toMatch(/\/data\/[a-z2-7]{26}\.json\.gz$/);
    const records = exportedRecords(box, done);
    expect(records.map((record) => record.Item.pk.S).sort()).toEqual(pks);
    expect(byPk(records)[0]).toEqual({ Item: { pk: S('k00'), note: S('hello') } });
  });

  it('lists each data file in manifest-files.json with its item count, MD5 and ETag', () => {
    const { box, done, folder, objects, partitions, text } = fixture;
    const lines = text(`${folder}manifest-files.json`)
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Json);
    expect(lines).toHaveLength(partitions);
    const dataKeys = objects
      .filter((object) => object.Key.startsWith(`${folder}data/`))
      .map((object) => object.Key);
    expect(lines.map((line) => line.dataFileS3Key).sort()).toEqual(dataKeys);
    for (const line of lines) {
      const body = getObject(box, 'exports', line.dataFileS3Key);
      const items = gunzipText(body)
        .split('\n')
        .filter((l) => l !== '');
      expect(line.itemCount).toBe(items.length);
      expect(line.md5Checksum).toBe(md5Base64(body));
      expect(line.etag).toBe(md5Hex(body));
      expect(objects.find((object) => object.Key === line.dataFileS3Key)?.ETag).toBe(`"${md5Hex(body)}"`);
    }
    const total = lines.reduce((sum, line) => sum + (line.itemCount as number), 0);
    expect(total).toBe(done.ItemCount);
    expect(total).toBe(40);
  });

  it('sums the export up in manifest-summary.json, as DescribeExport does', () => {
    const { box, done, folder, text } = fixture;
    const summary = JSON.parse(text(`${folder}manifest-summary.json`)) as Json;
    const described = box.ok('DescribeTable', { TableName: 'orders' }).Table;
    expect(summary).toEqual({
      version: '2020-06-30',
      exportArn: done.ExportArn,
      startTime: new Date(done.StartTime * 1000).toISOString(),
      endTime: new Date(done.EndTime * 1000).toISOString(),
      tableArn: ORDERS,
      tableId: described.TableId,
      exportTime: new Date(done.ExportTime * 1000).toISOString(),
      s3Bucket: 'exports',
      s3Prefix: 'nightly/2026',
      s3SseAlgorithm: 'AES256',
      s3SseKmsKeyId: null,
      manifestFilesS3Key: `${folder}manifest-files.json`,
      billedSizeBytes: done.BilledSizeBytes,
      itemCount: 40,
      outputFormat: 'DYNAMODB_JSON',
    });
    // Full exports are billed by the table's size: 40 items of pk(2)+k00(3)+note(4)+hello(5) bytes.
    expect(done.BilledSizeBytes).toBe(40 * 14);
    expect(described.TableSizeBytes).toBe(40 * 14);
  });

  it("writes beside each manifest a .checksum: the base64 MD5 of the manifest's bytes", () => {
    const { box, folder, text } = fixture;
    for (const name of ['manifest-files', 'manifest-summary']) {
      const manifest = getObject(box, 'exports', `${folder}${name}.json`);
      expect(text(`${folder}${name}.checksum`)).toBe(md5Base64(manifest));
    }
  });
});

describe('ExportTime', () => {
  it('exports the items as they were then, not as they are', () => {
    const box = newSandbox();
    tableWithRecovery(box);
    putItem(box, 'orders', { pk: S('a'), v: N(1) });
    putItem(box, 'orders', { pk: S('b'), v: N(1) });
    putItem(box, 'orders', { pk: S('c'), v: N(1) });
    box.advance(MINUTE);
    const then = box.engine.now() / 1000;
    box.advance(MINUTE);
    putItem(box, 'orders', { pk: S('a'), v: N(2) });
    deleteItem(box, 'orders', { pk: S('b') });
    putItem(box, 'orders', { pk: S('d'), v: N(1) });
    box.advance(MINUTE);

    const past = exportAndWait(box, { TableArn: ORDERS, S3Bucket: 'exports', ExportTime: then });
    expect(past.ExportTime).toBe(then);
    expect(past.ItemCount).toBe(3);
    expect(byPk(exportedRecords(box, past))).toEqual([
      { Item: { pk: S('a'), v: N(1) } },
      { Item: { pk: S('b'), v: N(1) } },
      { Item: { pk: S('c'), v: N(1) } },
    ]);
    // Without ExportTime, the export is of the table now.
    const current = exportAndWait(box, { TableArn: ORDERS, S3Bucket: 'exports' });
    expect(byPk(exportedRecords(box, current))).toEqual([
      { Item: { pk: S('a'), v: N(2) } },
      { Item: { pk: S('c'), v: N(1) } },
      { Item: { pk: S('d'), v: N(1) } },
    ]);
  });
});

describe('ION', () => {
  it('writes a line per item, $ion_1_0 and a struct whose Item keeps every type', () => {
    const box = newSandbox();
    tableWithRecovery(box);
    putItem(box, 'orders', {
      pk: S('book'),
      price: N('12.50'),
      pages: N(300),
      authors: { SS: ['Ann', 'Bo'] },
      sizes: { NS: ['1', '2.5'] },
      cover: { B: 'aGk=' },
      inPrint: { BOOL: false },
      missing: { NULL: true },
      tags: { L: [S('x'), N(1)] },
      meta: { M: { 'two words': S('v') } },
    });
    putItem(box, 'orders', { pk: S('pen') });
    box.advance(MINUTE);
    const done = exportAndWait(box, { TableArn: ORDERS, S3Bucket: 'exports', ExportFormat: 'ION' });
    expect(done).toMatchObject({ ExportStatus: 'COMPLETED', ExportFormat: 'ION', ItemCount: 2 });
    const folder = `AWSDynamoDB/${exportIdOf(done.ExportArn)}/`;
    const dataFiles = listObjects(box, 'exports', `${folder}data/`);
    for (const file of dataFiles) expect(file.Key).toMatch(/\.ion\.gz$/);
    const lines = dataFiles.flatMap((file) =>
      gunzipText(getObject(box, 'exports', file.Key))
        .split('\n')
        .filter((line) => line !== ''),
    );
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.startsWith('$ion_1_0 {')).toBe(true);
    const items = lines.map((line) => load(line)!.get('Item')!);
    const book = items.find((item) => item.get('pk')!.stringValue() === 'book')!;
    expect(book.get('price')!.getType()).toBe(IonTypes.DECIMAL);
    expect(Number(book.get('price')!.decimalValue()!.toString())).toBe(12.5);
    expect(book.get('pages')!.getType()).toBe(IonTypes.DECIMAL);
    expect(Number(book.get('pages')!.decimalValue()!.toString())).toBe(300);
    expect(book.get('authors')!.getAnnotations()).toEqual(['$dynamodb_SS']);
    expect(
      book
        .get('authors')!
        .elements()
        .map((e) => e.stringValue()),
    ).toEqual(['Ann', 'Bo']);
    expect(book.get('sizes')!.getAnnotations()).toEqual(['$dynamodb_NS']);
    expect(book.get('cover')!.getType()).toBe(IonTypes.BLOB);
    expect(Buffer.from(book.get('cover')!.uInt8ArrayValue()!).toString()).toBe('hi');
    expect(book.get('inPrint')!.booleanValue()).toBe(false);
    expect(book.get('missing')!.isNull()).toBe(true);
    expect(book.get('tags')!.getType()).toBe(IonTypes.LIST);
    expect(book.get('tags')!.getAnnotations()).toEqual([]);
    expect(book.get('meta')!.get('two words')!.stringValue()).toBe('v');
    const summary = JSON.parse(
      getObject(box, 'exports', `${folder}manifest-summary.json`).toString(),
    ) as Json;
    expect(summary.outputFormat).toBe('ION');
  });
});
