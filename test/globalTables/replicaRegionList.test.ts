/**
 * The Regions DynamoDB names when a replica's Region is not one global tables support, as AWS listed
 * them for a Delete with an empty RegionName (ack-api-quirks dynamodb DDB-TABLE-457, probed in 2026;
 * the record keeps the list's first twelve names, in AWS's order).
 */
import { describe, expect, it } from 'vitest';
import { GLOBAL_TABLE_REGIONS } from '../../src/engine/globalTables/replicaRegions.ts';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

const RECORDED_START = [
  'ap-south-2',
  'ap-south-1',
  'eu-south-1',
  'eu-south-2',
  'me-central-1',
  'il-central-1',
  'ca-central-1',
  'ap-east-2',
  'mx-central-1',
  'eu-central-1',
  'eu-central-2',
  'us-west-1',
];

describe('the Regions a replica can be in', () => {
  it('are listed in the order AWS listed them, each once', () => {
    const engine = testEngine();
    ok(engine, 'CreateTable', idTable('profiles'));
    const refusal = fails(engine, 'UpdateTable', {
      TableName: 'profiles',
      ReplicaUpdates: [{ Delete: { RegionName: '' } }],
    });
    expect(refusal.type).toBe('ValidationException');
    expect(refusal.message).toMatch(
      new RegExp(
        `^Region {2}is not supported\\. The latest version of global tables are only supported in the following regions: \\[${RECORDED_START.join(', ')}, `,
      ),
    );
    expect(new Set(GLOBAL_TABLE_REGIONS).size).toBe(GLOBAL_TABLE_REGIONS.length);
  });
});
