/**
 * Making and taking apart a global table in multi-Region strong consistency (globalTables/
 * strongGroups.ts, strongRegions.ts): three Regions of one set in one UpdateTable, a witness, the
 * phases DescribeTable shows, the rules and their messages, and a refused request changing nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const DELAY = 400;
const OHIO = 'us-east-2';
const OREGON = 'us-west-2';
const STRONG = 'MultiRegionConsistency set to STRONG';

/** us-east-1 with an ACTIVE, empty on-demand table `profiles`; `extra` adds to its CreateTable. */
function home(extra: Record<string, unknown> = {}, delay = DELAY): Engine {
  const engine = testEngine({ tableStatusDelayMs: delay });
  ok(engine, 'CreateTable', idTable('profiles', extra));
  engine.advance(delay);
  return engine;
}

const creates = (...regions: string[]) => regions.map((RegionName) => ({ Create: { RegionName } }));
const strong = (replicas: string[], witness?: string) => ({
  TableName: 'profiles',
  ReplicaUpdates: creates(...replicas),
  MultiRegionConsistency: 'STRONG',
  ...(witness && { GlobalTableWitnessUpdates: [{ Create: { RegionName: witness } }] }),
});
const tableIn = (engine: Engine, region: string): Record<string, any> =>
  ok(engine.regions.forRequest(region), 'DescribeTable', { TableName: 'profiles' }).Table;
const membersIn = (engine: Engine, region: string) => {
  const table = tableIn(engine, region);
  return {
    replicas: (table.Replicas ?? []).map((r: any) => `${r.RegionName} ${r.ReplicaStatus}`),
    witnesses: (table.GlobalTableWitnesses ?? []).map((w: any) => `${w.RegionName} ${w.WitnessStatus}`),
    mode: table.MultiRegionConsistency,
  };
};

