/**
 * Vector search in the Console's AWS CLI mode: create-table --vector-indexes, update-table
 * --vector-index-updates and search-vectors read as the CLI reads them, run against the engine,
 * are listed with the commands the Console runs, and complete their index names.
 */
import { describe, expect, it } from 'vitest';
import { clockCalls } from '../../../client/calls.ts';
import { errorName } from '../../../client/engineClient.ts';
import { createInProcessClient } from '../../../client/inProcessClient.ts';
import { sendCliCommand } from '../run/runCli.ts';
import { cliCompletions } from './cliCompletion.ts';
import { parseCliText } from './parseCli.ts';

const createDishes = `aws dynamodb create-table --table-name dishes --billing-mode PAY_PER_REQUEST \\
  --attribute-definitions AttributeName=id,AttributeType=S AttributeName=cuisine,AttributeType=S \\
  --key-schema AttributeName=id,KeyType=HASH \\
  --vector-indexes '[{"IndexName": "taste", "VectorAttribute": {"AttributeName": "emb"}, "Dimensions": 3,
    "DistanceFunction": "COSINE", "SearchSchema": [{"AttributeName": "cuisine", "SearchSchemaElementType": "HASH"}],
    "Projection": {"ProjectionType": "ALL"}}]'`;

const put = (id: string, cuisine: string, vector: number[]) =>
  `aws dynamodb put-item --table-name dishes --item '${JSON.stringify({
    id: { S: id },
    cuisine: { S: cuisine },
    emb: { L: vector.map((n) => ({ N: String(n) })) },
  })}'`;

const search = `aws dynamodb search-vectors --table-name dishes --index-name taste \\
  --search-vector '[{"N": "1"}, {"N": "0"}, {"N": "0"}]' --top-k 3 \\
  --search-condition-expression "cuisine = :c" --expression-attribute-values '{":c": {"S": "it"}}' \\
  --return-consumed-capacity TOTAL`;

/** Runs each command of `text` as the Console does; the reply of the last one. */
async function run(engine: ReturnType<typeof createInProcessClient>, text: string) {
  let last: Record<string, unknown> | undefined;
  for (const command of parseCliText(text)) {
    const result = await sendCliCommand(engine, command, {
      record: (_request, outcome) => {
        if (!outcome.ok) throw new Error(`${errorName(outcome.error.__type)}: ${outcome.error.message}`);
      },
      wait: async () => {},
    });
    last = result && ('reply' in result ? result.reply : result.paged.output);
  }
  return last;
}

describe('vector search in the AWS CLI mode', () => {
  it('reads the vector options into the requests DynamoDB takes', () => {
    const [created] = parseCliText(createDishes);
    expect(created.request).toMatchObject({
      VectorIndexes: [
        {
          IndexName: 'taste',
          Dimensions: 3,
          DistanceFunction: 'COSINE',
          VectorAttribute: { AttributeName: 'emb' },
        },
      ],
    });
    const [updated] = parseCliText(
      `aws dynamodb update-table --table-name dishes --vector-index-updates '[{"Delete": {"IndexName": "taste"}}]'`,
    );
    expect(updated.request).toEqual({
      TableName: 'dishes',
      VectorIndexUpdates: [{ Delete: { IndexName: 'taste' } }],
    });
    const [searched] = parseCliText(search);
    expect(searched).toMatchObject({
      operation: 'SearchVectors',
      request: {
        TableName: 'dishes',
        IndexName: 'taste',
        SearchVector: [{ N: '1' }, { N: '0' }, { N: '0' }],
        TopK: 3,
        SearchConditionExpression: 'cuisine = :c',
        ExpressionAttributeValues: { ':c': { S: 'it' } },
        ReturnConsumedCapacity: 'TOTAL',
      },
    });
    // A list option takes shorthand too, one word per element.
    const [shorthand] = parseCliText(
      'aws dynamodb search-vectors --table-name dishes --index-name taste --search-vector N=0.5 N=0.25 --top-k 1',
    );
    expect(shorthand.request).toMatchObject({ SearchVector: [{ N: '0.5' }, { N: '0.25' }], TopK: 1 });
  });

  it('requires what SearchVectors requires, as the CLI does', () => {
    expect(() =>
      parseCliText('aws dynamodb search-vectors --table-name dishes --index-name taste --top-k 3'),
    ).toThrow('the following arguments are required: --search-vector');
  });

  it('creates the index, writes, and searches: most similar first, with scores', async () => {
    const engine = createInProcessClient({
      tableStatusDelayMs: 0,
      clock: { start: 1_800_000_000_000, running: false },
    });
    await run(engine, createDishes);
    await run(
      engine,
      [put('a', 'it', [1, 0, 0]), put('b', 'it', [0.6, 0.8, 0]), put('c', 'fr', [1, 0, 0])].join('\n'),
    );
    await clockCalls.advance(engine, 5); // vector indexes are kept up to date a moment after a write
    expect(await run(engine, search)).toEqual({
      SearchResults: [
        { Item: { id: { S: 'a' }, cuisine: { S: 'it' } }, Score: 0 },
        { Item: { id: { S: 'b' }, cuisine: { S: 'it' } }, Score: 0.39999998 },
      ],
      ConsumedCapacity: { VectorSearchRequestBytes: expect.any(Number) },
    });
  });

  it('is a command the Console runs, and completes a table’s vector indexes for --index-name', () => {
    const help = parseCliText('aws dynamodb help')[0].printed!;
    const [runs] = help.split('The CLI also has these');
    expect(runs).toContain('\n  search-vectors\n');
    const tables = {
      dishes: {
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
        GlobalSecondaryIndexes: [{ IndexName: 'byName' }],
        VectorIndexes: [{ IndexName: 'taste' }],
      },
    };
    expect(
      cliCompletions('aws dynamodb search-vectors --table-name dishes --index-name ', tables).items,
    ).toEqual([{ label: 'taste', kind: 'value', detail: 'vector index' }]);
    // A Query cannot read a vector index: it is not offered there.
    expect(cliCompletions('aws dynamodb query --table-name dishes --index-name ', tables).items).toEqual([
      { label: 'byName', kind: 'value', detail: 'global index' },
    ]);
    const capacities = cliCompletions(
      'aws dynamodb search-vectors --return-consumed-capacity ',
      tables,
    ).items;
    expect(capacities.map((item) => item.label)).toEqual(['INDEXES', 'NONE', 'TOTAL']);
  });
});
