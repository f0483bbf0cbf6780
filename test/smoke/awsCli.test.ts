/**
 * The real AWS CLI against `npm run serve`, side by side with the console's AWS CLI mode over an
 * in-process engine: the same command words go to both, and what the CLI prints must be what the
 * console computes — the console's option parsing, shorthand, paging and --query, checked against
 * the CLI itself, and the endpoint checked with one more client it did not write. The CLI is the one
 * a Python 3 here imports (pythonRunningAwsCli), its own driver run for each command as the `aws`
 * script runs it, all in one process (helpers/aws_cli_batch.py): a second of start-up, not a hundred.
 *
 * The commands avoid what differs between AWS CLI versions (v1 from pip on a developer's machine,
 * Debian's v2 in CI): binary values (v1 reads them raw, v2 as base64), timestamps outside --query (v2 prints ISO
 * dates), options newer than Debian's CLI, and parallel scans (segments follow each engine's own
 * hash seed). Malformed shorthand is in: the console reads it with the CLI's grammar and words its
 * errors as the CLI v2 does.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorName } from '../../src/client/engineClient.ts';
import { createInProcessClient } from '../../src/client/inProcessClient.ts';
import { CliCommandError } from '../../src/features/console/cli/cliCommandError.ts';
import { CliSyntaxError, parseCliText } from '../../src/features/console/cli/parseCli.ts';
import { splitCommands } from '../../src/features/console/cli/shellWords.ts';
import { cliPrintedOutput } from '../../src/features/console/run/cliOutputLines.ts';
import { sendCliCommand } from '../../src/features/console/run/runCli.ts';
import { runAwsCliCommands, type AwsCliRun } from '../helpers/awsCli.ts';
import { serveDuringSuite } from '../helpers/serveProcess.ts';
import { COMMANDS, FILES } from './awsCliCommands.ts';

/** The here-documents that write the files a command reads, for the console. */
function hereDocuments(text: string): string {
  return Object.entries(FILES)
    .filter(([name]) => text.includes(`file://${name}`))
    .map(([name, content]) => `cat > ${name} <<'EOF'\n${content}EOF\n`)
    .join('');
}

/**
 * The AWS CLI v1 prints a shorthand syntax error's location as the literal text below (a missing
 * f-string prefix in awscli 1.45); then only the first line of the message can be compared.
 */
const V1_LOCATION_BUG = '{self._error_location()}';

/** What is compared: the printed text exactly, number forms (1.0 for a double) and layout included. */
type Result = { ok: true; printed: string } | { ok: false; error: string };

/** What the console makes of a command: what the CLI would print, or the error's name. */
async function consoleRun(client: ReturnType<typeof createInProcessClient>, text: string): Promise<Result> {
  let command;
  try {
    [command] = parseCliText(hereDocuments(text) + text);
  } catch (failure) {
    if (!(failure instanceof CliSyntaxError)) throw failure;
    return { ok: false, error: failure.reason };
  }
  let error = '';
  let result;
  try {
    result = await sendCliCommand(client, command, {
      record: (_request, outcome) => {
        if (!outcome.ok) error = errorName(outcome.error.__type);
      },
      wait: async () => {},
    });
  } catch (failure) {
    if (!(failure instanceof CliCommandError)) throw failure;
    return { ok: false, error: failure.message };
  }
  if (!result) return { ok: false, error };
  try {
    const printed = cliPrintedOutput(command, result);
    return { ok: true, printed };
  } catch (failure) {
    if (!(failure instanceof CliCommandError)) throw failure;
    return { ok: false, error: failure.message };
  }
}

/** The words of a command after `aws`, and the grep it is piped into, if any. */
function cliWords(text: string): { words: string[]; piped: string | undefined } {
  const [command, piped] = text.split(' | ');
  return { words: splitCommands(command)[0].words.slice(1), piped };
}

