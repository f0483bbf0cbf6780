/**
 * How the console's JavaScript editor is type-checked: the compiler options and globals Monaco's
 * TypeScript worker gets (monacoSetup.ts). Kept apart from Monaco so that Node can build the same
 * language service: bench/editorTypes.ts times it, javascriptLanguage.test.ts checks what it reports.
 */
import type { CompilerOptions } from 'monaco-editor/languages/features/typescript/register';

/**
 * What learner code can use without importing: the sandbox worker defines these globals, and the
 * bit of Node that AWS's sample scripts start with (worker/sandbox/nodeShims.ts).
 */
export const SANDBOX_GLOBALS = `
/** A DynamoDB client (@aws-sdk/client-dynamodb) connected to the sandbox engine: client.send(new GetItemCommand(…)) or client.getItem(…). */
declare const client: import('@aws-sdk/client-dynamodb').DynamoDB;
/** A DynamoDBDocument (@aws-sdk/lib-dynamodb), plain JavaScript values instead of {S: …}: doc.send(new GetCommand(…)) or doc.get(…). */
declare const doc: import('@aws-sdk/lib-dynamodb').DynamoDBDocument;
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

export const SANDBOX_GLOBALS_PATH = 'file:///sandbox-globals.d.ts';

/**
 * The extra libs the editor's TypeScript program holds once the SDK's declaration files (`[path,
 * text]` pairs, virtual:aws-sdk-types) are in: the sandbox globals first, then those files.
 */
export function withSandboxGlobals(sdkFiles: readonly [string, string][]): [path: string, text: string][] {
  return [[SANDBOX_GLOBALS_PATH, SANDBOX_GLOBALS], ...sdkFiles];
}

/**
 * Type errors learner JavaScript cannot avoid: TypeScript infers a variable's type from its first
 * value and then refuses another shape (`let pending = { products: […] }`, later `{}`), which
 * JavaScript allows; and its "a better type may be inferred" hints. What stays is what a learner
 * gets wrong with the SDK: a value of the wrong shape for a command ({ PK: 'a' } where the client
 * wants { PK: { S: 'a' } }), an unknown parameter (TableNmae), a misspelt name.
 */
export const IGNORED_DIAGNOSTICS = [
  2322, 2739, 2740, 2741, 7043, 7044, 7045, 7046, 7047, 7048, 7049, 7050, 80001, 80004, 80005, 80006, 80007,
];

/** TypeScript's ModuleDetectionKind.Force, which Monaco's enum copy lacks. */
const MODULE_DETECTION_FORCE = 3;

/** TypeScript's enum values, as the worker receives them (Monaco's enums hold the same numbers). */
export const JAVASCRIPT_COMPILER_OPTIONS: CompilerOptions = {
  target: 7, // ScriptTarget.ES2020
  module: 99, // ModuleKind.ESNext
  moduleResolution: 2, // ModuleResolutionKind.NodeJs
  allowJs: true,
  // Type-checked as the SDK declares its commands: the wrong client's value shapes are marked.
  checkJs: true,
  allowNonTsExtensions: true,
  // Every editor text is a module, as the sandbox runs it: top-level await is allowed without imports.
  moduleDetection: MODULE_DETECTION_FORCE,
  // The globals learner code runs with — a Web Worker's: console, timers, URL, TextEncoder, crypto …
  // (the SDK's declarations need URL, AbortSignal, ReadableStream) — not the page's that ES2020's
  // default libs bring: document or window, which the sandbox worker lacks, are marked. lib.dom was
  // 1.9 MB of the 4.2 MB the worker parsed and bound before its first answer; lib.webworker is 0.6 MB,
  // and that answer takes 10% fewer instructions (bench/editorTypes.ts times it).
  lib: [
    'lib.es2020.d.ts',
    'lib.webworker.d.ts',
    'lib.webworker.iterable.d.ts',
    'lib.webworker.asynciterable.d.ts',
  ],
};
