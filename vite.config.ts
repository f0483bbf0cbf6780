import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { awsSdkTypes, LEARNER_PACKAGES } from './build/awsSdkTypes.ts';

export default defineConfig({
  // Relative asset URLs: dist/ works from any static host and under any sub-path (/training/sandbox/ …).
  base: './',
  plugins: [react(), awsSdkTypes(LEARNER_PACKAGES), operationsOnFirstUse()],
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
