/**
 * GlobalTableSettingsReplicationMode on a Regional table, as probed against AWS in 2026
 * (ack-api-quirks dynamodb DDB-TABLE-048): UpdateTable takes ENABLED and DISABLED, again and again,
 * without the table going UPDATING, and DescribeTable then shows the mode it was given.
 */
import { expect, it } from 'vitest';
import type { EngineSnapshot } from '../../src/engine/snapshot/snapshotTypes.ts';
import { exportSnapshot } from '../../src/engine/snapshot/exportSnapshot.ts';
import { importSnapshot } from '../../src/engine/snapshot/importSnapshot.ts';
import { fails, idTable, ok, testEngine } from '../helpers/wire.ts';

it('sets the mode of a Regional table to ENABLED or DISABLED at once, re-sent or not', () => {
  const engine = testEngine({ tableStatusDelayMs: 1000 });
  ok(engine, 'CreateTable', idTable('regional'));
  engine.advance(2000);
  expect(ok(engine, 'DescribeTable', { TableName: 'regional' }).Table).not.toHaveProperty(
    'GlobalTableSettingsReplicationMode',
  );
  for (const mode of ['ENABLED', 'ENABLED', 'DISABLED', 'DISABLED']) {
    const reply = ok(engine, 'UpdateTable', {
      TableName: 'regional',
      GlobalTableSettingsReplicationMode: mode,
    });
    expect(reply.TableDescription.TableStatus).toBe('ACTIVE');
    const table = ok(engine, 'DescribeTable', { TableName: 'regional' }).Table;
    expect(table.GlobalTableSettingsReplicationMode).toBe(mode);
    expect(table.TableStatus).toBe('ACTIVE');
  }
});

it('does not take ENABLED_WITH_OVERRIDES, nor a value outside the enumeration', () => {
  const engine = testEngine();
  ok(engine, 'CreateTable', idTable('regional'));
  for (const mode of ['ENABLED_WITH_OVERRIDES', 'SOMETIMES']) {
    const refusal = fails(engine, 'UpdateTable', {
      TableName: 'regional',
      GlobalTableSettingsReplicationMode: mode,
    });
    expect(refusal.type).toBe('ValidationException');
  }
  expect(ok(engine, 'DescribeTable', { TableName: 'regional' }).Table).not.toHaveProperty(
    'GlobalTableSettingsReplicationMode',
  );
});

it('is kept in a saved sandbox', () => {
  const engine = testEngine();
  ok(engine, 'CreateTable', idTable('regional'));
  ok(engine, 'UpdateTable', { TableName: 'regional', GlobalTableSettingsReplicationMode: 'DISABLED' });
  const saved = JSON.parse(JSON.stringify(exportSnapshot(engine))) as EngineSnapshot;
  const restored = testEngine();
  importSnapshot(restored, saved);
  const table = ok(restored, 'DescribeTable', { TableName: 'regional' }).Table;
  expect(table.GlobalTableSettingsReplicationMode).toBe('DISABLED');
});
