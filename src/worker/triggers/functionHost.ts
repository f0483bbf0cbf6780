/**
 * Loads a learner's handler module and calls it the way Lambda's Node.js runtime does: the module is
 * imported once (the init phase; top-level code runs then), `handler` is looked up among its
 * exports, and each invocation awaits `handler(event, context)`. Failures come back as Lambda names
 * them — `Runtime.UserCodeSyntaxError`, `Runtime.ImportModuleError`, `Runtime.HandlerNotFound`,
 * or the thrown error's own name — never as exceptions.
 *
 * The module is imported from a URL the caller makes (a blob: URL in the trigger worker, a data: URL
 * in the in-thread runtime), with the bundled packages' specifiers pointed at shim modules, as the
 * console's sandbox does (sandbox/learnerModule.ts).
 */
import { errorMessage } from '../../engine/streams/consumers/handlerOutcome.ts';
import { explainImportError, rewriteSpecifiers, type ModuleRegistry } from '../sandbox/learnerModule.ts';
import type { StreamEvent } from './triggerTypes.ts';

/**
 * `response`: what the handler returned, as JSON data (Lambda's runtime serialises it; the consumer
 * reads it as a partial batch response when ReportBatchItemFailures is on).
 */
export type HandlerOutcome =
  | { ok: true; response?: unknown }
  | { ok: false; errorType: string; errorMessage: string };

export interface FunctionHostOptions {
  code: string;
  functionName: string;
  /** Packages the code may import, by specifier, and the URLs of their shim modules. */
  registry: ModuleRegistry;
  shimUrls: Readonly<Record<string, string>>;
  /** An importable URL for module source; the host revokes nothing (data: URLs need no revoking). */
  moduleUrl(source: string): string;
}

/** What Lambda's context object offers that a stream handler might use. */
export interface HandlerContext {
  functionName: string;
  functionVersion: string;
  awsRequestId: string;
  getRemainingTimeInMillis(): number;
}

type Handler = (event: StreamEvent, context: HandlerContext) => unknown;

export interface FunctionHost {
  /** The init phase: imports the module and finds `handler` (once; later calls reuse the result). */
  load(): Promise<HandlerOutcome>;
  /** One invocation; `deadline` is the performance.now() value at which it times out. */
  invoke(event: StreamEvent, requestId: string, deadline: number): Promise<HandlerOutcome>;
}

export function createFunctionHost(options: FunctionHostOptions): FunctionHost {
  let loading: Promise<{ ok: true; handler: Handler } | Extract<HandlerOutcome, { ok: false }>> | undefined;

  const importModule = async () => {
    let exports: Record<string, unknown>;
    try {
      const url = options.moduleUrl(rewriteSpecifiers(options.code, options.shimUrls));
      exports = (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
    } catch (error) {
      const syntax = error instanceof SyntaxError;
      return {
        ok: false as const,
        errorType: syntax ? 'Runtime.UserCodeSyntaxError' : 'Runtime.ImportModuleError',
        errorMessage: explainImportError(errorMessage(error), options.registry, options.shimUrls),
      };
    }
    const handler = exports.handler;
    if (typeof handler !== 'function') {
      return {
        ok: false as const,
        errorType: 'Runtime.HandlerNotFound',
        errorMessage: 'index.handler is undefined or not exported',
      };
    }
    return { ok: true as const, handler: handler as Handler };
  };

  const load = () => (loading ??= importModule());

  return {
    async load() {
      const loaded = await load();
      return loaded.ok ? { ok: true } : loaded;
    },
    async invoke(event, requestId, deadline) {
      const loaded = await load();
      if (!loaded.ok) return loaded;
      const context: HandlerContext = {
        functionName: options.functionName,
        functionVersion: '$LATEST',
        awsRequestId: requestId,
        getRemainingTimeInMillis: () => Math.max(0, Math.round(deadline - performance.now())),
      };
      let returned: unknown;
      try {
        returned = await loaded.handler(event, context);
      } catch (error) {
        return { ok: false, ...describeThrown(error) };
      }
      return serialiseResponse(returned);
    },
  };
}

/**
 * The response as Lambda's Node.js runtime sends it: JSON (undefined as null); a value JSON cannot
 * express (a cycle, a BigInt) fails the invocation, as the runtime's "Unable to stringify response
 * body" does. Plain data, so it can cross worker boundaries.
 */
function serialiseResponse(returned: unknown): HandlerOutcome {
  try {
    const json = JSON.stringify(returned === undefined ? null : returned);
    return { ok: true, response: json === undefined ? null : (JSON.parse(json) as unknown) };
  } catch {
    return {
      ok: false,
      errorType: 'Runtime.JSONStringifyError',
      errorMessage: 'Unable to stringify response body',
    };
  }
}

/** Lambda reports a thrown Error by its name and message; anything else thrown as text. */
export function describeThrown(error: unknown): { errorType: string; errorMessage: string } {
  if (error instanceof Error) {
    return { errorType: safeText(() => error.name) || 'Error', errorMessage: safeText(() => error.message) };
  }
  return { errorType: typeof error, errorMessage: errorMessage(error) };
}

function safeText(read: () => unknown): string {
  try {
    return String(read());
  } catch {
    return '';
  }
}
