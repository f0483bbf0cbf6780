/**
 * `--cli-binary-format`: how the CLI reads binary values given on the command line. The CLI v2's
 * default, `base64`, takes them as base64 — what the wire carries, so the console sends them as
 * written. `raw-in-base64-out` (the CLI v1's behaviour, and an option of v2 that docs often add)
 * takes them as text: the console encodes their UTF-8 bytes as base64, as the CLI does before
 * sending. Binary values are the B and BS members of attribute values, wherever a request has them.
 */
import { CliSyntaxError } from './shellWords.ts';

export type BinaryFormat = 'base64' | 'raw-in-base64-out';

export function binaryFormat(value: string): BinaryFormat {
  if (value === 'base64' || value === 'raw-in-base64-out') return value;
  throw new CliSyntaxError(
    `aws: error: argument --cli-binary-format: Invalid choice, valid choices are: base64 | raw-in-base64-out`,
  );
}

/** What Python's base64.b64decode(…, validate=True) takes: the alphabet in groups of four, padded. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * In `base64` mode the CLI v2 decodes every binary value itself before sending (awscli's
 * binaryformat.py), so one that is not base64 stops the command there, sending nothing.
 */
export function checkBase64Binaries(value: unknown): void {
  for (const text of binaryTexts(value))
    if (!BASE64.test(text)) throw new CliSyntaxError(`Invalid base64: "${text}"`);
}

/** The text of every binary value in a request: each B, and each member of a BS, wherever they are. */
export function binaryTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(binaryTexts);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, member]: [string, unknown]) => {
    if (key === 'B' && typeof member === 'string') return [member];
    if (key === 'BS' && Array.isArray(member))
      return member.filter((m): m is string => typeof m === 'string');
    return binaryTexts(member);
  });
}

/** The request with every B and BS value read as raw text and encoded as base64. */
export function encodeRawBinaries<T>(value: T): T {
  if (Array.isArray(value)) return value.map(encodeRawBinaries) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (key === 'B' && typeof member === 'string') copy[key] = base64Text(member);
    else if (key === 'BS' && Array.isArray(member) && member.every((m) => typeof m === 'string'))
      copy[key] = member.map((m: string) => base64Text(m));
    else copy[key] = encodeRawBinaries(member);
  }
  return copy as T;
}

function base64Text(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
