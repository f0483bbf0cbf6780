/**
 * Running the real AWS CLI — a client this project did not write — against the endpoint: its own
 * driver, as the `aws` script runs it, for many commands in one Python process (aws_cli_batch.py).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pythonRunningAwsCli } from './awsCliPython.ts';
import { isolatedAwsEnvironment } from './awsEnvironment.ts';

const BATCH_SCRIPT = fileURLToPath(new URL('./aws_cli_batch.py', import.meta.url));

export interface AwsCliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** The major version (1 or 2) of the CLI that `python` imports. */
export function awsCliMajorVersion(python = pythonRunningAwsCli()): number {
  const run = spawnSync(python, ['-c', 'import awscli; print(awscli.__version__)'], { encoding: 'utf8' });
  const match = /^(\d+)\./.exec(run.stdout);
  if (!match) throw new Error(`${python} printed no awscli version: ${run.stderr}`);
  return Number(match[1]);
}

/**
 * Runs `aws <args>` for each argument list, in order, against the endpoint — with throwaway
 * credentials, no pager, JSON output unless the command asks for another, and `file://` values read
 * from `cwd` when given.
 */
export function runAwsCliCommands(url: string, commands: readonly string[][], cwd?: string): AwsCliRun[] {
  const withEndpoint = commands.map((args) => [
    ...args,
    '--endpoint-url',
    url,
    '--region',
    'us-east-1',
    ...(args.includes('--output') ? [] : ['--output', 'json']),
  ]);
  const run = spawnSync(pythonRunningAwsCli(), [BATCH_SCRIPT], {
    input: JSON.stringify({ cwd, commands: withEndpoint }),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 240_000,
    env: {
      ...isolatedAwsEnvironment(),
      AWS_ACCESS_KEY_ID: 'AKIDSANDBOX',
      AWS_SECRET_ACCESS_KEY: 'sandbox-secret',
      AWS_PAGER: '',
    },
  });
  if (run.status !== 0) throw new Error(`aws_cli_batch.py failed (${run.status}): ${run.stderr}`);
  return (JSON.parse(run.stdout) as { runs: AwsCliRun[] }).runs;
}
