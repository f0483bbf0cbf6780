/**
 * A malformed object (S3DataImport.Validation.html: "we may skip processing the remaining portion
 * of the object"): read up to where it goes wrong, that point counted as one record processed and
 * failed, the rest skipped — as AWS was seen to count a line that is no JSON (ack-api-quirks
 * dynamodb DDB-IMPORT-013) and an object that does not decompress (DDB-IMPORT-015), in 2026.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  N,
  S,
  importAndWait,
  importObjects,
  importRequest,
  newSandbox,
  putObject,
  scanAll,
  zstdFrame,
  type Json,
} from './support.ts';

const line = (item: Json) => `${JSON.stringify({ Item: item })}\n`;

describe('a malformed object', () => {
  const lines = '{"Item":{"pk":{"S":"a"}}}\n{"Item":{"pk":{"S":"b"},"n":{"N":"2"}}}\n';
  const expected = [{ pk: S('a') }, { pk: S('b'), n: N(2) }];

  // AWS, ten lines with the sixth no JSON: processed 6, imported 5, 1 error.
  it('stops at a line that is no JSON; the next object is read', () => {
    const box = newSandbox();
    const lines = Array.from({ length: 10 }, (_, i) =>
      i === 5 ? '{"Item": {"pk": {"S"\n' : line({ pk: S(`a${i}`) }),
    );
    putObject(box, 'import-source', 'data/a.json', lines.join(''));
    putObject(box, 'import-source', 'data/b.json', line({ pk: S('b') }));
    const done = importAndWait(box, importRequest('copy', 'DYNAMODB_JSON', 'data/'));
    expect(done).toMatchObject({
      ImportStatus: 'FAILED',
      FailureCode: 'ItemValidationError',
      ProcessedItemCount: 7,
      ImportedItemCount: 6,
      ErrorCount: 1,
    });
    expect(scanAll(box, 'copy').map((item) => item.pk.S)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'b']);
    const [event] = box.sandbox('GetImportErrors', { ImportArn: done.ImportArn }).body.ErrorEvents as Json[];
    expect(event.itemS3Pointer).toEqual({ bucket: 'import-source', key: 'data/a.json', itemIndex: 5 });
    expect(event.errorMessages[0]).toMatch(
      /^The line is not JSON \(.+\): the rest of the object was not read$/,
    );
  });

  it('reads Ion up to where it stops being Ion, that point one error, and skips the rest', () => {
    const ion = '{Item:{pk:"b1"}}\n{Item:{pk:"b2"}}\n{Item:{pk:"b3" ]]\n{Item:{pk:"b4"}}\n';
    const { box, done, items } = importObjects({ 'ion/b.ion': ion }, importRequest('books', 'ION', 'ion/'));
    expect(done).toMatchObject({ ErrorCount: 1, ProcessedItemCount: 3, ImportedItemCount: 2 });
    expect(items.map((item) => item.pk.S)).toEqual(['b1', 'b2']);
    const [event] = box.sandbox('GetImportErrors', { ImportArn: done.ImportArn }).body.ErrorEvents as Json[];
    expect(event.itemS3Pointer.itemIndex).toBe(2);
    expect(event.errorMessages[0]).toMatch(
      /^The object is not valid ION \(.+\): the rest of the object was not read$/,
    );
  });

  it('counts an object that does not decompress as one error, and reads the others', () => {
    const request = importRequest('plain', 'DYNAMODB_JSON', 'zst/', { InputCompressionType: 'ZSTD' });
    const objects = { 'zst/a.zst': zstdFrame(Buffer.from(lines)), 'zst/b.zst': gzipSync(lines) };
    const { box, done, items } = importObjects(objects, request);
    expect(done).toMatchObject({
      ImportStatus: 'FAILED',
      FailureCode: 'ItemValidationError',
      ErrorCount: 1,
      ProcessedItemCount: 3,
    });
    expect(items).toEqual(expected);
    const errors = box.sandbox('GetImportErrors', { ImportArn: done.ImportArn }).body;
    expect(errors.ErrorEvents).toHaveLength(1);
    expect(errors.ErrorEvents[0].itemS3Pointer).toEqual({
      bucket: 'import-source',
      key: 'zst/b.zst',
      itemIndex: 0,
    });
    expect(errors.ErrorEvents[0].errorMessages[0]).toMatch(/^The object could not be decompressed as ZSTD/);
  });
});
