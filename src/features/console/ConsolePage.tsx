/**
 * The query console: pick a mode, write (or load an example), run with Ctrl/⌘+Enter, read the
 * result. The page wires state to the parts; running lives in run/, results in results/.
 */
import { useCallback, useMemo } from 'react';
import { useAppState, useServices } from '../../state/AppServices.tsx';
import { draftKey, PARTIQL_PARAMETERS_DRAFT } from '../../state/consoleSlice.ts';
import { ConsoleToolbar } from './ConsoleToolbar.tsx';
import { LessonReturn } from './LessonReturn.tsx';
import { CodeEditor } from './editor/CodeEditor.tsx';
import { editorMarkers } from './run/editorMarkers.ts';
import { requestTemplate } from './json/templates.ts';
import { defaultCli, defaultJavaScript, defaultPartiQL, modes } from './modes.ts';
import { usePartiQLCheck } from './partiql/usePartiQLCheck.ts';
import { PartiQLParameters } from './partiql/PartiQLParameters.tsx';
import { useCliCheck } from './cli/useCliCheck.ts';
import { ResultsPanel } from './results/ResultsPanel.tsx';
import { requestTarget } from '../../client/requestTarget.ts';
import { parseJsonObject } from '../../ui/jsonObject.ts';
import { RunHistory } from './RunHistory.tsx';
import { runConsole, stopCliRun } from './run/runConsole.ts';
import { SnippetLibrary } from './SnippetLibrary.tsx';
import './console.css';

const FILE_EXTENSIONS = { json: 'json', javascript: 'js', shell: 'sh', partiql: 'partiql' } as const;

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
  const consoleRegion = useAppState((state) => state.consoleRegion);
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
          : defaultPartiQL(table?.TableName, table?.KeySchema[0]?.AttributeName));
  // PartiQL mode's Parameters field, kept and saved like a draft.
  const parameters = drafts[PARTIQL_PARAMETERS_DRAFT] ?? '';
  const running = runs[0]?.status === 'running';
  const shownRun = runs.find((run) => run.id === shownRunId) ?? runs[0];
  const partiqlMarkers = usePartiQLCheck(text, mode === 'partiql');
  const cliMarkers = useCliCheck(text, mode === 'cli');
  const syntaxMarkers = mode === 'cli' ? cliMarkers : partiqlMarkers;

  // Keys and vector indexes come from the table the request names (the one picked in the header
  // only while it names none): a Key is checked against its own table's key schema.
  // Parsed when the text changes, not on every render (a running loop re-renders the page often).
  const named = useMemo(
    () => (mode === 'json' ? requestTarget(parseJsonObject(text)).tableName : undefined),
    [mode, text],
  );
  const keyTable = named === undefined ? table : Object.hasOwn(tables, named) ? tables[named] : undefined;

  // What the request's schema is made from: the editor makes it, in its own lazy chunk.
  const schema = useMemo(
    () =>
      mode === 'json'
        ? {
            operation: jsonOperation,
            tableNames,
            keyNames: keyTable?.KeySchema.map((element) => element.AttributeName) ?? [],
            vectorIndexNames: keyTable?.VectorIndexes?.map((index) => index.IndexName) ?? [],
            tableArns: Object.values(tables).flatMap((description) => description.TableArn ?? []),
          }
        : undefined,
    [mode, jsonOperation, tableNames, keyTable, tables],
  );

  // Completion code loads with its mode's other code, on first use.
  const complete = useMemo(() => {
    if (mode === 'cli') {
      return async (before: string) =>
        (await import('./cli/cliCompletion.ts')).cliCompletions(before, tables);
    }
    if (mode === 'partiql') {
      return async (before: string) =>
        (await import('./partiql/partiqlCompletion.ts')).partiqlCompletions(before, tables);
    }
    return undefined;
  }, [mode, tables]);

  // JSON and PartiQL requests go to the Region picked in the toolbar; the other modes name theirs.
  const region = mode === 'json' || mode === 'partiql' ? consoleRegion : undefined;
  const run = useCallback(() => {
    if (running) return;
    const operation = mode === 'json' ? jsonOperation : undefined;
    // Blank parameters are left off the run: only PartiQL mode has the field.
    const sent = mode === 'partiql' && parameters.trim() !== '' ? parameters : undefined;
    void runConsole(services, { mode, source: text, operation, region, parameters: sent });
  }, [running, services, mode, text, jsonOperation, region, parameters]);

  const markers = useMemo(
    () => editorMarkers(text, mode, shownRun, syntaxMarkers),
    [text, mode, shownRun, syntaxMarkers],
  );

  const onNextPage = useCallback(
    (operation: string, request: string, region: string | undefined) =>
      void runConsole(services, { mode: 'json', source: request, operation, region }),
    [services],
  );

  return (
    <div className="console">
      <h1 className="visually-hidden">Console</h1>
      <div className="console__work">
        <LessonReturn />
        <ConsoleToolbar
          mode={mode}
          running={running}
          onRun={run}
          onStop={() => (mode === 'cli' ? stopCliRun() : services.sandbox.stop())}
        />
        <CodeEditor
          value={text}
          language={modeInfo.language}
          path={`file:///console/${key.replace(':', '-')}.${FILE_EXTENSIONS[modeInfo.language]}`}
          schema={schema}
          markers={markers}
          onChange={(value) => setDraft(key, value)}
          onRun={run}
          label={`${modeInfo.label} editor`}
          complete={complete}
        />
        {mode === 'partiql' && (
          <PartiQLParameters
            source={text}
            value={parameters}
            onChange={(value) => setDraft(PARTIQL_PARAMETERS_DRAFT, value)}
            onRun={run}
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
