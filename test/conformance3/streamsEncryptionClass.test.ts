/**
 * Streams, encryption, table class and deletion protection as live DynamoDB answered them in 2026
 * (ack-api-quirks dynamodb, table-streams-encryption-class: DDB-TABLE-002, 017, 020, 021, 030, 065,
 * 081, 117, 120, 139, 177, 180, 284, 285, 286, 328, 361, 362, 365, 382, 383, 433, 438).
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const DELAY_MS = 1000;
const IA = 'STANDARD_INFREQUENT_ACCESS';
const ENABLE = { StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' } };
const KMS = { SSESpecification: { Enabled: true, SSEType: 'KMS' } };

function activeTable(TableName: string, extra: Record<string, unknown> = {}): Engine {
  const engine = testEngine({ tableStatusDelayMs: DELAY_MS });
  ok(engine, 'CreateTable', idTable(TableName, extra));
  // Past the creation and the while after it in which backups are still being enabled.
  engine.advance(2 * DELAY_MS);
  return engine;
}
const update = (engine: Engine, TableName: string, change: object) =>
  ok(engine, 'UpdateTable', { TableName, ...change }).TableDescription;
const refused = (engine: Engine, TableName: string, change: object) =>
  fails(engine, 'UpdateTable', { TableName, ...change });
const described = (engine: Engine, TableName: string) => ok(engine, 'DescribeTable', { TableName }).Table;
const inUse = (detail: string) => ({
  type: 'ResourceInUseException',
  message: `Attempt to change a resource which is still in use: ${detail}`,
});

describe('while a table class change is in progress', () => {
  it('refuses class, stream and on-demand changes in words that name the class being set', () => {
    const engine = activeTable('klass');
    update(engine, 'klass', { TableClass: IA });
    const pending = `Table: klass TableClassUpdateInProgress: ${IA}`;
    expect(refused(engine, 'klass', { TableClass: IA })).toMatchObject(
      inUse(`Can't update table class when a table class update is in progress. ${pending}`),
    );
    expect(refused(engine, 'klass', { TableClass: 'STANDARD' })).toMatchObject(
      inUse(`Can't update table class when a table class update is in progress. ${pending}`),
    );
    expect(refused(engine, 'klass', ENABLE)).toMatchObject(
      inUse(`Can't change stream status when a table class update is in progress. ${pending}`),
    );
    expect(
      refused(engine, 'klass', {
        OnDemandThroughput: { MaxReadRequestUnits: 100, MaxWriteRequestUnits: 100 },
      }),
    ).toMatchObject(
      inUse(
        `OnDemandThroughput cannot be updated while TableClass update is in progress. TableClassUpdateInProgress: ${IA}`,
      ),
    );
  });

  it('takes deletion protection, still UPDATING, and the sub-resource writes; not DeleteTable', () => {
    const engine = activeTable('klass');
    const reply = update(engine, 'klass', { TableClass: IA });
    // The reply shows the class the table had: none.
    expect([reply.TableStatus, reply.TableClassSummary]).toEqual(['UPDATING', undefined]);
    expect(update(engine, 'klass', { DeletionProtectionEnabled: true }).TableStatus).toBe('UPDATING');
    ok(engine, 'UpdateTimeToLive', {
      TableName: 'klass',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'ttl' },
    });
    ok(engine, 'UpdateContinuousBackups', {
      TableName: 'klass',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    ok(engine, 'CreateBackup', { TableName: 'klass', BackupName: 'during' });
    expect(fails(engine, 'DeleteTable', { TableName: 'klass' })).toMatchObject(
      inUse('Table: klass is in the process of being updated.'),
    );
    engine.advance(DELAY_MS);
    const table = described(engine, 'klass');
    expect([table.TableStatus, table.TableClassSummary.TableClass, table.DeletionProtectionEnabled]).toEqual([
      'ACTIVE',
      IA,
      true,
    ]);
  });
});

describe('while a stream change is in progress', () => {
  it('takes deletion protection and a billing mode the table has; not the same stream request again', () => {
    const engine = activeTable('streamy');
    expect(update(engine, 'streamy', ENABLE).TableStatus).toBe('UPDATING');
    expect(refused(engine, 'streamy', ENABLE).type).toBe('ResourceInUseException');
    const resent = update(engine, 'streamy', { BillingMode: 'PAY_PER_REQUEST' });
    expect(resent.TableStatus).toBe('UPDATING');
    expect(update(engine, 'streamy', { DeletionProtectionEnabled: true }).TableStatus).toBe('UPDATING');
    ok(engine, 'UpdateTimeToLive', {
      TableName: 'streamy',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'ttl' },
    });
    engine.advance(DELAY_MS);
    expect(described(engine, 'streamy').TableStatus).toBe('ACTIVE');
  });
});

describe('while an encryption change is in progress', () => {
  it('refuses another encryption change and DeleteTable; takes the same request, protection, stream, class', () => {
    const engine = activeTable('sse');
    const reply = update(engine, 'sse', KMS);
    // Leaving the AWS owned key: a status and nothing else (DDB-TABLE-065, 361).
    expect([reply.TableStatus, reply.SSEDescription]).toEqual(['ACTIVE', { Status: 'UPDATING' }]);
    expect(refused(engine, 'sse', { SSESpecification: { Enabled: false } })).toMatchObject(
      inUse('Server-Side Encryption is still being updated'),
    );
    expect(update(engine, 'sse', KMS).TableStatus).toBe('ACTIVE');
    expect(fails(engine, 'DeleteTable', { TableName: 'sse' })).toMatchObject(
      inUse('Table: sse is in the process of being updated.'),
    );
    expect(update(engine, 'sse', { DeletionProtectionEnabled: true }).TableStatus).toBe('ACTIVE');
    expect(update(engine, 'sse', { TableClass: IA }).TableStatus).toBe('UPDATING');
    ok(engine, 'CreateTable', idTable('sse2'));
    engine.advance(DELAY_MS);
    update(engine, 'sse2', KMS);
    expect(update(engine, 'sse2', ENABLE).TableStatus).toBe('UPDATING');
  });
});

describe('deletion protection', () => {
  it('is synchronous and always described; DeleteTable is admitted right after it is turned off', () => {
    const engine = activeTable('guarded');
    expect(described(engine, 'guarded').DeletionProtectionEnabled).toBe(false);
    const reply = update(engine, 'guarded', { DeletionProtectionEnabled: true });
    expect([reply.TableStatus, reply.DeletionProtectionEnabled]).toEqual(['ACTIVE', true]);
    expect(fails(engine, 'DeleteTable', { TableName: 'guarded' })).toMatchObject({
      type: 'ValidationException',
      message:
        'Resource cannot be deleted as it is currently protected against deletion. Disable deletion protection first.',
    });
    engine.advance(15_000);
    update(engine, 'guarded', { DeletionProtectionEnabled: false });
    expect(ok(engine, 'DeleteTable', { TableName: 'guarded' }).TableDescription.TableStatus).toBe('DELETING');
  });

  it('takes re-sends of the value it has without starting the 15-second hold (DDB-TABLE-383)', () => {
    const engine = activeTable('guarded');
    for (let i = 0; i < 20; i++) update(engine, 'guarded', { DeletionProtectionEnabled: false });
    expect(update(engine, 'guarded', { DeletionProtectionEnabled: true }).DeletionProtectionEnabled).toBe(
      true,
    );
  });
});

describe('streams', () => {
  it('shows the requested stream and its new ARN at once, in the reply and while UPDATING (DDB-TABLE-180, 362)', () => {
    const engine = activeTable('streamy');
    const reply = update(engine, 'streamy', ENABLE);
    expect(reply.StreamSpecification).toEqual(ENABLE.StreamSpecification);
    expect(described(engine, 'streamy')).toMatchObject({
      TableStatus: 'UPDATING',
      StreamSpecification: ENABLE.StreamSpecification,
      LatestStreamArn: reply.LatestStreamArn,
    });
    engine.advance(DELAY_MS);
    const disabled = update(engine, 'streamy', { StreamSpecification: { StreamEnabled: false } });
    expect([disabled.StreamSpecification, disabled.LatestStreamArn]).toEqual([
      undefined,
      reply.LatestStreamArn,
    ]);
  });
});

describe('what one UpdateTable may change (DDB-TABLE-382)', () => {
  it('switches a provisioned table to on demand and enables its stream in one call', () => {
    const engine = activeTable('pair', {
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: { ReadCapacityUnits: 10, WriteCapacityUnits: 10 },
    });
    update(engine, 'pair', { BillingMode: 'PAY_PER_REQUEST', ...ENABLE });
    engine.advance(DELAY_MS);
    const table = described(engine, 'pair');
    expect([table.BillingModeSummary.BillingMode, table.StreamSpecification]).toEqual([
      'PAY_PER_REQUEST',
      ENABLE.StreamSpecification,
    ]);
  });

  it('refuses a stream change beside a switch to PROVISIONED and applies nothing', () => {
    const engine = activeTable('pair');
    expect(
      refused(engine, 'pair', {
        BillingMode: 'PROVISIONED',
        ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
        ...ENABLE,
      }),
    ).toMatchObject({
      type: 'ValidationException',
      message:
        'One or more parameter values were invalid: You cannot modify stream status while updating table IOPS',
    });
    const table = described(engine, 'pair');
    expect([table.TableStatus, table.BillingModeSummary.BillingMode, table.StreamSpecification]).toEqual([
      'ACTIVE',
      'PAY_PER_REQUEST',
      undefined,
    ]);
  });

  it('names the first exclusive member: encryption, then class, then protection, then warm throughput', () => {
    const engine = activeTable('pair');
    const only = (what: string) => ({
      type: 'ValidationException',
      message: `One or more parameter values were invalid: ${what} must be the only operation in the request`,
    });
    const dp = { DeletionProtectionEnabled: true };
    const warm = { WarmThroughput: { ReadUnitsPerSecond: 13000 } };
    expect(refused(engine, 'pair', { ...dp, ...KMS })).toMatchObject(
      only('Server-Side Encryption modification'),
    );
    expect(refused(engine, 'pair', { ...dp, TableClass: IA })).toMatchObject(only('TableClass modification'));
    expect(refused(engine, 'pair', { ...warm, ...dp })).toMatchObject(
      only('DeletionProtection modification'),
    );
    expect(refused(engine, 'pair', { ...warm, TableClass: IA })).toMatchObject(
      only('TableClass modification'),
    );
  });
});

describe('table class', () => {
  it('answers STANDARD on a table never given a class with UPDATING, and changes nothing (DDB-TABLE-177)', () => {
    const engine = activeTable('klass');
    for (let i = 0; i < 3; i++) {
      const reply = update(engine, 'klass', { TableClass: 'STANDARD' });
      expect([reply.TableStatus, reply.TableClassSummary]).toEqual(['UPDATING', undefined]);
      expect(described(engine, 'klass').TableStatus).toBe('ACTIVE');
    }
    // No change was counted: two real ones remain (DDB-TABLE-365, 383).
    update(engine, 'klass', { TableClass: IA });
    engine.advance(DELAY_MS);
    update(engine, 'klass', { TableClass: 'STANDARD' });
  });
});

describe('a KMS key ARN of another Region (DDB-TABLE-020, 021, 328)', () => {
  const elsewhere = 'arn:aws:kms:eu-west-3:123456789012:key/mrk-67c1526d2d8940a3947df29d0358c35a';
  const invalidArn = (message: string) =>
    expect(message).toMatch(
      /^KMS validation error: com\.amazonaws\.services\.kms\.model\.NotFoundException: Invalid arn eu-west-3 \(Service: AWSKMS; Status Code: 400; Error Code: NotFoundException; Request ID: [0-9a-f-]{36}; Proxy: null\)$/,
    );
  const sse = { SSESpecification: { Enabled: true, SSEType: 'KMS', KMSMasterKeyId: elsewhere } };

  it('fails CreateTable, which leaves no table behind', () => {
    const engine = testEngine();
    const failure = fails(engine, 'CreateTable', idTable('elsewhere', sse));
    expect(failure.type).toBe('ValidationException');
    invalidArn(failure.message);
    expect(fails(engine, 'DescribeTable', { TableName: 'elsewhere' }).type).toBe('ResourceNotFoundException');
  });

  it('fails UpdateTable, which leaves the encryption as it was and counts no change', () => {
    const engine = activeTable('elsewhere');
    const failure = refused(engine, 'elsewhere', sse);
    expect(failure.type).toBe('ValidationException');
    invalidArn(failure.message);
    expect(described(engine, 'elsewhere').SSEDescription).toBeUndefined();
    // Four changes are allowed in a day: the refused one took none of them (DDB-TABLE-139).
    for (const Enabled of [true, false, true, false]) {
      update(engine, 'elsewhere', { SSESpecification: { Enabled } });
      engine.advance(DELAY_MS);
    }
    // Once they are spent, the quota answers before the key is looked at (DDB-TABLE-081).
    expect(refused(engine, 'elsewhere', sse).type).toBe('LimitExceededException');
  });
});
