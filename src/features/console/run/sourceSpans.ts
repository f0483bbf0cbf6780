/**
 * Where a parameter's text sits in the editor. The engine reports an error's position as offsets into
 * the expression or statement *value*; in the editor that value is written as a JSON string literal
 * (JSON mode), a shell word (CLI mode) or a JavaScript string (JavaScript mode), with escapes and
 * quotes in between. Each function here finds the value and returns, for every offset in the value,
 * the offset in the source (one more entry than the value is long, for the end of the value).
 */

export interface ValueInSource {
  /** The value as the engine saw it. */
  value: string;
  /** offsets[i] = source offset of value[i]; offsets[value.length] = just after the last character. */
  offsets: number[];
}

/** Every JSON member `"name": "…"` in `source`, in order. */
export function jsonMembers(source: string, name: string): ValueInSource[] {
  const found: ValueInSource[] = [];
  const pattern = new RegExp(`"${escapeRegExp(name)}"\\s*:\\s*"`, 'g');
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const literal = readJsonString(source, match.index + match[0].length);
    if (literal) found.push(literal);
  }
  return found;
}

/** A JSON string's content from `start` (just after the opening quote) to its closing quote. */
function readJsonString(source: string, start: number): ValueInSource | undefined {
  let value = '';
  const offsets: number[] = [];
  for (let i = start; i < source.length;) {
    const c = source[i];
    if (c === '"') return { value, offsets: [...offsets, i] };
    if (c === '\n') return undefined;
    offsets.push(i);
    if (c !== '\\') {
      value += c;
      i++;
    } else if (source[i + 1] === 'u') {
      value += String.fromCharCode(parseInt(source.slice(i + 2, i + 6), 16));
      i += 6;
    } else {
      const escaped = source[i + 1] ?? '';
      value +=
        ({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' } as Record<string, string>)[escaped] ?? escaped;
      i += 2;
    }
  }
  return undefined;
}

/** Every value of `--option` in CLI text: the shell word after it, quotes and escapes undone. */
export function cliOptionValues(source: string, option: string): ValueInSource[] {
  const found: ValueInSource[] = [];
  const pattern = new RegExp(`--${escapeRegExp(option)}(?=[\\s=])[ \\t]*(?:=|\\\\?\\r?\\n[ \\t]*)?`, 'g');
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const word = readShellWord(source, match.index + match[0].length);
    if (word.value) found.push(word);
  }
  return found;
}

/** One shell word from `start`: single quotes verbatim, double quotes with \" \\ \$ \` escapes. */
function readShellWord(source: string, start: number): ValueInSource {
  let value = '';
  const offsets: number[] = [];
  let quote: '"' | "'" | undefined;
  let i = start;
  while (i < source.length) {
    const c = source[i];
    if (quote === "'") {
      if (c === "'") quote = undefined;
      else {
        offsets.push(i);
        value += c;
      }
      i++;
    } else if (c === '\\') {
      const next = source[i + 1] ?? '';
      if (next === '\n') i += 2;
      else if (quote === '"' && !'"\\$`'.includes(next)) {
        offsets.push(i);
        value += c;
        i++;
      } else {
        offsets.push(i + 1);
        value += next;
        i += 2;
      }
    } else if (quote === '"') {
      if (c === '"') quote = undefined;
      else {
        offsets.push(i);
        value += c;
      }
      i++;
    } else if (c === '"' || c === "'") {
      quote = c;
      i++;
    } else if (/\s/.test(c)) {
      break;
    } else {
      offsets.push(i);
      value += c;
      i++;
    }
  }
  return { value, offsets: [...offsets, i] };
}

/** `value` written as-is somewhere in `source` (a JavaScript string without escapes), each occurrence. */
export function verbatimOccurrences(source: string, value: string): ValueInSource[] {
  const found: ValueInSource[] = [];
  if (!value) return found;
  for (let at = source.indexOf(value); at >= 0; at = source.indexOf(value, at + 1)) {
    found.push({ value, offsets: Array.from({ length: value.length + 1 }, (_, i) => at + i) });
  }
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
