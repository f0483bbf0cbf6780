/**
 * Running the real AWS CLI — a client this project did not write — against the endpoint: its own
 * driver, as the `aws` script runs it, for many commands in one Python process (aws_cli_batch.py).
 */
import { spawnSync } from 'node:child_process';
import { spawnAsync } from './spawnAsync.ts';
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
  const { python, args, options } = batchInvocation(url, commands, cwd);
  const run = spawnSync(python, args, { ...options, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return batchRuns(run.status, run.stdout, run.stderr);
}

/**
 * The same, without blocking this process's event loop: for an endpoint served by this very
 * process (a test that records what the CLI sends).
 */
export async function runAwsCliCommandsAsync(
  url: string,
  commands: readonly string[][],
  cwd?: string,
): Promise<AwsCliRun[]> {
  const { python, args, options } = batchInvocation(url, commands, cwd);
  const run = await spawnAsync(python, args, options);
  return batchRuns(run.status, run.stdout, run.stderr);
}

function batchInvocation(url: string, commands: readonly string[][], cwd: string | undefined) {
  const withEndpoint = commands.map((args) => [
    ...args,
    '--endpoint-url',
    url,
    '--region',
    'us-east-1',
    ...(args.includes('--output') ? [] : ['--output', 'json']),
  ]);
  return {
    python: pythonRunningAwsCli(),
    args: [BATCH_SCRIPT],
    options: {
      input: JSON.stringify({ cwd, commands: withEndpoint }),
      timeout: 240_000,
      env: {
        ...isolatedAwsEnvironment(),
        AWS_ACCESS_KEY_ID: 'AKIDSANDBOX',
        AWS_SECRET_ACCESS_KEY: 'sandbox-secret',
        AWS_PAGER: '',
      },
    },
  };
}

function batchRuns(status: number | null, stdout: string, stderr: string): AwsCliRun[] {
  if (status !== 0) throw new Error(`aws_cli_batch.py failed (${status}): ${stderr}`);
  return (JSON.parse(stdout) as { runs: AwsCliRun[] }).runs;
}
