/**
 * Smoke test with a client this project did not write: boto3 runs the modeling card's example
 * (card.py) against `npm run serve` started as a real subprocess on its own port. botocore also
 * verifies every reply's x-amz-crc32.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runBoto3Script } from '../helpers/python.ts';
import { serveDuringSuite } from '../helpers/serveProcess.ts';

const CARD_SCRIPT = fileURLToPath(new URL('./card.py', import.meta.url));

describe('boto3 against npm run serve', () => {
  const server = serveDuringSuite(['--region', 'eu-west-1', '--table-status-delay-ms', '2000']);

  it('runs the modeling card example', () => {
    const run = runBoto3Script(CARD_SCRIPT, server().url);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trimEnd().split('\n')).toEqual([
      'ResourceNotFoundException',
      'ok',
      'ConditionalCheckFailedException',
      "['ORDER#2026-10-02#A17', 'PROFILE']",
    ]);
  }, 70_000);
});
