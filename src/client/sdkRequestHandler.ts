/**
 * An AWS SDK v3 `requestHandler` that answers from an in-process `Dispatch` instead of the network,
 * so the real DynamoDBClient / DynamoDBDocumentClient (in tests, and in the browser console) runs
 * against the engine unchanged (the engine may also answer asynchronously, from another worker):
 *
 *   new DynamoDBClient({ endpoint: 'http://sandbox.local', region: 'us-east-1',
 *     credentials: { accessKeyId: 'x', secretAccessKey: 'x' }, requestHandler: createSdkRequestHandler(dispatch) })
 *
 * Replies look like the HTTP endpoint's (status, content type, x-amzn-RequestId, x-amz-crc32), so
 * the SDK's error parsing and metadata behave as they do against DynamoDB. The request's signature
 * is not checked here: the SDK always signs. Runs in a browser: no Node built-ins.
 */
import { crc32 } from '../engine/wireChecksum.ts';
import type { WireReply } from '../protocol/dispatch.ts';
import { authorizationRegion } from '../protocol/signedRegion.ts';

/**
 * Where requests go: `dispatch` itself (createDispatch(engine)), or an asynchronous bridge to an
 * engine that lives elsewhere (another worker). `region`: the one the client signed for
 * (regions/regions.ts decides which Region's tables that reaches).
 */
export type ReplySource = (target: string, body: string, region?: string) => WireReply | Promise<WireReply>;

/** The parts of @smithy/protocol-http's HttpRequest this handler reads. */
export interface SdkHttpRequest {
  headers: Record<string, string>;
  body?: unknown;
}

/** Shaped like @smithy/protocol-http's HttpResponse (the SDK checks statusCode and headers). */
export interface SdkHttpResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

export interface SdkRequestHandler {
  handle(
    request: SdkHttpRequest,
    options?: { abortSignal?: { aborted: boolean } },
  ): Promise<{ response: SdkHttpResponse }>;
  /** Part of the SDK's HttpHandler contract; there is no connection to configure. */
  updateHttpClientConfig(key: never, value: never): void;
  httpHandlerConfigs(): Record<string, never>;
}

const AMZ_JSON_1_0 = 'application/x-amz-json-1.0';
const JSON_CONTENT_TYPE = 'application/json';
/** What dispatch would answer for a body that is not text; bytes that are not UTF-8 never reach it. */
const SERIALIZATION_ERROR = '{"__type":"com.amazon.coral.service#SerializationException"}';

const encoder = new TextEncoder();
const strictDecoder = new TextDecoder('utf-8', { fatal: true });

export function createSdkRequestHandler(dispatch: ReplySource): SdkRequestHandler {
  return {
    async handle(request, options) {
      if (options?.abortSignal?.aborted) throw abortError();
      const target = header(request.headers, 'x-amz-target') ?? '';
      const contentType =
        header(request.headers, 'content-type') === AMZ_JSON_1_0 ? AMZ_JSON_1_0 : JSON_CONTENT_TYPE;
      const body = bodyText(request.body);
      const region = authorizationRegion(header(request.headers, 'authorization'));
      const reply =
        body === undefined
          ? { status: 400, body: SERIALIZATION_ERROR }
          : await dispatch(target, body, region);
      const bytes = encoder.encode(reply.body);
      return {
        response: {
          statusCode: reply.status,
          headers: {
            'content-type': contentType,
            'content-length': String(bytes.length),
            'x-amzn-requestid': newRequestId(),
            'x-amz-crc32': String(crc32(bytes)),
          },
          body: bytes,
        },
      };
    },
    updateHttpClientConfig() {},
    httpHandlerConfigs() {
      return {};
    },
  };
}

/** Header names are case-insensitive; the SDK usually, but not always, sends them in lower case. */
function header(headers: Record<string, string>, name: string): string | undefined {
  if (Object.hasOwn(headers, name)) return headers[name];
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name) return headers[key];
  return undefined;
}

/** The JSON protocols serialise to a string; other middleware may hand over bytes. Undefined: not UTF-8. */
function bodyText(body: unknown): string | undefined {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  try {
    if (body instanceof ArrayBuffer) return strictDecoder.decode(body);
    if (ArrayBuffer.isView(body)) return strictDecoder.decode(body);
  } catch {
    return undefined;
  }
  return undefined;
}

function abortError(): Error {
  const error = new Error('Request aborted');
  error.name = 'AbortError';
  return error;
}

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUV';

/** 52 characters of 0-9A-V, like DynamoDB's x-amzn-RequestId. */
function newRequestId(): string {
  const random = crypto.getRandomValues(new Uint8Array(52));
  let id = '';
  for (const byte of random) id += ID_ALPHABET[byte & 31];
  return id;
}
