/**
 * Writes to a table with vector indexes: the vector and SearchSchema checks every writer makes, the
 * items left out of the index without an error, and VectorWriteRequestBytes in ConsumedCapacity
 * (messages as nubo-db/dynamodb-conformance and dynoxide captured them from DynamoDB in August 2026;
 * the byte formula as extenddb measured it).
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { call, fails, ok } from '../helpers/wire.ts';
import {
  engineWith,
  put,
  query,
  S,
  N,
  search,
  TableName,
  vector,
  vectorIndex,
  vectorTable,
  type IndexOptions,
} from './support.ts';

const invalidWrite = (message: string) => `One or more parameter values were invalid. ${message}`;
const SIZE = invalidWrite('Invalid size for parameter emb, Expected: 3, Actual: 2 IndexName: vix');
const NOT_A_LIST = invalidWrite(
  'Invalid type for parameter emb, Expected: 32-bit floating point number list IndexName: vix',
);
const ELEMENT = invalidWrite(
  'Invalid type for parameter emb[1], Expected: 32-bit floating point number, Actual: S. IndexName: vix',
);
const OUT_OF_RANGE = invalidWrite(
  'Invalid value for parameter emb[1], Value: 3.5E+38 is outside valid range [-3.4028235E38, 3.4028235E38]. IndexName: vix',
);
const mismatch = (attribute: string) =>
  invalidWrite(`Attribute '${attribute}' type mismatch. Expected: S, Actual: N. IndexName: vix`);
const EMPTY_HASH =
  'One or more parameter values are not valid. A value specified for a secondary index key is not supported. The AttributeValue for a key attribute cannot contain an empty string value. IndexName: vix, IndexKey: tenant';

/** `vix` on `emb` (3 dims) partitioned by `tenant`, filtered by `category`. */
const schemaTable = () =>
  engineWith(
    vectorTable(
      [
        vectorIndex({
          schema: [
            ['tenant', 'HASH'],
            ['category', 'INLINE_FILTER'],
          ],
        }),
      ],
      { tenant: 'S', category: 'S' },
    ),
  );
const good = { pk: S('p1'), tenant: S('t1'), category: S('c1'), emb: vector(1, 0, 0) };
const BIG = '35' + '0'.repeat(37); // 3.5E38 written out
const stored = (engine: Engine, pk = 'p1') => ok(engine, 'GetItem', { TableName, Key: { pk: S(pk) } }).Item;
const inTenant = (engine: Engine, tenant = 't1') =>
  search(engine, {
    SearchVector: query(1, 0, 0),
    SearchConditionExpression: 'tenant = :t',
    ExpressionAttributeValues: { ':t': S(tenant) },
  }).SearchResults.map((result: { Item: { pk: { S: string } } }) => result.Item.pk.S);

