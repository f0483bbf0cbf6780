/**
 * ImportTable's TableCreationParameters.VectorIndexes (in the pinned SDK's model): the new table gets
 * its vector indexes as CreateTable would give them — the same checks and messages, CREATING with
 * the table while the objects are read, ACTIVE when the import ends, holding the imported items.
 */
import { describe, expect, it } from 'vitest';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot } from '../../src/engine/snapshot/importSnapshot.ts';
import { MINUTE, N, S, importRequest, keyedTable, newSandbox, putObject, type Json } from './support.ts';

const vector = (...values: number[]) => ({ L: values.map(N) });
const line = (item: Json) => `${JSON.stringify({ Item: item })}\n`;

/** `vix` on `emb`: 2 dimensions, COSINE, all attributes, searched by `tenant` (HASH). */
const VECTOR_INDEX = {
  IndexName: 'vix',
  VectorAttribute: { AttributeName: 'emb' },
  SearchSchema: [{ AttributeName: 'tenant', SearchSchemaElementType: 'HASH' }],
  Projection: { ProjectionType: 'ALL' },
  Dimensions: 2,
  DistanceFunction: 'COSINE',
};

/** On-demand `docs` keyed by `pk`, `tenant` defined, with these vector indexes. */
function parameters(VectorIndexes: unknown[] = [VECTOR_INDEX], extra: Json = {}) {
  const table = keyedTable('docs', undefined, { VectorIndexes, ...extra });
  table.AttributeDefinitions.push({ AttributeName: 'tenant', AttributeType: 'S' });
  return table;
}

function importInto(TableCreationParameters: Json): Json {
  return { ...importRequest('docs', 'DYNAMODB_JSON', 'data/'), TableCreationParameters };
}

function withSource() {
  const box = newSandbox();
  const body =
    line({ pk: S('a'), tenant: S('t1'), emb: vector(1, 0) }) +
    line({ pk: S('b'), tenant: S('t1'), emb: vector(0, 1) }) +
    line({ pk: S('c'), tenant: S('t2'), emb: vector(1, 0) }) +
    line({ pk: S('d'), emb: vector(1, 0) }); // No HASH attribute: left out of the index.
  putObject(box, 'import-source', 'data/part-1.json', body);
  return box;
}

const search = (box: ReturnType<typeof newSandbox>, tenant: string) =>
  box.call('SearchVectors', {
    TableName: 'docs',
    IndexName: 'vix',
    SearchVector: [N(1), N(0)],
    TopK: 10,
    SearchConditionExpression: 'tenant = :t',
    ExpressionAttributeValues: { ':t': S(tenant) },
  });

describe("an import's vector indexes", () => {
  it('are made with the table, CREATING while it loads, then ACTIVE and holding the imported items', () => {
    const box = withSource();
    const started = box.ok('ImportTable', importInto(parameters())).ImportTableDescription;
    expect(started.TableCreationParameters.VectorIndexes).toEqual([VECTOR_INDEX]);

    box.advance(140); // The table appears (importArrival.test.ts).
    const creating = box.ok('DescribeTable', { TableName: 'docs' }).Table;
    expect(creating.TableStatus).toBe('CREATING');
    expect(creating.VectorIndexes).toEqual([
      expect.objectContaining({ IndexName: 'vix', IndexStatus: 'CREATING', Dimensions: 2 }),
    ]);
    // As on a table CreateTable made: no Backfilling while the index is made with its table.
    expect(creating.VectorIndexes[0].Backfilling).toBeUndefined();

    box.advance(MINUTE);
    const done = box.ok('DescribeImport', { ImportArn: started.ImportArn }).ImportTableDescription;
    expect(done).toMatchObject({ ImportStatus: 'COMPLETED', ImportedItemCount: 4 });
    expect(done.TableCreationParameters.VectorIndexes).toEqual([VECTOR_INDEX]);
    const active = box.ok('DescribeTable', { TableName: 'docs' }).Table;
    expect(active.VectorIndexes[0].IndexStatus).toBe('ACTIVE');

    const found = search(box, 't1');
    expect(found.status).toBe(200);
    expect(found.body.SearchResults.map((result: Json) => result.Item.pk.S)).toEqual(['a', 'b']);
    expect(search(box, 't2').body.SearchResults.map((result: Json) => result.Item.pk.S)).toEqual(['c']);
  });

  it('cannot be searched while the import runs', () => {
    const box = withSource();
    box.ok('ImportTable', importInto(parameters()));
    box.advance(140);
    expect(search(box, 't1').body.__type).toMatch(/ResourceNotFoundException$/);
  });
});

describe("an import's vector indexes are checked as CreateTable checks them", () => {
  const cases: [string, Json][] = [
    [
      'a provisioned table',
      parameters([VECTOR_INDEX], {
        BillingMode: 'PROVISIONED',
        ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
      }),
    ],
    [
      'an undefined search-schema attribute',
      keyedTable('docs', undefined, { VectorIndexes: [VECTOR_INDEX] }),
    ],
    [
      'a defined vector attribute',
      keyedTable('docs', undefined, {
        VectorIndexes: [VECTOR_INDEX],
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'tenant', AttributeType: 'S' },
          { AttributeName: 'emb', AttributeType: 'S' },
        ],
      }),
    ],
    ['too many dimensions', parameters([{ ...VECTOR_INDEX, Dimensions: 4097 }])],
    ['no dimensions', parameters([{ ...VECTOR_INDEX, Dimensions: undefined }])],
    ['an unknown distance function', parameters([{ ...VECTOR_INDEX, DistanceFunction: 'MANHATTAN' }])],
    ['an empty list', parameters([])],
    ['six indexes', parameters([1, 2, 3, 4, 5, 6].map((i) => ({ ...VECTOR_INDEX, IndexName: `vix${i}` })))],
    [
      'a name a global index has',
      parameters([VECTOR_INDEX], {
        GlobalSecondaryIndexes: [
          {
            IndexName: 'vix',
            KeySchema: [{ AttributeName: 'tenant', KeyType: 'HASH' }],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    ],
  ];

  it.each(cases)('%s: refused with CreateTable’s error, and nothing is started', (_, creation) => {
    const box = withSource();
    const expected = box.fails('CreateTable', creation);
    // A shape error names the member's path, here inside TableCreationParameters.
    const message = expected.message.replaceAll(
      "at 'vectorIndexes",
      "at 'tableCreationParameters.vectorIndexes",
    );
    expect(box.fails('ImportTable', importInto(creation))).toEqual({ ...expected, message });
    box.advance(MINUTE);
    expect(box.ok('ListImports', {}).ImportSummaryList).toEqual([]);
    expect(box.ok('ListTables', {}).TableNames).toEqual([]);
  });
});

describe('a saved sandbox', () => {
  it("keeps an import's vector indexes, in its parameters and on its table", () => {
    const box = withSource();
    const started = box.ok('ImportTable', importInto(parameters())).ImportTableDescription;
    box.advance(MINUTE);
    const saved = JSON.parse(JSON.stringify(exportSnapshot(box.engine)));
    const reloaded = newSandbox();
    importSnapshot(reloaded.engine, saved);
    const description = reloaded.ok('DescribeImport', {
      ImportArn: started.ImportArn,
    }).ImportTableDescription;
    expect(description.TableCreationParameters.VectorIndexes).toEqual([VECTOR_INDEX]);
    expect(search(reloaded, 't1').body.SearchResults.map((result: Json) => result.Item.pk.S)).toEqual([
      'a',
      'b',
    ]);
  });
});
