/**
 * Items between a global table's replicas (globalTables/replication.ts): a write reaches the other
 * Region after the replication latency, conflicts end with the last writer's version everywhere,
 * conditions are checked against the local copy, and the group's settings follow a change made in
 * any Region (globalTables/groupSettings.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import type { ResourceMetricName } from '../../src/engine/metrics/metricNames.ts';
import { EU, twoRegionTable } from '../helpers/globalTable.ts';
import { call, fails, ok } from '../helpers/wire.ts';
import { latestStreamArn, readStream } from '../streams/streamHelpers.ts';

const LATENCY = 1000;

/** `profiles` in us-east-1 with an ACTIVE replica in eu-west-1; both engines. */
const globalTable = (extra: Record<string, unknown> = {}) =>
  twoRegionTable({ replicationLatencyMs: LATENCY }, extra);

const put = (engine: Engine, id: string, fields: Record<string, string>) =>
  ok(engine, 'PutItem', {
    TableName: 'profiles',
    Item: { id: { S: id }, ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { S: v }])) },
  });
const read = (engine: Engine, id: string) =>
  ok(engine, 'GetItem', { TableName: 'profiles', Key: { id: { S: id } }, ConsistentRead: true }).Item;

describe('replication', () => {
  it('brings a write to the other Region after the latency, both ways, deletes too', () => {
    const { us, eu } = globalTable();
    put(us, 'ada', { email: 'ada@example.com' });
    expect(read(eu, 'ada')).toBeUndefined();
    us.advance(LATENCY - 1);
    expect(read(eu, 'ada')).toBeUndefined();
    us.advance(1);
    expect(read(eu, 'ada')).toEqual({ id: { S: 'ada' }, email: { S: 'ada@example.com' } });

    ok(eu, 'UpdateItem', {
      TableName: 'profiles',
      Key: { id: { S: 'ada' } },
      UpdateExpression: 'SET phone = :p',
      ExpressionAttributeValues: { ':p': { S: '555' } },
    });
    us.advance(LATENCY);
    expect(read(us, 'ada')?.phone).toEqual({ S: '555' });

    ok(us, 'DeleteItem', { TableName: 'profiles', Key: { id: { S: 'ada' } } });
    us.advance(LATENCY);
    expect(read(eu, 'ada')).toBeUndefined();
  });

  it('settles a conflict by last writer wins: the later write’s whole item, in both Regions', () => {
    const { us, eu } = globalTable();
    put(us, 'ada', { email: 'old@example.com' });
    us.advance(LATENCY);
    // us-east-1 changes the email; 300 ms later, before that arrives, eu-west-1 sets a phone.
    ok(us, 'UpdateItem', {
      TableName: 'profiles',
      Key: { id: { S: 'ada' } },
      UpdateExpression: 'SET email = :e',
      ExpressionAttributeValues: { ':e': { S: 'new@example.com' } },
    });
    us.advance(300);
    ok(eu, 'UpdateItem', {
      TableName: 'profiles',
      Key: { id: { S: 'ada' } },
      UpdateExpression: 'SET phone = :p',
      ExpressionAttributeValues: { ':p': { S: '555' } },
    });
    us.advance(2 * LATENCY);
    const expected = { id: { S: 'ada' }, email: { S: 'old@example.com' }, phone: { S: '555' } };
    expect(read(us, 'ada')).toEqual(expected);
    expect(read(eu, 'ada')).toEqual(expected);
  });

  it('checks a condition against the local copy, so both Regions’ version checks pass', () => {
    const { us, eu } = globalTable();
    ok(us, 'PutItem', { TableName: 'profiles', Item: { id: { S: 'ada' }, version: { N: '1' } } });
    us.advance(LATENCY);
    const bump = (engine: Engine, name: string) =>
      call(engine, 'UpdateItem', {
        TableName: 'profiles',
        Key: { id: { S: 'ada' } },
        UpdateExpression: 'SET version = :next, #n = :name',
        ConditionExpression: 'version = :current',
        ExpressionAttributeNames: { '#n': 'name' },
        ExpressionAttributeValues: { ':current': { N: '1' }, ':next': { N: '2' }, ':name': { S: name } },
      }).status;
    expect(bump(us, 'from us')).toBe(200);
    us.advance(100);
    expect(bump(eu, 'from eu')).toBe(200);
    us.advance(LATENCY);
    expect(read(us, 'ada')?.name).toEqual({ S: 'from eu' });
    expect(read(eu, 'ada')?.name).toEqual({ S: 'from eu' });
  });

  it('charges each replica a write for every write it receives, counted as no request of its own', () => {
    const { us, eu } = globalTable();
    ok(us, 'PutItem', { TableName: 'profiles', Item: { id: { S: 'ada' }, bio: { S: 'x'.repeat(2500) } } });
    us.advance(LATENCY + 1000);
    const metrics = eu.capacity.snapshot(eu.tables.get('profiles')!).table.metrics;
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(sum(metrics.ConsumedWriteCapacityUnits)).toBe(3);
    expect(sum(metrics.SuccessfulRequests ?? [])).toBe(0);
  });

  it('records a replicated write in the receiving Region’s stream', () => {
    const { us, eu } = globalTable();
    put(us, 'ada', { email: 'ada@example.com' });
    us.advance(LATENCY);
    const records = readStream(eu, latestStreamArn(eu, 'profiles'));
    expect(records.map((record) => [record.eventName, record.awsRegion])).toEqual([['INSERT', EU]]);
  });
});

