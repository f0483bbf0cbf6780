/**
 * The result of the shown run: its status, for an AWS CLI run what the CLI prints, the requests it
 * made (a JavaScript or CLI run can make several; the last is shown first), and for the picked
 * request its items, raw JSON, the request that was sent (or code that sends it) and how it was
 * served — or the error, with DynamoDB's type and message.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import type { CallRecord, ConsoleMode, RunRecord } from '../../../state/consoleSlice.ts';
import { useAppState } from '../../../state/AppServices.tsx';
import { nextPageRequest } from '../run/nextPage.ts';
import { CallList } from './CallList.tsx';
import { ConsoleOutput } from './ConsoleOutput.tsx';
import { FailureBox, WireErrorBox } from './ErrorBox.tsx';
import { errorHint, failureHint } from './errorHints.ts';
import { doubleQuotedValueNote } from './quotingHints.ts';
import { noItemNote } from './noItemNote.ts';
import { moveWithArrows } from '../../../ui/arrowKeys.ts';
import { emptyItemsText, itemsOf, keyNamesFor, scoresOf } from './itemColumns.ts';
import { requestTarget } from '../../../client/requestTarget.ts';
import { ReplySummary } from './ReplySummary.tsx';
import { parseJsonObject } from '../../../ui/jsonObject.ts';
import { withoutStatusPolls, type ScriptStep } from '../asCode/scriptSteps.ts';
import { useOpenDraft } from '../useOpenDraft.ts';
import { errorName } from '../../../client/engineClient.ts';
import { waiterPollsText } from '../run/waiterPolls.ts';
import './results.css';

// The tabs' views load when one is first shown: the console's first load has no result to show.
const ItemsTable = lazy(() => import('./ItemsTable.tsx').then((module) => ({ default: module.ItemsTable })));
const ServedPanel = lazy(() =>
  import('./ServedPanel.tsx').then((module) => ({ default: module.ServedPanel })),
);
const RequestCode = lazy(() =>
  import('../asCode/RequestCode.tsx').then((module) => ({ default: module.RequestCode })),
);
const RequestsScript = lazy(() =>
  import('../asCode/RequestsScript.tsx').then((module) => ({ default: module.RequestsScript })),
);

type Tab = 'items' | 'response' | 'request' | 'served';

interface ResultsPanelProps {
  run: RunRecord | undefined;
  /** `region`: the Region the paged request went to (unset: the home Region). */
  onNextPage(operation: string, request: string, region: string | undefined): void;
}

export function ResultsPanel({ run, onNextPage }: ResultsPanelProps) {
  const [picked, setPicked] = useState<{ runId: number; index: number }>();
  if (!run) return <p className="results__empty">Run a request (Ctrl/⌘+Enter) to see its result here.</p>;
  // Until a request is picked the latest is shown, and followed as the run makes more.
  const following = picked?.runId !== run.id;
  const index = following ? run.calls.length - 1 : picked.index;
  const call = run.calls[index];
  const output = <ConsoleOutput lines={run.console} running={run.status === 'running'} />;
  // An AWS CLI run is read by what the CLI prints, first; its requests are the detail below. A
  // JavaScript run prints with console.log, after its requests; the other modes print nothing.
  const cliRun = run.mode === 'cli';
  return (
    <div className="results">
      <RunStatusLine run={run} />
      {cliRun && output}
      {run.failure && (
        <FailureBox
          name={run.failure.name}
          message={run.failure.message}
          line={run.failure.position?.line}
          hint={failureHint(run.failure.message)}
        />
      )}
      {run.calls.length > 1 && (
        <CallList
          calls={run.calls}
          picked={index}
          onPick={(next) => setPicked({ runId: run.id, index: next })}
        />
      )}
      {call && (
        <CallResult
          // Following, one result shows each new request in turn: remounted on every store update (20
          // a second while a loop runs), it lost the tab picked and rebuilt its whole tree each time.
          key={following ? `${run.id}/latest` : `${run.id}/${index}`}
          call={call}
          mode={run.mode}
          runCalls={run.calls}
          onNextPage={onNextPage}
        />
      )}
      {!cliRun && (run.mode === 'javascript' || run.console.length > 0) && output}
    </div>
  );
}

function RunStatusLine({ run }: { run: RunRecord }) {
  const label = { running: 'Running…', ok: 'Succeeded', error: 'Failed', stopped: 'Stopped' }[run.status];
  const paused = useAppState((state) => state.clock?.Paused === true);
  return (
    <>
      <RunStatusText run={run} label={label} />
      {run.status === 'running' && paused && (
        <p className="run-status__note" role="note">
          The virtual clock is paused. A transaction in flight, or a table being created, waits for simulated
          time: resume the clock, or Step it.
        </p>
      )}
    </>
  );
}

function RunStatusText({ run, label }: { run: RunRecord; label: string }) {
  return (
    <p className={`run-status run-status--${run.status}`} role="status">
      <strong>{label}</strong>
      {run.durationMs !== undefined && <> in {run.durationMs} ms</>}
      {run.requestCount > 0 && (
        <>
          {' '}
          · {run.requestCount.toLocaleString('en-US')} {run.requestCount === 1 ? 'request' : 'requests'}
        </>
      )}
    </p>
  );
}

/** A script of more requests than this would be a log, not something to read or run again. */
const SCRIPT_MOST_REQUESTS = 100;

/**
 * The run's requests as script steps — a failed one as meant to fail, so the script shows what
 * happened and goes on, and a waiter's status polls left to the script's own wait; none when the
 * run made too many, or sent a body that is not an object.
 */
