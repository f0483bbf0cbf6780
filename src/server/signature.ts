/**
 * DynamoDB refuses a request that is not signed with a well-formed AWS Signature V4 — in its
 * Authorization header or in a presigned URL's query string — before it looks at the request itself.
 * The sandbox checks the same structure, in DynamoDB's order and with its messages (as recorded by
 * architect/dynalite against the real service), but never the signature value: any access key and
 * secret are accepted. The checks after the parameters' presence (Host signed, algorithm,
 * credential, its scope) are recorded for the header; a presigned request gets the same ones.
 *
 * The scope's Region is the one part left unchecked: DynamoDB answers "Credential should be scoped
 * to a valid region" when it is not its endpoint's, but the sandbox serves every Region on one
 * endpoint and routes by that part (src/engine/regions/regions.ts), so no Region is wrong here.
 */
import { DynamoDBError } from '../engine/errors.ts';
import { credentialRegion } from '../protocol/signedRegion.ts';

const SUPPORTED_ALGORITHM = 'AWS4-HMAC-SHA256';
const TRAILING_SLASHES = /\/+$/;

/**
 * The header as every SDK writes it, checked in one regular-expression match that also reads the
 * scope's date (group 1) and Region (group 2): the request path stays cheap. Anything else (other
 * order, odd spacing, another service or terminator, or an error) takes the full check below.
 * Each part is delimited by a character it cannot contain, and the search for the `host` signed
 * header is made atomic (a lookahead, which JavaScript never backtracks into, then a backreference
 * consuming what it matched): when the rest of the header fails after the first `host`, it would
 * fail after any later one too, and retrying each would make a long hostile header cost quadratic
 * time. So matching is linear in the header's length.
 */
const SDK_FORM =
  /^AWS4-HMAC-SHA256 Credential=[^/,= ]+\/([^/,= ]+)\/([^/,= ]+)\/dynamodb\/aws4_request\/*, ?SignedHeaders=(?=((?:[^,=; ]+;)*?[Hh][Oo][Ss][Tt](?=[;,])))\3(?:;[^,=; ]+)*, ?Signature=[^,= ]+$/;

/**
 * The part before the signature value (everything through `Signature=`) of the last header that
 * matched SDK_FORM, and the Region it names. A client signs every request with the same credential
 * scope and signed headers, so its next header differs only in the value: one comparison and a
 * scan of the value then stand for the regular expression, in half its time and without the hundred
 * instruction-cache misses its compiled code costs a request on the endpoint. The value
 * cannot contain `=`, so the prefix is the header through its last `=`; any value that SDK_FORM's
 * last part accepts after a prefix it accepted makes a header it accepts, with the same Region.
 * The scope's date is kept too: each request's X-Amz-Date must still fall on that day.
 */
let lastSdkForm: { prefix: string; date: string; region: string } | undefined;

export interface SignatureHeaders {
  authorization?: string;
  'x-amz-date'?: string;
  date?: string;
}

const QUERY_PARAMETERS = [
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Signature',
  'X-Amz-SignedHeaders',
  'X-Amz-Date',
] as const;

/**
 * DynamoDB's error for this request's signature, or the Region a well-formed one is signed for (its
 * credential scope's third part). A request is signed by its Authorization header or by query-string
 * parameters (a presigned URL: `X-Amz-Algorithm` and the rest in `url`'s query), never both.
 */
