/**
 * The console's JavaScript editor's language service, in Node: Monaco's own TypeScript worker — the
 * TypeScript monaco-editor bundles (5.9, where node_modules/typescript is 6.0), its lib files and its
 * language-service host — given what monacoSetup.ts gives it: the compiler options, the sandbox
 * globals and the AWS SDK's declaration files as `virtual:aws-sdk-types` bundles them.
 */
import type { Diagnostic } from 'typescript';
import { TypeScriptWorker } from 'monaco-editor/languages/features/typescript/tsWorker.js';
import { LEARNER_PACKAGES, sdkDeclarationFiles } from '../../build/awsSdkTypes.ts';
import {
  IGNORED_DIAGNOSTICS,
  JAVASCRIPT_COMPILER_OPTIONS,
  withSandboxGlobals,
} from '../../src/features/console/editor/javascriptLanguage.ts';

/** The extra libs loadSdkTypes sets: the sandbox globals, then the SDK's declaration files. */
export function editorExtraLibs(): [path: string, text: string][] {
  return withSandboxGlobals(sdkDeclarationFiles(LEARNER_PACKAGES));
}

/** A worker holding one model per `file:///…` path, as the console's editors lay them out. */
export function editorWorker(
  models: Record<string, string>,
  extraLibs = editorExtraLibs(),
): TypeScriptWorker {
  const mirrors = Object.entries(models).map(([path, text]) => ({
    uri: { path: new URL(path).pathname, toString: () => path },
    version: 1,
    getValue: () => text,
  }));
  return new TypeScriptWorker(
    { getMirrorModels: () => mirrors },
    {
      compilerOptions: JAVASCRIPT_COMPILER_OPTIONS,
      extraLibs: Object.fromEntries(extraLibs.map(([path, content]) => [path, { content, version: 1 }])),
    },
  );
}

/** What the editor marks in a model: Monaco's three kinds of diagnostics less the ignored codes. */
export async function editorMarks(worker: TypeScriptWorker, path: string): Promise<Diagnostic[]> {
  const diagnostics = await Promise.all([
    worker.getSyntacticDiagnostics(path),
    worker.getSemanticDiagnostics(path),
    worker.getSuggestionDiagnostics(path),
  ]);
  return diagnostics.flat().filter((diagnostic) => !IGNORED_DIAGNOSTICS.includes(diagnostic.code));
}

/** TypeScript's DiagnosticCategory.Error. */
const ERROR = 1;

/** The editor's error marks in a model whose text is `text`: each one's line, code and message. */
export async function editorErrors(worker: TypeScriptWorker, path: string, text: string) {
  return (await editorMarks(worker, path))
    .filter((diagnostic) => diagnostic.category === ERROR)
    .map(({ start, code, messageText }) => ({
      line: text.slice(0, start).split('\n').length,
      code,
      message: typeof messageText === 'string' ? messageText : messageText.messageText,
    }));
}
