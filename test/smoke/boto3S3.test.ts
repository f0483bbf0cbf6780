/**
 * The endpoint's S3 API driven by clients this project did not write: boto3's S3 client
 * (s3_boto3.py) and the AWS CLI's `aws s3`, against `npm run serve` with its in-memory S3. An export
 * is read with get_object as an analyst would read AWS's, and a CSV put with put_object is imported.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { runAwsCliCommands } from '../helpers/awsCli.ts';
import { boto3Steps } from '../helpers/python.ts';
import { serveDuringSuite } from '../helpers/serveProcess.ts';

const SCRIPT = fileURLToPath(new URL('./s3_boto3.py', import.meta.url));
const server = serveDuringSuite(['--table-status-delay-ms', '100']);
const scratch = mkdtempSync(join(tmpdir(), 'sandbox-s3-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it('boto3’s S3 client writes, lists, copies and deletes objects, reads an export and feeds an import', () => {
  expect(boto3Steps(SCRIPT, server().url)).toEqual([
    {
      step: 'objects',
      keys: ['notes/a.txt', 'notes/b c+d.txt'],
      prefixes: ['notes/deep/'],
      pages: [['notes/a.txt', 'notes/b c+d.txt'], true, ['notes/deep/c.txt', 'top.txt'], false],
      copied: 'beta',
      deleted: ['notes/a.txt', 'top.txt'],
      missing: 'NoSuchKey',
      buckets: ['archive', 'scratch'],
    },
    {
      step: 'export',
      status: 'COMPLETED',
      summary_items: 3,
      keys: ['ORDER#0', 'ORDER#1', 'ORDER#2'],
      etags_match: true,
    },
    { step: 'import', status: 'COMPLETED', imported: 2 },
  ]);
});

it('the AWS CLI copies a file up and down, lists it and removes it with `aws s3`', () => {
  writeFileSync(join(scratch, 'report.csv'), 'month,total\n2026-11,42\n');
  // Above the CLI's 8 MB threshold: it goes up as a multipart upload.
  const big = Buffer.alloc(9 * 1024 * 1024, 'sandbox ');
  writeFileSync(join(scratch, 'big.bin'), big);
  const runs = runAwsCliCommands(
    server().url,
    [
      ['s3', 'cp', 'report.csv', 's3://cli-reports/2026/report.csv'],
      ['s3', 'ls', 's3://cli-reports/'],
      ['s3', 'ls', 's3://cli-reports/', '--recursive'],
      ['s3', 'cp', 's3://cli-reports/2026/report.csv', 'back.csv'],
      ['s3', 'cp', 'big.bin', 's3://cli-reports/big.bin'],
      ['s3', 'cp', 's3://cli-reports/big.bin', 'big-back.bin'],
      ['s3', 'rm', 's3://cli-reports/', '--recursive'],
      ['s3', 'ls', 's3://cli-reports/', '--recursive'],
    ],
    scratch,
  );
  // The last listing finds nothing, which the CLI v2 reports with status 1 and v1 with 0.
  expect(runs.slice(0, 7).map((run) => run.status)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  expect(runs[1].stdout).toMatch(/PRE 2026\//);
  expect(runs[2].stdout).toMatch(/ 23 2026\/report\.csv/);
  expect(readFileSync(join(scratch, 'back.csv'), 'utf8')).toBe('month,total\n2026-11,42\n');
  expect(readFileSync(join(scratch, 'big-back.bin')).equals(big)).toBe(true);
  expect(runs[6].stdout).toMatch(/delete: s3:\/\/cli-reports\/2026\/report\.csv/);
  expect(runs[7].stdout).toBe('');
});
