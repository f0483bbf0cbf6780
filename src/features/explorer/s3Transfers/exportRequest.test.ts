import { describe, expect, it } from 'vitest';
import { emptyExportForm, exportFolder, exportId, exportRequest, type ExportForm } from './exportRequest.ts';
import { defaultIncrementalPeriod, secondsOfUtcInput, utcInputValue } from './transferTimes.ts';

const arn = 'arn:aws:dynamodb:us-east-1:000000000000:table/app';
const form = (change: Partial<ExportForm> = {}): ExportForm => ({
  ...emptyExportForm(),
  bucket: 'my-exports',
  ...change,
});

describe('exportRequest', () => {
  it('adds a FilterSpecification from the filter fields that are filled in, maps parsed', () => {
    const built = exportRequest(
      arn,
      form({
        keyCondition: ' PK = :c ',
        projection: 'SK, #n',
        names: '{"#n": "name"}',
        values: '{":c": {"S": "CUSTOMER#ada"}}',
      }),
    );
    expect(built.ok && built.request.FilterSpecification).toEqual({
      KeyConditionExpression: 'PK = :c',
      ProjectionExpression: 'SK, #n',
      ExpressionAttributeNames: { '#n': 'name' },
      ExpressionAttributeValues: { ':c': { S: 'CUSTOMER#ada' } },
    });
    const blank = exportRequest(arn, form({ filter: '   ' }));
    expect(blank.ok).toBe(true);
    expect(blank.ok && blank.request).not.toHaveProperty('FilterSpecification');
    expect(exportRequest(arn, form({ values: '[1]' }))).toEqual({
      ok: false,
      problem: 'The attribute values are not a JSON object, like {":c": {"S": "ada"}}.',
    });
    expect(exportRequest(arn, form({ names: '{"#n": ' }))).toMatchObject({ ok: false });
  });

  it('builds a full export of now by default', () => {
    expect(exportRequest(arn, form())).toEqual({
      ok: true,
      request: { TableArn: arn, S3Bucket: 'my-exports', ExportFormat: 'DYNAMODB_JSON' },
    });
  });

  it('sends a prefix, a format and an export time read as UTC', () => {
    const built = exportRequest(
      arn,
      form({ prefix: ' exports/app ', format: 'ION', exportTime: '2026-10-02T14:03:07' }),
    );
    expect(built).toEqual({
      ok: true,
      request: {
        TableArn: arn,
        S3Bucket: 'my-exports',
        S3Prefix: 'exports/app',
        ExportFormat: 'ION',
        ExportTime: Date.UTC(2026, 9, 2, 14, 3, 7) / 1000,
      },
    });
  });

  it('builds an incremental export with its period and view', () => {
    const built = exportRequest(
      arn,
      form({
        type: 'INCREMENTAL_EXPORT',
        from: '2026-10-02T13:00',
        to: '2026-10-02T14:00:30',
        view: 'NEW_IMAGE',
      }),
    );
    expect(built.ok && built.request).toMatchObject({
      ExportType: 'INCREMENTAL_EXPORT',
      IncrementalExportSpecification: {
        ExportFromTime: Date.UTC(2026, 9, 2, 13) / 1000,
        ExportToTime: Date.UTC(2026, 9, 2, 14, 0, 30) / 1000,
        ExportViewType: 'NEW_IMAGE',
      },
    });
    const open = exportRequest(arn, form({ type: 'INCREMENTAL_EXPORT', from: '2026-10-02T13:00' }));
    expect(open.ok && open.request.IncrementalExportSpecification).toEqual({
      ExportFromTime: Date.UTC(2026, 9, 2, 13) / 1000,
      ExportViewType: 'NEW_AND_OLD_IMAGES',
    });
  });

  it('says what is missing instead of building a request', () => {
    expect(exportRequest(arn, form({ bucket: '' }))).toEqual({ ok: false, problem: 'Name the bucket.' });
    expect(exportRequest(arn, form({ type: 'INCREMENTAL_EXPORT' }))).toMatchObject({ ok: false });
    expect(exportRequest(arn, form({ exportTime: 'yesterday' }))).toMatchObject({ ok: false });
  });
});

describe('export folders', () => {
  const exportArn = `${arn}/export/01790000000000-1a2b3c4d`;

  it('is the manifest’s folder once written, else where DynamoDB puts the files', () => {
    expect(exportId(exportArn)).toBe('01790000000000-1a2b3c4d');
    expect(exportFolder({ ExportArn: exportArn })).toBe('AWSDynamoDB/01790000000000-1a2b3c4d/');
    expect(exportFolder({ ExportArn: exportArn, S3Prefix: 'exports/app/' })).toBe(
      'exports/app/AWSDynamoDB/01790000000000-1a2b3c4d/',
    );
    expect(
      exportFolder({ ExportArn: exportArn, ExportManifest: 'x/AWSDynamoDB/01/manifest-summary.json' }),
    ).toBe('x/AWSDynamoDB/01/');
  });
});

describe('export times', () => {
  it('reads and writes datetime-local values as UTC', () => {
    const seconds = Date.UTC(2026, 9, 2, 14, 3, 7) / 1000;
    expect(utcInputValue(seconds + 0.9)).toBe('2026-10-02T14:03:07');
    expect(secondsOfUtcInput('2026-10-02T14:03:07')).toBe(seconds);
    expect(secondsOfUtcInput('2026-10-02T14:03')).toBe(seconds - 7);
    expect(secondsOfUtcInput('')).toBeUndefined();
    expect(secondsOfUtcInput('2026-13-02T14:03')).toBeUndefined();
  });

  it('starts an incremental period within the recovery window', () => {
    const now = 1_800_000_000.5;
    expect(defaultIncrementalPeriod(now - 86_400, now)).toEqual({
      from: 1_800_000_000 - 3600,
      to: 1_800_000_000,
      fits: true,
    });
    expect(defaultIncrementalPeriod(now - 1200.4, now)).toEqual({
      from: 1_799_998_801,
      to: 1_800_000_000,
      fits: true,
    });
    expect(defaultIncrementalPeriod(now - 60, now)).toMatchObject({ fits: false });
  });
});
