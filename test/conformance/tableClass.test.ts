/**
 * TableClassSummary and class changes: absent while a table was never given a class, present once
 * CreateTable gave one (Alternator's test_tableclass.py, run against DynamoDB); a change keeps the
 * table and its global indexes UPDATING and shows the new class only when done, two changes per 30
 * days (ack-api-quirks dynamodb DDB-TABLE-052, 175, 283, 287, 365, 443: probes against AWS in 2026).
 */
import { describe, expect, it } from 'vitest';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot } from '../../src/engine/snapshot/importSnapshot.ts';
import { roundTrip } from '../helpers/snapshotEngine.ts';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

type TestEngine = ReturnType<typeof testEngine>;
const DELAY_MS = 1000;
const DAY_MS = 24 * 3600 * 1000;
const IA = 'STANDARD_INFREQUENT_ACCESS';

const create = (engine: TestEngine, TableName: string, extra: Record<string, unknown> = {}) => {
  ok(engine, 'CreateTable', idTable(TableName, extra));
  engine.advance(DELAY_MS);
};
const describe_ = (engine: TestEngine, TableName: string) => ok(engine, 'DescribeTable', { TableName }).Table;
const setClass = (engine: TestEngine, TableName: string, TableClass: string) =>
  ok(engine, 'UpdateTable', { TableName, TableClass }).TableDescription;
const refused = (engine: TestEngine, TableName: string, change: object) =>
  fails(engine, 'UpdateTable', { TableName, ...change });
const engineWithDelay = () => testEngine({ tableStatusDelayMs: DELAY_MS });

describe('TableClassSummary', () => {
  it('shows a class only once one was given, and the new one once the change is done', () => {
    const engine = engineWithDelay();
    create(engine, 'plain');
    create(engine, 'standard', { TableClass: 'STANDARD' });
    expect(describe_(engine, 'plain').TableClassSummary).toBeUndefined();
    expect(describe_(engine, 'standard').TableClassSummary).toEqual({ TableClass: 'STANDARD' });

    const reply = setClass(engine, 'plain', IA);
    expect([reply.TableStatus, reply.TableClassSummary]).toEqual(['UPDATING', undefined]);
    expect(describe_(engine, 'plain').TableClassSummary).toBeUndefined();
    engine.advance(DELAY_MS);
    const done = describe_(engine, 'plain');
    expect(done.TableStatus).toBe('ACTIVE');
    expect(done.TableClassSummary).toEqual({ TableClass: IA, LastUpdateDateTime: engine.now() / 1000 });
  });

  it('answers the class a table has with UPDATING, yet changes nothing', () => {
    const engine = engineWithDelay();
    create(engine, 'plain');
    expect(setClass(engine, 'plain', 'STANDARD').TableStatus).toBe('UPDATING');
    const table = describe_(engine, 'plain');
    expect([table.TableStatus, table.TableClassSummary]).toEqual(['ACTIVE', undefined]);
  });

  it('keeps the summary, change time included, through a save and load', () => {
    const source = engineWithDelay();
    create(source, 'archive');
    setClass(source, 'archive', IA);
    source.advance(DELAY_MS);
    const saved = describe_(source, 'archive').TableClassSummary;
    expect(saved).toHaveProperty('LastUpdateDateTime');

    const target = testEngine();
    importSnapshot(target, roundTrip(exportSnapshot(source)));
    expect(describe_(target, 'archive').TableClassSummary).toEqual(saved);
  });
});

describe('a table class change', () => {
  it('holds the table and its global indexes UPDATING, refusing another change of class or indexes', () => {
    const engine = engineWithDelay();
    create(engine, 'indexed', {
      AttributeDefinitions: ['id', 'g'].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
      GlobalSecondaryIndexes: [
        {
          IndexName: 'byG',
          KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
    const reply = setClass(engine, 'indexed', IA);
    expect([reply.TableStatus, reply.GlobalSecondaryIndexes[0].IndexStatus]).toEqual([
      'UPDATING',
      'UPDATING',
    ]);
    const inUse = (detail: string) => ({
      type: 'ResourceInUseException',
      message: `Attempt to change a resource which is still in use: ${detail}`,
    });
    expect(refused(engine, 'indexed', { TableClass: 'STANDARD' })).toMatchObject(
      inUse(
        `Can't update table class when a table class update is in progress. Table: indexed TableClassUpdateInProgress: ${IA}`,
      ),
    );
    expect(
      refused(engine, 'indexed', { GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: 'byG' } }] }),
    ).toMatchObject(inUse("Can't create or delete an index when a table class update is in progress."));
    engine.advance(DELAY_MS);
    const table = describe_(engine, 'indexed');
    expect([table.TableStatus, table.GlobalSecondaryIndexes[0].IndexStatus]).toEqual(['ACTIVE', 'ACTIVE']);
  });

  it('is allowed twice in 30 days; then even the class the table has is refused', () => {
    const engine = engineWithDelay();
    create(engine, 'switched');
    setClass(engine, 'switched', IA);
    engine.advance(DELAY_MS);
    setClass(engine, 'switched', 'STANDARD');
    engine.advance(DELAY_MS);
    const quota = {
      type: 'LimitExceededException',
      message: 'Subscriber limit exceeded: Updates to TableClass are limited to 2 times in 30 day(s).',
    };
    expect(refused(engine, 'switched', { TableClass: IA })).toMatchObject(quota);
    expect(refused(engine, 'switched', { TableClass: 'STANDARD' })).toMatchObject(quota);
    engine.advance(30 * DAY_MS);
    expect(setClass(engine, 'switched', IA).TableStatus).toBe('UPDATING');
  });
});
