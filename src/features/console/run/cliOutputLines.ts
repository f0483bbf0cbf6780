/**
 * What the console puts under Output for an AWS CLI command: what the CLI would print (cli/cliOutput.ts;
 * plain JSON is left to the reply view), and for a command the CLI paged through, a summary of the
 * merged pages and the NextToken to go on with.
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

/**
 * What the CLI prints for a result (undefined: plain JSON, shown as the reply). Piped into grep,
 * the lines that match; plain JSON is then printed as the CLI prints it, to be filtered.
 */
export function cliPrintedOutput(command: PrintingCommand, result: CliResult): string | undefined {
  const printed = unpiped(command, result);
  if (!command.grep) return printed;
  return applyGrep(printed ?? printedJson(command, result), command.grep);
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

/** The console lines for a command's result. */
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
  if ('paged' in result) lines.push(...pagedNotes(command, result.paged, printed === undefined));
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

/** A summary of the merged pages when nothing else shows them, and the NextToken to go on with. */
function pagedNotes(
  command: Pick<CliRequest, 'operation' | 'line'>,
  paged: PagedOutput,
  summarise: boolean,
): ConsoleLine[] {
  const notes: ConsoleLine[] = [];
  if (summarise && (paged.pages > 1 || paged.output.NextToken !== undefined)) {
    notes.push({ level: 'info', text: `Line ${command.line}: ${mergedSummary(command.operation, paged)}` });
  }
  const token = paged.output.NextToken;
  if (typeof token === 'string') {
    const why = paged.stoppedAtPageLimit
      ? `the console stops a command after ${MAX_PAGES} requests (the AWS CLI would go on)`
      : '--max-items was reached';
    notes.push({
      level: paged.stoppedAtPageLimit ? 'warn' : 'info',
      text: `Line ${command.line}: ${why}. Continue with --starting-token ${token}`,
    });
  }
  return notes;
}

function mergedSummary(operation: string, result: PagedOutput): string {
  const pages = `${result.pages} page${result.pages === 1 ? '' : 's'} (${operation})`;
  const parts = Object.entries(result.output)
    .filter(([key]) => key !== 'NextToken' && key !== 'ConsumedCapacity')
    .map(([key, value]) => (Array.isArray(value) ? `${value.length} ${key}` : `${key} ${String(value)}`));
  return `the AWS CLI read ${pages} and prints them as one result: ${parts.join(', ')} (--query picks what to print).`;
}
