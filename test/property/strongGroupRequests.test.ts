/**
 * Replica and witness changes in any combination, sent in any Region of a Regional, MREC or MRSC
 * table (globalTables/replicaUpdates.ts, strongGroups.ts): every answer is a success or one of
 * DynamoDB's client errors, never an internal error, and a refused request leaves every Region's
 * description of the table as it was.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { call, idTable, ok, testEngine } from '../helpers/wire.ts';

const REGIONS = ['us-east-1', 'us-east-2', 'us-west-2', 'eu-west-1', 'us-west-1'];
const region = fc.constantFrom(...REGIONS);

const replicaUpdate = fc.oneof(
  region.map((RegionName) => ({ Create: { RegionName } })),
  region.map((RegionName) => ({ Delete: { RegionName } })),
  region.map((RegionName) => ({ Update: { RegionName, TableClassOverride: 'STANDARD_INFREQUENT_ACCESS' } })),
);
const witnessUpdate = fc.oneof(
  region.map((RegionName) => ({ Create: { RegionName } })),
  region.map((RegionName) => ({ Delete: { RegionName } })),
);
const request = fc.record(
  {
    ReplicaUpdates: fc.array(replicaUpdate, { minLength: 1, maxLength: 3 }),
    GlobalTableWitnessUpdates: fc.array(witnessUpdate, { minLength: 1, maxLength: 2 }),
    MultiRegionConsistency: fc.constantFrom('EVENTUAL', 'STRONG'),
  },
  { requiredKeys: [] },
);

/** `profiles` in us-east-1 as a Regional table, an MREC table, or an MRSC table with or without a witness. */
const start = fc.constantFrom('regional', 'mrec', 'mrsc', 'mrsc-witness');

function table(kind: string): Engine {
  const engine = testEngine();
  ok(engine, 'CreateTable', idTable('profiles'));
  const update = (body: Record<string, unknown>) =>
    ok(engine, 'UpdateTable', { TableName: 'profiles', ...body });
  if (kind === 'mrec') update({ ReplicaUpdates: [{ Create: { RegionName: 'us-east-2' } }] });
  if (kind === 'mrsc')
    update({
      ReplicaUpdates: [{ Create: { RegionName: 'us-east-2' } }, { Create: { RegionName: 'us-west-2' } }],
      MultiRegionConsistency: 'STRONG',
    });
  if (kind === 'mrsc-witness')
    update({
      ReplicaUpdates: [{ Create: { RegionName: 'us-east-2' } }],
      GlobalTableWitnessUpdates: [{ Create: { RegionName: 'us-west-2' } }],
      MultiRegionConsistency: 'STRONG',
    });
  return engine;
}

const descriptions = (engine: Engine) =>
  REGIONS.map((name) => {
    const regional = engine.regions.existing(name);
    if (!regional?.tables.has('profiles')) return undefined;
    const { Table } = ok(regional, 'DescribeTable', { TableName: 'profiles' });
    return JSON.stringify(Table);
  });

it('answers every replica or witness change with a success or a client error, and a refusal changes nothing', () => {
  fc.assert(
    fc.property(start, region, request, (kind, at, body) => {
      const engine = table(kind);
      const before = descriptions(engine);
      const reply = call(engine.regions.forRequest(at), 'UpdateTable', { TableName: 'profiles', ...body });
      expect(reply.status, JSON.stringify(reply.body)).not.toBe(500);
      if (reply.status !== 200) {
        expect(String(reply.body.__type)).toMatch(
          /#(ValidationException|ResourceNotFoundException|ResourceInUseException)$/,
        );
        expect(descriptions(engine)).toEqual(before);
      }
    }),
    { numRuns: 400 },
  );
});
