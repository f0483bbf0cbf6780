/** Running Python scripts with boto3 — a client this project did not write — against the endpoint. */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { isolatedAwsEnvironment } from './awsEnvironment.ts';

/**
 * The interpreter (its sys.executable) behind `python`, if it can run `code`. Callers keep what they
 * find: each look starts Python and imports a library, and a pyenv shim for `python3` adds a few
 * tenths of a second to every start, where tests start Python dozens of times.
 */
export function interpreterRunning(python: string, code: string): string | undefined {
  const probe = spawnSync(python, ['-c', `${code}\nimport sys; print(sys.executable)`], {
    encoding: 'utf8',
  });
  return probe.status === 0 ? probe.stdout.trim() || python : undefined;
}

/** Where an interpreter is looked for: `python3` on PATH (e.g. pyenv) first, then Debian's. */
export const PYTHON_CANDIDATES = ['python3', '/usr/bin/python3'];

/** The first candidate interpreter that can run `code`; without one, an error saying `missing`. */
export function firstInterpreterRunning(code: string, missing: string): string {
  for (const python of PYTHON_CANDIDATES) {
    const found = interpreterRunning(python, code);
    if (found) return found;
  }
  throw new Error(missing);
}

/** Runs only with a boto3 new enough for the smoke tests (scripts/boto3-probe.py says why). */
const BOTO3_PROBE = readFileSync(new URL('../../scripts/boto3-probe.py', import.meta.url), 'utf8');

let boto3Python: string | undefined;

/** The first Python whose boto3 passes BOTO3_PROBE, looked for each time. */
export function findPythonWithBoto3(): string {
  return firstInterpreterRunning(
    BOTO3_PROBE,
    "No Python 3 with a boto3 from 2024 or later found (tried python3 and /usr/bin/python3; Debian 12's " +
      'python3-boto3 is older). Make one: python3 -m venv ~/.venv-aws && ~/.venv-aws/bin/pip install boto3 ' +
      'awscli (Debian: apt-get install python3-venv first), then put ~/.venv-aws/bin first on PATH.',
  );
}

/** findPythonWithBoto3, found once per worker. */
export function pythonWithBoto3(): string {
  boto3Python ??= findPythonWithBoto3();
  return boto3Python;
}

/** Runs a boto3 script with the endpoint URL (and any further arguments) as its arguments. */
export function runBoto3Script(script: string, url: string, ...args: string[]): SpawnSyncReturns<string> {
  return spawnSync(pythonWithBoto3(), [script, url, ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    env: isolatedAwsEnvironment(),
  });
}

/** Runs a boto3 script that prints one JSON object per step; it must succeed quietly. */
export function boto3Steps(script: string, url: string): Record<string, unknown>[] {
  const run = runBoto3Script(script, url);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
