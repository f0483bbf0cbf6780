/**
 * A child process run to its end without blocking the event loop — what a test needs when the
 * child talks to a server this same process serves (spawnSync would starve that server).
 */
import { spawn } from 'node:child_process';

export interface SpawnOptions {
  /** Written to the child's stdin, which is then closed. */
  input?: string;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Then the child is killed (status null). */
  timeout?: number;
}

export interface SpawnResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function spawnAsync(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
): Promise<SpawnResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: options.env, cwd: options.cwd, timeout: options.timeout });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}
