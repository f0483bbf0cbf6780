/**
 * `virtual:aws-sdk-types`: the .d.ts files of the AWS SDK packages learner code imports, and every
 * declaration file they reach, as `[path, text]` pairs laid out under `file:///node_modules/` for
 * Monaco's TypeScript worker (completion and hover docs in JavaScript mode). Bundled at build time:
 * the app never fetches them from a CDN. The worker resolves modules the classic Node way (no
 * package.json "exports"), so every package and subpath (`@smithy/core/client`) imported gets an
 * `index.d.ts` at its path that re-exports its real typings. bench/editorTypes.ts builds the same
 * list with sdkDeclarationFiles to time what the worker does with it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const nodeModules = fileURLToPath(new URL('../node_modules/', import.meta.url));

/** The packages learner code imports from. */
export const LEARNER_PACKAGES = ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'];

export function awsSdkTypes(packages: string[]): Plugin {
  const id = 'virtual:aws-sdk-types';
  return {
    name: 'dynamo-sandbox:aws-sdk-types',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      return `export default ${JSON.stringify(sdkDeclarationFiles(packages))};`;
    },
  };
}

/** The declaration files `packages` reach, as `[file:///node_modules/… path, text]` pairs. */
export function sdkDeclarationFiles(packages: string[]): [string, string][] {
  const files = new Map<string, string>();
  /** Bare specifier → the declaration file it stands for. */
  const entries = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    const text = readFileSync(file, 'utf8');
    files.set(file, text);
    for (const [, spec] of text.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
      const target = resolveDeclaration(spec, file, entries);
      if (target) visit(target);
    }
  };
  for (const name of packages) visit(moduleTypes(name, entries)!);
  const libs: [string, string][] = [...files].map(([file, text]) => [
    `file:///node_modules/${relative(nodeModules, file)}`,
    text,
  ]);
  for (const [spec, entry] of entries) {
    const target = relative(join(nodeModules, spec), entry).replace(/\.d\.ts$/, '');
    libs.push([
      `file:///node_modules/${spec}/index.d.ts`,
      `export * from '${target.startsWith('.') ? target : `./${target}`}';\n`,
    ]);
  }
  return libs;
}

/** Where an import in a declaration file leads: a relative file, or a package's (or subpath's) typings. */
function resolveDeclaration(spec: string, from: string, entries: Map<string, string>): string | undefined {
  if (spec.startsWith('.')) {
    const base = join(dirname(from), spec);
    return [`${base}.d.ts`, join(base, 'index.d.ts')].find(
      (file) => existsSync(file) && statSync(file).isFile(),
    );
  }
  return spec.startsWith('node:') ? undefined : moduleTypes(spec, entries);
}

/**
 * The typings of `@scope/name` or `@scope/name/subpath` (package.json "types", or the "types"
 * condition of its "exports"), recorded in `entries`; undefined for modules without types.
 */
function moduleTypes(spec: string, entries: Map<string, string>): string | undefined {
  const parts = spec.split('/');
  const name = parts.slice(0, spec.startsWith('@') ? 2 : 1).join('/');
  const subpath = parts.slice(name.split('/').length).join('/');
  const manifest = join(nodeModules, name, 'package.json');
  if (!existsSync(manifest)) return undefined;
  const { types, typings, exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    types?: string;
    typings?: string;
    exports?: Record<string, { types?: string } | string>;
  };
  const exported = exports?.[subpath ? `./${subpath}` : '.'];
  const entry =
    (typeof exported === 'object' ? exported.types : undefined) ?? (subpath ? undefined : (types ?? typings));
  if (!entry) return undefined;
  const file = join(nodeModules, name, entry);
  entries.set(spec, file);
  return file;
}
