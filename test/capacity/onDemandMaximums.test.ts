/**
 * On-demand maximums (OnDemandThroughput) through CreateTable and UpdateTable, as captured against
 * DynamoDB (nubo-db/dynoxide#159): a partial update merges member by member, -1 removes a maximum
 * but is echoed in the UpdateTable reply, and each operation words the provisioned-table refusal
 * its own way.
 */
import { expect, it } from 'vitest';
import { fails, ok, testEngine } from '../helpers/wire.ts';

const keyed = {
  KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: 'S' },
    { AttributeName: 'g', AttributeType: 'S' },
  ],
};
const index = (extra: object) => ({
  IndexName: 'by-g',
  KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
  Projection: { ProjectionType: 'ALL' },
  ...extra,
});
const provisioned = { ReadCapacityUnits: 5, WriteCapacityUnits: 5 };

it('refuses maximums on a provisioned table, in CreateTable’s words', () => {
  const engine = testEngine();
  const create = (extra: object) => fails(engine, 'CreateTable', { TableName: 'capped', ...keyed, ...extra });
  expect(
    create({
      ProvisionedThroughput: provisioned,
      OnDemandThroughput: { MaxReadRequestUnits: 20 },
      GlobalSecondaryIndexes: [index({ ProvisionedThroughput: provisioned })],
    }).message,
  ).toBe(
    'One or more parameter values were invalid: MaxReadRequestUnits for OnDemandThroughput cannot be specified when table BillingMode is PROVISIONED.',
  );
  expect(
    create({
      ProvisionedThroughput: provisioned,
      GlobalSecondaryIndexes: [
        index({ ProvisionedThroughput: provisioned, OnDemandThroughput: { MaxWriteRequestUnits: 9 } }),
      ],
    }).message,
  ).toBe(
    'One or more parameter values were invalid: MaxWriteRequestUnits for OnDemandThroughput for index: by-g cannot be specified when table BillingMode is PROVISIONED.',
  );
});

it('merges a partial update, and echoes a removed maximum as -1 once', () => {
  const engine = testEngine();
  ok(engine, 'CreateTable', {
    TableName: 'capped',
    ...keyed,
    AttributeDefinitions: keyed.AttributeDefinitions.slice(0, 1),
    BillingMode: 'PAY_PER_REQUEST',
    OnDemandThroughput: { MaxReadRequestUnits: 20, MaxWriteRequestUnits: 15 },
  });
  const update = (OnDemandThroughput: object) =>
    ok(engine, 'UpdateTable', { TableName: 'capped', OnDemandThroughput }).TableDescription
      .OnDemandThroughput;
  expect(update({ MaxReadRequestUnits: 40 })).toEqual({ MaxReadRequestUnits: 40, MaxWriteRequestUnits: 15 });
  expect(update({ MaxWriteRequestUnits: -1 })).toEqual({ MaxReadRequestUnits: 40, MaxWriteRequestUnits: -1 });
  expect(ok(engine, 'DescribeTable', { TableName: 'capped' }).Table.OnDemandThroughput).toEqual({
    MaxReadRequestUnits: 40,
  });
});
