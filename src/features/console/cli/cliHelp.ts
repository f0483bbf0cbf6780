/**
 * `aws dynamodb help` and `aws dynamodb <command> help` in the console: the commands it runs, and a
 * command's options laid out as the synopsis of the CLI's help page (required options bare,
 * optional ones in brackets, flags with their `--no-` twin). The CLI's own help pages describe each
 * option; the console points to them rather than repeating them.
 */
import type { CommandSpec, OptionSpec } from './cliCommands.ts';
import { CLI_PAGINATORS } from './cliPaging.ts';
import { CLI_WAITERS } from './cliWaiters.ts';

const GLOBAL_OPTIONS =
  '[--query <value>] [--output json|text|table|yaml|yaml-stream] [--cli-binary-format <value>]';

/** The commands of a service, as `aws <service> help` lists them. */
export function serviceHelp(service: string, commands: readonly string[]): string {
  const list = (names: readonly string[]) => [...names].sort().map((command) => `  ${command}`);
  return [
    `aws ${service}: the commands the console runs`,
    '',
    ...list(commands),
    '',
    `Each has its options: aws ${service} <command> help`,
    '',
    'A value can come from a file, as in AWS docs (--key file://key.json): write the file above the',
    "command with cat > key.json <<'EOF', its lines, then EOF (or echo '…' > key.json).",
  ].join('\n');
}

/** A command's synopsis: its options, the paging options when the CLI pages it, and the global ones. */
export function commandHelp(service: string, command: string, spec: CommandSpec): string {
  const options = Object.entries(spec.options).map(([name, option]) => synopsisLine(name, option));
  options.push('[--cli-input-json <value>]');
  if (Object.hasOwn(CLI_PAGINATORS, command)) {
    options.push('[--starting-token <value>]');
    if (CLI_PAGINATORS[command].limitKey) options.push('[--page-size <value>]');
    options.push('[--max-items <value>]');
  }
  options.push('[--generate-cli-skeleton <value>]');
  return [
    `aws ${service} ${command} (${spec.operation})`,
    '',
    ...options.map((line) => `  ${line}`),
    '',
    `Global options: ${GLOBAL_OPTIONS}`,
    `What each option means: the DynamoDB API reference for ${spec.operation}, or "aws ${service} ${command} help" in a terminal.`,
  ].join('\n');
}

function synopsisLine(name: string, option: OptionSpec): string {
  const text =
    option.kind === 'boolean'
      ? `--${name} | --no-${name}`
      : option.kind === 'strings' || option.kind === 'list'
        ? `--${name} <value> [<value> ...]`
        : `--${name} <value>`;
  return option.required ? text : `[${text}]`;
}

/** `aws dynamodb wait help`: each waiter with its options and what it waits for. */
export const WAITERS_HELP = [
  'aws dynamodb wait: polls an operation until a status is reached. The CLI polls every 20 s, up to the times',
  'below; the console polls every 250 ms and gives up when the CLI would, once that many 20 s steps of the',
  'sandbox clock have passed (or after that many polls while the clock is paused).',
  '',
  ...Object.entries(CLI_WAITERS).flatMap(([name, waiter]) => {
    const options = Object.entries(waiter.options).map(([option, spec]) => synopsisLine(option, spec));
    return [
      `  aws dynamodb wait ${name} ${options.join(' ')}`,
      `      until ${waiter.until}: ${waiter.operation}, up to ${waiter.maxAttempts} times`,
    ];
  }),
].join('\n');
