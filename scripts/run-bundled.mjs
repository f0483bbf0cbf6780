#!/usr/bin/env node
/**
 * Runs a TypeScript entry point bundled, as `npm run serve`, `npm run simulate` and `npm run bench` do:
 *
 *   node scripts/run-bundled.mjs <entry.ts> [arguments…]
 *
 * esbuild bundles the entry and the project's modules it imports into one ES module under
 * node_modules/.cache/dynamo-sandbox/ (about half a second), which is then imported in this process with the remaining arguments as its own
 * (process.argv[2] onwards) and its stack traces mapped back to the TypeScript sources.
 *
 * Why not tsx's loader: tsx compiles with esbuild's keepNames, which wraps every named function and
 * closure in a call that defines its `name`, on every creation. The engine creates closures per
 * request, so under tsx the endpoint spent 199,278 machine instructions on a PutItem over HTTP where
 * the same code bundled without keepNames spends 175,667 (`npm run bench:http-instructions`), code
 * the browser's build never runs either. Bundled, the endpoint also starts in 0.7 s instead of 1.3 s.
 *
 * Processes may start at once (test suites each start a server): each writes its bundle to a file of
 * its own and renames it into place, so none imports a half-written bundle.
 */
import { buildSync } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [entryArgument] = process.argv.splice(2, 1);
if (entryArgument === undefined || !entryArgument.endsWith('.ts')) {
  console.error('usage: node scripts/run-bundled.mjs <entry.ts> [arguments…]');
  process.exit(2);
}
const entry = resolve(entryArgument);
const outfile = join(
  root,
  'node_modules/.cache/dynamo-sandbox',
  relative(root, entry).replace(/\.ts$/, '.mjs'),
);

const { outputFiles } = buildSync({
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies stay imports that Node resolves from node_modules, as under tsx (CommonJS ones
  // cannot be bundled into an ES module as they are).
  packages: 'external',
  outfile,
  sourcemap: 'linked',
  write: false,
  logLevel: 'warning',
});
mkdirSync(dirname(outfile), { recursive: true });
// The map first: once the bundle is in place, the map it names is too.
const isMap = (file) => file.path.endsWith('.map');
for (const file of [...outputFiles.filter(isMap), ...outputFiles.filter((file) => !isMap(file))]) {
  const partial = `${file.path}.${process.pid}.partial`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(outfile).href);
