/**
 * Runs learner code as a real ES module, so `import { PutCommand } from '@aws-sdk/lib-dynamodb'` and
 * top-level `await` work as they do in a project. Bare specifiers cannot be resolved inside a worker
 * (no import maps there), so each allowed package is offered as a small blob module that re-exports
 * the bundled package, and the code's specifiers are rewritten to those blob URLs. The rewrite keeps
 * every line where it was, so error positions still point into the learner's code.
 */

/** Bundled packages learner code may import, by specifier. */
export type ModuleRegistry = Readonly<Record<string, Record<string, unknown>>>;

/** The global through which shim modules reach the bundled packages. */
export const REGISTRY_GLOBAL = '__dynamoSandboxModules';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Source of a module re-exporting every named export of `specifier` from the registry global. */
export function shimSource(specifier: string, exports: Record<string, unknown>): string {
  const names = Object.keys(exports).filter((name) => IDENTIFIER.test(name) && name !== 'default');
  const source = `globalThis.${REGISTRY_GLOBAL}[${JSON.stringify(specifier)}]`;
  return `const m = ${source};\nexport const { ${names.join(', ')} } = m;\nexport default m;\n`;
}

/**
 * Replaces the quoted specifier of `from '…'`, `import '…'` and `import('…')` when it names a
 * registered package, or else by what `fallback` gives for it (the console's sandbox: a module that
 * throws why a `node:` built-in is missing, where the browser would only say it failed to fetch the
 * learner's blob URL). Anything else is left alone: an unknown package then fails to resolve with
 * the browser's own message, which `explainImportError` makes clearer.
 */
export function rewriteSpecifiers(
  code: string,
  urls: Readonly<Record<string, string>>,
  fallback: (specifier: string) => string | undefined = () => undefined,
): string {
  return code.replace(
    /(\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"\n]+)\2/g,
    (match, lead: string, quote: string, specifier: string) => {
      const url = Object.hasOwn(urls, specifier) ? urls[specifier] : fallback(specifier);
      return url === undefined ? match : `${lead}${quote}${url}${quote}`;
    },
  );
}

/** Node's built-in modules learner code is most likely to import without the `node:` prefix. */
const NODE_BUILTINS = new Set(
  'assert buffer child_process crypto events fs fs/promises http https net os path readline stream timers timers/promises util worker_threads zlib'.split(
    ' ',
  ),
);

/** Why a Node built-in cannot be imported (the sandbox is a browser worker). */
export function missingBuiltin(specifier: string): string {
  return `Cannot import "${specifier}": the sandbox runs in the browser, without Node.js's built-in modules.`;
}

const missingBuiltinUrls = new Map<string, string>();

/**
 * For a `node:` specifier, a module that throws `missingBuiltin` when evaluated (one per specifier,
 * kept for the worker's life); undefined for any other. An import of names from it fails sooner,
 * while linking: explainImportError recognises its URL in that error.
 */
export function missingBuiltinUrl(specifier: string): string | undefined {
  if (!specifier.startsWith('node:')) return undefined;
  let url = missingBuiltinUrls.get(specifier);
  if (!url) {
    url = moduleUrl(`throw new Error(${JSON.stringify(missingBuiltin(specifier))});\n`);
    missingBuiltinUrls.set(specifier, url);
  }
  return url;
}

/**
 * Clearer words for the browser's errors about modules: an import it cannot resolve, CommonJS
 * (`require`, `module.exports`), which a module does not have, and Node's Buffer, which it lacks too.
 */
export function explainImportError(
  message: string,
  registry: ModuleRegistry,
  /** The packages' shim URLs (createShimUrls): an error naming one names the package instead. */
  shimUrls: Readonly<Record<string, string>> = {},
): string {
  for (const [specifier, url] of Object.entries(shimUrls))
    if (message.includes(url)) return message.replaceAll(url, specifier);
  const commonJs = /^(require|module|exports) is not defined/.exec(message);
  if (commonJs) {
    const what = commonJs[1] === 'require' ? 'require()' : `${commonJs[1]}.exports`;
    return `${message}: the sandbox runs your code as an ES module, which has no ${what}. Use import (and export) instead, e.g. import { PutCommand } from '@aws-sdk/lib-dynamodb';`;
  }
  // Buffer is Node's, and AWS's examples of binary values often use it.
  if (/^Buffer is not defined/.test(message))
    return `${message}: the sandbox runs your code in the browser, which has no Node.js Buffer. For bytes, use new TextEncoder().encode('text'), or Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)) for base64.`;
  // A named or default import of a built-in fails while linking, naming the stand-in's URL.
  for (const [specifier, url] of missingBuiltinUrls)
    if (message.includes(url)) return missingBuiltin(specifier);
  const unresolved = /Failed to resolve module specifier\s+["']?([^"'\s]+)/.exec(message);
  if (!unresolved) return message;
  const specifier = unresolved[1];
  if (NODE_BUILTINS.has(specifier)) return missingBuiltin(specifier);
  const allowed = Object.keys(registry)
    .filter((name) => name.startsWith('@'))
    .join(' and ');
  return `Cannot import "${specifier}": the sandbox provides only ${allowed}.`;
}

/** Creates blob URLs for the registry's shims once; the worker keeps them for its lifetime. */
export function createShimUrls(registry: ModuleRegistry): Record<string, string> {
  (globalThis as Record<string, unknown>)[REGISTRY_GLOBAL] = registry;
  const urls: Record<string, string> = {};
  for (const [specifier, exports] of Object.entries(registry))
    urls[specifier] = moduleUrl(shimSource(specifier, exports));
  return urls;
}

/** The global a start marker (startMarkerSource) calls with its run's id. */
export const STARTED_GLOBAL = '__dynamoSandboxStarted';

/** Source of a module that tells `STARTED_GLOBAL` that run `runId` has begun its own code. */
export function startMarkerSource(runId: number): string {
  return `globalThis.${STARTED_GLOBAL}?.(${runId});\n`;
}

/**
 * The learner's code as module source. With `startMarkerUrl`, the module imports that module last.
 * A module's imports are evaluated before its own code and, holding no top-level await, in the same
 * task as it: the marker running says that the imports are loaded and linked and the learner's code
 * is starting. It goes at the end, so that no line or column of the learner's code moves (an import
 * declaration works anywhere at a module's top level).
 */
export function learnerModuleSource(
  code: string,
  shimUrls: Readonly<Record<string, string>>,
  startMarkerUrl?: string,
): string {
  const source = rewriteSpecifiers(code, shimUrls, missingBuiltinUrl);
  return startMarkerUrl === undefined ? source : `${source}\nimport ${JSON.stringify(startMarkerUrl)};\n`;
}

/** A blob URL for JavaScript `source`; the caller imports it, then revokes it. */
export function moduleUrl(source: string): string {
  return URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
}

/** Where in the module at `url` an error was thrown, from its stack (first frame in that module). */
export function positionInModule(error: unknown, url: string): { line: number; column: number } | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  if (!stack) return undefined;
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(stack);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : undefined;
}
