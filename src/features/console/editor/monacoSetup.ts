/**
 * Monaco, bundled and configured once: loaded only when an editor is first shown (it is ~1 MB
 * gzipped), never from a CDN — @monaco-editor/react is pointed at this bundled copy — and with
 * its language workers built by Vite from monaco-editor's own entry points.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import TsWorker from 'monaco-editor/languages/features/typescript/ts.worker?worker';

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'json') return new JsonWorker();
    if (label === 'typescript' || label === 'javascript') return new TsWorker();
    // Every other label still needs a worker, or its language features break.
    return new EditorWorker();
  },
};

loader.config({ monaco });

/** What learner code can use without importing: the sandbox worker defines these globals. */
const SANDBOX_GLOBALS = `
/** A DynamoDBClient (@aws-sdk/client-dynamodb) connected to the sandbox engine. */
declare const client: import('@aws-sdk/client-dynamodb').DynamoDBClient;
/** A DynamoDBDocumentClient (@aws-sdk/lib-dynamodb): plain JavaScript values instead of {S: …}. */
declare const doc: import('@aws-sdk/lib-dynamodb').DynamoDBDocumentClient;
`;

const javascript = monaco.typescript.javascriptDefaults;
javascript.setCompilerOptions({
  target: monaco.typescript.ScriptTarget.ES2020,
  module: monaco.typescript.ModuleKind.ESNext,
  moduleResolution: monaco.typescript.ModuleResolutionKind.NodeJs,
  allowJs: true,
  allowNonTsExtensions: true,
});
// Syntax errors are marked; type checking of learner JavaScript would mostly flag the SDK's imports.
javascript.setDiagnosticsOptions({ noSemanticValidation: true, noSyntaxValidation: false });
javascript.addExtraLib(SANDBOX_GLOBALS, 'file:///sandbox-globals.d.ts');

export { monaco };