describe('the group’s settings', () => {
  it('follows an index or Time to Live change made in any Region; the stream stays as it is', () => {
    const { us, eu } = globalTable();
    ok(eu, 'UpdateTable', {
      TableName: 'profiles',
      AttributeDefinitions: [{ AttributeName: 'email', AttributeType: 'S' }],
      GlobalSecondaryIndexUpdates: [
        {
          Create: {
            IndexName: 'byEmail',
            KeySchema: [{ AttributeName: 'email', KeyType: 'HASH' }],
            Projection: { ProjectionType: 'ALL' },
          },
        },
      ],
    });
    const indexes = ok(us, 'DescribeTable', { TableName: 'profiles' }).Table.GlobalSecondaryIndexes;
    expect(indexes.map((index: any) => index.IndexName)).toEqual(['byEmail']);

    ok(us, 'UpdateTimeToLive', {
      TableName: 'profiles',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' },
    });
    expect(ok(eu, 'DescribeTimeToLive', { TableName: 'profiles' }).TimeToLiveDescription.AttributeName).toBe(
      'expires',
    );

    expect(
      fails(eu, 'UpdateTable', { TableName: 'profiles', StreamSpecification: { StreamEnabled: false } })
        .message,
    ).toBe(
      'One or more parameter values were invalid: Disabling Stream is not allowed for a Global Table replica.',
    );
    expect(
      fails(us, 'UpdateTable', {
        TableName: 'profiles',
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
      }).message,
    ).toBe('Table already has an enabled stream: TableName: profiles');
    expect(
      fails(us, 'UpdateTable', {
        TableName: 'profiles',
        BillingMode: 'PROVISIONED',
        ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
      }).message,
    ).toBe('Table write capacity should either be Pay-Per-Request or AutoScaled.');
  });

  it('gives a replica its own table class and on-demand read maximum through an Update action', () => {
    const { us, eu } = globalTable();
    ok(us, 'UpdateTable', {
      TableName: 'profiles',
      ReplicaUpdates: [
        {
          Update: {
            RegionName: EU,
            TableClassOverride: 'STANDARD_INFREQUENT_ACCESS',
            OnDemandThroughputOverride: { MaxReadRequestUnits: 500 },
          },
        },
      ],
    });
    const table = ok(eu, 'DescribeTable', { TableName: 'profiles' }).Table;
    expect(table.TableClassSummary.TableClass).toBe('STANDARD_INFREQUENT_ACCESS');
    expect(table.OnDemandThroughput.MaxReadRequestUnits).toBe(500);
    const entry = ok(us, 'DescribeTable', { TableName: 'profiles' }).Table.Replicas[0];
    expect(entry.ReplicaTableClassSummary.TableClass).toBe('STANDARD_INFREQUENT_ACCESS');
    expect(ok(us, 'DescribeTable', { TableName: 'profiles' }).Table.TableClassSummary).toBeUndefined();
    expect(
      fails(us, 'UpdateTable', {
        TableName: 'profiles',
        ReplicaUpdates: [
          { Update: { RegionName: EU, ProvisionedThroughputOverride: { ReadCapacityUnits: 5 } } },
        ],
      }).message,
    ).toBe(
      'Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST',
    );
  });
});

describe('ReplicationLatency', () => {
  const total = (engine: Engine, name: ResourceMetricName) => {
    const table = engine.capacity.snapshot(engine.tables.get('profiles')!).table;
    return table.metrics[name].reduce((sum, value) => sum + value, 0) + table.current[name];
  };

  it('is kept on the sending Region’s table: one sample per write that reached the other replica', () => {
    const { us, eu } = globalTable();
    put(us, 'ada', { email: 'ada@example.com' });
    us.advance(LATENCY / 2);
    put(us, 'bob', { email: 'bob@example.com' });
    expect(total(us, 'ReplicatedWrites')).toBe(0);
    us.advance(LATENCY);
    expect(total(us, 'ReplicatedWrites')).toBe(2);
    expect(total(us, 'ReplicationLatencySum')).toBe(2 * LATENCY);
    expect(total(us, 'ReplicationLatencyMaximum')).toBe(LATENCY);
    // The receiving Region sent nothing: its table reports no replication of its own.
    expect(total(eu, 'ReplicatedWrites')).toBe(0);
  });
});