function scriptSteps(calls: readonly CallRecord[]): ScriptStep[] | undefined {
  if (calls.length > SCRIPT_MOST_REQUESTS) return undefined;
  const steps: ScriptStep[] = [];
  for (const call of calls) {
    const request = parseJsonObject(call.request);
    if (!request) return undefined;
    const expectError = call.outcome.ok ? undefined : errorName(call.outcome.error.__type);
    steps.push({ operation: call.operation, request, expectError, region: call.region });
  }
  return withoutStatusPolls(steps);
}

/** The run's requests as one script: read from the run only while the Request tab shows it. */
function RunScript({ calls, operation }: { calls: readonly CallRecord[]; operation: string }) {
  const openDraft = useOpenDraft();
  const steps = useMemo(() => scriptSteps(calls), [calls]);
  if (!steps) return null;
  return (
    <RequestsScript
      steps={steps}
      of="this run"
      open={{ label: 'Open the script in the editor', run: (mode, text) => openDraft(mode, operation, text) }}
    />
  );
}

function CallResult({
  call,
  mode,
  runCalls,
  onNextPage,
}: {
  call: CallRecord;
  /** The mode of the run: a hint shows a fix in its form. */
  mode: ConsoleMode;
  /** Every request of the run, for the script of them all on the Request tab. */
  runCalls: readonly CallRecord[];
  onNextPage: ResultsPanelProps['onNextPage'];
}) {
  const tables = useAppState((state) => state.tables);
  const tableNames = useAppState((state) => state.tableNames);
  const clockPaused = useAppState((state) => state.clock?.Paused === true);
  const reply = call.outcome.ok ? call.outcome.value.reply : undefined;
  // Once per reply: a search's items are a list made here, which would otherwise change every render.
  const items = useMemo(() => reply && itemsOf(reply), [reply]);
  const scores = useMemo(() => reply && scoresOf(reply), [reply]);
  const [pickedTab, setTab] = useState<Tab>();
  const request = useMemo(() => parseJsonObject(call.request), [call.request]);
  const { tableName, indexName } = requestTarget(request);
  const keyNames = keyNamesFor(
    tableName !== undefined && Object.hasOwn(tables, tableName) ? tables[tableName] : undefined,
    indexName,
  );
  const next = nextPageRequest(call);
  const tabs: [Tab, string][] = [
    // A search's items come with their scores: its results, not a table's items.
    ...(items ? ([['items', `${scores ? 'Results' : 'Items'} (${items.length})`]] as [Tab, string][]) : []),
    ['response', call.outcome.ok ? 'Response JSON' : 'Error JSON'],
    ['request', 'Request'],
    ...(call.outcome.ok ? ([['served', 'How it was served']] as [Tab, string][]) : []),
  ];
  // The tab picked while following a run's latest request, where this request has it; else the first.
  const tab = tabs.find(([id]) => id === pickedTab)?.[0] ?? tabs[0][0];
  return (
    <section className="call" aria-label={`${call.operation} result`}>
      <h3 className="call__title">{call.operation}</h3>
      {call.waiterPolls && (
        <p className="run-status__note">
          {waiterPollsText(call.operation, call.waiterPolls)} Shown here: the last reply.
        </p>
      )}
      {call.outcome.ok ? (
        <>
          <ReplySummary
            reply={call.outcome.value.reply}
            trace={call.outcome.value.trace}
            onNextPage={next ? () => onNextPage(call.operation, next, call.region) : undefined}
          />
          <ReplyNote note={doubleQuotedValueNote(call.operation, request, call.outcome.value.reply)} />
          <ReplyNote note={noItemNote(call.operation, call.outcome.value.reply)} />
        </>
      ) : (
        <WireErrorBox
          error={call.outcome.error}
          expected={call.expectedError}
          hint={
            call.expectedError
              ? undefined
              : errorHint(call.outcome.error, {
                  operation: call.operation,
                  request: call.request,
                  region: call.region,
                  tables,
                  tableNames,
                  clockPaused,
                  mode,
                })
          }
        />
      )}
      <div className="tabs" role="tablist" aria-label="Result views" onKeyDown={moveWithArrows}>
        {tabs.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            tabIndex={tab === id ? 0 : -1}
            className="tabs__tab"
            onClick={() => setTab(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="tabs__panel" role="tabpanel">
        <Suspense fallback={<p className="results__empty">Loading…</p>}>
          {tab === 'items' && items && (
            <ItemsTable
              // An item opened, or the table scrolled, belongs to the request shown.
              key={call.number}
              items={items}
              keyNames={keyNames}
              scores={scores}
              emptyText={emptyItemsText(call.operation, request)}
            />
          )}
          {tab === 'response' && (
            <pre className="json-block">
              {pretty(call.outcome.ok ? call.outcome.value.raw : call.outcome.error.body)}
            </pre>
          )}
          {tab === 'request' && (
            <>
              <RequestCode operation={call.operation} request={call.request} region={call.region} />
              <RunScript calls={runCalls} operation={call.operation} />
            </>
          )}
          {tab === 'served' && call.outcome.ok && <ServedPanel value={call.outcome.value} />}
        </Suspense>
      </div>
    </section>
  );
}

/** A note under a reply: what it means, or a likely slip in the request. */
function ReplyNote({ note }: { note: string | undefined }) {
  if (note === undefined) return null;
  return (
    <p className="run-status__note" role="note">
      {note}
    </p>
  );
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