/** What the CLI printed (through grep when piped into it). */
function cliResult(text: string, run: AwsCliRun): Result {
  const { piped } = cliWords(text);
  if (run.status !== 0) {
    const type = /An error occurred \((\w+)\)/.exec(run.stderr);
    return { ok: false, error: type ? type[1] : run.stderr.trim() };
  }
  if (piped !== undefined) {
    // Through the machine's own grep, as a shell would pipe it.
    const grep = spawnSync('grep', splitCommands(piped)[0].words.slice(1), {
      input: run.stdout,
      encoding: 'utf8',
    });
    return { ok: true, printed: grep.stdout.replace(/\n$/, '') };
  }
  return { ok: true, printed: run.stdout.trim() };
}

describe('the AWS CLI against npm run serve, and the console’s AWS CLI mode', () => {
  // The CLI's commands follow each other within a fraction of a second: a GSI that lagged its table
  // would miss the write just before its query.
  const server = serveDuringSuite(['--table-status-delay-ms', '0', '--gsi-lag-ms', '0']);
  let filesDirectory = '';
  beforeAll(() => {
    filesDirectory = mkdtempSync(join(tmpdir(), 'aws-cli-files-'));
    for (const [name, content] of Object.entries(FILES)) writeFileSync(join(filesDirectory, name), content);
  });
  afterAll(() => rmSync(filesDirectory, { recursive: true, force: true }));

  it('print the same for every command', async () => {
    // The CLI's commands run first, in order, against the endpoint; the console's after them, in the
    // same order, against an engine of its own: each sees only its own commands' effects.
    const cliRuns = runAwsCliCommands(
      server().url,
      COMMANDS.map((text) => cliWords(text).words),
      filesDirectory,
    );
    const client = createInProcessClient({ tableStatusDelayMs: 0, gsiPropagationDelayMs: 0 });
    const outcomes: string[] = [];
    for (const [index, text] of COMMANDS.entries()) {
      const cli = cliResult(text, cliRuns[index]);
      const console = await consoleRun(client, text);
      // The console adds how to write a missing file on a second line.
      const firstLines = !cli.ok && (cli.error.includes(V1_LOCATION_BUG) || cli.error.includes('paramfile'));
      if (!cli.ok && !console.ok && firstLines) {
        expect(console.error.split('\n')[0], text).toBe(cli.error.split('\n')[0]);
      } else {
        expect(console, text).toEqual(cli);
      }
      outcomes.push(cli.ok ? 'ok' : cli.error.split('\n')[0]);
    }
    // The commands reach what they are meant to: real replies, and the errors where expected.
    expect(outcomes.filter((outcome) => outcome !== 'ok')).toEqual([
      'Row should have 2 elements, instead it has 1',
      'Parameter validation failed:',
      'Parameter validation failed:',
      'Parameter validation failed:',
      "invalid literal for int() with base 10: '1.5'",
      'Parameter validation failed:',
      'Parameter validation failed:',
      'Parameter validation failed:',
      "invalid literal for int() with base 10: '5.0'",
      "Error parsing parameter '--key': Expected: '=', received: 'EOF' for input:",
      'Error parsing parameter \'--key\': Second instance of key "PK" encountered for input:',
      "Error parsing parameter '--key': Expected: ',', received: 'EOF' for input:",
      'Error parsing parameter \'--expression-attribute-names\': Second instance of key "#n" encountered for input:',
      'ConditionalCheckFailedException',
      'Parameter validation failed:',
      'Parameter validation failed:',
      'ResourceNotFoundException',
      'ValidationException',
      'Parameter validation failed:',
      'BackupNotFoundException',
      'TableNotFoundException',
      'GlobalTableNotFoundException',
      // An incremental export of a window before point-in-time recovery was on.
      'InvalidExportTimeException',
      'ResourceNotFoundException',
      'Parameter validation failed:',
      'Parameter validation failed:',
      'ConditionalCheckFailedException',
      'TransactionCanceledException',
      'ValidationException',
      "Error parsing parameter '--key': Unable to load paramfile file://missing.json: [Errno 2] No such file or directory: 'missing.json'",
    ]);
  }, 300_000); // ~100 CLI commands of a fifth of a second each; two cores shared with other test files
});
