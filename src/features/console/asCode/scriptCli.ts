/**
 * Several requests as one shell script of AWS CLI commands: each command in turn, `aws dynamodb
 * wait` after table changes, and — where the CLI has no waiter (a new index being built) — a loop
 * on describe-table. A command meant to fail prints its error and the script goes on, as a shell
 * script does without `set -e`.
 */
import { requestAsCli, shellWord } from './asCli.ts';
import {
  resendsUnprocessed,
  stepHeading,
  waitAfter,
  WAITER,
  type ScriptCode,
  type ScriptStep,
  type TableWait,
} from './scriptSteps.ts';

export function cliScript(steps: readonly ScriptStep[]): ScriptCode {
  const lines: string[] = [];
  let shellOnly = false;
  for (const [index, step] of steps.entries()) {
    const command = requestAsCli(step.operation, step.request);
    if (command === undefined)
      return { ok: false, reason: `The AWS CLI has no command for ${step.operation}.` };
    if (index > 0) lines.push('');
    lines.push(`# ${stepHeading(step, index)}`, command);
    if (resendsUnprocessed(step))
      lines.push('# What DynamoDB could not write now comes back as UnprocessedItems: send that again.');
    const wait = waitAfter(step);
    if (wait) lines.push(...waitCommands(wait));
    shellOnly ||= !!step.expectError || (wait?.until === 'active' && wait.indexes);
  }
  // The Console's CLI mode stops at a failed command (as under `set -e`) and runs no shell loops.
  return { ok: true, text: `${lines.join('\n')}\n`, runsInConsole: !shellOnly };
}

function waitCommands(wait: TableWait): string[] {
  const table = shellWord(wait.table);
  if (wait.until === 'gone') return [`aws dynamodb wait table-not-exists --table-name ${table}`];
  const exists = `aws dynamodb wait table-exists --table-name ${table}`;
  if (wait.until !== 'active' || !wait.indexes) return [exists];
  return [
    exists,
    '# The CLI has no waiter for an index being built: ask until none is anything but ACTIVE.',
    `while [ "$(aws dynamodb describe-table --table-name ${table} --output text \\`,
    '    --query \'length(Table.GlobalSecondaryIndexes[?IndexStatus!=`"ACTIVE"`] || `[]`)\')" != 0 ]; do',
    `    sleep ${WAITER.delaySeconds}`,
    'done',
  ];
}
