/** The hint under a read of an index the engine is still building (backfillHint.ts via errorHint). */
import { describe, expect, it } from 'vitest';
import { callOperation, callWith } from '../../../client/calls.ts';
import { createInProcessClient } from '../../../client/inProcessClient.ts';
import { errorHint, type HintContext } from './errorHints.ts';
import { APP } from './errorHintsTestSupport.ts';

const QUERY = {
  TableName: 'app',
  IndexName: 'ByNote',
  KeyConditionExpression: 'note = :n',
  ExpressionAttributeValues: { ':n': { S: 'hello' } },
};

/** A Query of a GSI added to a table with an item, sent while the index backfills. */
async function backfillingRead() {
  const client = createInProcessClient({ tableStatusDelayMs: 0, clock: { running: false } });
  expect((await callWith(client, 'CreateTable', APP)).ok).toBe(true);
  const item = { TableName: 'app', Item: { PK: { S: 'a' }, note: { S: 'hello' } } };
  expect((await callWith(client, 'PutItem', item)).ok).toBe(true);
  const added = await callWith(client, 'UpdateTable', {
    TableName: 'app',
    AttributeDefinitions: [{ AttributeName: 'note', AttributeType: 'S' }],
    GlobalSecondaryIndexUpdates: [
      {
        Create: {
          IndexName: 'ByNote',
          KeySchema: [{ AttributeName: 'note', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'ALL' },
        },
      },
    ],
  });
  expect(added.ok).toBe(true);
  const outcome = await callOperation(client, 'Query', JSON.stringify(QUERY));
  if (outcome.ok) throw new Error('the Query of a backfilling index succeeded');
  return outcome.error;
}

const context = (clockPaused: boolean): HintContext => ({
  operation: 'Query',
  request: JSON.stringify(QUERY),
  region: undefined,
  tables: {},
  tableNames: ['app'],
  clockPaused,
  mode: 'json',
});

describe('the hint under a read of an index still being built', () => {
  it('says to wait for the index to be ACTIVE, and that a paused clock holds the build', async () => {
    const error = await backfillingRead();
    expect(error.message).toBe('Cannot read from backfilling global secondary index: ByNote');
    const running = errorHint(error, context(false));
    expect(running).toBe(
      'The index “ByNote” is still being built from the table’s items (backfilling): DynamoDB refuses to read it until its IndexStatus is ACTIVE. Wait for that (DescribeTable shows it), then send the request again.',
    );
    expect(errorHint(error, context(true))).toBe(
      `${running} The sandbox clock is paused, so it will not get there: resume the clock in the header, or Step it.`,
    );
  });

  it('names a vector index as one', () => {
    const type = 'com.amazon.coral.validate#ValidationException';
    const message = 'Cannot search backfilling vector index: ByMeaning';
    const error = { __type: type, message, status: 400, body: JSON.stringify({ __type: type, message }) };
    expect(errorHint(error, { ...context(true), operation: 'SearchVectors' })).toMatch(
      /^The vector index “ByMeaning” is still being built .* The sandbox clock is paused/,
    );
  });
});
