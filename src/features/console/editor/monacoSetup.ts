/**
 * Monaco, bundled and configured once: loaded only when an editor is first shown (it is ~1 MB
 * gzipped), never from a CDN — @monaco-editor/react is pointed at this bundled copy — with its
 * language workers built by Vite from monaco-editor's own entry points. Only what the console uses
 * is loaded: the editor core and its contributions, JSON, JavaScript (TypeScript's language
 * service), shell for the CLI mode and a PartiQL tokenizer of our own — not Monaco's ~80 languages.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/features/register.all';
import 'monaco-editor/editor/browser/coreCommands';
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/editor/contrib/gotoError/browser/markerSelectionStatus';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/definitions/shell/register';
import * as json from 'monaco-editor/languages/features/json/register';
import * as typescript from 'monaco-editor/languages/features/typescript/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import TsWorker from 'monaco-editor/languages/features/typescript/ts.worker?worker';
import { registerPartiQL } from './partiqlLanguage.ts';

/** TypeScript's ModuleDetectionKind.Force, which Monaco's enum copy lacks. */
const MODULE_DETECTION_FORCE = 3;

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'json') return new JsonWorker();
    if (label === 'typescript' || label === 'javascript') return new TsWorker();
    // Every other label still needs a worker, or its language features break.
    return new EditorWorker();
  },
};

loader.config({ monaco });
registerPartiQL(monaco);

/**
 * What learner code can use without importing: the sandbox worker defines these globals, and the
 * bit of Node that AWS's sample scripts start with (worker/sandbox/nodeShims.ts).
 */
const SANDBOX_GLOBALS = `
/** A DynamoDBClient (@aws-sdk/client-dynamodb) connected to the sandbox engine. */
declare const client: import('@aws-sdk/client-dynamodb').DynamoDBClient;
/** A DynamoDBDocumentClient (@aws-sdk/lib-dynamodb): plain JavaScript values instead of {S: …}. */
declare const doc: import('@aws-sdk/lib-dynamodb').DynamoDBDocumentClient;
/** Just enough of Node's process: argv[1] is this module's URL; exit() ends the run. */
declare const process: {
  argv: string[];
  env: Record<string, string | undefined>;
  exitCode: number | undefined;
  platform: string;
  exit(code?: number): never;
};
declare module 'node:url' {
  export function fileURLToPath(url: string | URL): string;
  export function pathToFileURL(path: string): URL;
  export { URL, URLSearchParams };
}
declare module 'url' {
  export * from 'node:url';
}
declare module 'node:process' {
  const processModule: typeof process;
  export default processModule;
  export const argv: string[];
  export const env: Record<string, string | undefined>;
}
declare module 'process' {
  export * from 'node:process';
  export { default } from 'node:process';
}
`;

/**
 * Type errors learner JavaScript cannot avoid: TypeScript infers a variable's type from its first
 * value and then refuses another shape (`let pending = { products: […] }`, later `{}`), which
 * JavaScript allows; and its "a better type may be inferred" hints. What stays is what a learner
 * gets wrong with the SDK: a value of the wrong shape for a command ({ PK: 'a' } where the client
 * wants { PK: { S: 'a' } }), an unknown parameter (TableNmae), a misspelt name.
 */
const IGNORED_DIAGNOSTICS = [
  2322, 2739, 2740, 2741, 7043, 7044, 7045, 7046, 7047, 7048, 7049, 7050, 80001, 80004, 80005, 80006, 80007,
];

const javascript = typescript.javascriptDefaults;
javascript.setCompilerOptions({
  target: typescript.ScriptTarget.ES2020,
  module: typescript.ModuleKind.ESNext,
  moduleResolution: typescript.ModuleResolutionKind.NodeJs,
  allowJs: true,
  // Type-checked as the SDK declares its commands: the wrong client's value shapes are marked.
  checkJs: true,
  allowNonTsExtensions: true,
  // Every editor text is a module, as the sandbox runs it: top-level await is allowed without imports.
  moduleDetection: MODULE_DETECTION_FORCE,
});
javascript.setDiagnosticsOptions({
  noSemanticValidation: false,
  noSyntaxValidation: false,
  diagnosticCodesToIgnore: IGNORED_DIAGNOSTICS,
});
javascript.addExtraLib(SANDBOX_GLOBALS, 'file:///sandbox-globals.d.ts');

let sdkTypes: Promise<void> | undefined;

/**
 * The AWS SDK's type declarations for completion and hover docs in JavaScript mode (~250 KB gzipped,
 * bundled by vite.config.ts): fetched the first time a JavaScript editor opens, never before.
 */
export function loadSdkTypes(): Promise<void> {
  sdkTypes ??= import('virtual:aws-sdk-types').then(({ default: libs }) => {
    javascript.setExtraLibs([
      { content: SANDBOX_GLOBALS, filePath: 'file:///sandbox-globals.d.ts' },
      ...libs.map(([filePath, content]) => ({ filePath, content })),
    ]);
  });
  return sdkTypes;
}

export { json, monaco, typescript };
