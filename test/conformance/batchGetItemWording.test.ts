/**
 * BatchGetItem's RequestItems and Keys in DynamoDB's current validation wording (shapes.ts,
 * BaseRules.layer), as paritysuite/dynamodb-conformance captured them in eu-west-2 and us-east-1
 * (tests/tier3/error-messages/batchGetItem.test.ts and validation-ordering/batchOperations.test.ts,
 * 2026-10-09): a length violation names the member as sent and echoes no value, and a malformed table
 * name echoes RequestItems as JSON.
 */
import { beforeAll, describe, it } from 'vitest';
import { ALL_TRANSPORTS, constraintErrors, useEndpoint, validationOn } from './support/suite.ts';
import { createTable, tableRequest } from './support/tables.ts';

const context = useEndpoint();
const HASH = 'bgw_hash';
const TABLE_KEYS =
  'Map keys must satisfy constraint: [Member must have length less than or equal to 255, ' +
  'Member must have length greater than or equal to 3, Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+]';
const keys = (count: number) => Array.from({ length: count }, (_, i) => ({ pk: { S: `bg-${i}` } }));

beforeAll(async () => {
  await createTable(context.call.dispatch, tableRequest(HASH, ['pk', 'S']));
});

const rejects = (body: object, ...errors: string[]) =>
  validationOn(context, ALL_TRANSPORTS, 'BatchGetItem', body, constraintErrors(...errors));

describe('BatchGetItem in the current layer wording', () => {
  it('refuses an empty RequestItems as too short, naming RequestItems as sent', async () => {
    await rejects(
      { RequestItems: {} },
      "Value at 'RequestItems' failed to satisfy constraint: Member must have length greater than or equal to 1",
    );
  });

  it("bounds a table's Keys to 1..100 at RequestItems.<table>.member.Keys, without echoing them", async () => {
    await rejects(
      { RequestItems: { [HASH]: { Keys: [] } } },
      `Value at 'RequestItems.${HASH}.member.Keys' failed to satisfy constraint: Member must have length greater than or equal to 1`,
    );
    await rejects(
      { RequestItems: { [HASH]: { Keys: keys(101) } } },
      `Value at 'RequestItems.${HASH}.member.Keys' failed to satisfy constraint: Member must have length less than or equal to 100`,
    );
  });

  it('echoes RequestItems as JSON for a malformed table name', async () => {
    await rejects(
      { RequestItems: { 'bad!name': { Keys: [{ pk: { S: 'a' } }] } } },
      `Value '{"bad!name":{"Keys":[{"pk":{"S":"a"}}]}}' at 'requestItems' failed to satisfy constraint: ${TABLE_KEYS}`,
    );
  });

  it('lists the map keys before the members, each in its own wording', async () => {
    await rejects(
      { RequestItems: { 'bad!name': { Keys: [{ pk: { S: 'a' } }] }, [HASH]: { Keys: [] } } },
      `Value '{"bad!name":{"Keys":[{"pk":{"S":"a"}}]},"${HASH}":{"Keys":[]}}' at 'requestItems' failed to satisfy constraint: ${TABLE_KEYS}`,
      `Value at 'RequestItems.${HASH}.member.Keys' failed to satisfy constraint: Member must have length greater than or equal to 1`,
    );
  });
});
