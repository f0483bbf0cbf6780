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
const DOUBLES_SCRIPT = fileURLToPath(new URL('./wire_doubles.py', import.meta.url));

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

  it('sees capacities and size estimates as floats, as DynamoDB writes them', () => {
    const run = runBoto3Script(DOUBLES_SCRIPT, server().url);
    expect(run.stderr).toBe('');
    // A put of a small item on a table with an LSI: 2 write units; a strongly consistent read of one
    // small item through the LSI: 1 read unit; a collection under 1 GB: between 0 and 1 GB.
    expect(run.stdout.trimEnd().split('\n')).toEqual(['2.0', '1.0', '[0.0, 1.0]']);
  }, 70_000);
});
