/**
 * The console's editor. Monaco is loaded on demand (it must not weigh on the first paint); until it
 * arrives, a plain textarea with the same text and the same Ctrl/⌘+Enter stands in, so the console
 * is usable at once.
 */
import { lazy, Suspense, type KeyboardEvent } from 'react';

const MonacoEditor = lazy(() => import('./MonacoEditor.tsx'));

export type { EditorMarker } from './editorMarker.ts';
import type { EditorMarker } from './editorMarker.ts';
import type { EditorCompletions } from '../editorCompletion.ts';
import type { SchemaContext } from '../json/requestSchemas.ts';

export interface CodeEditorProps {
  value: string;
  language: 'json' | 'javascript' | 'shell' | 'partiql';
  /** Model path: one model per draft keeps undo history and schema per draft. */
  path: string;
  /**
   * JSON mode: the operation and the tables its request schema is made from. The schema itself is
   * made with Monaco, which alone uses it: its code stays out of the console's first chunk.
   */
  schema?: { operation: string } & SchemaContext;
  markers: EditorMarker[];
  onChange(text: string): void;
  onRun(): void;
  /** Accessible name of the editor. */
  label: string;
  /** Completion of the editor's language by the console itself (the AWS CLI mode's commands and options). */
  complete?: (textBeforeCursor: string) => Promise<EditorCompletions>;
}

/** Monaco's own shortcut that makes Tab move the focus instead of indenting (toggleTabFocusMode). */
const TAB_FOCUS_KEYS = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform) ? '⌃⇧M' : 'Ctrl+M';

export function CodeEditor(props: CodeEditorProps) {
  return (
    <>
      <div className="editor">
        <Suspense fallback={<FallbackEditor {...props} />}>
          <MonacoEditor {...props} />
        </Suspense>
      </div>
      {/* In the editor Tab indents; without this a keyboard user would not know the way out. */}
      <p className="editor__keys">
        Tab indents. To leave the editor with the keyboard, press <kbd>{TAB_FOCUS_KEYS}</kbd>, then Tab.
      </p>
    </>
  );
}

function FallbackEditor({ value, onChange, onRun, label }: CodeEditorProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onRun();
    }
  };
  return (
    <textarea
      className="editor__fallback"
      aria-label={label}
      value={value}
      spellCheck={false}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}
