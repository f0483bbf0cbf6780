/** What a snapshot keeps of capacity: partition layouts, warm throughput, on-demand maximums. */
import { describe, expect, it } from 'vitest';
import { newEngine, onDemandTable, roundTrip } from '../../../test/helpers/snapshotEngine.ts';
import type { Engine } from '../engine.ts';
import { exportSnapshot } from './exportSnapshot.ts';
import { importSnapshot } from './importSnapshot.ts';
import type { EngineSnapshot } from './snapshotTypes.ts';

describe('snapshots and capacity', () => {
  it('keeps the partitions tables and global indexes were split into', () => {
    const source = newEngine();
    source.call('CreateTable', onDemandTable('hot'));
    // Raising warm throughput splits the table's partitions until they can serve it.
    source.call('UpdateTable', { TableName: 'hot', WarmThroughput: { WriteUnitsPerSecond: 20000 } });
    source.engine.advance(360_000); // warm throughput takes effect after 5 minutes
    source.call('PutItem', { TableName: 'hot', Item: { id: { S: 'a' }, g: { S: 'x' } } });
    const layouts = (engine: Engine) => {
      const table = engine.tables.get('hot')!;
      const state = engine.capacity.of(table);
      const index = table.indexes.find((candidate) => candidate.name === 'byG')!;
      return {
        table: state.tableResource(engine.now()).layout(),
        index: state.resourceFor(index, engine.now()).layout(),
      };
    };
    const before = layouts(source.engine);
    expect(before.table.ids.length).toBeGreaterThanOrEqual(20);

    const target = newEngine();
    importSnapshot(target.engine, roundTrip(exportSnapshot(source.engine)));
    expect(layouts(target.engine)).toEqual(before);
    // The warm throughput itself comes back too, not only the partitions it made.
    const warm = (call: typeof source.call) =>
      (call('DescribeTable', { TableName: 'hot' }).Table as { WarmThroughput: unknown }).WarmThroughput;
    expect(warm(target.call)).toEqual(warm(source.call));
    expect(warm(target.call)).toMatchObject({ WriteUnitsPerSecond: 20000 });
    // So does that it was raised: a later raise there is quick (ack-api-quirks dynamodb DDB-TABLE-121).
    target.call('UpdateTable', { TableName: 'hot', WarmThroughput: { WriteUnitsPerSecond: 21000 } });
    target.engine.advance(2_000);
    expect(warm(target.call)).toMatchObject({ WriteUnitsPerSecond: 21000, Status: 'ACTIVE' });

    // An uneven layout (splits for heat) comes back as it was, ids included.
    const snapshot = roundTrip(exportSnapshot(source.engine)) as EngineSnapshot;
    const uneven = {
      ids: [...before.table.ids, 'p90'],
      starts: [...before.table.starts, 2 ** 32 - 5],
      nextId: 91,
    };
    snapshot.tables[0].partitions = uneven;
    const third = newEngine();
    importSnapshot(third.engine, snapshot);
    expect(layouts(third.engine).table).toMatchObject(uneven);
  });

  it('keeps on-demand maximum throughput, as a restore from a backup does', () => {
    const source = newEngine();
    source.call(
      'CreateTable',
      onDemandTable(
        'capped',
        { MaxReadRequestUnits: 100, MaxWriteRequestUnits: 50 },
        { MaxWriteRequestUnits: 20 },
      ),
    );
    const maximums = (call: typeof source.call, name: string) => {
      const table = call('DescribeTable', { TableName: name }).Table as {
        OnDemandThroughput?: unknown;
        GlobalSecondaryIndexes: { OnDemandThroughput?: unknown }[];
      };
      return [table.OnDemandThroughput, table.GlobalSecondaryIndexes[0].OnDemandThroughput];
    };
    expect(maximums(source.call, 'capped')).toEqual([
      { MaxReadRequestUnits: 100, MaxWriteRequestUnits: 50 },
      { MaxWriteRequestUnits: 20 },
    ]);
    const target = newEngine();
    importSnapshot(target.engine, roundTrip(exportSnapshot(source.engine)));
    expect(maximums(target.call, 'capped')).toEqual(maximums(source.call, 'capped'));

    const { BackupDetails } = source.call('CreateBackup', { TableName: 'capped', BackupName: 'b-1' }) as {
      BackupDetails: { BackupArn: string };
    };
    source.call('RestoreTableFromBackup', {
      TargetTableName: 'capped-copy',
      BackupArn: BackupDetails.BackupArn,
    });
    expect(maximums(source.call, 'capped-copy')).toEqual(maximums(source.call, 'capped'));
  });
});
