/**
 * Just enough of Node for the way AWS's sample scripts start:
 *
 *   import { fileURLToPath } from 'node:url';
 *   if (process.argv[1] === fileURLToPath(import.meta.url)) { main(); }
 *
 * `process.argv[1]` is the running module's own URL, and `fileURLToPath` leaves a blob URL as it
 * is, so the test is true and `main()` runs, as it does when Node runs the file. Nothing else of
 * Node is here: other built-ins fail to import with a message saying so (explainImportError).
 */
import type { ModuleRegistry } from './learnerModule.ts';

/** Thrown by process.exit to stop the code that called it; the worker ends the run when it sees it. */
export class ProcessExit extends Error {
  constructor(readonly code: number) {
    super(`process.exit(${code})`);
    this.name = 'ProcessExit';
  }
}

export interface SandboxProcess {
  argv: string[];
  env: Record<string, string | undefined>;
  exitCode: number | undefined;
  platform: string;
  exit(code?: number): never;
}

/** The `process` global; `exited` is told (once per call) that the code asked to end the run. */
export function createProcess(exited: (code: number) => void): SandboxProcess {
  const process: SandboxProcess = {
    // Kept as one array (the node:process shim exports it once): the worker sets [1] each run.
    argv: ['node', ''],
    env: {},
    exitCode: undefined,
    platform: 'browser',
    exit(code?: number): never {
      const status = Number(code ?? process.exitCode ?? 0) || 0;
      exited(status);
      throw new ProcessExit(status);
    },
  };
  return process;
}

/** node:url's two path functions; a path of a `file:` URL is decoded, other URLs stay as they are. */
export function fileURLToPath(url: string | URL): string {
  const href = String(url);
  if (!href.startsWith('file:')) return href;
  return decodeURIComponent(new URL(href).pathname);
}

export function pathToFileURL(path: string): URL {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return new URL(`file://${absolute.split('/').map(encodeURIComponent).join('/')}`);
}

const nodeUrl = { fileURLToPath, pathToFileURL, URL, URLSearchParams };

/** Shim modules for the registry (learnerModule.ts's createShimUrls), by specifier. */
export function nodeShims(process: SandboxProcess): ModuleRegistry {
  // The process object itself: its default export is then the live global, named ones its parts.
  const nodeProcess = process as unknown as Record<string, unknown>;
  return { 'node:url': nodeUrl, url: nodeUrl, 'node:process': nodeProcess, process: nodeProcess };
}
