/**
 * Server-side encryption in table descriptions. A table on the default AWS owned key carries no
 * SSEDescription; SSESpecification { Enabled: true } switches it to KMS with the account's AWS
 * managed key unless KMSMasterKeyId names another (API_SSESpecification.html, API_SSEDescription.html).
 * The absent-by-default description and the ENABLED/KMS/key-ARN reply are as observed against
 * DynamoDB in nubo-db/dynamodb-conformance tests/tier1/createTable/config.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot } from '../../src/engine/snapshot/importSnapshot.ts';
import type { Engine } from '../../src/engine/engine.ts';
import { call, fails, ok, testEngine } from '../helpers/wire.ts';

function hashTable(TableName: string, extra: Record<string, unknown> = {}) {
  return {
    TableName,
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    BillingMode: 'PAY_PER_REQUEST',
    ...extra,
  };
}

/** A table encrypted with a KMS key: the named one, or the account's managed key. */
const kmsTable = (TableName: string, KMSMasterKeyId?: string) =>
  hashTable(TableName, { SSESpecification: { Enabled: true, SSEType: 'KMS', KMSMasterKeyId } });

/** What DescribeTable says of a table's encryption. */
const encryptionOf = (engine: Engine, TableName: string) =>
  ok(engine, 'DescribeTable', { TableName }).Table.SSEDescription;

