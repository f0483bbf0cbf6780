import { describe, expect, it } from 'vitest';
import { callOperation, callWith, clockCalls } from '../../../client/calls.ts';
import { createInProcessClient } from '../../../client/inProcessClient.ts';
import type { TableDescription } from '../../../client/wireTypes.ts';
import { jsonOperations } from './jsonOperations.ts';
import { requestSchema } from './requestSchemas.ts';
import { requestTemplate } from './templates.ts';

/** A table whose vector index is partitioned by a number attribute, with one item in the index. */
async function shelves() {
  const engine = createInProcessClient({
    tableStatusDelayMs: 0,
    clock: { start: 1_800_000_000_000, running: false },
  });
  const created = await callWith(engine, 'CreateTable', {
    TableName: 'shelves',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [
      { AttributeName: 'id', AttributeType: 'S' },
      { AttributeName: 'aisle', AttributeType: 'N' },
    ],
    VectorIndexes: [
      {
        IndexName: 'look',
        VectorAttribute: { AttributeName: 'v' },
        Dimensions: 4,
        DistanceFunction: 'EUCLIDEAN',
        SearchSchema: [{ AttributeName: 'aisle', SearchSchemaElementType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  });
  if (!created.ok) throw new Error(created.error.message);
  const vector = { L: ['0.1', '0.1', '0.1', '0.2'].map((N) => ({ N })) };
  await callWith(engine, 'PutItem', {
    TableName: 'shelves',
    Item: { id: { S: 'x' }, aisle: { N: '1' }, v: vector },
  });
  await clockCalls.advance(engine, 5);
  const described = await callWith(engine, 'DescribeTable', { TableName: 'shelves' });
  return { engine, table: (described.ok && described.value.reply.Table) as TableDescription };
}

describe('the JSON mode’s SearchVectors', () => {
  it('is offered with the reads', () => {
    expect(jsonOperations.indexOf('SearchVectors')).toBe(jsonOperations.indexOf('Scan') + 1);
  });

  it('starts from the picked table’s vector index: its dimensions, and the HASH attribute every search names', async () => {
    const { engine, table } = await shelves();
    const text = requestTemplate('SearchVectors', table);
    // The vector on one line, however many dimensions it has.
    expect(text).toContain('  "SearchVector": [{"N": "0.1"}, {"N": "0.1"}, {"N": "0.1"}, {"N": "0.1"}],\n');
    expect(JSON.parse(text)).toEqual({
      TableName: 'shelves',
      IndexName: 'look',
      SearchVector: Array.from({ length: 4 }, () => ({ N: '0.1' })),
      TopK: 3,
      SearchConditionExpression: '#h = :h',
      ExpressionAttributeNames: { '#h': 'aisle' },
      ExpressionAttributeValues: { ':h': { N: '1' } },
      ReturnConsumedCapacity: 'TOTAL',
    });
    const outcome = await callOperation(engine, 'SearchVectors', text);
    expect(outcome.ok && outcome.value.reply.SearchResults).toEqual([
      { Item: { id: { S: 'x' }, aisle: { N: '1' } }, Score: expect.any(Number) },
    ]);
  });

  it('without a vector index, names one DynamoDB then says the table does not have', async () => {
    const { engine } = await shelves();
    const text = requestTemplate('SearchVectors', undefined);
    expect(JSON.parse(text)).toMatchObject({ TableName: 'app', IndexName: 'your-vector-index', TopK: 3 });
    const plain = await callWith(
      engine,
      'CreateTable',
      JSON.parse(requestTemplate('CreateTable', undefined)),
    );
    expect(plain.ok).toBe(true);
    await clockCalls.advance(engine, 1);
    const outcome = await callOperation(engine, 'SearchVectors', text);
    expect(!outcome.ok && outcome.error.message).toBe(
      'The table does not have the specified index: your-vector-index',
    );
  });

  it('is described for the editor: required members, bounds, and the picked table’s vector indexes', () => {
    const schema = requestSchema('SearchVectors', {
      tableNames: ['shelves'],
      keyNames: ['id'],
      vectorIndexNames: ['look'],
    });
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    expect(schema.required).toEqual(['TableName', 'IndexName', 'SearchVector', 'TopK']);
    expect(properties.IndexName.examples).toEqual(['look']);
    expect(properties.TopK).toMatchObject({ minimum: 1, maximum: 100 });
    expect(schema.additionalProperties).toBe(false);
    const create = requestSchema('CreateTable', { tableNames: [], keyNames: [] });
    expect((create.properties as Record<string, unknown>).VectorIndexes).toMatchObject({
      items: { $ref: '#/definitions/VectorIndex' },
    });
    expect((create.definitions as Record<string, { required: string[] }>).VectorIndex.required).toEqual([
      'IndexName',
      'VectorAttribute',
      'Dimensions',
      'DistanceFunction',
      'Projection',
    ]);
  });
});
