/**
 * What ImportTable reads (S3DataImport.Format.html): DynamoDB JSON and Amazon Ion, one `Item` per
 * record — an export's data files among them — and CSV, whose key columns take the type the table
 * defines and whose other columns are strings; objects plain, GZIP or ZSTD.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  MINUTE,
  importObjects,
  zstdFrame,
  N,
  S,
  exportAndWait,
  exportIdOf,
  importAndWait,
  importRequest,
  keyedTable,
  newSandbox,
  putItem,
  scanAll,
  tableArn,
  tableWithRecovery,
  type Json,
  type Sandbox,
} from './support.ts';

const BOOK = {
  pk: S('book'),
  price: N('12.5'),
  authors: { SS: ['Ann', 'Bo'] },
  sizes: { NS: ['1', '2.5'] },
  covers: { BS: ['aGk=', 'AAE='] },
  blob: { B: 'aGk=' },
  inPrint: { BOOL: true },
  missing: { NULL: true },
  tags: { L: [S('x'), N(1), { M: { deep: { BOOL: false } } }] },
  meta: { M: { 'two words': S('v'), true: N(0), $dollar: S('d') } },
  // Names Ion would read as keywords or symbol ids, and text JSON and Ion must escape.
  null: S('n'),
  nan: S('x'),
  $ion_1_0: S('marker'),
  'a.b': S('dot'),
  text: S('emoji 😀, NUL \u0000, BEL \u0007, LS \u2028, "quotes" and \\ backslash'),
  huge: N('1E+125'),
  tiny: N('-1E-130'),
  digits: N('12345678901234567890123456789012345678'),
  empty: S(''),
  nothing: { L: [] },
};

/** `orders` with BOOK and a few plain items, exported in `format`; the new table's items after import. */
function roundTrip(format: 'DYNAMODB_JSON' | 'ION'): { box: Sandbox; imported: Json } {
  const box = newSandbox();
  tableWithRecovery(box);
  putItem(box, 'orders', BOOK);
  for (let i = 0; i < 12; i++) putItem(box, 'orders', { pk: S(`plain-${i}`), n: N(i) });
  box.advance(MINUTE);
  const exported = exportAndWait(box, {
    TableArn: tableArn('orders'),
    S3Bucket: 'exports',
    ExportFormat: format,
  });
  const imported = importAndWait(box, {
    S3BucketSource: {
      S3Bucket: 'exports',
      S3KeyPrefix: `AWSDynamoDB/${exportIdOf(exported.ExportArn)}/data/`,
    },
    InputFormat: format,
    InputCompressionType: 'GZIP',
    TableCreationParameters: keyedTable('copy'),
  });
  return { box, imported };
}

describe('an export imported back', () => {
  it.each(['DYNAMODB_JSON', 'ION'] as const)('gives a table with the same items (%s, GZIP)', (format) => {
    const { box, imported } = roundTrip(format);
    expect(imported).toMatchObject({ ImportStatus: 'COMPLETED', ErrorCount: 0, ImportedItemCount: 13 });
    expect(scanAll(box, 'copy')).toEqual(scanAll(box, 'orders'));
    const book = (TableName: string) => box.ok('GetItem', { TableName, Key: { pk: S('book') } }).Item as Json;
    expect(book('copy')).toEqual(book('orders'));
    expect(Object.keys(book('copy')).sort()).toEqual(Object.keys(BOOK).sort());
  });
});

