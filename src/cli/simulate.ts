/**
 * `npm run simulate -- --pattern <name> --rate <req/s> --seconds <n> [...]`: runs a load scenario
 * headless at full speed (src/engine/load/scenario.ts), so a key design can be tested before it is
 * built. Prints a readable report, or with --json one object. Usage errors exit with status 2.
 */
import { runScenario } from '../engine/load/scenario.ts';
import { parseSimulateArgs, USAGE, UsageError } from './simulateOptions.ts';
import { simulateReport } from './simulateReport.ts';

function main(args: string[]): number {
  let options;
  try {
    options = parseSimulateArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`simulate: ${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const started = performance.now();
  const result = runScenario(options.scenario);
  const wallMs = performance.now() - started;
  process.stdout.write(
    options.json
      ? `${JSON.stringify({ ...result, wallMs: Math.round(wallMs) })}\n`
      : `${simulateReport(result, wallMs)}\n`,
  );
  return 0;
}

process.exitCode = main(process.argv.slice(2));
