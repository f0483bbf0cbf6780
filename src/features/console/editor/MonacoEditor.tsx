/**
 * The console's code editor (Monaco). Lazily loaded by CodeEditor.tsx; everything Monaco-specific
 * stays in this chunk. Ctrl/⌘+Enter runs; JSON requests are checked against the operation's schema.
 */
import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useMemo, useRef } from 'react';
import { json, loadSdkTypes, monaco } from './monacoSetup.ts';
import type { CodeEditorProps } from './CodeEditor.tsx';
import type { EditorCompletions } from '../editorCompletion.ts';
import { requestSchema } from '../json/requestSchemas.ts';
import { useDarkScheme } from '../../../ui/useDarkScheme.ts';

type StandaloneEditor = Parameters<OnMount>[0];

const COMPLETION_KINDS: Record<
  EditorCompletions['items'][number]['kind'],
  monaco.languages.CompletionItemKind
> = {
  service: monaco.languages.CompletionItemKind.Module,
  command: monaco.languages.CompletionItemKind.Function,
  option: monaco.languages.CompletionItemKind.Property,
  value: monaco.languages.CompletionItemKind.EnumMember,
};

export default function MonacoEditor({
  value,
  language,
  path,
  schema,
  markers,
  onChange,
  onRun,
  label,
  complete,
}: CodeEditorProps) {
  const onRunRef = useRef(onRun);
  const completeRef = useRef(complete);
  const editorRef = useRef<StandaloneEditor | null>(null);
  // The app follows the system's colour scheme (theme.css): so does the editor, also when it changes.
  const dark = useDarkScheme();
  useEffect(() => {
    onRunRef.current = onRun;
    completeRef.current = complete;
  }, [onRun, complete]);

  // Completion is registered per language, so it answers only for this editor's model.
  const completes = complete !== undefined;
  useEffect(() => {
    if (!completes) return;
    const provider = monaco.languages.registerCompletionItemProvider(language, {
      // In the AWS CLI's shorthand, `=` is followed by a value (an enum's) and `,` by the next member.
      triggerCharacters: language === 'shell' ? [' ', '-', '"', '=', ','] : [' ', '-', '"'],
      async provideCompletionItems(model, position) {
        const current = completeRef.current;
        if (!current || model !== editorRef.current?.getModel()) return { suggestions: [] };
        const { from, items } = await current(model.getValue().slice(0, model.getOffsetAt(position)));
        const start = model.getPositionAt(from);
        const range = {
          startLineNumber: start.lineNumber,
          startColumn: start.column,
          endLineNumber: position.lineNumber,
          endColumn: position.column,
        };
        return {
          suggestions: items.map((item, i) => ({
            label: item.label,
            kind: COMPLETION_KINDS[item.kind],
            detail: item.detail,
            insertText: item.snippet ?? item.label,
            insertTextRules: item.snippet
              ? monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet
              : undefined,
            range,
            command: item.suggestAfter ? { id: 'editor.action.triggerSuggest', title: 'Suggest' } : undefined,
            // The console's order (required options first), not alphabetical.
            sortText: String(i).padStart(4, '0'),
          })),
        };
      },
    });
    return () => provider.dispose();
  }, [completes, language]);

  // One schema for the model at `path`: the JSON mode's operation shape.
  const jsonSchema = useMemo(() => schema && requestSchema(schema.operation, schema), [schema]);
  useEffect(() => {
    if (language !== 'json') return;
    json.jsonDefaults.setDiagnosticsOptions({
      validate: true,
      allowComments: false,
      schemaValidation: 'warning',
      schemas: jsonSchema
        ? [{ uri: `inmemory://schemas/${encodeURIComponent(path)}`, fileMatch: [path], schema: jsonSchema }]
        : [],
    });
  }, [language, path, jsonSchema]);

  useEffect(() => {
    if (language === 'javascript') void loadSdkTypes();
  }, [language]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (!model) return;
    monaco.editor.setModelMarkers(
      model,
      'dynamo-sandbox',
      markers.map((marker) => ({
        severity: monaco.MarkerSeverity.Error,
        message: marker.message,
        startLineNumber: marker.line,
        startColumn: marker.column,
        endLineNumber: marker.endLine ?? marker.line,
        endColumn:
          marker.endColumn ??
          (marker.length
            ? marker.column + marker.length
            : model.getLineMaxColumn(Math.min(marker.line, model.getLineCount()))),
      })),
    );
  }, [markers, value]);

  const handleMount: OnMount = (editor) => {
    editorRef.current = editor;
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => onRunRef.current());
  };

  return (
    <Editor
      value={value}
      language={language}
      path={path}
      theme={dark ? 'vs-dark' : 'vs'}
      onChange={(text) => onChange(text ?? '')}
      onMount={handleMount}
      loading={<p className="editor__loading">Loading the editor…</p>}
      options={{
        ariaLabel: label,
        minimap: { enabled: false },
        fontSize: 14,
        scrollBeyondLastLine: false,
        automaticLayout: true,
        tabSize: 2,
        wordWrap: 'on',
        fixedOverflowWidgets: true,
        // The console's own suggestions only: words already in the text would crowd them out.
        wordBasedSuggestions: completes ? 'off' : 'currentDocument',
      }}
    />
  );
}
