/**
 * The item operations through @aws-sdk/lib-dynamodb's DynamoDBDocumentClient, which marshals
 * JavaScript values to attribute values and back: native numbers, Sets, nested objects, Uint8Array
 * binaries, and the SDK's own paginators following LastEvaluatedKey to the end.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  GetCommand,
  paginateQuery,
  paginateScan,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { useEndpoint } from './support/suite.ts';
import { createTable, tableRequest } from './support/tables.ts';

const context = useEndpoint();
const TABLE = 'documents';

beforeAll(async () => {
  await createTable(context.call.dispatch, tableRequest(TABLE, ['pk', 'S'], ['sk', 'N']));
});

describe('DynamoDBDocumentClient against the endpoint', () => {
  const doc = () => context.endpoint.doc;

  it('puts and gets native values, sets, nested documents and binaries', async () => {
    const item = {
      pk: 'doc',
      sk: 1,
      name: 'Ada',
      score: 12.5,
      big: 12345678901234,
      flags: { active: true, nothing: null },
      tags: new Set(['b', 'a']),
      counts: new Set([3, 1, 2]),
      bytes: new Uint8Array([0, 1, 255]),
      list: ['x', 1, { nested: ['y'] }],
      empty: '',
    };
    await doc().send(new PutCommand({ TableName: TABLE, Item: item }));
    const got = await doc().send(new GetCommand({ TableName: TABLE, Key: { pk: 'doc', sk: 1 } }));
    expect(got.Item).toEqual({ ...item, bytes: new Uint8Array([0, 1, 255]) });
    expect(got.Item?.tags).toEqual(new Set(['a', 'b']));
  });

  it('updates with ReturnValues and surfaces a failed condition with the old item', async () => {
    const updated = await doc().send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { pk: 'doc', sk: 1 },
        UpdateExpression: 'SET score = score + :inc ADD counts :more REMOVE #e',
        ExpressionAttributeNames: { '#e': 'empty' },
        ExpressionAttributeValues: { ':inc': 0.25, ':more': new Set([4]) },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    expect(updated.Attributes).toEqual({ score: 12.75, counts: new Set([1, 2, 3, 4]) });
    const failure = await doc()
      .send(
        new DeleteCommand({
          TableName: TABLE,
          Key: { pk: 'doc', sk: 1 },
          ConditionExpression: 'score < :low',
          ExpressionAttributeValues: { ':low': 1 },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      )
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConditionalCheckFailedException);
    expect((failure as ConditionalCheckFailedException).Item?.score).toEqual({ N: '12.75' });
    expect(
      (await doc().send(new GetCommand({ TableName: TABLE, Key: { pk: 'doc', sk: 1 } }))).Item?.name,
    ).toBe('Ada');
  });

  it('follows LastEvaluatedKey with the SDK paginators until every item is seen', async () => {
    for (let sk = 10; sk < 35; sk++)
      await doc().send(new PutCommand({ TableName: TABLE, Item: { pk: 'page', sk } }));
    const queried: number[] = [];
    for await (const page of paginateQuery(
      { client: doc(), pageSize: 4 },
      {
        TableName: TABLE,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'page' },
        ScanIndexForward: false,
      },
    )) {
      queried.push(...(page.Items ?? []).map((item) => item.sk as number));
    }
    expect(queried).toEqual(Array.from({ length: 25 }, (_, i) => 34 - i));
    let scanned = 0;
    let pages = 0;
    for await (const page of paginateScan({ client: doc(), pageSize: 7 }, { TableName: TABLE })) {
      scanned += page.Count ?? 0;
      pages++;
    }
    expect(scanned).toBe(26);
    expect(pages).toBe(4);
  });
});
