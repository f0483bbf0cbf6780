/**
 * A request as AWS SDK for JavaScript v3 code: the low-level client's command, whose input has the
 * wire's shape except that binary values are bytes (Uint8Array) and timestamps are Dates. The code
 * makes its own client, so it runs as it stands in a project, and in the Console too (which connects
 * every client the code makes to the sandbox).
 */
import { blobBytes, readableText, requestValue, type CodeValue } from './codeValue.ts';
import { isStreamsOperation } from '../../../client/streamCalls.ts';
import {
  commonEscape,
  inline,
  layout,
  LINE_WIDTH,
  loneSurrogate,
  unicodeEscape,
  type LiteralSyntax,
  type ScalarValue,
} from './codeLayout.ts';
import { javaScriptImports, singleRequestCode, type CodeClient, type CodeParts } from './codeParts.ts';
import { clientMadeIn } from './regionalCode.ts';

/** The DynamoDBClient every piece of code makes (a document client is made from it). */
export const JAVASCRIPT_CLIENT: CodeClient = ['client', 'const client = new DynamoDBClient({});'];

const PACKAGES: Record<'dynamodb' | 'streams', { module: string; client: string; made: CodeClient }> = {
  dynamodb: { module: '@aws-sdk/client-dynamodb', client: 'DynamoDBClient', made: JAVASCRIPT_CLIENT },
  streams: {
    module: '@aws-sdk/client-dynamodb-streams',
    client: 'DynamoDBStreamsClient',
    made: ['streams', 'const streams = new DynamoDBStreamsClient({});'],
  },
};

export function requestAsJavaScript(operation: string, request: Record<string, unknown>): string {
  const parts = javaScriptParts(operation, request, 'const reply');
  return singleRequestCode(javaScriptImports(parts.imports), parts);
}

/**
 * The pieces of the code: `binding` takes the reply (`const reply` in one request's code; a script
 * declares `let reply` once and assigns it); the sending statements are indented `depth` steps.
 */
export function javaScriptParts(
  operation: string,
  request: Record<string, unknown>,
  binding: string,
  depth = 0,
  /** In a script that sends to several Regions, the Region of this request (its client's name and Region). */
  region?: string,
): CodeParts {
  const packaged = isStreamsOperation(operation) ? PACKAGES.streams : PACKAGES.dynamodb;
  const { module, client } = packaged;
  const made = clientMadeIn('javascript', packaged.made, region);
  const command = `${operation}Command`;
  const input = requestValue(operation, request);
  return {
    imports: [{ module, names: [client, command] }],
    clients: [made],
    send: [sendStatement({ binding, client: made[0], command, depth }, input), printReply(depth)],
  };
}

export const printReply = (depth: number) => `${JS_INDENT.repeat(depth)}console.log(reply);`;

const JS_INDENT = '  ';

/** `<binding> = await <client>.send(new <command>(<input>));`, as Prettier would break it. */
export function sendStatement(
  send: { binding: string; client: string; command: string; depth: number },
  input: CodeValue,
): string {
  const pad = JS_INDENT.repeat(send.depth);
  const head = `${pad}${send.binding} = await ${send.client}.send(`;
  const short = `${head}new ${send.command}(${inline(input, javaScriptSyntax)}));`;
  if (short.length <= LINE_WIDTH) return short;
  const lead = `${pad}${JS_INDENT}new ${send.command}(`;
  const body = layout(input, javaScriptSyntax, lead.length, send.depth + 1, 2);
  return `${head}\n${lead}${body}),\n${pad});`;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export const javaScriptSyntax: LiteralSyntax = {
  scalar: javaScriptScalar,
  key: javaScriptKey,
  indent: '  ',
  spacedBraces: true,
  trailingComma: true,
};

/**
 * A bare or quoted key — except `__proto__`, which in an object literal (bare or quoted) sets the
 * object's prototype instead of adding a member: only a computed key makes it an attribute name.
 */
function javaScriptKey(name: string): string {
  if (name === '__proto__') return `['__proto__']`;
  return IDENTIFIER.test(name) ? name : javaScriptString(name);
}

function javaScriptScalar(value: ScalarValue): string {
  switch (value.kind) {
    case 'string':
      return javaScriptString(value.value);
    case 'blob':
      return bytesExpression(value.base64);
    case 'timestamp':
      return `new Date('${new Date(value.seconds * 1000).toISOString()}')`;
    case 'null':
      return 'null';
    case 'boolean':
      return String(value.value);
  }
}

/** A string literal as Prettier writes one: single-quoted, unless that needs more escapes. */
export function javaScriptString(text: string): string {
  if (text.includes("'") && !/["\\\p{Cc}\u2028\u2029\p{Cs}]/u.test(text)) return `"${text}"`;
  const escaped = text.replace(
    /[\\'\p{Cc}\u2028\u2029]/gu,
    (char) => commonEscape(char) ?? unicodeEscape(char),
  );
  return `'${escaped.replace(loneSurrogate, unicodeEscape)}'`;
}

/**
 * Bytes that are readable text as that text, encoded (the way most examples make them); other bytes
 * from their base64, which works in browsers and Node alike.
 */
function bytesExpression(base64: string): string {
  const bytes = blobBytes(base64);
  const text = bytes && readableText(bytes);
  if (text !== undefined) return `new TextEncoder().encode(${javaScriptString(text)})`;
  return `Uint8Array.from(atob(${javaScriptString(base64)}), (c) => c.charCodeAt(0))`;
}
