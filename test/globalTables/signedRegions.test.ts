/**
 * Which Region's tables a request reaches (regions/regions.ts): the home Region's, for a Region with
 * no engine of its own; the Region's own, once a global table put a replica there — and hosts are
 * told when a Region they sent requests to changes over, since the tables made through it stay home.
 */
import { describe, expect, it } from 'vitest';
import { call, idTable, ok, testEngine } from '../helpers/wire.ts';

const EU = 'eu-west-1';
const DELAY = 400;

describe('a request signed for another Region', () => {
  it('reaches the home tables until that Region holds a replica, then its own; the change is announced once', () => {
    const engine = testEngine({ tableStatusDelayMs: DELAY });
    const announced: string[] = [];
    engine.regions.onOwnTables((region) => announced.push(region));
    // Made through eu-west-1 while it has no engine: the table lives in us-east-1.
    ok(engine.regions.forRequest(EU), 'CreateTable', idTable('notes', { BillingMode: 'PAY_PER_REQUEST' }));
    ok(engine, 'CreateTable', idTable('profiles', { BillingMode: 'PAY_PER_REQUEST' }));
    engine.advance(DELAY);
    expect(ok(engine.regions.forRequest(EU), 'ListTables', {}).TableNames).toEqual(['notes', 'profiles']);
    expect(announced).toEqual([]);

    ok(engine, 'UpdateTable', { TableName: 'profiles', ReplicaUpdates: [{ Create: { RegionName: EU } }] });
    engine.advance(10 * DELAY);
    expect(announced).toEqual([EU]);
    expect(ok(engine.regions.forRequest(EU), 'ListTables', {}).TableNames).toEqual(['profiles']);
    expect(call(engine.regions.forRequest(EU), 'DescribeTable', { TableName: 'notes' }).status).toBe(400);
    expect(ok(engine, 'ListTables', {}).TableNames).toEqual(['notes', 'profiles']);

    // A replica in a Region nobody sent requests to announces nothing.
    ok(engine, 'UpdateTable', {
      TableName: 'profiles',
      ReplicaUpdates: [{ Create: { RegionName: 'us-west-2' } }],
    });
    engine.advance(10 * DELAY);
    expect(ok(engine.regions.forRequest('us-west-2'), 'ListTables', {}).TableNames).toEqual(['profiles']);
    expect(announced).toEqual([EU]);
  });
});
