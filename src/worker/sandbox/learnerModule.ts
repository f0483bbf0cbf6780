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
 * registered package. Anything else is left alone: an unknown package then fails to resolve with
 * the browser's own message, which `explainImportError` makes clearer.
 */
export function rewriteSpecifiers(code: string, urls: Readonly<Record<string, string>>): string {
  return code.replace(
    /(\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"\n]+)\2/g,
    (match, lead: string, quote: string, specifier: string) =>
      Object.hasOwn(urls, specifier) ? `${lead}${quote}${urls[specifier]}${quote}` : match,
  );
}

export function explainImportError(message: string, registry: ModuleRegistry): string {
  const unresolved = /Failed to resolve module specifier\s+["']?([^"'\s]+)/.exec(message);
  if (!unresolved) return message;
  const allowed = Object.keys(registry).join(' and ');
  return `Cannot import "${unresolved[1]}": the sandbox provides only ${allowed}.`;
}

/** Creates blob URLs for the registry's shims once; the worker keeps them for its lifetime. */
export function createShimUrls(registry: ModuleRegistry): Record<string, string> {
  (globalThis as Record<string, unknown>)[REGISTRY_GLOBAL] = registry;
  const urls: Record<string, string> = {};
  for (const [specifier, exports] of Object.entries(registry)) {
    const blob = new Blob([shimSource(specifier, exports)], { type: 'text/javascript' });
    urls[specifier] = URL.createObjectURL(blob);
  }
  return urls;
}

/** A blob URL for the learner's code as a module; the caller imports it, then revokes it. */
export function learnerModuleUrl(code: string, shimUrls: Readonly<Record<string, string>>): string {
  return URL.createObjectURL(new Blob([rewriteSpecifiers(code, shimUrls)], { type: 'text/javascript' }));
}

/** Where in the module at `url` an error was thrown, from its stack (first frame in that module). */
export function positionInModule(error: unknown, url: string): { line: number; column: number } | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  if (!stack) return undefined;
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(stack);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : undefined;
}