describe('CSV', () => {
  const table = keyedTable('people', 'N');

  it('reads the header row; types the key columns as defined, every other column as a string', () => {
    const csv = 'pk,sk,age,note\r\nann,1,41,"hello, world"\r\nbo,2,007,"she said ""hi"""\r\ncy,3,,\r\n';
    const { done, items } = importObjects(
      { 'csv/people.csv': csv },
      importRequest('people', 'CSV', 'csv/', {}, table),
    );
    expect(done).toMatchObject({ ImportStatus: 'COMPLETED', ErrorCount: 0, ProcessedItemCount: 3 });
    expect(items).toEqual([
      { pk: S('ann'), sk: N(1), age: S('41'), note: S('hello, world') },
      { pk: S('bo'), sk: N(2), age: S('007'), note: S('she said "hi"') },
      // An empty cell adds no attribute.
      { pk: S('cy'), sk: N(3) },
    ]);
  });

  it('takes every row as data when HeaderList names the columns', () => {
    const csv = 'ann,1,x\nbo,2,y\n';
    const request = importRequest(
      'people',
      'CSV',
      'csv/',
      { InputFormatOptions: { Csv: { HeaderList: ['pk', 'sk', 'note'] } } },
      table,
    );
    const { done, items } = importObjects({ 'csv/people.csv': csv }, request);
    expect(done).toMatchObject({ ImportStatus: 'COMPLETED', ProcessedItemCount: 2, ImportedItemCount: 2 });
    expect(items).toEqual([
      { pk: S('ann'), sk: N(1), note: S('x') },
      { pk: S('bo'), sk: N(2), note: S('y') },
    ]);
    expect(done.InputFormatOptions).toEqual({ Csv: { HeaderList: ['pk', 'sk', 'note'] } });
  });

  it("splits on the request's Delimiter, quotes still protecting it", () => {
    const csv = 'pk;sk;note\nann;1;"a;b"\nbo;2;c,d\n';
    const request = importRequest(
      'people',
      'CSV',
      'csv/',
      { InputFormatOptions: { Csv: { Delimiter: ';' } } },
      table,
    );
    const { done, items } = importObjects({ 'csv/people.csv': csv }, request);
    expect(done.ImportStatus).toBe('COMPLETED');
    expect(items).toEqual([
      { pk: S('ann'), sk: N(1), note: S('a;b') },
      { pk: S('bo'), sk: N(2), note: S('c,d') },
    ]);
  });

  it("types a global secondary index's key column as the index defines it", () => {
    const withIndex = keyedTable('people', undefined, {
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'age', AttributeType: 'N' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'byAge',
          KeySchema: [{ AttributeName: 'age', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
    const { box, items } = importObjects(
      { 'csv/p.csv': 'pk,age,zip\nann,41,02134\n' },
      importRequest('people', 'CSV', 'csv/', {}, withIndex),
    );
    expect(items).toEqual([{ pk: S('ann'), age: N(41), zip: S('02134') }]);
    const query = box.ok('Query', {
      TableName: 'people',
      IndexName: 'byAge',
      KeyConditionExpression: 'age = :a',
      ExpressionAttributeValues: { ':a': N(41) },
    });
    expect(query.Items).toEqual(items);
  });

  it('counts a row it cannot read as an error (an unterminated quote takes the rest of the object)', () => {
    const csv = 'pk,sk\nann,1\nbo,"2\ncy,3\n';
    const { box, done, items } = importObjects(
      { 'csv/p.csv': csv },
      importRequest('people', 'CSV', 'csv/', {}, table),
    );
    expect(done).toMatchObject({ ImportStatus: 'FAILED', FailureCode: 'ItemValidationError', ErrorCount: 1 });
    expect(items).toEqual([{ pk: S('ann'), sk: N(1) }]);
    const events = box.sandbox('GetImportErrors', { ImportArn: done.ImportArn }).body.ErrorEvents as Json[];
    expect(events.map((event) => event.itemS3Pointer)).toEqual([
      { bucket: 'import-source', key: 'csv/p.csv', itemIndex: 1 },
    ]);
  });

  it('counts an unreadable row after a blank line as an error, not as an item holding the rest', () => {
    const { done, items } = importObjects(
      { 'csv/v.csv': 'pk,v\n\na,1\nb,"x"y\nc,3\n' },
      importRequest('values', 'CSV', 'csv/'),
    );
    expect(done).toMatchObject({ ImportStatus: 'FAILED', ErrorCount: 1 });
    // The stray quote runs to the end of the object, as in the test above: row c is part of it.
    expect(items.map((item) => item.pk.S)).toEqual(['a']);
  });

  it('reads every object under the prefix, and only those', () => {
    const objects = {
      'csv/a.csv': 'pk,sk\nann,1\n',
      'csv/b.csv': 'pk,sk\nbo,2\n',
      'other/c.csv': 'pk,sk\ncy,3\n',
    };
    const { done, items } = importObjects(objects, importRequest('people', 'CSV', 'csv/', {}, table));
    expect(done.ProcessedItemCount).toBe(2);
    expect(items.map((item) => item.pk.S)).toEqual(['ann', 'bo']);
  });
});

describe('Amazon Ion', () => {
  it('reads hand-written Ion: comments, symbols, annotations, exponents, blobs', () => {
    const ion = [
      '// books, written by hand',
      '$ion_1_0',
      '/* first */ {Item: {pk: "b1", title: \'Moby Dick\', pages: 6d2, price: 2.50, count: 0x10,',
      '  authors: $dynamodb_SS::["Ann", \'Bo\'], sizes: $dynamodb_NS::[1, 2.5], cover: {{aGk=}},',
      "  inPrint: true, gone: null, notes: ['''long ''' '''string'''], meta: {'two words': \"v\"}}}",
      '{Item: {pk: b2}}',
    ].join('\n');
    const { done, items } = importObjects({ 'ion/books.ion': ion }, importRequest('books', 'ION', 'ion/'));
    expect(done).toMatchObject({ ImportStatus: 'COMPLETED', ErrorCount: 0, ImportedItemCount: 2 });
    expect(items).toEqual([
      {
        pk: S('b1'),
        title: S('Moby Dick'),
        pages: N(600),
        price: N('2.5'),
        count: N(16),
        authors: { SS: ['Ann', 'Bo'] },
        sizes: { NS: ['1', '2.5'] },
        cover: { B: 'aGk=' },
        inPrint: { BOOL: true },
        gone: { NULL: true },
        notes: { L: [S('long string')] },
        meta: { M: { 'two words': S('v') } },
      },
      { pk: S('b2') },
    ]);
  });
});

describe('compression', () => {
  const lines = '{"Item":{"pk":{"S":"a"}}}\n{"Item":{"pk":{"S":"b"},"n":{"N":"2"}}}\n';
  const expected = [{ pk: S('a') }, { pk: S('b'), n: N(2) }];

  it("counts a record holding a value DynamoDB has no type for as that record's error alone", () => {
    const ion = '{Item:{pk:"b1"}}\n{Item:{pk:"b2", when:2026-01-01T}}\n{Item:{pk:"b3"}}\n';
    const { box, done, items } = importObjects({ 'ion/b.ion': ion }, importRequest('books', 'ION', 'ion/'));
    expect(done).toMatchObject({ ErrorCount: 1, ProcessedItemCount: 3, ImportedItemCount: 2 });
    expect(items.map((item) => item.pk.S)).toEqual(['b1', 'b3']);
    const events = box.sandbox('GetImportErrors', { ImportArn: done.ImportArn }).body.ErrorEvents as Json[];
    expect(events).toEqual([
      expect.objectContaining({
        itemS3Pointer: { bucket: 'import-source', key: 'ion/b.ion', itemIndex: 1 },
        errorMessages: ['Ion timestamp values have no DynamoDB type'],
      }),
    ]);
  });

  it('reads GZIP objects', () => {
    const request = importRequest('plain', 'DYNAMODB_JSON', 'gz/', { InputCompressionType: 'GZIP' });
    const { done, items } = importObjects({ 'gz/a.json.gz': gzipSync(lines) }, request);
    expect(done).toMatchObject({ ImportStatus: 'COMPLETED', InputCompressionType: 'GZIP' });
    // Imports are measured by the data uncompressed.
    expect(done.ProcessedSizeBytes).toBe(Buffer.byteLength(lines));
    expect(items).toEqual(expected);
  });

  it('reads ZSTD objects', () => {
    const request = importRequest('plain', 'DYNAMODB_JSON', 'zst/', { InputCompressionType: 'ZSTD' });
    const { done, items } = importObjects({ 'zst/a.json.zst': zstdFrame(Buffer.from(lines)) }, request);
    expect(done).toMatchObject({ ImportStatus: 'COMPLETED', InputCompressionType: 'ZSTD', ErrorCount: 0 });
    expect(done.ProcessedSizeBytes).toBe(Buffer.byteLength(lines));
    expect(items).toEqual(expected);
  });
});
