/**
 * The query console: pick a mode, write (or load an example), run with Ctrl/⌘+Enter, read the
 * result. The page wires state to the parts; running lives in run/, results in results/.
 */
import { useCallback, useMemo } from 'react';
import { useAppState, useServices } from '../../state/AppServices.tsx';
import { draftKey } from '../../state/consoleSlice.ts';
import { ConsoleToolbar } from './ConsoleToolbar.tsx';
import { CodeEditor, type EditorMarker } from './editor/CodeEditor.tsx';
import { requestSchema } from './json/requestSchemas.ts';
import { requestTemplate } from './json/templates.ts';
import { defaultCli, defaultJavaScript, modes } from './modes.ts';
import { ResultsPanel } from './results/ResultsPanel.tsx';
import { RunHistory } from './RunHistory.tsx';
import { errorMarker } from './run/errorMarkers.ts';
import { runConsole } from './run/runConsole.ts';
import { SnippetLibrary } from './SnippetLibrary.tsx';
import './console.css';

export default function ConsolePage() {
  const services = useServices();
  const mode = useAppState((state) => state.consoleMode);
  const jsonOperation = useAppState((state) => state.jsonOperation);
  const drafts = useAppState((state) => state.drafts);
  const setDraft = useAppState((state) => state.setDraft);
  const tables = useAppState((state) => state.tables);
  const tableNames = useAppState((state) => state.tableNames);
  const selectedTable = useAppState((state) => state.selectedTable);
  const runs = useAppState((state) => state.runs);
  const shownRunId = useAppState((state) => state.shownRunId);

  const modeInfo = modes.find((candidate) => candidate.id === mode) ?? modes[0];
  const key = draftKey(mode, jsonOperation);
  const table =
    selectedTable !== undefined && Object.hasOwn(tables, selectedTable) ? tables[selectedTable] : undefined;
  const text =
    drafts[key] ??
    (mode === 'json'
      ? requestTemplate(jsonOperation, table)
      : mode === 'javascript'
        ? defaultJavaScript
        : mode === 'cli'
          ? defaultCli
          : '');
  const running = runs[0]?.status === 'running';
  const shownRun = runs.find((run) => run.id === shownRunId) ?? runs[0];

  const schema = useMemo(
    () =>
      mode === 'json'
        ? requestSchema(jsonOperation, {
            tableNames,
            keyNames: table?.KeySchema.map((element) => element.AttributeName) ?? [],
          })
        : undefined,
    [mode, jsonOperation, tableNames, table],
  );

  const run = useCallback(() => {
    if (running || modeInfo.unavailable) return;
    void runConsole(services, { mode, source: text, operation: mode === 'json' ? jsonOperation : undefined });
  }, [running, modeInfo, services, mode, text, jsonOperation]);

  const markers = useMemo<EditorMarker[]>(() => {
    if (!shownRun || shownRun.mode !== mode || shownRun.source !== text) return [];
    const failure = shownRun.failure;
    if (failure?.position) return [{ ...failure.position, message: `${failure.name}: ${failure.message}` }];
    const failed = shownRun.calls.at(-1)?.outcome;
    if (failed && !failed.ok && (mode === 'json' || mode === 'cli')) {
      const marker = errorMarker(text, mode, failed.error.message);
      return marker ? [marker] : [];
    }
    return [];
  }, [shownRun, mode, text]);

  const onNextPage = useCallback(
    (operation: string, request: string) =>
      void runConsole(services, { mode: 'json', source: request, operation }),
    [services],
  );

  return (
    <div className="console">
      <h1 className="visually-hidden">Console</h1>
      <div className="console__work">
        <ConsoleToolbar mode={mode} running={running} onRun={run} onStop={() => services.sandbox.stop()} />
        {modeInfo.unavailable ? (
          <p className="console__unavailable" role="note">
            {modeInfo.unavailable}
          </p>
        ) : (
          <CodeEditor
            value={text}
            language={modeInfo.language}
            path={`file:///console/${key.replace(':', '-')}.${modeInfo.language === 'shell' ? 'sh' : modeInfo.language === 'json' ? 'json' : 'js'}`}
            schema={schema}
            markers={markers}
            onChange={(value) => setDraft(key, value)}
            onRun={run}
            label={`${modeInfo.label} editor`}
          />
        )}
        <ResultsPanel run={shownRun} onNextPage={onNextPage} />
      </div>
      <aside className="console__side" aria-label="Examples and history">
        <SnippetLibrary />
        <RunHistory runs={runs} shownRunId={shownRun?.id} />
      </aside>
    </div>
  );
}
