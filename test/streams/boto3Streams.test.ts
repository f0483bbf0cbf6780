/**
 * boto3's `dynamodbstreams` client against `npm run serve` started as a real subprocess: enable a
 * stream, write, read the records back (streams_boto3.py). botocore checks every reply's
 * x-amz-crc32 and parses the records with the service model, so field names and types must match.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runBoto3Script } from '../helpers/python.ts';
import { serveDuringSuite } from '../helpers/serveProcess.ts';

const SCRIPT = fileURLToPath(new URL('./streams_boto3.py', import.meta.url));

describe('boto3 dynamodbstreams against npm run serve', () => {
  const server = serveDuringSuite(['--region', 'eu-west-1']);

  it('reads back the records of a NEW_AND_OLD_IMAGES stream', () => {
    const run = runBoto3Script(SCRIPT, server().url);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trimEnd().split('\n')).toEqual([
      'INSERT order#1 - -> 1',
      'MODIFY order#1 1 -> 2',
      'REMOVE order#1 2 -> -',
      'ordered 3',
    ]);
  }, 70_000);
});
