/**
 * Exports and imports through boto3 against `npm run serve -- --s3-dir` (exports_boto3.py): the
 * export's files are real files a script reads with gzip and json, and a CSV written into the
 * directory imports into a new table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { runBoto3Script } from '../helpers/python.ts';
import { serveDuringSuite } from '../helpers/serveProcess.ts';

const SCRIPT = fileURLToPath(new URL('./exports_boto3.py', import.meta.url));
const s3Dir = mkdtempSync(join(tmpdir(), 'sandbox-s3-'));
afterAll(() => rmSync(s3Dir, { recursive: true, force: true }));

const server = serveDuringSuite(['--table-status-delay-ms', '100', '--s3-dir', s3Dir]);

it('boto3 exports a table to files in the S3 directory and imports a CSV from it', () => {
  const run = runBoto3Script(SCRIPT, server().url, s3Dir);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const steps = run.stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(steps).toEqual([
    { step: 'no-pitr', message: "Point in time recovery is not enabled for table 'orders'" },
    {
      step: 'export',
      status: 'COMPLETED',
      items: 3,
      summary_items: 3,
      listed: [true],
      keys: ['ORDER#0', 'ORDER#1', 'ORDER#2'],
    },
    {
      step: 'import',
      status: 'COMPLETED',
      imported: 2,
      grace: { pk: { S: 'CUSTOMER#2' }, name: { S: 'Hopper, Grace' }, visits: { S: '5' } },
    },
  ]);
});
