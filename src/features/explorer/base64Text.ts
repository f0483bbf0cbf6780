/**
 * Binary values (a B row, BS members, B and BS inside lists and maps) are written as base64 text.
 * DynamoDB's request reader takes only padded, canonical base64, and so does the engine's
 * (src/engine/validation/shape/scalars.ts, readBlob): a length that is a multiple of 4; only
 * A–Z, a–z, 0–9, + and /, with up to two = at the very end; and before the = the last character
 * leaves the bits no byte fills at zero (before == it is A, Q, g or w). The empty text, an empty
 * binary, passes. Anything else is answered with a bare SerializationException ("Base64 encoded
 * length is expected a multiple of 4 bytes but found: 3"): this explains it before anything is
 * sent, with the value probably meant.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export interface Base64Problem {
  /** One sentence, without its full stop: what is wrong with the text. */
  reason: string;
  /** The base64 probably meant. */
  meant: string;
  /**
   * How `meant` was found: the same text repaired (padding added, URL-safe - and _ replaced, spaces
   * dropped, stray low bits cleared), or, when it cannot be, the text's own characters (UTF-8) encoded.
   */
  meantIs: 'repaired' | 'encoded';
}

/** What DynamoDB refuses in `text` as base64; undefined for base64 it takes. */
export function base64Problem(text: string): Base64Problem | undefined {
  const reason = refusal(text);
  if (reason === undefined) return undefined;
  const repaired = repair(text);
  return repaired !== undefined && repaired !== text
    ? { reason, meant: repaired, meantIs: 'repaired' }
    : { reason, meant: encodeText(text), meantIs: 'encoded' };
}

/** The problem as the item editor's rows say it: `Probably meant: aGk=.` after the reason. */
export function base64Explanation(text: string, problem: Base64Problem, shown = problem.meant): string {
  return problem.meantIs === 'repaired'
    ? `${problem.reason}. Probably meant: ${shown}.`
    : `${problem.reason}. The text ${JSON.stringify(text)} written in base64 is ${shown}.`;
}

function refusal(text: string): string | undefined {
  const shown = JSON.stringify(text);
  const body = text.replace(/={1,2}$/, '');
  const strays = [...body].filter((character) => !ALPHABET.includes(character));
  // A character base64 never uses says more than an = in the wrong place ("aGk= " has both).
  const stray = strays.find((character) => character !== '=') ?? strays[0];
  if (stray !== undefined) {
    return (
      `${shown} is not base64, which uses only A–Z, a–z, 0–9, + and / (and up to two = at the end): ` +
      (stray === '=' ? 'it has = before its end' : `it has ${describe(stray)}`)
    );
  }
  if (text.length % 4 !== 0) {
    return (
      `${shown} is not base64, which comes in groups of 4 characters (= fills out the last group): ` +
      `it has ${text.length} character${text.length === 1 ? '' : 's'}`
    );
  }
  if (text.length === 0) return undefined;
  const padding = text.length - body.length;
  const last = ALPHABET.indexOf(body[body.length - 1]);
  if (padding === 2 && last % 16 !== 0) {
    return `${shown} is not base64 any bytes are written as: before == the last character is A, Q, g or w`;
  }
  if (padding === 1 && last % 4 !== 0) {
    return (
      `${shown} is not base64 any bytes are written as: before = the last character is one of ` +
      'A, E, I, M, Q, U, Y, c, g, k, o, s, w, 0, 4 or 8'
    );
  }
  return undefined;
}

function describe(character: string): string {
  if (character === ' ') return 'a space';
  if (/\s/.test(character)) return 'a line break or tab';
  return JSON.stringify(character);
}

/** The text as base64 with its slips mended, or undefined when it is not base64 slightly off. */
function repair(text: string): string | undefined {
  const padded = text.trimEnd().endsWith('=');
  const body = text
    .replace(/\s+/g, '')
    .replace(/={1,2}$/, '')
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  if ([...body].some((character) => !ALPHABET.includes(character)) || body.length % 4 === 1) return undefined;
  const padding = (4 - (body.length % 4)) % 4;
  if (padding === 0) return body;
  // A lenient reader drops the bits no byte fills; the canonical text has them zero.
  // Base64 cut short of its = never has them set, so unpadded text that does ("hi") is more likely a
  // word than base64: its encoding is offered instead.
  const unused = padding === 2 ? 0b1111 : 0b11;
  const sextet = ALPHABET.indexOf(body[body.length - 1]);
  if ((sextet & unused) !== 0 && !padded) return undefined;
  const last = ALPHABET[sextet & ~unused];
  return `${body.slice(0, -1)}${last}${'='.repeat(padding)}`;
}

/** The text's characters as UTF-8 bytes, in base64. */
function encodeText(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
