/**
 * Starts the endpoint as a real subprocess (`npm run serve`, or node with tsx's loader on its entry
 * point) and waits for the line announcing its URL. The child is its own process group, so stop()
 * reaches npm and node together.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll } from 'vitest';

export interface ServeProcess {
  child: ChildProcess;
  url: string;
  /** Everything printed so far. */
  output(): { stdout: string; stderr: string };
  /** Sends `signal` to the whole process group and resolves with the exit code (null when killed). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const LISTENING = /listening on (http:\/\/\S+)/;

export async function startServeProcess(
  command: string,
  args: string[],
  startTimeoutMs = 30_000,
): Promise<ServeProcess> {
  const child = spawn(command, args, {
    cwd: process.cwd(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    }
    return exited;
  };

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no URL within ${startTimeoutMs} ms:\n${stdout}\n${stderr}`)),
      startTimeoutMs,
    );
    const check = () => {
      const match = LISTENING.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${stdout}\n${stderr}`));
    });
  }).catch(async (error: unknown) => {
    await stop('SIGKILL');
    throw error;
  });

  return { child, url, output: () => ({ stdout, stderr }), stop };
}

/** `npm run serve -- <args>` started before a suite's tests and stopped after them. */
export function serveDuringSuite(args: string[]): () => ServeProcess {
  let server: ServeProcess | undefined;
  beforeAll(async () => {
    server = await startServeProcess('npm', ['run', 'serve', '--', '--port', '0', ...args]);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });
  return () => server!;
}
