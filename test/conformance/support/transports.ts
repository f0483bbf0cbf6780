/**
 * The three ways a conformance test reaches the engine, all answering in one normalised shape so a
 * case can be written once and asserted the same way on each:
 *
 * - `dispatch`: wire JSON straight into `dispatch` (in process).
 * - `http`:     the same wire JSON POSTed to the started endpoint with a well-formed SigV4 header,
 *               so the HTTP status and the full `__type` are checked through the server as well.
 * - `sdk`:      the real `@aws-sdk/client-dynamodb` client against the started endpoint. Its input
 *               is the wire body with binaries turned into bytes; its output is turned back into
 *               wire shape (bytes → base64, Date → epoch seconds) so replies compare directly.
 *
 * The SDK only sends fields its model knows, with the types its model gives them: bodies with unknown
 * fields or wrongly typed values (serialization cases) go through `dispatch` and `http` only.
 */
import * as sdk from '@aws-sdk/client-dynamodb';
import { expect } from 'vitest';
import { callOperation } from '../../helpers/rawHttp.ts';
import type { TestEndpoint } from '../../helpers/endpoint.ts';

export type TransportName = 'dispatch' | 'http' | 'sdk';

export type Outcome =
  | { ok: true; status: number; body: Record<string, unknown> }
  | { ok: false; status: number; type: string; message: string; extra: Record<string, unknown> };

export type Call = (operation: string, body: object) => Promise<Outcome>;

/** The namespace DynamoDB puts in front of each error name on the wire. */
const NAMESPACES: Record<string, string> = {
  ValidationException: 'com.amazon.coral.validate#',
  SerializationException: 'com.amazon.coral.service#',
  UnknownOperationException: 'com.amazon.coral.service#',
  AccessDeniedException: 'com.amazon.coral.service#',
};
const DYNAMODB_NAMESPACE = 'com.amazonaws.dynamodb.v20120810#';

export function wireTypeOf(name: string): string {
  return (NAMESPACES[name] ?? DYNAMODB_NAMESPACE) + name;
}

/** Normalises a wire reply, checking the error's namespace and message field on the way. */
function fromWire(status: number, body: Record<string, unknown>): Outcome {
  if (status === 200) return { ok: true, status, body };
  const { __type, message, Message, ...extra } = body as {
    __type: string;
    message?: string;
    Message?: string;
  };
  const name = __type.slice(__type.indexOf('#') + 1);
  expect(__type, 'error namespace').toBe(wireTypeOf(name));
  // Coral's serialization errors, TransactionCanceledException and IAM's AccessDeniedException spell
  // the field Message (after the other members), as does a ConditionalCheckFailedException carrying
  // the item (before it); DynamoDB's other errors spell it message.
  if (
    name === 'SerializationException' ||
    name === 'TransactionCanceledException' ||
    name === 'AccessDeniedException'
  ) {
    expect(message).toBeUndefined();
    if (Message !== undefined) expect(Object.keys(body).at(-1), 'Message comes last').toBe('Message');
  } else if (name === 'ConditionalCheckFailedException' && 'Item' in extra) {
    expect({ message, Message }).toEqual({ message: undefined, Message: expect.any(String) });
  } else expect(Message).toBeUndefined();
  return { ok: false, status, type: name, message: message ?? Message ?? '', extra };
}

export function transport(endpoint: TestEndpoint, name: TransportName): Call {
  switch (name) {
    case 'dispatch':
      return async (operation, body) => {
        const reply = endpoint.wire(operation, body);
        return fromWire(reply.status, reply.body);
      };
    case 'http':
      return async (operation, body) => {
        const reply = await callOperation(endpoint.url, operation, body);
        expect(reply.headers['content-type']).toBe('application/x-amz-json-1.0');
        return fromWire(
          reply.status,
          (reply.body === '' ? {} : JSON.parse(reply.body)) as Record<string, unknown>,
        );
      };
    case 'sdk':
      return (operation, body) => sdkCall(endpoint.client, operation, body);
  }
}

const SDK_ERROR_ENVELOPE = new Set([
  'name',
  'message',
  'Message',
  '__type',
  '$fault',
  '$metadata',
  '$response',
  '$retryable',
]);

type AnyCommand = new (input: unknown) => Parameters<sdk.DynamoDBClient['send']>[0];

async function sdkCall(client: sdk.DynamoDBClient, operation: string, body: object): Promise<Outcome> {
  const Command = (sdk as unknown as Record<string, AnyCommand>)[`${operation}Command`];
  if (!Command) throw new Error(`no SDK command for ${operation}`);
  try {
    const { $metadata, ...output } = (await client.send(new Command(toSdkInput(body)))) as {
      $metadata: { httpStatusCode?: number };
    };
    return { ok: true, status: $metadata.httpStatusCode ?? 0, body: fromSdkOutput(output) as never };
  } catch (error) {
    if (!(error instanceof sdk.DynamoDBServiceException)) throw error;
    // The SDK copies the error body onto the exception: what is not envelope is DynamoDB's extra data.
    const fields = Object.entries(error).filter(([key]) => !SDK_ERROR_ENVELOPE.has(key));
    const extra = fromSdkOutput(Object.fromEntries(fields)) as Record<string, unknown>;
    return {
      ok: false,
      status: error.$metadata.httpStatusCode ?? 0,
      type: error.name,
      message: error.message,
      extra,
    };
  }
}

/** Wire JSON → SDK input: base64 binaries (B, BS) become bytes. */
export function toSdkInput(value: unknown, key?: string): unknown {
  if (key === 'B' && typeof value === 'string') return Buffer.from(value, 'base64');
  if (key === 'BS' && Array.isArray(value) && value.every((v) => typeof v === 'string'))
    return value.map((v: string) => Buffer.from(v, 'base64'));
  if (Array.isArray(value)) return value.map((v) => toSdkInput(v));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value))
      Object.defineProperty(out, k, {
        value: toSdkInput(v, k),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return out;
  }
  return value;
}

/** SDK output → wire JSON: bytes become base64, dates epoch seconds, SDK-only fields go. */
export function fromSdkOutput(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (value instanceof Date) return value.getTime() / 1000;
  if (Array.isArray(value)) return value.map(fromSdkOutput);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined) continue;
      Object.defineProperty(out, k, {
        value: fromSdkOutput(v),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return value;
}