export function checkSignature(headers: SignatureHeaders, url = '/'): DynamoDBError | string {
  const authorization = headers.authorization;
  const queryAt = url.indexOf('?');
  const query = queryAt === -1 ? undefined : new URLSearchParams(url.slice(queryAt + 1));
  if (query?.has('X-Amz-Algorithm')) {
    if (authorization !== undefined) {
      return new DynamoDBError(
        'InvalidSignatureException',
        "Found both 'X-Amz-Algorithm' as a query-string param and 'Authorization' as HTTP header.",
      );
    }
    return querySignatureError(query) ?? credentialRegion(query.get('X-Amz-Credential'))!;
  }
  if (authorization !== undefined && (headers['x-amz-date'] || headers.date)) {
    const last = lastSdkForm;
    // Not startsWith: V8's takes ~3 ns a character, slice-and-compare a tenth of that.
    if (
      last !== undefined &&
      authorization.slice(0, last.prefix.length) === last.prefix &&
      isSignatureValue(authorization, last.prefix.length) &&
      scopeDayMatches(last.date, headers['x-amz-date'])
    ) {
      return last.region;
    }
    const sdkForm = SDK_FORM.exec(authorization);
    if (sdkForm !== null && scopeDayMatches(sdkForm[1], headers['x-amz-date'])) {
      lastSdkForm = {
        prefix: authorization.slice(0, authorization.lastIndexOf('=') + 1),
        date: sdkForm[1],
        region: sdkForm[2],
      };
      return sdkForm[2];
    }
  }
  if (authorization === undefined || !authorization.trim().startsWith('AWS4-')) {
    return new DynamoDBError(
      'MissingAuthenticationTokenException',
      'Request is missing Authentication Token',
    );
  }
  const firstSpace = authorization.indexOf(' ');
  const algorithm = firstSpace === -1 ? authorization : authorization.slice(0, firstSpace);

  // Parameters are key=value pairs separated by commas or spaces (dynalite's recordings: both
  // "Signature=b Credential=a" and "Signature=b, Credential=a" name two parameters).
  let credential: string | undefined;
  let signature: string | undefined;
  let signedHeaders: string | undefined;
  const end = authorization.length;
  for (let start = firstSpace === -1 ? end : firstSpace + 1; start < end;) {
    const stop = nextSeparator(authorization, start);
    const pair = authorization.slice(start, stop);
    start = stop + 1;
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
  // A checked credential has five parts: the Region is there.
  return (
    signedPartsError(algorithm, credential, signedHeaders, headers['x-amz-date']) ??
    credentialRegion(credential)!
  );
}

/** X-Amz-Date as ISO 8601's basic format writes it (20260101T000000Z), which SigV4 requires. */
const BASIC_FORMAT_DATE = /^\d{8}T\d{6}Z$/;

/**
 * Whether the scope's date is the day of X-Amz-Date. Checked only when X-Amz-Date is there in the
 * basic format: a request dated by its `Date` header alone, or by a malformed X-Amz-Date, is not
 * judged on this (no recording shows what DynamoDB makes of either here).
 */
function scopeDayMatches(scopeDate: string, amzDate: string | undefined): boolean {
  if (amzDate === undefined) return true;
  // Every request of an SDK: its day, then its time (checked first, without the regular expression,
  // since it runs on every request the endpoint answers).
  if (scopeDate.length === 8 && amzDate.length === 16 && amzDate.startsWith(scopeDate)) return true;
  // Otherwise a basic-format date is another day's; any other form is not judged.
  return !BASIC_FORMAT_DATE.test(amzDate);
}

/**
 * The scope's parts after the key, each in exact case, one sentence per wrong one in DynamoDB's
 * order (dynalite's recording of `Credential=a/b/c/d/e`, X-Amz-Date 20130609T095204Z): the service,
 * the terminator, then the date; all but the date's end in ". ", as other AWS services' single
 * answers show ("Credential should be scoped to correct service: 'sts'. ").
 */
function scopeError(credential: string, amzDate: string | undefined): DynamoDBError | undefined {
  const [, date, , service, terminator] = credential.replace(TRAILING_SLASHES, '').split('/');
  let message = '';
  if (service !== 'dynamodb') message += "Credential should be scoped to correct service: 'dynamodb'. ";
  if (terminator !== 'aws4_request') {
    message += `Credential should be scoped with a valid terminator: 'aws4_request', not '${terminator}'. `;
  }
  if (!scopeDayMatches(date, amzDate)) {
    message +=
      'Date in Credential scope does not match YYYYMMDD from ISO-8601 version of date from HTTP: ' +
      `'${date}' != '${amzDate!.slice(0, 8)}', from '${amzDate}'.`;
  }
  return message === '' ? undefined : new DynamoDBError('InvalidSignatureException', message);
}

/**
 * Whether `header` from `start` to its end is what SDK_FORM takes as a signature: not empty, no
 * `,`, space or `=`. (Three indexOf searches: V8 runs them natively, a charCodeAt loop costs more.)
 */
function isSignatureValue(header: string, start: number): boolean {
  return (
    start < header.length &&
    header.indexOf(',', start) === -1 &&
    header.indexOf(' ', start) === -1 &&
    header.indexOf('=', start) === -1
  );
}

/** The index of the next comma or space at or after `start`, or the string's length. */
function nextSeparator(text: string, start: number): number {
  for (let i = start; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 44 || code === 32) return i; // ',' or ' '
  }
  return text.length;
}

/**
 * A presigned request: every parameter present and non-empty (one sentence per missing one, in
 * DynamoDB's order, as dynalite recorded), then the same checks as a header's parts.
 */
function querySignatureError(query: URLSearchParams): DynamoDBError | undefined {
  let message = '';
  for (const name of QUERY_PARAMETERS) {
    if (!query.get(name)) message += `AWS query-string parameters must include '${name}'. `;
  }
  if (message !== '') return incomplete(`${message}Re-examine the query-string parameters.`);
  return signedPartsError(
    query.get('X-Amz-Algorithm')!,
    query.get('X-Amz-Credential')!,
    query.get('X-Amz-SignedHeaders')!,
    query.get('X-Amz-Date')!,
  );
}

/** Host signed, the one algorithm, a five-part credential, its scope: in DynamoDB's order. */
function signedPartsError(
  algorithm: string,
  credential: string,
  signedHeaders: string,
  amzDate: string | undefined,
): DynamoDBError | undefined {
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
  return scopeError(credential, amzDate);
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
