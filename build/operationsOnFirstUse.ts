/**
 * In the production build, src/protocol/firstUseOperations.ts becomes firstUseOperations.lazy.ts: the
 * engine worker loads the code of PartiQL and a few rarely sent operations when one is first asked
 * for, not at start (the first-load budget). The dev server and the tests keep the eager module,
 * which Node's hosts need anyway.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export function operationsOnFirstUse(): Plugin {
  const eager = fileURLToPath(new URL('../src/protocol/firstUseOperations.ts', import.meta.url));
  const lazy = fileURLToPath(new URL('../src/protocol/firstUseOperations.lazy.ts', import.meta.url));
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
