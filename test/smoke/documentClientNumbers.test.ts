/**
 * The Console's ready-made DocumentClient reads DynamoDB's 38-digit numbers as the SDK does outside
 * the sandbox, and the Console's hint for the one that fails gives a way out that works.
 */
import * as libDynamodb from '@aws-sdk/lib-dynamodb';
import { expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine.ts';
import { failureHint } from '../../src/features/console/results/errorHints.ts';
import { createDispatch } from '../../src/protocol/dispatch.ts';
import { createSandboxClients } from '../../src/worker/sandbox/sandboxSdk.ts';

it('reads big numbers as the SDK does, and the hint for a big fraction leads to exact digits', async () => {
  const dispatch = createDispatch(new Engine({ tableStatusDelayMs: 0 }));
  const { client, doc } = createSandboxClients(dispatch);
  await client.send(
    new (await import('@aws-sdk/client-dynamodb')).CreateTableCommand({
      TableName: 'prices',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    }),
  );
  const put = (id: string, n: string) =>
    dispatch(
      'DynamoDB_20120810.PutItem',
      JSON.stringify({ TableName: 'prices', Item: { id: { S: id }, n: { N: n } } }),
    );
  put('whole', '12345678901234567890123');
  put('fraction', '12345678901234567890.5');

  const whole = await doc.send(new libDynamodb.GetCommand({ TableName: 'prices', Key: { id: 'whole' } }));
  expect(whole.Item?.n).toBe(12345678901234567890123n);

  const failure = await doc
    .send(new libDynamodb.GetCommand({ TableName: 'prices', Key: { id: 'fraction' } }))
    .then(
      () => undefined,
      (error: Error) => error.message,
    );
  expect(failure).toBeDefined();
  const hint = failureHint(failure!);
  expect(hint).toContain('unmarshallOptions: { wrapNumbers: true }');
  expect(failureHint('Cannot read properties of undefined')).toBeUndefined();

  // What the hint says to write reads every digit.
  const exact = libDynamodb.DynamoDBDocumentClient.from(client, { unmarshallOptions: { wrapNumbers: true } });
  const read = await exact.send(new libDynamodb.GetCommand({ TableName: 'prices', Key: { id: 'fraction' } }));
  expect(String(read.Item?.n)).toBe('12345678901234567890.5');
});
