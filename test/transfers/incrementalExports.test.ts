/**
 * Incremental exports (S3DataExport_Requesting.html): a period of 15 minutes to 24 hours in the
 * recovery window, start inclusive and end exclusive, compacted to one record per item changed in
 * it — Keys, NewImage (unless deleted), OldImage with NEW_AND_OLD_IMAGES (unless new), and
 * Metadata.WriteTimestampMicros, the item's last write in the period.
 */
import { describe, expect, it } from 'vitest';
import {
  MINUTE,
  N,
  S,
  deleteItem,
  exportAndWait,
  exportIdOf,
  exportedRecords,
  getObject,
  keyedTable,
  newSandbox,
  putItem,
  tableArn,
  tableWithRecovery,
  type Json,
  type Sandbox,
} from './support.ts';

const ORDERS = tableArn('orders');
const HOUR = 60 * MINUTE;
const incremental = (spec: Json, extra: Json = {}) => ({
  TableArn: ORDERS,
  S3Bucket: 'exports',
  ExportType: 'INCREMENTAL_EXPORT',
  IncrementalExportSpecification: spec,
  ...extra,
});

describe('the period', () => {
  /** A table with recovery on for 25 hours; `now` in epoch seconds. */
  function longRecovery() {
    const box = newSandbox();
    tableWithRecovery(box);
    box.advance(25 * HOUR);
    return { box, now: box.engine.now() / 1000 };
  }
  const refused = (box: Sandbox, request: Json) => box.fails('ExportTableToPointInTime', request);

  // AWS's answers (ack-api-quirks dynamodb DDB-EXPORT-003, 004): every window violation is
  // InvalidExportTimeException; the couplings of ExportType and the specification are ValidationExceptions.
  const badTime = (message: string) => ({ type: 'InvalidExportTimeException', message });
  const invalid = (message: string) => ({
    type: 'ValidationException',
    message: `Invalid Request: ${message}`,
  });

  it('is 15 minutes to 24 hours long, and ends after it starts', () => {
    const { box, now } = longRecovery();
    const window = (from: number, to: number) => incremental({ ExportFromTime: from, ExportToTime: to });
    expect(refused(box, window(now - 15 * 60 + 1, now))).toEqual(
      badTime('Difference between export period from time and export period to time is less than 15 minutes'),
    );
    expect(refused(box, window(now - 24 * 3600 - 1, now))).toEqual(
      badTime('The period of an incremental export must be no longer than 24 hours'),
    );
    for (const to of [now - 3600, now - 7200]) {
      expect(refused(box, window(now - 3600, to))).toEqual(
        badTime('ExportToTime must be later than ExportFromTime'),
      );
    }
    // Both bounds themselves are allowed.
    expect(
      box.ok('ExportTableToPointInTime', window(now - 15 * 60, now)).ExportDescription.ExportStatus,
    ).toBe('IN_PROGRESS');
    expect(
      box.ok('ExportTableToPointInTime', window(now - 24 * 3600, now)).ExportDescription.ExportStatus,
    ).toBe('IN_PROGRESS');
  });

  it('needs a specification with an ExportFromTime, and no ExportTime', () => {
    const { box, now } = longRecovery();
    expect(refused(box, { TableArn: ORDERS, S3Bucket: 'exports', ExportType: 'INCREMENTAL_EXPORT' })).toEqual(
      invalid('Incremental Export Specification expected when export type is set as Incremental Export'),
    );
    const needsFrom = invalid('ExportFromTime must be provided in IncrementalExportSpecification');
    expect(refused(box, incremental({ ExportToTime: now }))).toEqual(needsFrom);
    expect(refused(box, incremental({}))).toEqual(needsFrom);
    expect(refused(box, incremental({ ExportViewType: 'NEW_IMAGE' }))).toEqual(needsFrom);
    expect(refused(box, incremental({ ExportFromTime: now - 3600 }, { ExportTime: now }))).toEqual({
      type: 'ValidationException',
      message:
        'ExportTime cannot be specified for an INCREMENTAL_EXPORT: its period is IncrementalExportSpecification',
    });
  });

  it('belongs to incremental exports only', () => {
    const { box, now } = longRecovery();
    const spec = { ExportFromTime: now - 3600 };
    expect(
      refused(box, { TableArn: ORDERS, S3Bucket: 'exports', IncrementalExportSpecification: spec }),
    ).toEqual(
      invalid(
        'Export Type expected to be Incremental Export when incremental export specification is provided',
      ),
    );
    expect(refused(box, incremental(spec, { ExportType: 'FULL_EXPORT' }))).toEqual(
      invalid('When Export Type is Full Export , Incremental Export Specification should not be provided'),
    );
  });

  it('lies in the recovery window: its start is checked first, then its end, each quoted', () => {
    const box = newSandbox();
    tableWithRecovery(box);
    const enabled = box.engine.now() / 1000 - 1;
    box.advance(2 * HOUR);
    const now = box.engine.now() / 1000;
    const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
    const tooEarly = badTime(
      `Incremental export period from time cannot be less than the table creation time : ${iso(enabled - 60)}`,
    );
    expect(refused(box, incremental({ ExportFromTime: enabled - 60, ExportToTime: enabled + 3600 }))).toEqual(
      tooEarly,
    );
    // A start before the window wins over an end in the future, and over a period too short.
    expect(refused(box, incremental({ ExportFromTime: enabled - 60, ExportToTime: now + 60 }))).toEqual(
      tooEarly,
    );
    expect(refused(box, incremental({ ExportFromTime: enabled - 60, ExportToTime: enabled }))).toEqual(
      tooEarly,
    );
    expect(refused(box, incremental({ ExportFromTime: now - 3600, ExportToTime: now + 60 }))).toEqual(
      badTime(`Incremental export period to time cannot be greater than the current time : ${iso(now + 60)}`),
    );
  });

  it('ends now when ExportToTime is left out, and is described back', () => {
    const { box, now } = longRecovery();
    const started = box.ok(
      'ExportTableToPointInTime',
      incremental({ ExportFromTime: now - 3600 }),
    ).ExportDescription;
    expect(started).toMatchObject({
      ExportType: 'INCREMENTAL_EXPORT',
      IncrementalExportSpecification: {
        ExportFromTime: now - 3600,
        ExportToTime: now,
        ExportViewType: 'NEW_AND_OLD_IMAGES',
      },
    });
    expect(started.ExportTime).toBeUndefined();
    expect(
      box.fails(
        'ExportTableToPointInTime',
        incremental({ ExportFromTime: now - 3600, ExportViewType: 'OLD_IMAGE' }),
      ),
    ).toEqual({
      type: 'ValidationException',
      message:
        "1 validation error detected: Value 'OLD_IMAGE' at 'incrementalExportSpecification.exportViewType' failed to satisfy constraint: Member must satisfy enum value set: [NEW_IMAGE, NEW_AND_OLD_IMAGES]",
    });
  });
});

