/**
 * How the AWS CLI v2's YAML output writes a string (cliYamlOutput.ts): plain, single-quoted or
 * double-quoted. The choice is libyaml's (yaml_emitter_analyze_scalar and select_scalar_style),
 * given what ruamel.yaml's YAML 1.2 resolver would read a plain string back as: a string that
 * would come back as a boolean, number, null, timestamp or merge key needs quotes.
 */

export type ScalarStyle = 'plain' | 'single' | 'double';

/** libyaml's printable characters: line feed, ASCII, and the BMP outside surrogates and U+FFFE/F. */
export function isPrintable(code: number): boolean {
  return (
    code === 0x0a ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd && code !== 0xfeff)
  );
}

export function isBreak(character: string | undefined): boolean {
  return (
    character === '\r' ||
    character === '\n' ||
    character === '\u0085' ||
    character === '\u2028' ||
    character === '\u2029'
  );
}

const isBlankOrEnd = (character: string | undefined) =>
  character === undefined ||
  character === ' ' ||
  character === '\t' ||
  character === '\0' ||
  isBreak(character);

/**
 * The YAML 1.2 implicit resolvers ruamel.yaml applies to a plain scalar, each tried only when the
 * scalar starts with one of its characters (as ruamel does).
 */
const RESOLVERS: { first: string; pattern: RegExp }[] = [
  { first: 'tTfF', pattern: /^(?:true|True|TRUE|false|False|FALSE)$/ },
  {
    first: '-+0123456789.',
    pattern:
      /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+]?[0-9]+)?|[-+]?(?:[0-9][0-9_]*)(?:[eE][-+]?[0-9]+)|[-+]?\.[0-9_]+(?:[eE][-+][0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
  },
  {
    first: '-+0123456789',
    pattern: /^(?:[-+]?0b[0-1_]+|[-+]?0o?[0-7_]+|[-+]?[0-9_]+|[-+]?0x[0-9a-fA-F_]+)$/,
  },
  { first: '<', pattern: /^(?:<<)$/ },
  { first: '~nN', pattern: /^(?:~|null|Null|NULL|)$/ },
  {
    first: '0123456789',
    pattern:
      /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/,
  },
  { first: '=', pattern: /^(?:=)$/ },
  { first: '!&*', pattern: /^(?:!|&|\*)$/ },
];

/** Whether YAML would read the plain text back as a string (ruamel's resolver, YAML 1.2). */
function readsAsString(text: string): boolean {
  if (text === '') return false; // the empty plain scalar is null
  const first = text[0];
  return !RESOLVERS.some((resolver) => resolver.first.includes(first) && resolver.pattern.test(text));
}

interface Analysis {
  multiline: boolean;
  blockPlainAllowed: boolean;
  singleQuotedAllowed: boolean;
}

const FIRST_INDICATORS = '#,[]{}&*!|>\'"%@`';

/** libyaml's yaml_emitter_analyze_scalar, for block context (the CLI's output uses no flow scalars). */
function analyze(text: string): Analysis {
  const characters = Array.from(text);
  if (characters.length === 0)
    return { multiline: false, blockPlainAllowed: true, singleQuotedAllowed: true };
  let blockIndicators = text.startsWith('---') || text.startsWith('...');
  let special = false;
  let lineBreaks = false;
  let leadingSpace = false;
  let leadingBreak = false;
  let trailingSpace = false;
  let trailingBreak = false;
  let breakSpace = false;
  let spaceBreak = false;
  let previousSpace = false;
  let previousBreak = false;
  let precededByWhitespace = true;
  const last = characters.length - 1;
  characters.forEach((character, i) => {
    const followedByWhitespace = isBlankOrEnd(characters[i + 1]);
    if (i === 0) {
      if (FIRST_INDICATORS.includes(character)) blockIndicators = true;
      if ((character === '?' || character === ':' || character === '-') && followedByWhitespace) {
        blockIndicators = true;
      }
    } else {
      if (character === ':' && followedByWhitespace) blockIndicators = true;
      if (character === '#' && precededByWhitespace) blockIndicators = true;
    }
    if (!isPrintable(character.codePointAt(0)!)) special = true;
    if (isBreak(character)) lineBreaks = true;
    if (character === ' ') {
      if (i === 0) leadingSpace = true;
      if (i === last) trailingSpace = true;
      if (previousBreak) breakSpace = true;
      previousSpace = true;
      previousBreak = false;
    } else if (isBreak(character)) {
      if (i === 0) leadingBreak = true;
      if (i === last) trailingBreak = true;
      if (previousSpace) spaceBreak = true;
      previousBreak = true;
      previousSpace = false;
    } else {
      previousSpace = false;
      previousBreak = false;
    }
    precededByWhitespace = isBlankOrEnd(character);
  });
  let blockPlainAllowed = true;
  let singleQuotedAllowed = true;
  if (leadingSpace || leadingBreak || trailingSpace || trailingBreak) blockPlainAllowed = false;
  if (breakSpace) blockPlainAllowed = singleQuotedAllowed = false;
  if (spaceBreak || special) blockPlainAllowed = singleQuotedAllowed = false;
  if (lineBreaks) blockPlainAllowed = false;
  if (blockIndicators) blockPlainAllowed = false;
  return { multiline: lineBreaks, blockPlainAllowed, singleQuotedAllowed };
}

/**
 * The style libyaml picks for a scalar in block context. `resolvesPlain`: the value is a number,
 * boolean or null, which reads back as itself; a string reads back as a string only when
 * readsAsString. `simpleKey`: the scalar is an inline mapping key.
 */
export function scalarStyle(text: string, resolvesPlain: boolean, simpleKey: boolean): ScalarStyle {
  const analysis = analyze(text);
  if (simpleKey && analysis.multiline) return 'double';
  let style: ScalarStyle = 'plain';
  if (!analysis.blockPlainAllowed) style = 'single';
  if (text === '' && simpleKey) style = 'single';
  if (!resolvesPlain && !readsAsString(text)) style = 'single';
  if (style === 'single' && !analysis.singleQuotedAllowed) style = 'double';
  return style;
}
