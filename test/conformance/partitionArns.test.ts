/**
 * ARNs name the Region's partition: `arn:aws-us-gov:` in GovCloud, `arn:aws-cn:` in China, `arn:aws:`
 * elsewhere — tables, their streams and backups, KMS keys, and the principal in an access denial.
 * LocalStack's tests of tables and streams in other partitions (test_dynamodb_partitions.py,
 * test_dynamodb_streams_partitions.py) expect exactly these forms.
 */
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine.ts';
import { fails, ok } from '../helpers/wire.ts';

describe.each([
  ['us-gov-east-1', 'aws-us-gov'],
  ['cn-north-1', 'aws-cn'],
  ['eu-west-1', 'aws'],
])('in %s', (region, partition) => {
  const engine = new Engine({ region, tableStatusDelayMs: 0 });
  const prefix = `arn:${partition}:dynamodb:${region}:000000000000:table/orders`;
  const created = ok(engine, 'CreateTable', {
    TableName: 'orders',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
    SSESpecification: { Enabled: true },
  }).TableDescription;

  it(`names the ${partition} partition in table, stream, backup and key ARNs`, () => {
    expect(created.TableArn).toBe(prefix);
    expect(created.LatestStreamArn.startsWith(`${prefix}/stream/`)).toBe(true);
    expect(created.SSEDescription.KMSMasterKeyArn).toMatch(
      new RegExp(`^arn:${partition}:kms:${region}:000000000000:key/`),
    );
    const backup = ok(engine, 'CreateBackup', { TableName: 'orders', BackupName: 'nightly' }).BackupDetails;
    expect(backup.BackupArn.startsWith(`${prefix}/backup/`)).toBe(true);
  });

  it('finds the table by that ARN, and by no other partition’s', () => {
    expect(ok(engine, 'DescribeTable', { TableName: prefix }).Table.TableName).toBe('orders');
    const other = prefix.replace(`arn:${partition}:`, partition === 'aws' ? 'arn:aws-cn:' : 'arn:aws:');
    expect(fails(engine, 'DescribeTable', { TableName: other }).type).toBe('ResourceNotFoundException');
  });

  it('names the caller in the partition when refusing another account’s table', () => {
    const foreign = prefix.replace('000000000000', '111111111111');
    expect(fails(engine, 'ListTagsOfResource', { ResourceArn: foreign }).message).toMatch(
      new RegExp(`^User: arn:${partition}:iam::000000000000:root is not authorized`),
    );
  });
});
