import react from '@vitejs/plugin-react';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const nodeModules = fileURLToPath(new URL('./node_modules/', import.meta.url));

export default defineConfig({
  // Relative asset URLs: dist/ works from any static host and under any sub-path (/training/sandbox/ …).
  base: './',
  plugins: [
    react(),
    awsSdkTypes(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb']),
    operationsOnFirstUse(),
  ],
  // The engine runs in a module worker (`new Worker(new URL('…', import.meta.url), { type: 'module' })`);
  // ES-format worker bundles can share code-split chunks with the app.
  worker: { format: 'es', plugins: () => [operationsOnFirstUse()] },
  // Monaco (~1 MB gzipped) is loaded on demand, in chunks of its own: the warning is about it.
  build: { chunkSizeWarningLimit: 3000 },
});

/**
 * In the production build, src/protocol/firstUseOperations.ts becomes firstUseOperations.lazy.ts: the
 * engine worker loads the code of PartiQL and a few rarely sent operations when one is first asked
 * for, not at start (the first-load budget). The dev server and the tests keep the eager module, which Node's hosts need anyway.
 */
function operationsOnFirstUse(): Plugin {
  const eager = fileURLToPath(new URL('./src/protocol/firstUseOperations.ts', import.meta.url));
  const lazy = fileURLToPath(new URL('./src/protocol/firstUseOperations.lazy.ts', import.meta.url));
  return {
    name: 'dynamo-sandbox:operations-on-first-use',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith('/firstUseOperations.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === eager ? lazy : null;
    },
  };
}

/**
 * `virtual:aws-sdk-types`: the .d.ts files of the AWS SDK packages learner code imports, and every
 * declaration file they reach, as `[path, text]` pairs laid out under `file:///node_modules/` for
 * Monaco's TypeScript worker (completion and hover docs in JavaScript mode). Bundled at build time:
 * the app never fetches them from a CDN. The worker resolves modules the classic Node way (no
 * package.json "exports"), so every package and subpath (`@smithy/core/client`) imported gets an
 * `index.d.ts` at its path that re-exports its real typings.
 */
function awsSdkTypes(packages: string[]): Plugin {
  const id = 'virtual:aws-sdk-types';
  return {
    name: 'dynamo-sandbox:aws-sdk-types',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
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
      return `export default ${JSON.stringify(libs)};`;
    },
  };
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
