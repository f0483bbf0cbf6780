import { describe, expect, it } from 'vitest';
import { Engine } from '../engine.ts';
import { dispatch } from '../../protocol/dispatch.ts';

const engine = new Engine({ tableStatusDelayMs: 0 });
const answer = (operation: string, body: object) => {
  const reply = dispatch(engine, `DynamoDB_20120810.${operation}`, JSON.stringify(body));
  return { status: reply.status, ...(JSON.parse(reply.body) as Record<string, unknown>) } as Record<
    string,
    unknown
  >;
};
const notFound = 'com.amazonaws.dynamodb.v20120810#GlobalTableNotFoundException';

describe('global tables version 2017.11.29 (Legacy)', () => {
  it('are answered as DynamoDB answers them now', () => {
    expect(
      answer('CreateGlobalTable', {
        GlobalTableName: 'app',
        ReplicationGroup: [{ RegionName: 'eu-west-1' }],
      }),
    ).toEqual({
      status: 400,
      __type: 'com.amazon.coral.validate#ValidationException',
      message:
        'One or more parameter values were invalid: DynamoDB global tables version 2017.11.29 is not supported. We recommend using DynamoDB global tables version 2019.11.21, instead of version 2017.11.29 (Legacy).',
    });
    expect(answer('DescribeGlobalTable', { GlobalTableName: 'app' })).toEqual({
      status: 400,
      __type: notFound,
      message: "Global table not found: Global table with name: 'app' does not exist.",
    });
    for (const operation of ['DescribeGlobalTableSettings', 'UpdateGlobalTableSettings']) {
      expect(answer(operation, { GlobalTableName: 'app' }).message).toBe(
        "Global table with name: 'app' does not exist.",
      );
    }
    expect(
      answer('UpdateGlobalTable', {
        GlobalTableName: 'app',
        ReplicaUpdates: [{ Delete: { RegionName: 'eu-west-1' } }],
      }).__type,
    ).toBe(notFound);
    expect(answer('UpdateGlobalTable', { GlobalTableName: 'app', ReplicaUpdates: [] }).message).toBe(
      'One or more parameter values were invalid',
    );
    expect(answer('ListGlobalTables', {})).toEqual({ status: 200, GlobalTables: [] });
  });

  it('refuse adding a replica for the version, before looking the name up (ack-api-quirks DDB-GLOBALTABLE-004)', () => {
    expect(
      answer('UpdateGlobalTable', {
        GlobalTableName: 'nowhere',
        ReplicaUpdates: [{ Create: { RegionName: 'eu-west-1' } }],
      }),
    ).toEqual({
      status: 400,
      __type: 'com.amazon.coral.validate#ValidationException',
      message:
        'One or more parameter values were invalid: DynamoDB global tables version 2017.11.29 is not supported. We recommend using DynamoDB global tables version 2019.11.21, instead of version 2017.11.29 (Legacy).',
    });
  });

  it('list none in a Region, and fail on a made-up one with a server error (DDB-GLOBALTABLE-004)', () => {
    expect(answer('ListGlobalTables', { RegionName: 'eu-west-1', Limit: 1 })).toEqual({
      status: 200,
      GlobalTables: [],
    });
    expect(answer('ListGlobalTables', { RegionName: 'us-fake-9' })).toMatchObject({
      status: 500,
      message: 'Internal server error',
    });
  });

  it('check their requests first', () => {
    expect(answer('DescribeGlobalTable', {}).message).toBe(
      "1 validation error detected: Value null at 'globalTableName' failed to satisfy constraint: Member must not be null",
    );
    expect(answer('ListGlobalTables', { Limit: 0 }).message).toMatch(
      /at 'limit' failed to satisfy constraint/,
    );
  });
});
