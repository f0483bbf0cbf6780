/**
 * A batch may name a table by its name and by its ARN in the same request. A key sent under both is
 * the same item twice: BatchWriteItem refuses it as a duplicate, and BatchGetItem does too rather
 * than read and charge the item twice. Other keys under the two spellings are read as usual.
 */
import { describe, expect, it } from 'vitest';
import { fails, ok, testEngine } from '../helpers/wire.ts';

function withTable() {
  const engine = testEngine();
  ok(engine, 'CreateTable', {
    TableName: 'Tab1',
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    BillingMode: 'PAY_PER_REQUEST',
  });
  for (const pk of ['1', '2']) ok(engine, 'PutItem', { TableName: 'Tab1', Item: { pk: { S: pk } } });
  const arn = ok(engine, 'DescribeTable', { TableName: 'Tab1' }).Table.TableArn as string;
  return { engine, arn };
}

describe('a table named by name and by ARN in one batch', () => {
  it('the same key under both is a duplicate, for BatchGetItem as for BatchWriteItem', () => {
    const { engine, arn } = withTable();
    const duplicate = {
      type: 'ValidationException',
      message: 'Provided list of item keys contains duplicates',
    };
    const key = { pk: { S: '1' } };
    expect(
      fails(engine, 'BatchGetItem', { RequestItems: { [arn]: { Keys: [key] }, Tab1: { Keys: [key] } } }),
    ).toMatchObject(duplicate);
    expect(
      fails(engine, 'BatchWriteItem', {
        RequestItems: { [arn]: [{ DeleteRequest: { Key: key } }], Tab1: [{ DeleteRequest: { Key: key } }] },
      }),
    ).toMatchObject(duplicate);
  });

  it('different keys under the two are each read once, answered under the name they were sent with', () => {
    const { engine, arn } = withTable();
    const reply = ok(engine, 'BatchGetItem', {
      RequestItems: { [arn]: { Keys: [{ pk: { S: '1' } }] }, Tab1: { Keys: [{ pk: { S: '2' } }] } },
      ReturnConsumedCapacity: 'TOTAL',
    });
    expect(reply.Responses).toEqual({ [arn]: [{ pk: { S: '1' } }], Tab1: [{ pk: { S: '2' } }] });
  });
});
