/** What a snapshot keeps of Kinesis destinations: each entry, its last change and precision, checked on import. */
import { describe, expect, it } from 'vitest';
import { newEngine, onDemandTable, roundTrip } from '../../../test/helpers/snapshotEngine.ts';
import { exportSnapshot } from './exportSnapshot.ts';
import { importSnapshot, SnapshotError } from './importSnapshot.ts';
import type { EngineSnapshot } from './snapshotTypes.ts';

const stream = (name: string) => `arn:aws:kinesis:us-east-1:000000000000:stream/${name}`;

/** A table with a DISABLED destination, one UPDATING to MICROSECOND, and a table without any. */
function sourceEngine() {
  const source = newEngine();
  source.call('CreateTable', onDemandTable('watched'));
  source.call('CreateTable', onDemandTable('quiet'));
  const enable = (name: string) =>
    source.call('EnableKinesisStreamingDestination', { TableName: 'watched', StreamArn: stream(name) });
  enable('first');
  source.engine.advance(6_000);
  source.call('DisableKinesisStreamingDestination', { TableName: 'watched', StreamArn: stream('first') });
  source.engine.advance(2_000);
  enable('second');
  source.engine.advance(6_000);
  source.call('UpdateKinesisStreamingDestination', {
    TableName: 'watched',
    StreamArn: stream('second'),
    UpdateKinesisStreamingConfiguration: { ApproximateCreationDateTimePrecision: 'MICROSECOND' },
  });
  return source;
}

const describeDestinations = (call: ReturnType<typeof newEngine>['call'], TableName = 'watched') =>
  call('DescribeKinesisStreamingDestination', { TableName });

describe('snapshots and Kinesis destinations', () => {
  it('keep every entry; one still UPDATING carries on to ACTIVE', () => {
    const source = sourceEngine();
    const snapshot = exportSnapshot(source.engine);
    expect(snapshot.tables.find((table) => table.definition.TableName === 'quiet')).not.toHaveProperty(
      'kinesisDestinations',
    );
    const target = newEngine();
    importSnapshot(target.engine, roundTrip(snapshot));
    target.engine.advance(source.engine.now() - target.engine.now());
    expect(describeDestinations(target.call)).toEqual(describeDestinations(source.call));
    expect(describeDestinations(target.call).KinesisDataStreamDestinations).toEqual([
      {
        StreamArn: stream('second'),
        DestinationStatus: 'UPDATING',
        ApproximateCreationDateTimePrecision: 'MICROSECOND',
      },
      { StreamArn: stream('first'), DestinationStatus: 'DISABLED' },
    ]);
    expect(describeDestinations(target.call, 'quiet').KinesisDataStreamDestinations).toEqual([]);
    target.engine.advance(140_000);
    expect(describeDestinations(target.call).KinesisDataStreamDestinations).toMatchObject([
      { StreamArn: stream('second'), DestinationStatus: 'ACTIVE' },
      { StreamArn: stream('first'), DestinationStatus: 'DISABLED' },
    ]);
  });

  it('refuse a damaged entry with the path to it, and change nothing', () => {
    const snapshot = roundTrip(exportSnapshot(sourceEngine().engine)) as EngineSnapshot;
    const watched = snapshot.tables.find((table) => table.definition.TableName === 'watched')!;
    const index = snapshot.tables.indexOf(watched);
    (watched.kinesisDestinations![1] as unknown as Record<string, unknown>).change = 'pause';
    const target = newEngine();
    expect(() => importSnapshot(target.engine, snapshot)).toThrow(SnapshotError);
    expect(() => importSnapshot(target.engine, snapshot)).toThrow(
      `tables[${index}].kinesisDestinations[1].change: expected one of enable, disable, update`,
    );
    (watched.kinesisDestinations![1] as unknown as Record<string, unknown>).change = 'enable';
    watched.kinesisDestinations![1] = { ...watched.kinesisDestinations![0] };
    expect(() => importSnapshot(target.engine, snapshot)).toThrow(
      `tables[${index}].kinesisDestinations[1].streamArn: a stream listed twice`,
    );
    expect(target.engine.tables.size).toBe(0);
  });
});
