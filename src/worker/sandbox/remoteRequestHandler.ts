/**
 * The SDK request handler for the sandbox worker, whose engine is in another worker: the reply comes
 * back asynchronously over a MessagePort. `createSdkRequestHandler` (client/sdkRequestHandler.ts)
 * takes a synchronous dispatch, so this fetches the reply first and then lets that handler shape the
 * HTTP response from it (status, headers, request id, checksum), keeping one implementation of that.
 */
import type { WireReply } from '../../protocol/dispatch.ts';
import { createSdkRequestHandler, type SdkRequestHandler } from '../../client/sdkRequestHandler.ts';

export type RemoteDispatch = (target: string, body: string) => Promise<WireReply>;

const strictDecoder = new TextDecoder('utf-8', { fatal: true });

export function createRemoteRequestHandler(remote: RemoteDispatch): SdkRequestHandler {
  return {
    async handle(request, options) {
      const target = headerValue(request.headers, 'x-amz-target') ?? '';
      const body = bodyText(request.body);
      // Bytes that are not UTF-8 never leave this worker: the shared handler answers them itself.
      const reply: WireReply | undefined = body === undefined ? undefined : await remote(target, body);
      const answer = () => {
        if (!reply) throw new Error('unreachable: the handler answers undecodable bodies without dispatch');
        return reply;
      };
      return createSdkRequestHandler(answer).handle(request, options);
    },
    updateHttpClientConfig() {},
    httpHandlerConfigs() {
      return {};
    },
  };
}

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name) return headers[key];
  return undefined;
}

function bodyText(body: unknown): string | undefined {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  try {
    if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return strictDecoder.decode(body);
  } catch {
    return undefined;
  }
  return undefined;
}
