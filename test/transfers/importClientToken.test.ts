/**
 * ImportTable's ClientToken, as AWS was seen to answer it (ack-api-quirks dynamodb DDB-IMPORT-017,
 * probed in 2026): the import it started, another TableName a conflict, and once the import has
 * ended, the very same request a new attempt at the table.
 */
import { describe, expect, it } from 'vitest';
import {
  MINUTE,
  S,
  importAndWait,
  importRequest,
  newSandbox,
  putObject,
  type Json,
  type Sandbox,
} from './support.ts';

function withSource(): Sandbox {
  const box = newSandbox();
  putObject(box, 'import-source', 'data/a.json', `${JSON.stringify({ Item: { pk: S('a') } })}\n`);
  return box;
}

describe('ClientToken', () => {
  const tokened = (name: string, prefix: string, extra: Json = {}) =>
    importRequest(name, 'DYNAMODB_JSON', prefix, { ClientToken: 'load-1', ...extra });

  it('answers the import it started while that runs, whatever else changed but the table name', () => {
    const box = withSource();
    const first = box.ok('ImportTable', tokened('copy', 'data/')).ImportTableDescription;
    expect(first.ClientToken).toBe('load-1');
    for (const again of [
      tokened('copy', 'data/'),
      { ...tokened('copy', 'data/'), S3BucketSource: { S3KeyPrefix: 'data/', S3Bucket: 'import-source' } },
      tokened('copy', 'elsewhere/'),
      tokened('copy', 'data/', { InputCompressionType: 'GZIP' }),
    ]) {
      const replay = box.ok('ImportTable', again).ImportTableDescription;
      expect(replay).toMatchObject({ ImportArn: first.ImportArn, S3BucketSource: first.S3BucketSource });
    }
    expect(box.fails('ImportTable', tokened('other', 'data/'))).toEqual({
      type: 'ImportConflictException',
      message: 'Import conflict: Duplicate request detected with conflicting parameters',
    });
    box.advance(MINUTE);
    expect(box.ok('ListImports', {}).ImportSummaryList).toHaveLength(1);
    expect(box.ok('ListTables', {}).TableNames).toEqual(['copy']);
  });

  it('once the import has ended: the same request again is refused while its table exists', () => {
    const box = withSource();
    const first = importAndWait(box, tokened('copy', 'data/'));
    expect(first.ImportStatus).toBe('COMPLETED');
    expect(box.fails('ImportTable', tokened('copy', 'data/'))).toEqual({
      type: 'ResourceInUseException',
      message: 'Table already exists: copy',
    });
    // A request that differs is still answered with the import, as AWS does.
    const changed = box.ok('ImportTable', tokened('copy', 'elsewhere/')).ImportTableDescription;
    expect(changed).toMatchObject({ ImportArn: first.ImportArn, ImportStatus: 'COMPLETED' });
    // With the table gone, the same request describes the import again and makes nothing.
    box.ok('DeleteTable', { TableName: 'copy' });
    box.advance(MINUTE);
    const replay = box.ok('ImportTable', tokened('copy', 'data/')).ImportTableDescription;
    expect(replay.ImportArn).toBe(first.ImportArn);
    box.advance(MINUTE);
    expect(box.ok('ListTables', {}).TableNames).toEqual([]);
    expect(box.ok('ListImports', {}).ImportSummaryList).toHaveLength(1);
  });
});
