/**
 * Splits console text into shell commands and their words the way a POSIX shell does for the
 * commands AWS docs print: single quotes keep everything, double quotes allow \" \\ \$ \` escapes,
 * a backslash at the end of a line continues the command, `#` starts a comment at the start of a
 * word. Each line (after continuations) is one command. No variables, globs or pipes: they are
 * reported, not guessed at.
 */

export class CliSyntaxError extends Error {
  override name = 'CliSyntaxError';
  /**
   * `reason` is what the CLI would say; with the 1-based `line` of the command it is about, the
   * message starts with "Line N:" for the learner and the line stays at hand for editor markers.
   */
  constructor(
    readonly reason: string,
    readonly line?: number,
  ) {
    super(line === undefined ? reason : `Line ${line}: ${reason}`);
  }
}

/** One command: its words, and the 1-based line it starts on (for messages and editor markers). */
export interface ShellCommand {
  words: string[];
  line: number;
}

export function splitCommands(text: string): ShellCommand[] {
  const commands: ShellCommand[] = [];
  let words: string[] = [];
  let word: string | undefined;
  let line = 1;
  let commandLine = 1;
  let i = 0;

  const endWord = () => {
    if (word !== undefined) words.push(word);
    word = undefined;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push({ words, line: commandLine });
    words = [];
  };

  while (i < text.length) {
    const c = text[i];
    if (c === '\n') {
      endCommand();
      line++;
      commandLine = line;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r') {
      endWord();
      i++;
    } else if (c === '\\') {
      const next = text[i + 1];
      if (next === '\n' || (next === '\r' && text[i + 2] === '\n')) {
        // Line continuation: the command goes on on the next line.
        endWord();
        i += next === '\n' ? 2 : 3;
        line++;
      } else {
        word = (word ?? '') + (next ?? '');
        i += 2;
      }
    } else if (c === "'") {
      const close = text.indexOf("'", i + 1);
      if (close < 0) throw new CliSyntaxError('a single quote is never closed.', line);
      word = (word ?? '') + text.slice(i + 1, close);
      line += countNewlines(text, i + 1, close);
      i = close + 1;
    } else if (c === '"') {
      const { value, end, newlines } = readDoubleQuoted(text, i + 1, line);
      word = (word ?? '') + value;
      line += newlines;
      i = end + 1;
    } else if (c === '#' && word === undefined) {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '$' || c === '`' || c === '|' || c === ';' || c === '&' || c === '>' || c === '<') {
      throw new CliSyntaxError(
        `"${c}" is shell syntax the console does not run (variables, pipes, redirection). ` +
          'Put values in the command itself, in quotes.',
        line,
      );
    } else {
      word = (word ?? '') + c;
      i++;
    }
  }
  endCommand();
  return commands;
}

function readDoubleQuoted(text: string, start: number, line: number) {
  let value = '';
  let newlines = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"') return { value, end: i, newlines };
    if (c === '\\' && '"\\$`\n'.includes(text[i + 1] ?? '')) {
      if (text[i + 1] !== '\n') value += text[i + 1];
      else newlines++;
      i++;
    } else if (c === '$' || c === '`') {
      throw new CliSyntaxError(
        `"${c}" inside double quotes would be expanded by a shell; ` +
          'use single quotes for JSON and expressions.',
        line + newlines,
      );
    } else {
      if (c === '\n') newlines++;
      value += c;
    }
  }
  throw new CliSyntaxError('a double quote is never closed.', line);
}

function countNewlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (text[i] === '\n') count++;
  return count;
}
