/** Running the real AWS CLI — a client this project did not write — against the endpoint. */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { isolatedAwsEnvironment } from './awsEnvironment.ts';

/** `aws` on PATH first (v1 or v2), then Debian's, whichever answers `--version`. */
export function awsCliPath(): string {
  for (const aws of ['aws', '/usr/bin/aws']) {
    if (spawnSync(aws, ['--version'], { stdio: 'ignore' }).status === 0) return aws;
  }
  throw new Error(
    'No AWS CLI found (tried aws and /usr/bin/aws). Install it with: apt-get install -y awscli',
  );
}

/** The CLI's major version (1 or 2), from `aws --version`. */
export function awsCliMajorVersion(aws: string): number {
  const run = spawnSync(aws, ['--version'], { encoding: 'utf8' });
  const match = /aws-cli\/(\d+)\./.exec(`${run.stdout}${run.stderr}`);
  if (!match) throw new Error(`${aws} --version printed no aws-cli version`);
  return Number(match[1]);
}

/**
 * Runs `aws <args>` against the endpoint, with throwaway credentials and no pager, in `cwd` (where
 * its `file://` values are read from) when given.
 */
export function runAwsCli(aws: string, url: string, args: string[], cwd?: string): SpawnSyncReturns<string> {
  const output = args.includes('--output') ? [] : ['--output', 'json'];
  return spawnSync(aws, [...args, '--endpoint-url', url, '--region', 'us-east-1', ...output], {
    cwd,
    encoding: 'utf8',
    timeout: 30_000,
    env: {
      ...isolatedAwsEnvironment(),
      AWS_ACCESS_KEY_ID: 'AKIDSANDBOX',
      AWS_SECRET_ACCESS_KEY: 'sandbox-secret',
      AWS_PAGER: '',
    },
  });
}
