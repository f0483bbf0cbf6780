/**
 * Streams, encryption and the writes admitted during a table's jobs, as live DynamoDB answered them
 * in 2026 (ack-api-quirks dynamodb, table-streams-encryption-class: DDB-TABLE-004, 019, 029, 031,
 * 035, 036, 078, 367, 378, 386, 450). Through dispatch, on a clock moved by hand.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { dispatch } from '../../src/protocol/dispatch.ts';
import { call, fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const DELAY = 1000;
const ARN = 'arn:aws:dynamodb:us-east-1:000000000000:table/';
const invalid = (detail: string) => `One or more parameter values were invalid: ${detail}`;
const described = (engine: Engine, TableName: string) => ok(engine, 'DescribeTable', { TableName }).Table;

/** `TableName`, ACTIVE and past the while in which its backups are still being enabled. */
function activeTable(engine: Engine, TableName: string, extra: Record<string, unknown> = {}): void {
  ok(engine, 'CreateTable', idTable(TableName, extra));
  engine.advance(2 * DELAY);
}
const engineWithTable = (TableName: string, extra: Record<string, unknown> = {}) => {
  const engine = testEngine({ tableStatusDelayMs: DELAY });
  activeTable(engine, TableName, extra);
  return engine;
};
const streams = (engine: Engine, operation: string, body: object) =>
  JSON.parse(dispatch(engine, `DynamoDBStreams_20120810.${operation}`, JSON.stringify(body)).body);

describe('CreateTable’s StreamSpecification and SSESpecification (DDB-TABLE-031, 035, 036)', () => {
  it.each([
    [
      { SSESpecification: { Enabled: true, KMSMasterKeyId: 'alias/aws/dynamodb' } },
      invalid('SSEType KMS is required if KMSMasterKeyId is specified'),
    ],
    [
      { SSESpecification: { Enabled: false, SSEType: 'KMS' } },
      invalid('SSEType can not be specified if Enabled is false'),
    ],
    [
      { SSESpecification: { Enabled: false, KMSMasterKeyId: 'key' } },
      invalid('KMSMasterKeyId can not be specified if Enabled is false'),
    ],
    [
      { SSESpecification: { Enabled: false, SSEType: 'KMS', KMSMasterKeyId: 'key' } },
      invalid('SSEType can not be specified if Enabled is false'),
    ],
    [{ SSESpecification: { Enabled: true, SSEType: 'AES256' } }, invalid('SSEType AES256 is not supported')],
    [
      { SSESpecification: { Enabled: false, SSEType: 'AES256' } },
      invalid('SSEType can not be specified if Enabled is false'),
    ],
    [
      { StreamSpecification: { StreamEnabled: false, StreamViewType: 'NEW_IMAGE' } },
      invalid('Table is being created with a stream disabled, UpdateViewType should not be specified'),
    ],
    [
      { StreamSpecification: { StreamEnabled: true } },
      invalid('Table is being created with a stream enabled, UpdateViewType is required'),
    ],
    [
      { StreamSpecification: { StreamViewType: 'NEW_IMAGE' } },
      "1 validation error detected: Value null at 'streamSpecification.streamEnabled' failed to satisfy constraint: Member must not be null",
    ],
    [
      { StreamSpecification: {} },
      "1 validation error detected: Value null at 'streamSpecification.streamEnabled' failed to satisfy constraint: Member must not be null",
    ],
  ])('refuses %j', (extra, message) => {
    const engine = testEngine();
    expect(fails(engine, 'CreateTable', idTable('orders', extra))).toMatchObject({
      type: 'ValidationException',
      message,
    });
    expect(engine.tables.has('orders')).toBe(false);
  });
});

