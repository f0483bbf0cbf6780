/**
 * ExecuteStatement's NextToken: opaque to the caller, here base64 of a small JSON document holding
 * which of the statement's reads to resume, the LastEvaluatedKey to resume it after, and a hash of
 * the statement and its parameters — a token handed to another request is refused, as DynamoDB
 * refuses it ("NextToken does not match request").
 */
import { validation } from '../errors.ts';
import { decodeBase64, encodeBase64 } from '../values/base64.ts';
import type { AttributeMap } from '../values/types.ts';

export interface ReadPosition {
  /** Index of the read (Query) to resume; 0 for a Scan. */
  read: number;
  /** Where that read stopped; absent to start it from the beginning. */
  after?: AttributeMap;
}

interface TokenBody {
  h: string;
  r: number;
  k?: AttributeMap;
}

export function encodeNextToken(requestHash: string, position: ReadPosition): string {
  const body: TokenBody = { h: requestHash, r: position.read, k: position.after };
  return encodeBase64(asciiJson(body));
}

export function decodeNextToken(token: string, requestHash: string): ReadPosition {
  const body = parseBody(token);
  if (body.h !== requestHash) throw validation('NextToken does not match request');
  return { read: body.r, after: body.k };
}

function parseBody(token: string): TokenBody {
  const text = decodeBase64(token);
  let body: unknown;
  try {
    body = text === undefined ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  const valid =
    typeof body === 'object' &&
    body !== null &&
    typeof (body as TokenBody).h === 'string' &&
    Number.isInteger((body as TokenBody).r) &&
    (body as TokenBody).r >= 0 &&
    ((body as TokenBody).k === undefined ||
      (typeof (body as TokenBody).k === 'object' && (body as TokenBody).k !== null));
  if (!valid) throw validation('Invalid NextToken');
  return body as TokenBody;
}

/** JSON with every non-ASCII character escaped, so each character is one byte for base64. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'),
  );
}

/** FNV-1a over the statement and its parameters: enough to tell one request's token from another's. */
export function requestHash(statement: string, parameters: unknown): string {
  const text = statement + '\u0000' + JSON.stringify(parameters ?? []);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
