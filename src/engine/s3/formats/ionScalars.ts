/**
 * Ion's unquoted scalars (ionReader.ts): keywords, typed nulls, numbers in every form (ints in
 * decimal, hex and binary, with `_` between digits; decimals with `d` exponents; floats, `nan`,
 * `+inf`, `-inf`), timestamps and identifier symbols — each as a node whose number text DynamoDB's
 * number parser reads.
 */
export const IDENTIFIER_START = /[A-Za-z_$]/;
export const IDENTIFIER_PART = /[A-Za-z0-9_$]/;
const NUMBER =
  /^[+-]?(?:0[xX][0-9a-fA-F_]+|0[bB][01_]+|\d[\d_]*(?:\.[\d_]*)?(?:[eEdD][+-]?\d+)?|\.\d[\d_]*(?:[eEdD][+-]?\d+)?)$/;
const TIMESTAMP = /^\d{4}(?:T|-\d\d(?:T|-\d\d(?:T(?:\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:\d\d))?)?)?)$/;
/** The types a typed null (`null.struct`) may name. */
const NULL_TYPES = new Set(
  'null bool int float decimal timestamp symbol string clob blob list sexp struct'.split(' '),
);

/** A keyword, number, timestamp or identifier. */
export function scalar(word: string, bad: () => never): Record<string, unknown> {
  if (word === 'true' || word === 'false') return { type: 'bool', value: word === 'true' };
  if (word === 'null') return { type: 'null' };
  if (word.startsWith('null.')) return NULL_TYPES.has(word.slice(5)) ? { type: 'null' } : bad();
  if (word === 'nan' || word === '+inf' || word === '-inf') return { type: 'float', text: word };
  if (TIMESTAMP.test(word)) return { type: 'timestamp', text: word };
  if (NUMBER.test(word)) return numberNode(word);
  if (IDENTIFIER_START.test(word[0]) && [...word].every((c) => IDENTIFIER_PART.test(c))) {
    return { type: 'symbol', value: word };
  }
  return bad();
}

function numberNode(word: string): Record<string, unknown> {
  const text = word.replace(/_/g, '');
  if (/^[+-]?0[xXbB]/.test(text)) {
    const negative = text.startsWith('-');
    const magnitude = BigInt(text.replace(/^[+-]/, ''));
    return { type: 'int', text: (negative ? -magnitude : magnitude).toString() };
  }
  if (/[eE]/.test(text)) return { type: 'float', text };
  if (/[.dD]/.test(text)) return { type: 'decimal', text: text.replace(/[dD]/, 'e') };
  return { type: 'int', text };
}