const MANAGED_KEY =
  /^arn:aws:kms:us-east-1:000000000000:key\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('SSEDescription', () => {
  it('is left out for a table on the AWS owned key', () => {
    const engine = testEngine();
    const plain = ok(engine, 'CreateTable', hashTable('plain_key'));
    ok(engine, 'CreateTable', hashTable('owned_key', { SSESpecification: { Enabled: false } }));
    expect(plain.TableDescription).not.toHaveProperty('SSEDescription');
    expect(ok(engine, 'DescribeTable', { TableName: 'owned_key' }).Table).not.toHaveProperty(
      'SSEDescription',
    );
  });

  it('reports KMS with the managed key when encryption is enabled', () => {
    const engine = testEngine();
    const created = ok(
      engine,
      'CreateTable',
      hashTable('managed_one', { SSESpecification: { Enabled: true } }),
    );
    const described = ok(engine, 'DescribeTable', { TableName: 'managed_one' }).Table;
    expect(created.TableDescription.SSEDescription).toEqual(described.SSEDescription);
    expect(described.SSEDescription).toEqual({
      Status: 'ENABLED',
      SSEType: 'KMS',
      KMSMasterKeyArn: expect.stringMatching(MANAGED_KEY),
    });
    // One aws/dynamodb key per account and Region: a second table reports the same ARN.
    ok(engine, 'CreateTable', kmsTable('managed_two'));
    expect(encryptionOf(engine, 'managed_two').KMSMasterKeyArn).toBe(
      described.SSEDescription.KMSMasterKeyArn,
    );
  });

  it('names the customer key given in KMSMasterKeyId', () => {
    const engine = testEngine();
    const id = '11111111-2222-4333-8444-555555555555';
    const arn = `arn:aws:kms:us-east-1:000000000000:key/${id}`;
    ok(engine, 'CreateTable', kmsTable('by_arn', arn));
    ok(engine, 'CreateTable', kmsTable('by_id', id));
    expect(encryptionOf(engine, 'by_arn').KMSMasterKeyArn).toBe(arn);
    expect(encryptionOf(engine, 'by_id').KMSMasterKeyArn).toBe(arn);
  });

  it('follows UpdateTable switching between the owned key and KMS', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', hashTable('switching'));
    ok(engine, 'UpdateTable', { TableName: 'switching', SSESpecification: { Enabled: true } });
    const on = ok(engine, 'DescribeTable', { TableName: 'switching' }).Table;
    expect(on.SSEDescription).toMatchObject({ Status: 'ENABLED', SSEType: 'KMS' });
    engine.advance(60_000);
    ok(engine, 'UpdateTable', { TableName: 'switching', SSESpecification: { Enabled: false } });
    expect(ok(engine, 'DescribeTable', { TableName: 'switching' }).Table).not.toHaveProperty(
      'SSEDescription',
    );
  });

  // LocalStack's recording of DynamoDB (test_dynamodb_create_table_with_partial_sse_specification);
  // probes of AWS in 2026 (ack-api-quirks dynamodb DDB-TABLE-018, 065, 079, 082, 120, 140, 361, 371).
  it('shows a change as UPDATING on an ACTIVE table, naming the key being left, until it is done', () => {
    const engine = testEngine({ tableStatusDelayMs: 1000 });
    ok(engine, 'CreateTable', kmsTable('leaving'));
    engine.advance(1000);
    const key = encryptionOf(engine, 'leaving').KMSMasterKeyArn;
    const reply = ok(engine, 'UpdateTable', { TableName: 'leaving', SSESpecification: { Enabled: false } });
    const updating = { Status: 'UPDATING', SSEType: 'KMS', KMSMasterKeyArn: key };
    expect(reply.TableDescription).toMatchObject({ TableStatus: 'ACTIVE', SSEDescription: updating });
    expect(encryptionOf(engine, 'leaving')).toEqual(updating);
    // Another change meanwhile is refused; the same one again is accepted.
    const busy = fails(engine, 'UpdateTable', { TableName: 'leaving', SSESpecification: { Enabled: true } });
    expect(busy).toMatchObject({
      type: 'ResourceInUseException',
      message:
        'Attempt to change a resource which is still in use: Server-Side Encryption is still being updated',
    });
    ok(engine, 'UpdateTable', { TableName: 'leaving', SSESpecification: { Enabled: false } });
    engine.advance(1000);
    const settled = ok(engine, 'DescribeTable', { TableName: 'leaving' }).Table;
    expect(settled.TableStatus).toBe('ACTIVE');
    expect(settled).not.toHaveProperty('SSEDescription');
    expect(
      fails(engine, 'UpdateTable', { TableName: 'leaving', SSESpecification: { Enabled: false } }).message,
    ).toBe('One or more parameter values were invalid: Table is already encrypted by default');

    // Leaving the AWS owned key names no key while UPDATING.
    const other = 'arn:aws:kms:us-east-1:000000000000:key/11111111-2222-4333-8444-555555555555';
    const sse = { Enabled: true, SSEType: 'KMS', KMSMasterKeyId: other };
    ok(engine, 'UpdateTable', { TableName: 'leaving', SSESpecification: sse });
    expect(encryptionOf(engine, 'leaving')).toEqual({ Status: 'UPDATING' });
    engine.advance(1000);
    expect(encryptionOf(engine, 'leaving')).toEqual({
      ...updating,
      Status: 'ENABLED',
      KMSMasterKeyArn: other,
    });
    // The key in use named by its ARN is refused; named another way, the table is encrypted again.
    expect(fails(engine, 'UpdateTable', { TableName: 'leaving', SSESpecification: sse }).message).toBe(
      'One or more parameter values were invalid: Table is already encrypted with given KMSMasterKeyId. Use KMSMasterKeyId parameter if you want to change Master Key',
    );
    ok(engine, 'UpdateTable', {
      TableName: 'leaving',
      SSESpecification: { ...sse, KMSMasterKeyId: '11111111-2222-4333-8444-555555555555' },
    });
    expect(encryptionOf(engine, 'leaving')).toEqual({ ...updating, KMSMasterKeyArn: other });
  });

  it('allows 4 changes in a 24-hour window, then one every 6 hours (DDB-TABLE-081, probed in 2026)', () => {
    const engine = testEngine({ tableStatusDelayMs: 1000 });
    ok(engine, 'CreateTable', hashTable('flipped'));
    const flip = (Enabled: boolean) => {
      engine.advance(1000);
      return call(engine, 'UpdateTable', { TableName: 'flipped', SSESpecification: { Enabled } });
    };
    for (const enabled of [true, false, true, false]) expect(flip(enabled).status).toBe(200);
    const at = (seconds: number) => new Date(Date.UTC(2026, 10, 30) + seconds * 1000).toISOString();
    const limited = (count: number, last: number, next: number) => ({
      __type: 'com.amazonaws.dynamodb.v20120810#LimitExceededException',
      message: `Subscriber limit exceeded: Encryption mode changes are limited in the 24h window ending at ${at(86_401)}. After the first 4 change, each subsequent change in the same window can be performed at most once every 21600 seconds. Number of updates today: ${count}. Last change at ${at(last)}. Next changes can be made at ${at(next)}.`,
    });
    expect(flip(true).body).toEqual(limited(4, 4, 21_604));
    engine.advance(21_600_000 - 2000);
    expect(flip(true).status).toBe(200);
    expect(flip(false).body).toEqual(limited(5, 21_604, 43_204));
    engine.advance(86_400_000);
    expect(flip(false).status).toBe(200);
  });

  it('reads SSEType KMS alone as enabled, and the alias aws/dynamodb as the AWS managed key', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', hashTable('typed', { SSESpecification: { SSEType: 'KMS' } }));
    ok(engine, 'CreateTable', hashTable('managed', { SSESpecification: { Enabled: true } }));
    ok(
      engine,
      'CreateTable',
      hashTable('aliased', {
        SSESpecification: { Enabled: true, SSEType: 'KMS', KMSMasterKeyId: 'alias/aws/dynamodb' },
      }),
    );
    ok(
      engine,
      'CreateTable',
      hashTable('custom', {
        SSESpecification: { Enabled: true, SSEType: 'KMS', KMSMasterKeyId: 'alias/mine' },
      }),
    );
    const managed = encryptionOf(engine, 'managed');
    expect(managed.KMSMasterKeyArn).toMatch(/^arn:aws:kms:us-east-1:000000000000:key\/[0-9a-f-]{36}$/);
    expect(encryptionOf(engine, 'typed')).toEqual(managed);
    expect(encryptionOf(engine, 'aliased')).toEqual(managed);
    const custom = encryptionOf(engine, 'custom').KMSMasterKeyArn;
    expect(custom).toMatch(/:key\/[0-9a-f-]{36}$/);
    expect(custom).not.toBe(managed.KMSMasterKeyArn);
  });

  it('survives a saved and reopened session', () => {
    const source = testEngine();
    const KMSMasterKeyId = 'arn:aws:kms:us-east-1:000000000000:key/11111111-2222-4333-8444-555555555555';
    ok(source, 'CreateTable', kmsTable('kept_key', KMSMasterKeyId));
    ok(source, 'CreateTable', hashTable('owned_key'));
    const target = testEngine();
    importSnapshot(target, JSON.parse(JSON.stringify(exportSnapshot(source))));
    expect(encryptionOf(target, 'kept_key').KMSMasterKeyArn).toBe(KMSMasterKeyId);
    expect(ok(target, 'DescribeTable', { TableName: 'owned_key' }).Table).not.toHaveProperty(
      'SSEDescription',
    );
  });

  it('travels with a backup into its restored table, unless the restore overrides it', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', hashTable('kept_key', { SSESpecification: { Enabled: true } }));
    const key = encryptionOf(engine, 'kept_key');
    const { BackupArn } = ok(engine, 'CreateBackup', {
      TableName: 'kept_key',
      BackupName: 'nightly',
    }).BackupDetails;
    engine.advance(1000);
    const restored = ok(engine, 'RestoreTableFromBackup', { TargetTableName: 'kept_copy', BackupArn });
    expect(restored.TableDescription.SSEDescription).toEqual(key);
    const plain = ok(engine, 'RestoreTableFromBackup', {
      TargetTableName: 'owned_copy',
      BackupArn,
      SSESpecificationOverride: { Enabled: false },
    });
    expect(plain.TableDescription).not.toHaveProperty('SSEDescription');
  });
});
