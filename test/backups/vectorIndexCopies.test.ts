/**
 * A table's vector indexes go wherever the table goes: into a backup (SourceTableFeatureDetails)
 * and back out of it (all of them, or those VectorIndexOverride keeps), into a point-in-time
 * restore, a saved sandbox, and a new replica of a global table — each copy searchable.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot } from '../../src/engine/snapshot/importSnapshot.ts';
import { EU } from '../helpers/globalTable.ts';
import { fails, ok, testEngine } from '../helpers/wire.ts';

const HOUR = 3_600_000;
const vector = (...numbers: number[]) => ({ L: numbers.map((n) => ({ N: String(n) })) });
const index = (IndexName: string, DistanceFunction: string) => ({
  IndexName,
  VectorAttribute: { AttributeName: 'taste' },
  SearchSchema: [{ AttributeName: 'cuisine', SearchSchemaElementType: 'HASH' }],
  Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['name'] },
  Dimensions: 2,
  DistanceFunction,
});

/** `dishes` with two vector indexes and two Thai dishes, settled. */
function dishes(): Engine {
  const engine = testEngine();
  ok(engine, 'CreateTable', {
    TableName: 'dishes',
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [
      { AttributeName: 'id', AttributeType: 'S' },
      { AttributeName: 'cuisine', AttributeType: 'S' },
    ],
    VectorIndexes: [index('by-taste', 'COSINE'), index('by-distance', 'EUCLIDEAN')],
  });
  engine.advance(1);
  for (const [id, name, taste] of [
    ['1', 'Green curry', vector(0.2, 0.9)],
    ['2', 'Mango sticky rice', vector(0.9, 0.1)],
  ] as const) {
    ok(engine, 'PutItem', {
      TableName: 'dishes',
      Item: { id: { S: id }, name: { S: name }, cuisine: { S: 'thai' }, taste },
    });
  }
  engine.advance(1);
  return engine;
}

/** The names `table`'s index finds nearest to a sweet taste, nearest first. */
function sweetest(engine: Engine, table: string, indexName = 'by-taste'): string[] {
  const reply = ok(engine, 'SearchVectors', {
    TableName: table,
    IndexName: indexName,
    SearchVector: [{ N: '1' }, { N: '0' }],
    TopK: 5,
    SearchConditionExpression: 'cuisine = :c',
    ExpressionAttributeValues: { ':c': { S: 'thai' } },
  });
  return reply.SearchResults.map((result: { Item: { name: { S: string } } }) => result.Item.name.S);
}

const indexNames = (engine: Engine, table: string) =>
  ok(engine, 'DescribeTable', { TableName: table }).Table.VectorIndexes?.map(
    (described: { IndexName: string; IndexStatus: string }) =>
      `${described.IndexName} ${described.IndexStatus}`,
  );

describe('vector indexes in copies of a table', () => {
  it('are listed in a backup and restored from it, searchable, unless VectorIndexOverride leaves them out', () => {
    const engine = dishes();
    engine.advance(HOUR);
    const { BackupDetails } = ok(engine, 'CreateBackup', { TableName: 'dishes', BackupName: 'before' });
    engine.advance(HOUR);
    const described = ok(engine, 'DescribeBackup', { BackupArn: BackupDetails.BackupArn });
    expect(
      described.BackupDescription.SourceTableFeatureDetails.VectorIndexes.map(
        (info: { IndexName: string; Dimensions: number }) => [info.IndexName, info.Dimensions],
      ),
    ).toEqual([
      ['by-taste', 2],
      ['by-distance', 2],
    ]);

    ok(engine, 'RestoreTableFromBackup', { TargetTableName: 'all', BackupArn: BackupDetails.BackupArn });
    engine.advance(HOUR);
    expect(indexNames(engine, 'all')).toEqual(['by-taste ACTIVE', 'by-distance ACTIVE']);
    expect(sweetest(engine, 'all', 'by-distance')).toEqual(['Mango sticky rice', 'Green curry']);

    ok(engine, 'RestoreTableFromBackup', {
      TargetTableName: 'one',
      BackupArn: BackupDetails.BackupArn,
      VectorIndexOverride: [index('by-taste', 'COSINE')],
    });
    engine.advance(HOUR);
    expect(indexNames(engine, 'one')).toEqual(['by-taste ACTIVE']);
    expect(sweetest(engine, 'one')).toEqual(['Mango sticky rice', 'Green curry']);

    const changed = fails(engine, 'RestoreTableFromBackup', {
      TargetTableName: 'other',
      BackupArn: BackupDetails.BackupArn,
      VectorIndexOverride: [index('by-taste', 'DOT_PRODUCT')],
    });
    expect(changed.message).toBe(
      'Invalid Request: Index by-taste does not match a secondary index that existed in the source table and cannot be created during the restore operation',
    );
  });

  it('come back with a point-in-time restore', () => {
    const engine = dishes();
    ok(engine, 'UpdateContinuousBackups', {
      TableName: 'dishes',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    engine.advance(HOUR);
    ok(engine, 'RestoreTableToPointInTime', {
      SourceTableName: 'dishes',
      TargetTableName: 'earlier',
      UseLatestRestorableTime: true,
    });
    engine.advance(HOUR);
    expect(sweetest(engine, 'earlier')).toEqual(['Mango sticky rice', 'Green curry']);
  });

  it('survive a saved sandbox', () => {
    const saved = JSON.parse(JSON.stringify(exportSnapshot(dishes())));
    const engine = testEngine();
    importSnapshot(engine, saved);
    expect(indexNames(engine, 'dishes')).toEqual(['by-taste ACTIVE', 'by-distance ACTIVE']);
    expect(sweetest(engine, 'dishes')).toEqual(['Mango sticky rice', 'Green curry']);
  });

  it('are built in a new replica, and one created later reaches every replica', () => {
    const us = dishes();
    ok(us, 'UpdateTable', {
      TableName: 'dishes',
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
    us.advance(1);
    ok(us, 'UpdateTable', { TableName: 'dishes', ReplicaUpdates: [{ Create: { RegionName: EU } }] });
    us.advance(HOUR);
    const eu = us.regions.forRequest(EU);
    expect(sweetest(eu, 'dishes')).toEqual(['Mango sticky rice', 'Green curry']);

    ok(eu, 'UpdateTable', {
      TableName: 'dishes',
      AttributeDefinitions: [{ AttributeName: 'cuisine', AttributeType: 'S' }],
      VectorIndexUpdates: [{ Create: { ...index('by-dot', 'DOT_PRODUCT') } }],
    });
    us.advance(HOUR);
    expect(indexNames(us, 'dishes')).toContain('by-dot ACTIVE');
    expect(sweetest(us, 'dishes', 'by-dot')).toEqual(['Mango sticky rice', 'Green curry']);
  });
});
