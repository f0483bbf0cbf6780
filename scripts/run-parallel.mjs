#!/usr/bin/env node
// Runs npm scripts side by side and fails if any of them fails: `node scripts/run-parallel.mjs typecheck lint`.
// The static checks are each mostly single-threaded, so on CI's two cores running them together saves about
// half their time. Each script's output is held back and printed whole when it ends, so the logs do not mix.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>...');
  process.exit(2);
}

/** Runs one npm script; resolves with its exit code once its output has been printed. */
function run(script) {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'passed' : `failed (${signal ?? `exit code ${code}`})`;
      process.stdout.write(`\n> npm run ${script}: ${status} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
