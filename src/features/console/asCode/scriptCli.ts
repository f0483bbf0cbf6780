/**
 * Several requests as one shell script of AWS CLI commands: each command in turn, `aws dynamodb
 * wait` after table changes, and — where the CLI has no waiter (a new index being built) — a loop
 * on describe-table. A batch write keeps what DynamoDB left unprocessed in a shell variable and
 * sends it again, with the same backoff as the other languages' scripts. A command meant to fail
 * prints its error and the script goes on, as a shell script does without `set -e`. A command sent
 * to another Region than the home one (a global table's replica) carries `--region`, and so do its
 * waits and resends.
 */
import { CONTINUATION_INDENT, requestAsCli, shellWord } from './asCli.ts';
import { cliRegionOption, inRegion } from './regionalCode.ts';
import {
  RESEND_ATTEMPTS,
  resendsUnprocessed,
  stepHeading,
  waitAfter,
  WAITER,
  type ScriptCode,
  type ScriptStep,
  type TableWait,
} from './scriptSteps.ts';

export function cliScript(steps: readonly ScriptStep[]): ScriptCode {
  const commands: string[] = [];
  for (const step of steps) {
    const command = requestAsCli(step.operation, step.request);
    if (command === undefined)
      return { ok: false, reason: `The AWS CLI has no command for ${step.operation}.` };
    commands.push(step.region === undefined ? command : inRegion('cli', command, step.region));
  }
  // The Console's CLI mode stops at a failed command (as under `set -e`) and runs no shell loops: a
  // batch there is sent once, its UnprocessedItems shown; a failure or an index loop it cannot run.
  const shellOnly = steps.some((step) => {
    const wait = waitAfter(step);
    return (
      !!step.expectError ||
      (wait?.until === 'active' && (wait.indexes || wait.vectorIndexes || wait.replicas))
    );
  });
  return {
    ok: true,
    text: scriptText(steps, commands, true),
    consoleText: shellOnly ? undefined : scriptText(steps, commands, false),
  };
}

function scriptText(steps: readonly ScriptStep[], commands: string[], resendLoops: boolean): string {
  const lines: string[] = [];
  for (const [index, step] of steps.entries()) {
    if (index > 0) lines.push('');
    lines.push(`# ${stepHeading(step, index)}`);
    const region = cliRegionOption(step.region);
    if (!resendsUnprocessed(step)) lines.push(commands[index]);
    else if (resendLoops) lines.push(...resendCommands(commands[index], region));
    else lines.push(commands[index], '# What DynamoDB could not write now comes back as UnprocessedItems.');
    const wait = waitAfter(step);
    if (wait) lines.push(...waitCommands(wait, region));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The batch write with its reply's UnprocessedItems kept in `$items` (`{}` once everything is
 * written; empty if the command failed), then sent again until nothing is left, each time after a
 * longer random pause: exponential backoff with jitter, as lesson 8 teaches.
 */
function resendCommands(command: string, region: string): string[] {
  const resend = `aws dynamodb batch-write-item --request-items "$items"${region} --query UnprocessedItems --output json`;
  return [
    `items=$(${command} \\`,
    `${CONTINUATION_INDENT}--query UnprocessedItems --output json)`,
    '# What DynamoDB could not write now comes back as UnprocessedItems: send that again.',
    'attempt=0',
    'while [ -n "$items" ] && [ "$items" != "{}" ]; do',
    '    attempt=$((attempt + 1))',
    `    if [ "$attempt" -gt ${RESEND_ATTEMPTS} ]; then echo "Writes still unprocessed after ${RESEND_ATTEMPTS} attempts" >&2; break; fi`,
    '    # exponential backoff, with jitter',
    `    sleep "$(awk -v a="$attempt" -v r="$RANDOM" 'BEGIN { print r / 32768 * 0.05 * 2 ^ a }')"`,
    `    items=$(${resend})`,
    'done',
  ];
}

/** `region`: the commands' ` --region …` option, or nothing. */
function waitCommands(wait: TableWait, region: string): string[] {
  const table = shellWord(wait.table);
  if (wait.until === 'gone') return [`aws dynamodb wait table-not-exists --table-name ${table}${region}`];
  const exists = `aws dynamodb wait table-exists --table-name ${table}${region}`;
  if (wait.until !== 'active') return [exists];
  const until = (comment: string, list: string, status: string) => [
    comment,
    `while [ "$(aws dynamodb describe-table --table-name ${table}${region} --output text \\`,
    `    --query 'length(Table.${list}[?${status}!=\`"ACTIVE"\`] || \`[]\`)')" != 0 ]; do`,
    `    sleep ${WAITER.delaySeconds}`,
    'done',
  ];
  return [
    exists,
    ...(wait.indexes
      ? until(
          '# The CLI has no waiter for an index being built: ask until none is anything but ACTIVE.',
          'GlobalSecondaryIndexes',
          'IndexStatus',
        )
      : []),
    ...(wait.vectorIndexes
      ? until('# Nor for a vector index: ask the same of the vector indexes.', 'VectorIndexes', 'IndexStatus')
      : []),
    ...(wait.replicas
      ? until(
          '# Nor for a replica being added (its table can be ACTIVE first): ask the same of the replicas.',
          'Replicas',
          'ReplicaStatus',
        )
      : []),
  ];
}
