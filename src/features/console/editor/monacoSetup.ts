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
import {
  IGNORED_DIAGNOSTICS,
  JAVASCRIPT_COMPILER_OPTIONS,
  SANDBOX_GLOBALS,
  SANDBOX_GLOBALS_PATH,
  withSandboxGlobals,
} from './javascriptLanguage.ts';
import { registerPartiQL } from './partiqlLanguage.ts';

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

const javascript = typescript.javascriptDefaults;
javascript.setCompilerOptions(JAVASCRIPT_COMPILER_OPTIONS);
javascript.setDiagnosticsOptions({
  noSemanticValidation: false,
  noSyntaxValidation: false,
  diagnosticCodesToIgnore: IGNORED_DIAGNOSTICS,
});
javascript.addExtraLib(SANDBOX_GLOBALS, SANDBOX_GLOBALS_PATH);

let sdkTypes: Promise<void> | undefined;

/**
 * The AWS SDK's type declarations for completion and hover docs in JavaScript mode (~250 KB gzipped,
 * bundled by build/awsSdkTypes.ts): fetched the first time a JavaScript editor opens, never before.
 */
export function loadSdkTypes(): Promise<void> {
  sdkTypes ??= import('virtual:aws-sdk-types').then(({ default: libs }) => {
    javascript.setExtraLibs(withSandboxGlobals(libs).map(([filePath, content]) => ({ filePath, content })));
  });
  return sdkTypes;
}

export { json, monaco, typescript };
