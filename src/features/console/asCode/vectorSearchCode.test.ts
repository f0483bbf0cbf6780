/**
 * Vector search requests as code: SearchVectors with the document client (plain numbers in the
 * vector), the AWS CLI command the Console's CLI mode reads back as the same request, and scripts
 * that wait for a vector index added by UpdateTable before searching it.
 */
import { describe, expect, it } from 'vitest';
import { parseCliText } from '../cli/parseCli.ts';
import { requestAsCode, requestsAsScript } from './requestAsCode.ts';
import type { ScriptStep } from './scriptSteps.ts';

const search = {
  TableName: 'dishes',
  IndexName: 'taste',
  SearchVector: [{ N: '0.5' }, { N: '1' }, { N: '-0.25' }],
  TopK: 3,
  SearchConditionExpression: 'cuisine = :c',
  ExpressionAttributeValues: { ':c': { S: 'thai' } },
};
const code = (language: Parameters<typeof requestAsCode>[0], operation: string, request: object) => {
  const result = requestAsCode(language, operation, JSON.stringify(request));
  if (!result.ok) throw new Error(result.reason);
  return result.text;
};

const tasteIndex = {
  IndexName: 'taste',
  VectorAttribute: { AttributeName: 'emb' },
  Dimensions: 3,
  DistanceFunction: 'COSINE',
  Projection: { ProjectionType: 'ALL' },
};
const addVectorIndex: ScriptStep = {
  operation: 'UpdateTable',
  request: { TableName: 'dishes', VectorIndexUpdates: [{ Create: tasteIndex }] },
};
const searchStep: ScriptStep = { operation: 'SearchVectors', request: search };

describe('vector search as code', () => {
  it('sends SearchVectors with the document client, the vector as plain numbers', () => {
    const text = code('document', 'SearchVectors', search);
    expect(text).toMatch(
      /import \{\s*DynamoDBDocumentClient,\s*SearchVectorsCommand,?\s*\} from '@aws-sdk\/lib-dynamodb';/,
    );
    expect(text).toContain('SearchVector: [0.5, 1, -0.25],');
    expect(text).toContain("ExpressionAttributeValues: { ':c': 'thai' },");
    expect(code('javascript', 'SearchVectors', search)).toContain(
      "import { DynamoDBClient, SearchVectorsCommand } from '@aws-sdk/client-dynamodb';",
    );
    expect(code('python', 'SearchVectors', search)).toContain('response = client.search_vectors(\n');
  });

  it('writes AWS CLI commands that the CLI mode reads back as the same requests', () => {
    const create = {
      TableName: 'dishes',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
      VectorIndexes: [tasteIndex],
    };
    for (const [operation, request] of [
      ['SearchVectors', search],
      ['CreateTable', create],
      ['UpdateTable', addVectorIndex.request],
    ] as const) {
      const text = code('cli', operation, request);
      const [command] = parseCliText(text);
      expect(command.operation, text).toBe(operation);
      expect(command.request, text).toEqual(request);
    }
    expect(code('cli', 'SearchVectors', search)).toContain(
      `--search-vector '[{"N": "0.5"}, {"N": "1"}, {"N": "-0.25"}]'`,
    );
  });

  it('waits, in a script, for a vector index added by UpdateTable to be ACTIVE before searching it', () => {
    const script = (language: Parameters<typeof requestsAsScript>[0]) => {
      const result = requestsAsScript(language, [addVectorIndex, searchStep]);
      if (!result.ok) throw new Error(result.reason);
      return result;
    };
    const cli = script('cli');
    expect(cli.text).toContain(
      '--query \'length(Table.VectorIndexes[?IndexStatus!=`"ACTIVE"`] || `[]`)\')" != 0 ]; do',
    );
    expect(cli.text).not.toContain('Table.GlobalSecondaryIndexes');
    // The Console's CLI mode runs no shell loops.
    expect(cli.consoleText).toBeUndefined();
    const javaScript = script('javascript').text;
    expect(javaScript).toContain("await waitUntilActive(client, 'dishes');");
    expect(javaScript).toContain('...(Table.VectorIndexes ?? []).map((index) => index.IndexStatus),');
    expect(script('python').text).toContain(
      'statuses += [index["IndexStatus"] for index in described.get("VectorIndexes", [])]',
    );
  });
});