describe('the records', () => {
  /** Writes minutes apart around a 25-minute period; the period and the write times, epoch seconds. */
  function history() {
    const box = newSandbox();
    tableWithRecovery(box, keyedTable('orders', 'N'));
    const key = (pk: string) => ({ pk: S(pk), sk: N(1) });
    const put = (pk: string, v: string) => putItem(box, 'orders', { ...key(pk), v: S(v) });
    const seconds = () => box.engine.now() / 1000;
    put('existing', 'v0');
    put('doomed', 'd0');
    put('untouched', 'u0');
    box.advance(5 * MINUTE);
    const from = seconds();
    put('fresh', 'f1'); // at the period's first moment: inside it
    const freshAt = seconds();
    box.advance(MINUTE);
    box.ok('UpdateItem', {
      TableName: 'orders',
      Key: key('existing'),
      UpdateExpression: 'SET v = :v',
      ExpressionAttributeValues: { ':v': S('v1') },
    });
    box.advance(MINUTE);
    put('existing', 'v2');
    const existingAt = seconds();
    box.advance(MINUTE);
    deleteItem(box, 'orders', key('doomed'));
    const doomedAt = seconds();
    put('ephemeral', 'e1');
    box.advance(MINUTE);
    deleteItem(box, 'orders', key('ephemeral'));
    put('reworked', 'r1');
    box.advance(MINUTE);
    put('reworked', 'r2');
    const reworkedAt = seconds();
    box.advance(20 * MINUTE);
    const to = seconds();
    put('late', 'l1'); // at the period's end: outside it
    put('existing', 'v3');
    box.advance(MINUTE);
    const times = { freshAt, existingAt, doomedAt, reworkedAt };
    return { box, from, to, key, times };
  }
  const micros = (seconds: number) => ({ WriteTimestampMicros: N(Math.round(seconds * 1_000_000)) });
  const byKey = (records: Json[]) =>
    Object.fromEntries(records.map((record) => [record.Keys.pk.S as string, record]));

  it('with NEW_AND_OLD_IMAGES (the default): images before and after the period, once per item', () => {
    const { box, from, to, key, times } = history();
    const done = exportAndWait(box, incremental({ ExportFromTime: from, ExportToTime: to }));
    expect(done).toMatchObject({ ExportStatus: 'COMPLETED', ItemCount: 4 });
    const item = (pk: string, v: string) => ({ ...key(pk), v: S(v) });
    expect(byKey(exportedRecords(box, done))).toEqual({
      fresh: { Metadata: micros(times.freshAt), Keys: key('fresh'), NewImage: item('fresh', 'f1') },
      existing: {
        Metadata: micros(times.existingAt),
        Keys: key('existing'),
        NewImage: item('existing', 'v2'),
        OldImage: item('existing', 'v0'),
      },
      doomed: { Metadata: micros(times.doomedAt), Keys: key('doomed'), OldImage: item('doomed', 'd0') },
      reworked: {
        Metadata: micros(times.reworkedAt),
        Keys: key('reworked'),
        NewImage: item('reworked', 'r2'),
      },
    });
  });

  it('with NEW_IMAGE: no old images, and a deleted item by its keys alone', () => {
    const { box, from, to, key, times } = history();
    const spec = { ExportFromTime: from, ExportToTime: to, ExportViewType: 'NEW_IMAGE' };
    const done = exportAndWait(box, incremental(spec));
    const records = byKey(exportedRecords(box, done));
    expect(Object.keys(records).sort()).toEqual(['doomed', 'existing', 'fresh', 'reworked']);
    expect(records.existing).toEqual({
      Metadata: micros(times.existingAt),
      Keys: key('existing'),
      NewImage: { ...key('existing'), v: S('v2') },
    });
    expect(records.doomed).toEqual({ Metadata: micros(times.doomedAt), Keys: key('doomed') });
    for (const record of Object.values(records)) expect(record.OldImage).toBeUndefined();

    const folder = `AWSDynamoDB/${exportIdOf(done.ExportArn)}/`;
    const summary = JSON.parse(
      getObject(box, 'exports', `${folder}manifest-summary.json`).toString(),
    ) as Json;
    expect(summary).toMatchObject({
      exportType: 'INCREMENTAL_EXPORT',
      outputView: 'NEW_IMAGE',
      itemCount: 4,
    });
  });

  it('is empty for a period without changes', () => {
    const { box, to } = history();
    box.advance(30 * MINUTE);
    const done = exportAndWait(box, incremental({ ExportFromTime: to + 60, ExportToTime: to + 20 * 60 }));
    expect(done.ItemCount).toBe(0);
    expect(exportedRecords(box, done)).toEqual([]);
  });
});
