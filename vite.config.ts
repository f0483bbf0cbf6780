import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // Relative asset URLs: dist/ works from any static host and under any sub-path (/training/sandbox/ …).
  base: './',
  plugins: [react()],
  // The engine will run in a module worker (`new Worker(new URL('…', import.meta.url), { type: 'module' })`);
  // ES-format worker bundles can share code-split chunks with the app.
  worker: { format: 'es' },
});
