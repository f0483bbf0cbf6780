/** Tables as LocalStack's recorded DynamoDB tests create them (test_dynamodb.py), for the localstack* files. */
import type { Engine } from '../../../src/engine/engine.ts';
import { ok } from '../../helpers/wire.ts';

/** The tags most recorded tests create their tables with. */
export const TAGS = [
  { Key: 'Name', Value: 'test-table' },
  { Key: 'TestKey', Value: 'true' },
];

/** A provisioned 5/5 table keyed by `key` (S); `extra` adds to or replaces parts of the request. */
export function localstackTable(
  engine: Engine,
  TableName: string,
  key = 'id',
  extra: object = {},
): Record<string, any> {
  return ok(engine, 'CreateTable', {
    TableName,
    KeySchema: [{ AttributeName: key, KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: key, AttributeType: 'S' }],
    ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
    ...extra,
  }).TableDescription;
}
