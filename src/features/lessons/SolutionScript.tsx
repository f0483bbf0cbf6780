import type { ReactNode } from 'react';
import type { ConsoleMode, RequestLanguage } from '../../state/consoleSlice.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { consoleModeFor } from '../console/asCode/requestLanguages.ts';
import { useScriptCode } from '../console/asCode/useRequestCode.ts';
import type { ScriptStep } from '../console/asCode/scriptSteps.ts';
import type { LessonCall } from './lessonTypes.ts';

const NOTES: Record<Exclude<RequestLanguage, 'json'>, ReactNode> = {
  cli: (
    <>
      A bash script. Against <code>npm run serve</code>, add <code>--endpoint-url http://localhost:8000</code>{' '}
      to each command, or set <code>AWS_ENDPOINT_URL=http://localhost:8000</code> first.
    </>
  ),
  javascript: (
    <>
      An ES module (top-level <code>await</code>). Against <code>npm run serve</code>, give the client{' '}
      <code>endpoint: 'http://localhost:8000'</code>.
    </>
  ),
  document: (
    <>
      Item requests through the document client; the rest through the DynamoDBClient it is made from. Against{' '}
      <code>npm run serve</code>, give that client <code>endpoint: 'http://localhost:8000'</code>.
    </>
  ),
  python: (
    <>
      Against <code>npm run serve</code>, make the client with{' '}
      <code>endpoint_url="http://localhost:8000"</code>.
    </>
  ),
  table: (
    <>
      Item requests through a <code>Table</code>; the rest through the resource’s client. Against{' '}
      <code>npm run serve</code>, make the resource with <code>endpoint_url="http://localhost:8000"</code>.
    </>
  ),
};

/**
 * A solution's requests as one script to copy, or to run in the Console in one go: one client, a
 * wait after each table change (DynamoDB does that work after answering), and a request meant to
 * fail caught so the script goes on.
 */
export function SolutionScript(props: {
  calls: readonly LessonCall[];
  language: RequestLanguage;
  open: (mode: ConsoleMode, text: string) => void;
}) {
  const { calls, language, open } = props;
  const scriptFor = useScriptCode(language);
  if (language === 'json' || calls.length < 2) return null;
  const steps: ScriptStep[] = calls.map((call) => ({
    operation: call.operation,
    request: call.body,
    expectError: call.expectError,
  }));
  const script = scriptFor?.(steps);
  const mode = consoleModeFor(language, calls[0].operation);
  return (
    <details className="exercise__script">
      <summary>All {calls.length} requests as one script</summary>
      {!script ? (
        <p className="exercise__script-note">Writing the code…</p>
      ) : script.ok ? (
        <>
          <div className="exercise__script-bar">
            <CopyButton text={script.text} />
            {script.runsInConsole && mode && (
              <button type="button" className="button" onClick={() => open(mode, script.text)}>
                Open the script in Console
              </button>
            )}
          </div>
          <pre tabIndex={0} aria-label="The solution as one script">
            <code>{script.text}</code>
          </pre>
          <p className="exercise__script-note">
            {NOTES[language]}
            {language === 'cli' && !script.runsInConsole && (
              <>
                {' '}
                The Console’s CLI mode stops at a command that fails and runs no shell loops: there, open the
                requests one by one.
              </>
            )}
          </p>
        </>
      ) : (
        <p className="exercise__script-note">{script.reason}</p>
      )}
    </details>
  );
}
