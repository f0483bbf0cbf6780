/**
 * Splits console text into shell commands and their words the way a POSIX shell does for the
 * commands AWS docs print: single quotes keep everything, double quotes allow \" \\ \$ \` escapes,
 * a backslash at the end of a line continues the command, `#` starts a comment at the start of a
 * word. Each line (after continuations) is one command. The docs' `file://key.json` values need
 * files, so a command may write one the way a shell script does: `> name` / `>> name` redirects it,
 * and `<<EOF` (or `<<'EOF'`, `<<-EOF`) feeds it the lines up to the one that says EOF (a here-document;
 * unquoted, its `\$ \` \\` escapes and line continuations apply, as in a shell). A command's output
 * may go through one pipe (into grep: cliGrep.ts). No variables, globs or other pipes: they are
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
  /** `> path` or `>> path` (append). */
  redirect?: { path: string; append: boolean };
  /** The text of a here-document (`<<EOF` … `EOF`), each line ending in a newline. */
  heredoc?: string;
  /** The words of the command after `|`, which the output is piped into. */
  pipe?: string[];
}

/** What the next word of a command is: an argument, or the target of `>` or `<<`. */
type Pending = { kind: 'redirect'; append: boolean } | { kind: 'heredoc'; stripTabs: boolean };

export function splitCommands(text: string): ShellCommand[] {
  const commands: ShellCommand[] = [];
  let words: string[] = [];
  let word: string | undefined;
  let quoted = false;
  let pending: Pending | undefined;
  let redirect: ShellCommand['redirect'];
  let delimiter: { word: string; literal: boolean; stripTabs: boolean } | undefined;
  let heredoc: string | undefined;
  let pipe: string[] | undefined;
  let line = 1;
  let commandLine = 1;
  let i = 0;

  const endWord = () => {
    if (word !== undefined) {
      if (pending?.kind === 'redirect') redirect = { path: word, append: pending.append };
      else if (pending?.kind === 'heredoc')
        delimiter = { word, literal: quoted, stripTabs: pending.stripTabs };
      else (pipe ?? words).push(word);
      pending = undefined;
    }
    word = undefined;
    quoted = false;
  };
  const endCommand = () => {
    endWord();
    if (pending) throw new CliSyntaxError("syntax error near unexpected token `newline'", line);
    if (delimiter) throw hereDocumentNotClosed(delimiter.word, line);
    if (pipe?.length === 0) throw new CliSyntaxError("syntax error near unexpected token `|'", line);
    if (words.length > 0 || redirect) commands.push({ words, line: commandLine, redirect, heredoc, pipe });
    words = [];
    redirect = undefined;
    heredoc = undefined;
    pipe = undefined;
  };
  const operator = (next: Pending) => {
    endWord();
    if (pending) throw new CliSyntaxError(`syntax error near unexpected token \`${text[i]}'`, line);
    pending = next;
  };

  while (i < text.length) {
    const c = text[i];
    if (c === '\n') {
      endWord();
      if (delimiter) {
        const body = readHereDocument(text, i + 1, delimiter, line);
        heredoc = body.text;
        delimiter = undefined;
        line += body.lines;
        i = body.end;
      }
      endCommand();
      line++;
      commandLine = line;
      i++;
    } else if (c === '>') {
      const append = text[i + 1] === '>';
      operator({ kind: 'redirect', append });
      i += append ? 2 : 1;
    } else if (c === '|' && text[i + 1] !== '|') {
      endWord();
      if (pending || pipe || words.length === 0) {
        throw new CliSyntaxError(
          pipe
            ? 'the console runs one pipe per command (… | grep TableStatus).'
            : "syntax error near unexpected token `|'",
          line,
        );
      }
      pipe = [];
      i++;
    } else if (c === '<' && text[i + 1] === '<' && text[i + 2] !== '<') {
      const stripTabs = text[i + 2] === '-';
      operator({ kind: 'heredoc', stripTabs });
      i += stripTabs ? 3 : 2;
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
      quoted = true;
      line += countNewlines(text, i + 1, close);
      i = close + 1;
    } else if (c === '"') {
      const { value, end, newlines } = readDoubleQuoted(text, i + 1, line);
      word = (word ?? '') + value;
      quoted = true;
      line += newlines;
      i = end + 1;
    } else if (c === '#' && word === undefined) {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '$' || c === '`' || c === '|' || c === ';' || c === '&' || c === '<') {
      throw new CliSyntaxError(
        `"${c}" is shell syntax the console does not run (variables, pipes, input redirection). ` +
          "Put values in the command itself, in quotes, or in a file (cat > name.json <<'EOF').",
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

/**
 * The lines of a here-document, from `start` (the line after its command) up to the line that is
 * exactly the delimiter (leading tabs removed with `<<-`). `lines`: how many lines it took, the
 * delimiter's included; `end`: the index of the newline ending the delimiter line (or the text's end).
 */
function readHereDocument(
  text: string,
  start: number,
  delimiter: { word: string; literal: boolean; stripTabs: boolean },
  line: number,
): { text: string; lines: number; end: number } {
  let body = '';
  let lines = 0;
  for (let at = start; at <= text.length;) {
    const newline = text.indexOf('\n', at);
    const end = newline < 0 ? text.length : newline;
    let current = text.slice(at, end).replace(/\r$/, '');
    if (delimiter.stripTabs) current = current.replace(/^\t+/, '');
    lines++;
    if (current === delimiter.word) {
      return { text: delimiter.literal ? body : expandHereDocument(body, line), lines, end };
    }
    body += current + '\n';
    if (newline < 0) break;
    at = newline + 1;
  }
  throw hereDocumentNotClosed(delimiter.word, line);
}

/**
 * An unquoted here-document as a shell reads it: `\$`, `\``, `\\` stand for the character,
 * backslash-newline joins lines, any other backslash stays. `$` and backquotes would be expanded:
 * reported, as everywhere in the console.
 */
function expandHereDocument(body: string, line: number): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\' && '$`\\\n'.includes(body[i + 1] ?? 'x')) {
      if (body[i + 1] !== '\n') out += body[i + 1];
      i++;
    } else if (c === '$' || c === '`') {
      throw new CliSyntaxError(
        `"${c}" in a here-document would be expanded by a shell; quote its word (<<'EOF') to keep the text as it is.`,
        line,
      );
    } else out += c;
  }
  return out;
}

function hereDocumentNotClosed(word: string, line: number): CliSyntaxError {
  return new CliSyntaxError(`the here-document is never closed: end it with a line that says ${word}`, line);
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
