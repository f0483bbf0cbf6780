/**
 * DynamoDB refuses a request whose Authorization header is not a well-formed AWS Signature V4
 * before it looks at the request itself. The sandbox checks the same structure, in DynamoDB's
 * order and with its messages (as recorded by architect/dynalite against the real service), but
 * never the signature value: any access key and secret are accepted.
 */
import { DynamoDBError } from '../engine/errors.ts';

const SUPPORTED_ALGORITHM = 'AWS4-HMAC-SHA256';
const TRAILING_SLASHES = /\/+$/;

/**
 * The header as every SDK writes it, checked in one regular-expression test: the request path
 * stays cheap. Anything else (other order, odd spacing, or an error) takes the full check below.
 * Each part is delimited by a character it cannot contain, so matching never backtracks badly.
 */
const SDK_FORM =
  /^AWS4-HMAC-SHA256 Credential=[^/,= ]+(?:\/[^/,= ]+){4}\/*, ?SignedHeaders=(?:[^,=; ]+;)*[Hh][Oo][Ss][Tt](?:;[^,=; ]+)*, ?Signature=[^,= ]+$/;

export interface SignatureHeaders {
  authorization?: string;
  'x-amz-date'?: string;
  date?: string;
}

/** The error DynamoDB answers for this request's signature headers, or undefined when they are well-formed. */
export function signatureError(headers: SignatureHeaders): DynamoDBError | undefined {
  const authorization = headers.authorization;
  if (
    authorization !== undefined &&
    SDK_FORM.test(authorization) &&
    (headers['x-amz-date'] || headers.date)
  ) {
    return undefined;
  }
  if (authorization === undefined || !authorization.trim().startsWith('AWS4-')) {
    return new DynamoDBError(
      'MissingAuthenticationTokenException',
      'Request is missing Authentication Token',
    );
  }
  const firstSpace = authorization.indexOf(' ');
  const algorithm = firstSpace === -1 ? authorization : authorization.slice(0, firstSpace);

  // Parameters are comma-separated key=value pairs; DynamoDB ignores every space in them.
  let credential: string | undefined;
  let signature: string | undefined;
  let signedHeaders: string | undefined;
  const end = authorization.length;
  for (let start = firstSpace === -1 ? end : firstSpace + 1; start < end;) {
    let comma = authorization.indexOf(',', start);
    if (comma === -1) comma = end;
    let pair = authorization.slice(start, comma);
    if (pair.includes(' ')) pair = pair.replaceAll(' ', '');
    start = comma + 1;
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    if (equals === -1) {
      return incomplete(
        `'${pair}' not a valid key=value pair (missing equal-sign) in Authorization header: '${authorization}'.`,
      );
    }
    const value = pair.slice(equals + 1);
    switch (pair.slice(0, equals)) {
      case 'Credential':
        credential = value;
        break;
      case 'Signature':
        signature = value;
        break;
      case 'SignedHeaders':
        signedHeaders = value;
        break;
    }
  }

  if (!credential || !signature || !signedHeaders || (!headers['x-amz-date'] && !headers.date)) {
    return incomplete(
      missingParts(credential, signature, signedHeaders, headers) + `Authorization=${authorization}`,
    );
  }
  if (!signedHeaders.toLowerCase().split(';').includes('host')) {
    return new DynamoDBError(
      'InvalidSignatureException',
      "'Host' must be a 'SignedHeader' in the AWS Authorization.",
    );
  }
  if (algorithm !== SUPPORTED_ALGORITHM) {
    return incomplete(`Unsupported AWS 'algorithm': '${algorithm}' (only ${SUPPORTED_ALGORITHM} for now). `);
  }
  if (credential.replace(TRAILING_SLASHES, '').split('/').length !== 5) {
    return incomplete(
      `Credential must have exactly 5 slash-delimited elements, e.g. keyid/date/region/service/term, got '${credential}'`,
    );
  }
  return undefined;
}

/** One sentence per missing part, in DynamoDB's order. */
function missingParts(
  credential: string | undefined,
  signature: string | undefined,
  signedHeaders: string | undefined,
  headers: SignatureHeaders,
): string {
  let message = '';
  if (!credential) message += "Authorization header requires 'Credential' parameter. ";
  if (!signature) message += "Authorization header requires 'Signature' parameter. ";
  if (!signedHeaders) message += "Authorization header requires 'SignedHeaders' parameter. ";
  if (!headers['x-amz-date'] && !headers.date) {
    message += "Authorization header requires existence of either a 'X-Amz-Date' or a 'Date' header. ";
  }
  return message;
}

function incomplete(message: string): DynamoDBError {
  return new DynamoDBError('IncompleteSignatureException', message);
}
