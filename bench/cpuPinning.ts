/**
 * Keeping the load generator and the server under test on different cores. Unpinned, the kernel
 * moves both processes between this machine's two cores many times a second, and every move starts
 * the server's next requests with cold caches: the server's CPU per request then measures the
 * migrations as much as the server (in session 21, the same code read 1.04–2.13× the bare server's
 * cost across nine GetItem rounds unpinned, 1.15–1.23× in seven of nine pinned). A deployed
 * endpoint runs on cores of its own with its clients elsewhere, which is what pinning models.
 *
 * Pinning needs Linux's `taskset` (util-linux) and two CPUs; without them the bench runs unpinned
 * and says so.
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

export const LOAD_CPU = 0;
export const SERVER_CPU = 1;

export const pinningAvailable: boolean = (() => {
  if (process.platform !== 'linux' || availableParallelism() < 2) return false;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Moves every thread of this process onto `cpu` (threads started later inherit it). */
export function pinThisProcess(cpu: number): void {
  execFileSync('taskset', ['-a', '-p', '-c', String(cpu), String(process.pid)], { stdio: 'ignore' });
}

/**
 * The `execPath` and `execArgv` that start a forked node process on `cpu` from its first
 * instruction: `taskset -c <cpu> node <execArgv…>` (the IPC channel survives the exec).
 */
export function pinnedFork(cpu: number, execArgv: string[]): { execPath: string; execArgv: string[] } {
  return { execPath: 'taskset', execArgv: ['-c', String(cpu), process.execPath, ...execArgv] };
}
