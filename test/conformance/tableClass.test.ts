/**
 * TableClassSummary: absent while a table was never given a class, present once one is given —
 * STANDARD included — and with LastUpdateDateTime once UpdateTable changed it. Recorded answers:
 * Alternator's test_tableclass.py (run against DynamoDB).
 */
import { expect, it } from 'vitest';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot } from '../../src/engine/snapshot/importSnapshot.ts';
import { roundTrip } from '../helpers/snapshotEngine.ts';
import { ok, testEngine } from '../helpers/wire.ts';

const create = (engine: ReturnType<typeof testEngine>, TableName: string, extra: object = {}) =>
  ok(engine, 'CreateTable', {
    TableName,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
    ...extra,
  });
const summary = (engine: ReturnType<typeof testEngine>, TableName: string) =>
  ok(engine, 'DescribeTable', { TableName }).Table.TableClassSummary;

it('shows a class only once one was given, and when UpdateTable last set it', () => {
  const engine = testEngine();
  create(engine, 'plain');
  create(engine, 'standard', { TableClass: 'STANDARD' });
  expect(summary(engine, 'plain')).toBeUndefined();
  expect(summary(engine, 'standard')).toEqual({ TableClass: 'STANDARD' });

  engine.advance(60_000);
  const changedAt = engine.now() / 1000;
  ok(engine, 'UpdateTable', { TableName: 'plain', TableClass: 'STANDARD_INFREQUENT_ACCESS' });
  expect(summary(engine, 'plain')).toEqual({
    TableClass: 'STANDARD_INFREQUENT_ACCESS',
    LastUpdateDateTime: changedAt,
  });
});

it('keeps the summary, change time included, through a save and load', () => {
  const source = testEngine();
  create(source, 'archive');
  source.advance(60_000);
  ok(source, 'UpdateTable', { TableName: 'archive', TableClass: 'STANDARD_INFREQUENT_ACCESS' });
  const saved = summary(source, 'archive');
  expect(saved).toHaveProperty('LastUpdateDateTime');

  const target = testEngine();
  importSnapshot(target, roundTrip(exportSnapshot(source)));
  expect(summary(target, 'archive')).toEqual(saved);
});
