#!/usr/bin/env node
// Makes sure the system programs the tests need are present before `npm test` spends time on anything else:
//   - Debian's Chromium at /usr/bin/chromium, which Playwright drives (it never downloads a browser of its own);
//   - a Python 3 with a 2024 or later boto3, for the smoke tests with a DynamoDB client this project did not write
//     (Debian 12's python3-boto3 is older: apt-get cannot help, so it says how to make a virtual environment);
//   - the AWS CLI (`aws` on PATH, v1 or v2, or Debian's at /usr/bin/aws), run side by side with the console's CLI mode,
//     and importable by a Python 3 (a pip or Debian install), whose formatters and parser tests call directly.
// As root with apt-get (CI, fresh machines) it installs what is missing; otherwise it says exactly what to run.
// When everything is present it only stats a file and starts Python and the AWS CLI a few times: under a second.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const SYSTEM_PYTHON = '/usr/bin/python3';

// A boto3 new enough for the smoke tests (the probe says why): its source, run with `python -c`.
const BOTO3_PROBE = readFileSync(new URL('./boto3-probe.py', import.meta.url), 'utf8');

/** The first Python 3 that runs `code`: `python3` on PATH (e.g. pyenv), else Debian's own. */
function pythonRunning(code) {
  for (const python of ['python3', SYSTEM_PYTHON]) {
    const probe = spawnSync(python, ['-c', code], { stdio: 'ignore' });
    if (probe.status === 0) return python;
  }
  return undefined;
}

/** A boto3 is installed, but none new enough: apt-get cannot help where the distribution's is old. */
function boto3TooOld() {
  return pythonRunning(BOTO3_PROBE) === undefined && pythonRunning('import boto3') !== undefined;
}

function reportOldBoto3() {
  console.error(
    'ensure-test-deps: the boto3 installed is too old for the tests (they need a 2024 or later boto3; ' +
      "Debian 12's python3-boto3 is 1.26). Make one:\n" +
      '  python3 -m venv ~/.venv-aws && ~/.venv-aws/bin/pip install boto3 awscli   # Debian: apt-get install python3-venv\n' +
      'then put ~/.venv-aws/bin first on PATH.',
  );
  process.exit(1);
}

/** An AWS CLI that runs: `aws` on PATH, else Debian's. */
function hasAwsCli() {
  return ['aws', '/usr/bin/aws'].some(
    (aws) => spawnSync(aws, ['--version'], { stdio: 'ignore' }).status === 0,
  );
}

/** A Python 3 that can import the AWS CLI's modules (the official v2 installer bundles its own, not importable). */
function hasAwsCliModules() {
  return ['python3', SYSTEM_PYTHON].some(
    (python) =>
      spawnSync(python, ['-c', 'import awscli.formatter, awscli.shorthand'], { stdio: 'ignore' }).status ===
      0,
  );
}

/** Debian packages for whatever is missing right now. */
function missingPackages() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (pythonRunning('import boto3') === undefined) missing.push('python3-boto3');
  if (!hasAwsCli() || !hasAwsCliModules()) missing.push('awscli');
  return missing;
}

function run(command, args) {
  console.log(`ensure-test-deps: $ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(
      `ensure-test-deps: \`${command} ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}).`,
    );
    process.exit(1);
  }
}

const missing = missingPackages();
if (missing.length === 0) {
  if (boto3TooOld()) reportOldBoto3();
  process.exit(0);
}

const installArgs = ['install', '-y', '--no-install-recommends', ...missing];
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasAptGet = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;

if (!isRoot || !hasAptGet) {
  console.error(`ensure-test-deps: missing for the tests: ${missing.join(', ')}.`);
  if (hasAptGet) {
    console.error(`Install with:\n  sudo apt-get update && sudo apt-get ${installArgs.join(' ')}`);
  } else {
    console.error(
      'No apt-get here. Needed: Chromium at /usr/bin/chromium, a `python3` on PATH that can `import boto3` ' +
        'and the AWS CLI, importable by that Python (on Debian/Ubuntu: apt-get install chromium python3-boto3 awscli).',
    );
  }
  process.exit(1);
}

console.log(`ensure-test-deps: installing missing Debian packages: ${missing.join(', ')}`);
run('apt-get', ['update']);
run('apt-get', installArgs);

const stillMissing = missingPackages();
if (stillMissing.length > 0) {
  console.error(`ensure-test-deps: still missing after apt-get install: ${stillMissing.join(', ')}.`);
  process.exit(1);
}
if (boto3TooOld()) reportOldBoto3();
console.log('ensure-test-deps: all test dependencies present.');
