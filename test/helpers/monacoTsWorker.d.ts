/** The part of Monaco's TypeScript worker (it ships no typings for it) that editorLanguageService.ts drives. */
declare module 'monaco-editor/languages/features/typescript/tsWorker.js' {
  import type { CompletionInfo, Diagnostic, LanguageService, QuickInfo } from 'typescript';

  /** A Monaco model as the worker sees it (its mirror in the worker thread). */
  export interface MirrorModel {
    uri: { path: string; toString(): string };
    version: number;
    getValue(): string;
  }

  export class TypeScriptWorker {
    constructor(
      ctx: { getMirrorModels(): MirrorModel[] },
      createData: {
        compilerOptions: object;
        extraLibs: Record<string, { content: string; version: number }>;
      },
    );
    getLanguageService(): LanguageService;
    getSyntacticDiagnostics(fileName: string): Promise<Diagnostic[]>;
    getSemanticDiagnostics(fileName: string): Promise<Diagnostic[]>;
    getSuggestionDiagnostics(fileName: string): Promise<Diagnostic[]>;
    getCompletionsAtPosition(fileName: string, position: number): Promise<CompletionInfo | undefined>;
    getQuickInfoAtPosition(fileName: string, position: number): Promise<QuickInfo | undefined>;
  }
}

/** The TypeScript Monaco bundles; only its phase timers (internal to TypeScript) are used. */
declare module 'monaco-editor/languages/features/typescript/lib/typescriptServices.js' {
  export const typescript: {
    version: string;
    performance: {
      enable(): void;
      forEachMeasure(callback: (name: string, duration: number) => void): void;
    };
  };
}
