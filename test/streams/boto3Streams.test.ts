/**
 * boto3's `dynamodbstreams` client against `npm run serve` started as a real subprocess: enable a
 * stream, write, read the records back (streams_boto3.py). botocore checks every reply's
 * x-amz-crc32 and parses the records with the service model, so field names and types must match.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServeProcess, type ServeProcess } from '../helpers/serveProcess.ts';

const SCRIPT = fileURLToPath(new URL('./streams_boto3.py', import.meta.url));

/** `python3` on PATH first, then Debian's, whichever can import boto3 (as test/smoke/boto3.test.ts). */
function pythonWithBoto3(): string {
  for (const python of ['python3', '/usr/bin/python3']) {
    if (spawnSync(python, ['-c', 'import boto3'], { stdio: 'ignore' }).status === 0) return python;
  }
  throw new Error('No Python 3 with boto3 found. Install it with: apt-get install -y python3-boto3');
}

/** No AWS settings of the developer's leak into the run. */
function isolatedAwsEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith('AWS_')) env[name] = value;
  env.AWS_CONFIG_FILE = '/nonexistent/aws-config';
  env.AWS_SHARED_CREDENTIALS_FILE = '/nonexistent/aws-credentials';
  env.AWS_EC2_METADATA_DISABLED = 'true';
  return env;
}

describe('boto3 dynamodbstreams against npm run serve', () => {
  let server: ServeProcess;
  beforeAll(async () => {
    server = await startServeProcess('npm', ['run', 'serve', '--', '--port', '0', '--region', 'eu-west-1']);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('reads back the records of a NEW_AND_OLD_IMAGES stream', () => {
    const run = spawnSync(pythonWithBoto3(), [SCRIPT, server.url], {
      encoding: 'utf8',
      timeout: 60_000,
      env: isolatedAwsEnvironment(),
    });
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