describe('a stream at CreateTable (DDB-TABLE-029)', () => {
  it('is absent, and so is LatestStreamArn, unless enabled; enabled it shows its view type', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY });
    activeTable(engine, 'plain');
    activeTable(engine, 'off', { StreamSpecification: { StreamEnabled: false } });
    activeTable(engine, 'old', { StreamSpecification: { StreamEnabled: true, StreamViewType: 'OLD_IMAGE' } });
    for (const name of ['plain', 'off']) {
      expect(described(engine, name)).not.toHaveProperty('StreamSpecification');
      expect(described(engine, name)).not.toHaveProperty('LatestStreamArn');
    }
    expect(described(engine, 'old').StreamSpecification).toEqual({
      StreamEnabled: true,
      StreamViewType: 'OLD_IMAGE',
    });
    expect(described(engine, 'old').LatestStreamArn).toMatch(
      /^arn:aws:dynamodb:us-east-1:000000000000:table\/old\/stream\//,
    );
  });
});

describe('enabling a stream (DDB-TABLE-004)', () => {
  it('answers UPDATING with the stream asked for and its ARN', () => {
    const engine = engineWithTable('orders');
    const spec = { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' };
    const reply = ok(engine, 'UpdateTable', {
      TableName: 'orders',
      StreamSpecification: spec,
    }).TableDescription;
    expect(reply).toMatchObject({ TableStatus: 'UPDATING', StreamSpecification: spec });
    expect(reply.LatestStreamArn).toBe(`${ARN}orders/stream/${reply.LatestStreamLabel}`);
  });
});

describe('TableClass=STANDARD on a table never given a class (DDB-TABLE-019)', () => {
  it('answers UPDATING while DescribeTable stays ACTIVE without a TableClassSummary', () => {
    const engine = engineWithTable('orders');
    expect(
      ok(engine, 'UpdateTable', { TableName: 'orders', TableClass: 'STANDARD' }).TableDescription.TableStatus,
    ).toBe('UPDATING');
    expect(described(engine, 'orders').TableStatus).toBe('ACTIVE');
    expect(described(engine, 'orders')).not.toHaveProperty('TableClassSummary');
  });
});

describe('a KMS key named again (DDB-TABLE-078)', () => {
  it('by alias or key id re-encrypts the table with the same key; by ARN it is refused', () => {
    const sse = (KMSMasterKeyId: string) => ({
      SSESpecification: { Enabled: true, SSEType: 'KMS', KMSMasterKeyId },
    });
    const engine = engineWithTable('orders', sse('alias/orders-key'));
    const arn = described(engine, 'orders').SSEDescription.KMSMasterKeyArn;
    for (const keyId of ['alias/orders-key', arn.split('/').pop()]) {
      const reply = ok(engine, 'UpdateTable', { TableName: 'orders', ...sse(keyId) }).TableDescription;
      expect(reply.TableStatus).toBe('ACTIVE');
      expect(reply.SSEDescription).toEqual({ Status: 'UPDATING', SSEType: 'KMS', KMSMasterKeyArn: arn });
      engine.advance(DELAY);
      expect(described(engine, 'orders').SSEDescription).toEqual({
        Status: 'ENABLED',
        SSEType: 'KMS',
        KMSMasterKeyArn: arn,
      });
    }
    expect(fails(engine, 'UpdateTable', { TableName: 'orders', ...sse(arn) }).message).toBe(
      invalid(
        'Table is already encrypted with given KMSMasterKeyId. Use KMSMasterKeyId parameter if you want to change Master Key',
      ),
    );
  });
});

describe('old streams (DDB-TABLE-367, 378, 386)', () => {
  it('get a new ARN per enable, are listed after DeleteTable and a new table of the name, DISABLED', () => {
    const enable = (StreamViewType: string) => ({
      StreamSpecification: { StreamEnabled: true, StreamViewType },
    });
    const engine = engineWithTable('orders', enable('NEW_IMAGE'));
    const first = described(engine, 'orders').LatestStreamArn;
    ok(engine, 'UpdateTable', { TableName: 'orders', StreamSpecification: { StreamEnabled: false } });
    engine.advance(DELAY);
    ok(engine, 'UpdateTable', { TableName: 'orders', ...enable('NEW_AND_OLD_IMAGES') });
    engine.advance(DELAY);
    const second = described(engine, 'orders').LatestStreamArn;
    expect(second).not.toBe(first);
    ok(engine, 'DeleteTable', { TableName: 'orders' });
    const status = (StreamArn: string) =>
      streams(engine, 'DescribeStream', { StreamArn }).StreamDescription.StreamStatus;
    // DISABLING at once, DISABLED once the deletion is through (AWS: +6.1 s).
    expect(status(second)).toBe('DISABLING');
    expect(status(first)).toBe('DISABLED');
    engine.advance(DELAY);
    expect(status(second)).toBe('DISABLED');
    activeTable(engine, 'orders', enable('NEW_IMAGE'));
    const third = described(engine, 'orders').LatestStreamArn;
    const listed = streams(engine, 'ListStreams', { TableName: 'orders' }).Streams.map(
      (s: { StreamArn: string }) => s.StreamArn,
    );
    expect(listed).toEqual([first, second, third]);
  });
});

describe('writes during a table job (DDB-TABLE-450)', () => {
  const jobs: Record<string, object> = {
    'a class change': { TableClass: 'STANDARD_INFREQUENT_ACCESS' },
    'a stream enable': { StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' } },
    'a billing switch': {
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: { ReadCapacityUnits: 1, WriteCapacityUnits: 1 },
    },
  };
  const policy = (name: string) =>
    JSON.stringify({
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Principal: { AWS: 'arn:aws:iam::000000000000:root' },
          Action: 'dynamodb:GetItem',
          Resource: `${ARN}${name}`,
        },
      ],
    });
  it.each(Object.keys(jobs))(
    'during %s: admits DP, warm, tags, TTL, PITR, policy, none resetting the status; refuses maximums',
    (job) => {
      const writes: [string, (name: string) => [string, object], string | undefined][] = [
        ['dp', (n) => ['UpdateTable', { TableName: n, DeletionProtectionEnabled: true }], 'UPDATING'],
        [
          'warm',
          (n) => [
            'UpdateTable',
            { TableName: n, WarmThroughput: { ReadUnitsPerSecond: 13000, WriteUnitsPerSecond: 5000 } },
          ],
          'UPDATING',
        ],
        [
          'tag',
          (n) => ['TagResource', { ResourceArn: `${ARN}${n}`, Tags: [{ Key: 'team', Value: 'a' }] }],
          undefined,
        ],
        [
          'ttl',
          (n) => [
            'UpdateTimeToLive',
            { TableName: n, TimeToLiveSpecification: { Enabled: true, AttributeName: 'exp' } },
          ],
          undefined,
        ],
        [
          'pitr',
          (n) => [
            'UpdateContinuousBackups',
            { TableName: n, PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } },
          ],
          undefined,
        ],
        ['policy', (n) => ['PutResourcePolicy', { ResourceArn: `${ARN}${n}`, Policy: policy(n) }], undefined],
      ];
      const engine = testEngine({ tableStatusDelayMs: DELAY });
      for (const [write, request, answer] of writes) {
        const name = `with-${write}`;
        activeTable(engine, name);
        ok(engine, 'UpdateTable', { TableName: name, ...jobs[job] });
        engine.advance(100);
        const [operation, body] = request(name);
        const reply = call(engine, operation, body);
        expect({ write, status: reply.status }).toEqual({ write, status: 200 });
        expect((reply.body.TableDescription as { TableStatus?: string })?.TableStatus).toBe(answer);
        expect(described(engine, name).TableStatus).toBe('UPDATING');
      }
      activeTable(engine, 'with-maximums');
      ok(engine, 'UpdateTable', { TableName: 'with-maximums', ...jobs[job] });
      const maximums = { OnDemandThroughput: { MaxReadRequestUnits: 100, MaxWriteRequestUnits: 100 } };
      expect(fails(engine, 'UpdateTable', { TableName: 'with-maximums', ...maximums }).type).toBe(
        'ResourceInUseException',
      );
    },
  );
});
