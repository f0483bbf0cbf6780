/**
 * What the console puts under Output for an AWS CLI command: what the CLI would print (cli/cliOutput.ts),
 * plain JSON included — a paged command's merged pages, not its last request's reply — and for a
 * command stopped before its last page, the NextToken to go on with.
 */
import type { ConsoleLine } from '../../../state/consoleSlice.ts';
import { applyGrep } from '../cli/cliGrep.ts';
import { pagedTextOutput, pagedYamlStreamOutput, printedOutput } from '../cli/cliOutput.ts';
import { CLI_PAGINATORS } from '../cli/cliPaging.ts';
import type { CliRequest } from '../cli/parseCli.ts';
import { MAX_PAGES, textPages, type PagedOutput } from './pagedCommand.ts';

/** What a command's result prints: one reply, or the pages the CLI read. */
export type CliResult = { reply: Record<string, unknown> } | { paged: PagedOutput };

type PrintingCommand = Pick<CliRequest, 'command' | 'operation' | 'query' | 'output' | 'grep'>;

/** What the CLI prints for a result ('' for nothing); piped into grep, the lines that match. */
export function cliPrintedOutput(command: PrintingCommand, result: CliResult): string {
  const printed = unpiped(command, result) ?? printedJson(command, result);
  return command.grep ? applyGrep(printed, command.grep) : printed;
}

/** Plain JSON as the CLI prints it; nothing for an empty reply (a write that returns nothing). */
function printedJson(command: PrintingCommand, result: CliResult): string {
  const merged = 'reply' in result ? result.reply : result.paged.output;
  if (Object.keys(merged).length === 0) return '';
  return printedOutput({ ...command, query: '@' }, merged) ?? '';
}

function unpiped(command: PrintingCommand, result: CliResult): string | undefined {
  if ('reply' in result) return printedOutput(command, result.reply);
  const { paged } = result;
  // Text and yaml-stream go page by page, as the CLI prints them; the others print the merged result.
  if (command.output === 'text')
    return pagedTextOutput(
      command.query,
      textPages(CLI_PAGINATORS[command.command], paged.replies),
      paged.output.NextToken as string | undefined,
    );
  if (command.output === 'yaml-stream') return pagedYamlStreamOutput(command.query, paged.replies);
  return printedOutput(command, paged.output);
}

/** The console lines for a command's result: what the CLI prints (if anything), then how to go on. */
export function cliOutputLines(
  command: PrintingCommand & Pick<CliRequest, 'line'>,
  result: CliResult,
): ConsoleLine[] {
  const printed = cliPrintedOutput(command, result);
  const format = command.output ?? 'json';
  // Tables and YAML are laid out with spaces: shown unwrapped.
  const preformatted = format === 'table' || format === 'yaml' || format === 'yaml-stream';
  const lines = printed
    ? printedLines(printed, command.line, preformatted, ' (--query picks what to print)')
    : [];
  if ('paged' in result) lines.push(...continuationNote(command, result.paged));
  return lines;
}

/** Printed text as console lines: its first MAX_PRINTED_LINES lines, and a note when there were more. */
export function printedLines(text: string, line: number, preformatted: boolean, hint = ''): ConsoleLine[] {
  const { shown, total } = firstLines(text, MAX_PRINTED_LINES);
  const lines: ConsoleLine[] = [
    preformatted ? { level: 'log', text: shown, preformatted } : { level: 'log', text: shown },
  ];
  if (total > MAX_PRINTED_LINES) {
    lines.push({
      level: 'info',
      text: `Line ${line}: the output has ${total.toLocaleString('en-US')} lines; the console shows the first ${MAX_PRINTED_LINES.toLocaleString('en-US')}${hint}.`,
    });
  }
  return lines;
}

/**
 * The console shows this much of what a command prints: the CLI would print it all, but a table of
 * 10,000 items is tens of megabytes of text, more than a page can lay out.
 */
export const MAX_PRINTED_LINES = 2_000;

/** The first `max` lines of `text`, and how many lines it has. */
function firstLines(text: string, max: number): { shown: string; total: number } {
  let total = 1;
  let cut = -1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
    if (total === max) cut = at;
    total++;
  }
  return { shown: cut < 0 ? text : text.slice(0, cut), total };
}

/**
 * The NextToken to go on with, said in words: the printed JSON has it too, but not why the command
 * stopped, and text or a --query may leave it out.
 */
function continuationNote(command: Pick<CliRequest, 'line'>, paged: PagedOutput): ConsoleLine[] {
  const token = paged.output.NextToken;
  if (typeof token !== 'string') return [];
  const why = paged.stoppedAtPageLimit
    ? `the console stops a command after ${MAX_PAGES} requests (the AWS CLI would go on)`
    : '--max-items was reached';
  return [
    {
      level: paged.stoppedAtPageLimit ? 'warn' : 'info',
      text: `Line ${command.line}: ${why}. Continue with --starting-token ${token}`,
    },
  ];
}
