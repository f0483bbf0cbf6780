/**
 * Smoke test with a client this project did not write: boto3 runs the modeling card's example
 * (card.py) against `npm run serve` started as a real subprocess on its own port. botocore also
 * verifies every reply's x-amz-crc32.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServeProcess, type ServeProcess } from '../helpers/serveProcess.ts';

const CARD_SCRIPT = fileURLToPath(new URL('./card.py', import.meta.url));

/** `python3` on PATH (e.g. pyenv) first, then Debian's, whichever can import boto3. */
function pythonWithBoto3(): string | undefined {
  for (const python of ['python3', '/usr/bin/python3']) {
    if (spawnSync(python, ['-c', 'import boto3'], { stdio: 'ignore' }).status === 0) return python;
  }
  return undefined;
}

/** The environment without the developer's own AWS settings (profiles, config files, keys). */
function isolatedAwsEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith('AWS_')) env[name] = value;
  env.AWS_CONFIG_FILE = '/nonexistent/aws-config';
  env.AWS_SHARED_CREDENTIALS_FILE = '/nonexistent/aws-credentials';
  env.AWS_EC2_METADATA_DISABLED = 'true';
  return env;
}

describe('boto3 against npm run serve', () => {
  let server: ServeProcess;
  beforeAll(async () => {
    server = await startServeProcess('npm', [
      'run',
      'serve',
      '--',
      '--port',
      '0',
      '--region',
      'eu-west-1',
      '--table-status-delay-ms',
      '2000',
    ]);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('runs the modeling card example', () => {
    const python = pythonWithBoto3();
    if (python === undefined) {
      throw new Error(
        'No Python 3 with boto3 found (tried python3 and /usr/bin/python3). ' +
          'Install it with: apt-get install -y python3-boto3',
      );
    }
    const run = spawnSync(python, [CARD_SCRIPT, server.url], {
      encoding: 'utf8',
      timeout: 60_000,
      env: isolatedAwsEnvironment(),
    });
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
