import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { awsSdkTypes, LEARNER_PACKAGES } from './build/awsSdkTypes.ts';
import { operationsOnFirstUse } from './build/operationsOnFirstUse.ts';

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
