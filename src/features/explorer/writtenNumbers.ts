/**
 * JSON read with its numbers kept as written. The item editor's L and M rows suggest the DynamoDB
 * JSON a learner probably meant, and a suggestion must keep a number's digits: a JavaScript number
 * would round 12345678901234567890123 and turn 1.50 into 1.5.
 */
export interface WrittenJson {
  /** The parsed value, each JSON number replaced by a marked string (read it with `digits`). */
  value: unknown;
  /** The digits a marked number was written with; undefined for any other value. */
  digits(value: unknown): string | undefined;
}

/** The text parsed with its numbers marked; undefined when it is not valid JSON. */
export function parseWrittenNumbers(text: string): WrittenJson | undefined {
  const mark = `~${Math.random().toString(36).slice(2)}~`;
  try {
    JSON.parse(text);
    const value: unknown = JSON.parse(
      // Strings are matched first, so digits inside them stay as they are.
      text.replace(/"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g, (token) =>
        token.startsWith('"') ? token : `"${mark}${token}"`,
      ),
    );
    const digits = (member: unknown) =>
      typeof member === 'string' && member.startsWith(mark) ? member.slice(mark.length) : undefined;
    return { value, digits };
  } catch {
    return undefined;
  }
}

/**
 * JSON on one line, spaced as people write it: `[{"S": "a"}, {"N": 5}]`. With `digits`, a marked
 * number is shown as the number it was written as.
 */
export function compactJson(
  value: unknown,
  digits: (value: unknown) => string | undefined = noDigits,
): string {
  const written = digits(value);
  if (written !== undefined) return written;
  if (Array.isArray(value)) return `[${value.map((member) => compactJson(member, digits)).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(
      ([name, member]) => `${JSON.stringify(name)}: ${compactJson(member, digits)}`,
    );
    return `{${members.join(', ')}}`;
  }
  return JSON.stringify(value);
}

const noDigits = () => undefined;
