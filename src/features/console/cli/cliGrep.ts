/**
 * `aws … | grep PATTERN`: the one pipe AWS's getting-started guide uses (`aws dynamodb describe-table
 * --table-name Music | grep TableStatus`) — the lines of what the command prints that match. The
 * pattern is grep's basic regular expression (`-E` extended, `-F` a fixed string); `-i` ignores
 * case, `-v` keeps the lines that do not match. Nothing else runs after a pipe: `--query` picks
 * parts of the output the AWS CLI's own way.
 */
import { CliSyntaxError } from './shellWords.ts';

export interface GrepFilter {
  pattern: RegExp;
  invert: boolean;
}

type Syntax = 'basic' | 'extended' | 'fixed';

export function parseGrep(words: readonly string[]): GrepFilter {
  if (words[0] !== 'grep') {
    throw new CliSyntaxError(
      `the console pipes a command's output only into grep (… | grep TableStatus); --query picks parts of it the AWS CLI's way.`,
    );
  }
  let syntax: Syntax = 'basic';
  let ignoreCase = false;
  let invert = false;
  const operands: string[] = [];
  for (const word of words.slice(1)) {
    if (operands.length > 0 || !/^-[ivEF]+$/.test(word)) {
      operands.push(word);
      continue;
    }
    for (const flag of word.slice(1)) {
      if (flag === 'i') ignoreCase = true;
      else if (flag === 'v') invert = true;
      else syntax = flag === 'E' ? 'extended' : 'fixed';
    }
  }
  if (operands.length !== 1) {
    throw new CliSyntaxError(
      operands.length === 0
        ? 'grep needs a pattern: … | grep TableStatus'
        : `grep reads the command's output here, with one pattern (-i, -v, -E and -F are understood): got ${operands.join(' ')}`,
    );
  }
  try {
    return { pattern: new RegExp(source(operands[0], syntax), ignoreCase ? 'iu' : 'u'), invert };
  } catch {
    throw new CliSyntaxError(`grep: the pattern ${operands[0]} is not a regular expression grep reads`);
  }
}

/** The lines of `text` the filter keeps. */
export function applyGrep(text: string, filter: GrepFilter): string {
  return text
    .split('\n')
    .filter((line) => filter.pattern.test(line) !== filter.invert)
    .join('\n');
}

const LITERAL_IN_BASIC = new Set(['+', '?', '(', ')', '{', '}', '|']);

/**
 * The pattern as a JavaScript regular expression. In a basic expression `+ ? ( ) { } |` are plain
 * characters and their backslashed forms are the operators (GNU grep); the rest reads alike.
 */
function source(pattern: string, syntax: Syntax): string {
  if (syntax === 'fixed') return pattern.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  if (syntax === 'extended') return pattern;
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\' && LITERAL_IN_BASIC.has(pattern[i + 1] ?? '')) {
      out += pattern[++i];
    } else if (c === '\\') {
      out += c + (pattern[++i] ?? '\\');
    } else out += LITERAL_IN_BASIC.has(c) ? `\\${c}` : c;
  }
  return out;
}
