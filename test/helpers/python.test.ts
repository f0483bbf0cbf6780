/**
 * The smoke tests' Python: a boto3 too old for what they send is passed over with a message that says
 * what to install, rather than picked and failing deep inside a script (Debian 12's python3-boto3,
 * which `apt-get install` gives, refuses ReturnValuesOnConditionCheckFailure on PutItem before sending
 * it and has no get_resource_policy).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPythonWithBoto3 } from './python.ts';

/** A DynamoDB model as an old botocore has it: PutItem without the newer parameter, no policies. */
const STALE_MODEL = {
  version: '2.0',
  metadata: {
    apiVersion: '2012-08-10',
    endpointPrefix: 'dynamodb',
    jsonVersion: '1.0',
    protocol: 'json',
    serviceId: 'DynamoDB',
    signatureVersion: 'v4',
    targetPrefix: 'DynamoDB_20120810',
  },
  operations: {
    PutItem: { name: 'PutItem', http: { method: 'POST', requestUri: '/' }, input: { shape: 'In' } },
  },
  shapes: { In: { type: 'structure', members: { TableName: { shape: 'S' } } }, S: { type: 'string' } },
};

describe('findPythonWithBoto3', () => {
  it('finds the boto3 the smoke tests run', () => {
    expect(findPythonWithBoto3()).toMatch(/python/);
  });

  it('passes over a boto3 whose botocore predates what the tests send', () => {
    // botocore reads service models from AWS_DATA_PATH before its own: every candidate looks old.
    const dir = mkdtempSync(join(tmpdir(), 'stale-botocore-'));
    mkdirSync(join(dir, 'dynamodb', '2012-08-10'), { recursive: true });
    writeFileSync(join(dir, 'dynamodb', '2012-08-10', 'service-2.json'), JSON.stringify(STALE_MODEL));
    const before = process.env.AWS_DATA_PATH;
    process.env.AWS_DATA_PATH = dir;
    try {
      expect(() => findPythonWithBoto3()).toThrow(/boto3 from 2024 or later.*python3 -m venv/);
    } finally {
      if (before === undefined) delete process.env.AWS_DATA_PATH;
      else process.env.AWS_DATA_PATH = before;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