describe('creating an MRSC global table', () => {
  it('adds two replicas in one call, shows STRONG everywhere, and turns them ACTIVE', () => {
    const engine = home();
    const reply = ok(engine, 'UpdateTable', strong([OHIO, OREGON])).TableDescription;
    expect(reply.TableStatus).toBe('UPDATING');
    expect(reply.MultiRegionConsistency).toBe('STRONG');
    expect(reply.Replicas).toEqual([]);
    // MRSC replicates without a stream, and turns none on.
    expect(reply.StreamSpecification).toBeUndefined();

    engine.advance(DELAY);
    expect(membersIn(engine, 'us-east-1').replicas).toEqual([`${OHIO} CREATING`, `${OREGON} CREATING`]);
    engine.advance(3 * DELAY);
    expect(membersIn(engine, 'us-east-1')).toEqual({
      replicas: [`${OHIO} ACTIVE`, `${OREGON} ACTIVE`],
      witnesses: [],
      mode: 'STRONG',
    });
    expect(tableIn(engine, 'us-east-1').TableStatus).toBe('ACTIVE');
    expect(membersIn(engine, OREGON)).toEqual({
      replicas: [`us-east-1 ACTIVE`, `${OHIO} ACTIVE`],
      witnesses: [],
      mode: 'STRONG',
    });
    expect(tableIn(engine, OHIO).StreamSpecification).toBeUndefined();
  });

  it('takes a witness instead of a third replica; the witness Region holds no table of yours', () => {
    const engine = home();
    ok(engine, 'UpdateTable', strong([OHIO], OREGON));
    engine.advance(DELAY);
    expect(membersIn(engine, 'us-east-1').witnesses).toEqual([`${OREGON} CREATING`]);
    engine.advance(3 * DELAY);
    expect(membersIn(engine, 'us-east-1')).toEqual({
      replicas: [`${OHIO} ACTIVE`],
      witnesses: [`${OREGON} ACTIVE`],
      mode: 'STRONG',
    });
    expect(membersIn(engine, OHIO).witnesses).toEqual([`${OREGON} ACTIVE`]);
    expect(engine.regions.existing(OREGON)?.tables.has('profiles') ?? false).toBe(false);
  });

  it('refuses what DynamoDB refuses, with its messages, and changes nothing', () => {
    const engine = home();
    const refusal = (body: Record<string, unknown>) => fails(engine, 'UpdateTable', body).message;
    expect(refusal(strong([OHIO]))).toBe(`Unsupported replica count for global tables with ${STRONG}.`);
    expect(refusal(strong([OHIO, OREGON], 'eu-west-1'))).toBe(
      `Unsupported replica count for global tables with ${STRONG}.`,
    );
    expect(refusal(strong(['us-west-1', OREGON]))).toBe(
      `Unsupported Region(s) specified for global tables with ${STRONG}: [us-west-1].`,
    );
    // Three Regions of one Region set: Europe's are another set.
    expect(refusal(strong([OHIO], 'eu-west-1'))).toBe(
      `Unsupported Region(s) specified for global tables with ${STRONG}: [eu-west-1].`,
    );
    expect(refusal(strong([OHIO], 'us-east-1'))).toBe(
      `Cannot add a witness in the same region as an existing replica when creating a global table with ${STRONG}.`,
    );
    expect(refusal(strong([OHIO], OHIO))).toBe('Cannot target multiple regions with the same action');
    expect(
      refusal({
        TableName: 'profiles',
        ReplicaUpdates: [{ Create: { RegionName: OHIO } }, { Delete: { RegionName: OREGON } }],
        MultiRegionConsistency: 'STRONG',
      }),
    ).toBe('Update table operation with more than one type of replica actions not allowed.');
    expect(refusal({ ...strong([OHIO, OREGON]), ReplicaUpdates: [{ Delete: { RegionName: OHIO } }] })).toBe(
      'Only Replica Create actions are supported when MultiRegionConsistency parameter is provided.',
    );
    expect(refusal({ TableName: 'profiles', ReplicaUpdates: creates(OHIO, OREGON) })).toBe(
      'Update table operation with more than one create or delete replica actions not allowed',
    );
    expect(tableIn(engine, 'us-east-1').GlobalTableVersion).toBeUndefined();
    expect(engine.regions.existing(OHIO)?.tables.has('profiles') ?? false).toBe(false);
  });

  it('needs an empty on-demand table without local indexes or Time to Live', () => {
    const withItem = home();
    ok(withItem, 'PutItem', { TableName: 'profiles', Item: { id: { S: 'ada' } } });
    expect(fails(withItem, 'UpdateTable', strong([OHIO, OREGON])).message).toBe(
      `Table profiles has items: a global table with ${STRONG} can only be created from an empty table.`,
    );
    const provisioned = home({
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
    });
    expect(fails(provisioned, 'UpdateTable', strong([OHIO, OREGON])).message).toBe(
      'Table write capacity should either be Pay-Per-Request or AutoScaled.',
    );
    const withLocalIndex = home({
      KeySchema: [
        { AttributeName: 'id', KeyType: 'HASH' },
        { AttributeName: 'at', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'id', AttributeType: 'S' },
        { AttributeName: 'at', AttributeType: 'S' },
        { AttributeName: 'kind', AttributeType: 'S' },
      ],
      LocalSecondaryIndexes: [
        {
          IndexName: 'byKind',
          KeySchema: [
            { AttributeName: 'id', KeyType: 'HASH' },
            { AttributeName: 'kind', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
    });
    expect(fails(withLocalIndex, 'UpdateTable', strong([OHIO, OREGON])).message).toBe(
      `Local secondary indexes are not supported for global tables with ${STRONG}.`,
    );
    const withTtl = home({}, 0);
    ok(withTtl, 'UpdateTimeToLive', {
      TableName: 'profiles',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' },
    });
    expect(fails(withTtl, 'UpdateTable', strong([OHIO, OREGON])).message).toBe(
      `Time to Live is not supported for global tables with ${STRONG}. Disable it first.`,
    );
    for (const engine of [withItem, provisioned, withLocalIndex, withTtl]) {
      expect(tableIn(engine, 'us-east-1').GlobalTableVersion).toBeUndefined();
    }
  });

  it('is fixed once made: no replica joins, none leaves alone, the mode stays', () => {
    const engine = home({}, 0);
    ok(engine, 'UpdateTable', strong([OHIO, OREGON]));
    const refusal = (body: Record<string, unknown>, at = engine) => fails(at, 'UpdateTable', body).message;
    expect(refusal({ TableName: 'profiles', ReplicaUpdates: creates('eu-west-1') })).toBe(
      'Cannot add replicas to a global table with strong MultiRegionConsistency',
    );
    expect(
      refusal({
        TableName: 'profiles',
        ReplicaUpdates: creates('eu-west-1'),
        MultiRegionConsistency: 'EVENTUAL',
      }),
    ).toBe('MultiRegionConsistency parameter is unsupported on existing global table');
    expect(refusal({ TableName: 'profiles', ReplicaUpdates: [{ Delete: { RegionName: OHIO } }] })).toBe(
      `Deletion of only one table replica is not supported for global tables with ${STRONG}.`,
    );
    expect(fails(engine.regions.forRequest(OHIO), 'DeleteTable', { TableName: 'profiles' }).message).toBe(
      `Deletion of only one table replica is not supported for global tables with ${STRONG}.`,
    );
    expect(membersIn(engine, 'us-east-1').replicas).toEqual([`${OHIO} ACTIVE`, `${OREGON} ACTIVE`]);
  });
});

describe('taking an MRSC global table apart', () => {
  it('finds no witness to delete on a Regional or an MREC table', () => {
    const engine = home({}, 0);
    const witnessDelete = {
      TableName: 'profiles',
      ReplicaUpdates: [{ Delete: { RegionName: OHIO } }],
      GlobalTableWitnessUpdates: [{ Delete: { RegionName: OREGON } }],
    };
    const notPart = `Update global table operation failed because one or more witnesses were not part of the global table. Please retry the request without these witnesses: [${OREGON}].`;
    expect(fails(engine, 'UpdateTable', witnessDelete).message).toBe(notPart);
    ok(engine, 'UpdateTable', { TableName: 'profiles', ReplicaUpdates: creates(OHIO) });
    expect(fails(engine, 'UpdateTable', witnessDelete).message).toBe(notPart);
    expect(membersIn(engine, 'us-east-1').replicas).toEqual([`${OHIO} ACTIVE`]);
  });

  it('deletes both other replicas in one call, and leaves a Regional table', () => {
    const engine = home({}, DELAY);
    ok(engine, 'UpdateTable', strong([OHIO, OREGON]));
    engine.advance(4 * DELAY);
    ok(engine, 'UpdateTable', {
      TableName: 'profiles',
      ReplicaUpdates: [{ Delete: { RegionName: OHIO } }, { Delete: { RegionName: OREGON } }],
    });
    expect(tableIn(engine, 'us-east-1').TableStatus).toBe('UPDATING');
    engine.advance(DELAY);
    expect(membersIn(engine, 'us-east-1').replicas).toEqual([`${OHIO} DELETING`, `${OREGON} DELETING`]);
    engine.advance(2 * DELAY);
    const table = tableIn(engine, 'us-east-1');
    expect([table.TableStatus, table.GlobalTableVersion, table.MultiRegionConsistency]).toEqual([
      'ACTIVE',
      undefined,
      undefined,
    ]);
    expect(engine.regions.existing(OHIO)?.tables.has('profiles')).toBe(false);
    ok(engine, 'DeleteTable', { TableName: 'profiles' });
  });

  it('takes the witness with the replica, and only the group’s own witness', () => {
    const engine = home({}, 0);
    ok(engine, 'UpdateTable', strong([OHIO], OREGON));
    const withoutWitness = { TableName: 'profiles', ReplicaUpdates: [{ Delete: { RegionName: OHIO } }] };
    expect(fails(engine, 'UpdateTable', withoutWitness).message).toBe(
      'Update table delete operation does not include all witnesses.',
    );
    const wrongWitness = {
      ...withoutWitness,
      GlobalTableWitnessUpdates: [{ Delete: { RegionName: 'us-west-1' } }],
    };
    expect(fails(engine, 'UpdateTable', wrongWitness).message).toBe(
      'Update global table operation failed because one or more witnesses were not part of the global table. Please retry the request without these witnesses: [us-west-1].',
    );
    const keepingReplica = {
      TableName: 'profiles',
      ReplicaUpdates: [{ Update: { RegionName: OHIO, TableClassOverride: 'STANDARD_INFREQUENT_ACCESS' } }],
      GlobalTableWitnessUpdates: [{ Delete: { RegionName: OREGON } }],
    };
    expect(fails(engine, 'UpdateTable', keepingReplica).message).toBe(
      `Deletion of only one table replica is not supported for global tables with ${STRONG}.`,
    );
    ok(engine, 'UpdateTable', {
      ...withoutWitness,
      GlobalTableWitnessUpdates: [{ Delete: { RegionName: OREGON } }],
    });
    const table = tableIn(engine, 'us-east-1');
    expect([table.GlobalTableVersion, table.GlobalTableWitnesses, table.MultiRegionConsistency]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