describe('vector and search schema checks', () => {
  it.each([
    ['a vector of the wrong length', { emb: vector(1, 2) }, SIZE],
    ['a vector that is not a list', { emb: S('1,0,0') }, NOT_A_LIST],
    ['a vector element that is not a number', { emb: { L: [N(1), S('x'), N(0)] } }, ELEMENT],
    ['a vector element outside 32-bit floats', { emb: { L: [N(1), N(BIG), N(0)] } }, OUT_OF_RANGE],
    ['a HASH attribute of another type', { tenant: N(7) }, mismatch('tenant')],
    ['an INLINE_FILTER attribute of another type', { category: N(7) }, mismatch('category')],
    ['an empty HASH string', { tenant: S('') }, EMPTY_HASH],
  ])('PutItem refuses %s, writing nothing', (_, change, message) => {
    const engine = schemaTable();
    expect(fails(engine, 'PutItem', { TableName, Item: { ...good, ...change } })).toMatchObject({
      type: 'ValidationException',
      message,
    });
    expect(stored(engine)).toBeUndefined();
  });

  it('UpdateItem refuses a resulting vector or HASH value the index cannot hold, changing nothing', () => {
    const engine = schemaTable();
    put(engine, good);
    const set = (UpdateExpression: string, value: unknown) =>
      fails(engine, 'UpdateItem', {
        TableName,
        Key: { pk: S('p1') },
        UpdateExpression,
        ExpressionAttributeValues: { ':v': value },
      });
    expect(set('SET emb = :v', vector(1, 2))).toMatchObject({ type: 'ValidationException', message: SIZE });
    expect(set('SET emb[1] = :v', S('x')).message).toBe(ELEMENT);
    expect(set('SET tenant = :v', N(7)).message).toBe(mismatch('tenant'));
    expect(stored(engine)).toEqual(good);
  });

  it('BatchWriteItem refuses the whole batch for one bad vector', () => {
    const engine = schemaTable();
    const request = (Item: object) => ({ PutRequest: { Item } });
    const refusal = fails(engine, 'BatchWriteItem', {
      RequestItems: {
        [TableName]: [request(good), request({ ...good, pk: S('p2'), emb: { L: [N(1), S('x'), N(0)] } })],
      },
    });
    expect(refusal).toMatchObject({ type: 'ValidationException', message: ELEMENT });
    expect(stored(engine)).toBeUndefined();
  });

  // extenddb saw the same wording as a cancellation reason; the engine cancels for a wrong-typed GSI key alike.
  it('TransactWriteItems cancels for a bad vector, naming the check in the reason', () => {
    const engine = schemaTable();
    const reply = call(engine, 'TransactWriteItems', {
      TransactItems: [
        { Put: { TableName, Item: good } },
        { Put: { TableName, Item: { ...good, pk: S('p2'), emb: vector(1, 2) } } },
      ],
    });
    expect(reply.status).toBe(400);
    expect(String(reply.body.__type)).toMatch(/#TransactionCanceledException$/);
    expect(reply.body.CancellationReasons).toEqual([
      { Code: 'None' },
      { Code: 'ValidationError', Message: SIZE },
    ]);
    expect(stored(engine)).toBeUndefined();
  });

  it('PartiQL INSERT refuses a vector of the wrong length', () => {
    const engine = schemaTable();
    const Statement = `INSERT INTO "${TableName}" VALUE {'pk': 'p1', 'tenant': 't1', 'emb': [1, 2]}`;
    expect(fails(engine, 'ExecuteStatement', { Statement })).toMatchObject({
      type: 'ValidationException',
      message: SIZE,
    });
  });
});

describe('items left out of the index without an error', () => {
  it('leaves out an item without the HASH attribute until it gets one', () => {
    const engine = schemaTable();
    const { tenant: _, ...homeless } = good;
    const reply = put(engine, homeless, { ReturnConsumedCapacity: 'INDEXES' });
    expect(reply.ConsumedCapacity).not.toHaveProperty('VectorIndexes');
    expect(inTenant(engine)).toEqual([]);
    ok(engine, 'UpdateItem', {
      TableName,
      Key: { pk: S('p1') },
      UpdateExpression: 'SET tenant = :t',
      ExpressionAttributeValues: { ':t': S('t1') },
    });
    expect(inTenant(engine)).toEqual(['p1']);
  });

  it('indexes an item without its INLINE_FILTER attribute', () => {
    const engine = schemaTable();
    const { category: _, ...unfiled } = good;
    put(engine, unfiled);
    expect(inTenant(engine)).toEqual(['p1']);
  });

  it('leaves out an item without the vector attribute', () => {
    const engine = schemaTable();
    const { emb: _, ...flat } = good;
    put(engine, flat);
    put(engine, { ...good, pk: S('p2') });
    expect(inTenant(engine)).toEqual(['p2']);
  });

  it('lets an update leave alone a vector the backfill left out, and judges one it changes', () => {
    const engine = engineWith(vectorTable(undefined));
    put(engine, { pk: S('p1'), emb: vector(1, 0) });
    ok(engine, 'UpdateTable', { TableName, VectorIndexUpdates: [{ Create: vectorIndex() }] });
    engine.advance(1);
    const update = (UpdateExpression: string, values: Record<string, unknown>) =>
      call(engine, 'UpdateItem', {
        TableName,
        Key: { pk: S('p1') },
        UpdateExpression,
        ExpressionAttributeValues: values,
      });
    expect(update('SET note = :n', { ':n': S('kept') }).status).toBe(200);
    expect(update('SET emb = :e', { ':e': vector(1, 0) }).body.message).toBe(SIZE);
    expect(search(engine, { SearchVector: query(1, 0, 0) }).SearchResults).toEqual([]);
  });
});

describe('VectorWriteRequestBytes', () => {
  const DIMENSIONS = 1024;
  const EMB = vector(...Array.from({ length: DIMENSIONS }, (_, i) => (i % 7) / 8));
  // The extenddb example: 4*1024 + 'emb' (3) + pk 'b1' (2+2) + tenant 't1' (6+2) = 4111.
  const ITEM = { pk: S('b1'), tenant: S('t1'), emb: EMB };
  const INDEXES = { ReturnConsumedCapacity: 'INDEXES' };
  const hashIndex = (options: IndexOptions = {}) =>
    vectorIndex({ dimensions: DIMENSIONS, schema: [['tenant', 'HASH']], ...options });
  const bytesTable = (...indexes: object[]) =>
    engineWith(vectorTable(indexes.length > 0 ? indexes : [hashIndex()], { tenant: 'S' }));
  const charged = (reply: Record<string, any>) => reply.ConsumedCapacity.VectorIndexes;
  const bytes = (n: number) => ({ VectorWriteRequestBytes: n });
  const updateItem = (engine: Engine, UpdateExpression: string, values: object) =>
    ok(engine, 'UpdateItem', {
      TableName,
      Key: { pk: S('b1') },
      UpdateExpression,
      ExpressionAttributeValues: values,
      ...INDEXES,
    });

  it('charges the new image under INDEXES, and bills the vector by its dimensions', () => {
    const engine = bytesTable();
    ok(engine, 'CreateTable', { ...vectorTable(undefined), TableName: 'plain' });
    const reply = put(engine, ITEM, INDEXES);
    expect(charged(reply)).toEqual({ vix: bytes(4111) });
    // 4 bytes a dimension plus the rest of the item, 4,111 bytes: 5 units, where the same item in a
    // table without the index is billed by its numbers, about 3.5 KB: 4 units
    // (paritysuite/dynamodb-conformance tests/tier2/vectorSearch/consumedCapacity.test.ts).
    const plain = ok(engine, 'PutItem', { TableName: 'plain', Item: ITEM, ...INDEXES }).ConsumedCapacity;
    expect(plain.CapacityUnits).toBe(4);
    expect(reply.ConsumedCapacity.CapacityUnits).toBe(5);
    expect(reply.ConsumedCapacity.Table).toEqual({ CapacityUnits: 5 });
  });

  it('reports no vector bytes under TOTAL', () => {
    const reply = put(bytesTable(), ITEM, { ReturnConsumedCapacity: 'TOTAL' });
    expect(reply.ConsumedCapacity.CapacityUnits).toBeGreaterThan(0);
    expect(reply.ConsumedCapacity).not.toHaveProperty('VectorIndexes');
  });

  it('counts what each index holds: every attribute under ALL, keys and SearchSchema under KEYS_ONLY', () => {
    const keysOnly = hashIndex({ name: 'keys', projection: { ProjectionType: 'KEYS_ONLY' } });
    const include = hashIndex({
      name: 'some',
      projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['title'] },
    });
    const engine = bytesTable(hashIndex(), keysOnly, include);
    // title 'hello' adds 5 + 5, note 'abc' 4 + 3
    const reply = put(engine, { ...ITEM, title: S('hello'), note: S('abc') }, INDEXES);
    expect(charged(reply)).toEqual({ vix: bytes(4128), keys: bytes(4111), some: bytes(4121) });
    // A change to an attribute only ALL holds leaves the other entries as they were.
    const retitled = updateItem(engine, 'SET note = :n', { ':n': S('abcd') });
    expect(charged(retitled)).toEqual({ vix: bytes(4129) });
  });

  it('charges at least 1 KB per index', () => {
    const engine = engineWith(vectorTable([vectorIndex()]));
    expect(charged(put(engine, { pk: S('a'), emb: vector(1, 0, 0) }, INDEXES))).toEqual({ vix: bytes(1024) });
  });

  it('leaves out an index whose entry does not change', () => {
    const engine = bytesTable();
    put(engine, ITEM, INDEXES);
    expect(put(engine, ITEM, INDEXES).ConsumedCapacity).not.toHaveProperty('VectorIndexes');
    const { emb: _, ...flat } = ITEM;
    expect(put(engine, { ...flat, pk: S('b2') }, INDEXES).ConsumedCapacity).not.toHaveProperty(
      'VectorIndexes',
    );
  });

  it('charges a changed vector as a put of the new image', () => {
    const engine = bytesTable();
    put(engine, ITEM);
    const reply = updateItem(engine, 'SET emb = :e', {
      ':e': vector(...Array.from({ length: DIMENSIONS }, () => 1)),
    });
    expect(charged(reply)).toEqual({ vix: bytes(4111) });
  });

  it('charges a changed HASH value twice, as a removal and a put', () => {
    const engine = bytesTable();
    put(engine, ITEM);
    expect(charged(updateItem(engine, 'SET tenant = :t', { ':t': S('t2') }))).toEqual({ vix: bytes(8222) });
  });

  it('charges a delete with the deleted image, and nothing for an item the index did not hold', () => {
    const engine = bytesTable();
    put(engine, ITEM);
    put(engine, { pk: S('b2'), tenant: S('t1') });
    const remove = (pk: string) => ok(engine, 'DeleteItem', { TableName, Key: { pk: S(pk) }, ...INDEXES });
    expect(charged(remove('b1'))).toEqual({ vix: bytes(4111) });
    expect(remove('b2').ConsumedCapacity).not.toHaveProperty('VectorIndexes');
  });

  it('is reported by BatchWriteItem and TransactWriteItems for their table', () => {
    const engine = bytesTable();
    const batch = ok(engine, 'BatchWriteItem', {
      RequestItems: { [TableName]: [{ PutRequest: { Item: ITEM } }] },
      ...INDEXES,
    });
    expect(batch.ConsumedCapacity[0].VectorIndexes).toEqual({ vix: bytes(4111) });
    const item = { ...ITEM, pk: S('b3') }; // 'b3' is as long as 'b1'
    const transact = ok(engine, 'TransactWriteItems', {
      TransactItems: [{ Put: { TableName, Item: item } }],
      ...INDEXES,
    });
    expect(transact.ConsumedCapacity[0].VectorIndexes).toEqual({ vix: bytes(4111) });
  });
});
