import { useMemo, type ReactNode } from 'react';
import './RequestsScript.css';
import { useAppState } from '../../../state/AppServices.tsx';
import type { ConsoleMode, RequestLanguage } from '../../../state/consoleSlice.ts';
import { CopyButton } from '../../../ui/CopyButton.tsx';
import { consoleModeFor } from './requestLanguages.ts';
import type { ScriptStep } from './scriptSteps.ts';
import { useScriptCode } from './useRequestCode.ts';

const NOTES: Record<Exclude<RequestLanguage, 'json'>, ReactNode> = {
  cli: (
    <>
      A bash script. Against <code>npm run serve</code>, add <code>--endpoint-url http://localhost:8000</code>{' '}
      to each command, or set <code>AWS_ENDPOINT_URL=http://localhost:8000</code> first. Binary values need
      the AWS CLI v2.
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

interface RequestsScriptProps {
  steps: readonly ScriptStep[];
  /** The script's name, for its heading and the code's label: "the solution", "this run". */
  of: string;
  /** Puts the script in the Console's editor, where its mode runs it. */
  open?: { label: string; run(mode: ConsoleMode, text: string): void };
}

/**
 * Several requests as one script in the chosen language (the Console's choice, shared), to copy or
 * to run in the Console in one go: one client per Region, a wait after each table change (DynamoDB does that
 * work after answering), what a batch leaves unprocessed sent again, and a request that failed
 * (or is meant to) caught so the script goes on. Nothing for a single request; for JSON, a pointer
 * to the other languages.
 */
export function RequestsScript({ steps, of, open }: RequestsScriptProps) {
  const language = useAppState((state) => state.requestLanguage);
  const scriptFor = useScriptCode(language);
  const script = useMemo(() => (steps.length < 2 ? undefined : scriptFor?.(steps)), [scriptFor, steps]);
  if (steps.length < 2) return null;
  if (language === 'json')
    return (
      <p className="requests-script__note">
        Pick a language other than JSON to see all {steps.length} requests of {of} as one script.
      </p>
    );
  const mode = consoleModeFor(language, steps[0].operation);
  const consoleText = script?.ok ? script.consoleText : undefined;
  return (
    <details className="requests-script">
      <summary>
        All {steps.length} requests of {of} as one script
      </summary>
      {!script ? (
        <p className="requests-script__note">Writing the code…</p>
      ) : script.ok ? (
        <>
          <div className="requests-script__bar">
            <CopyButton text={script.text} />
            {open && consoleText !== undefined && mode && (
              <button type="button" className="button" onClick={() => open.run(mode, consoleText)}>
                {open.label}
              </button>
            )}
          </div>
          <pre tabIndex={0} aria-label={`The requests of ${of} as one script`}>
            <code>{script.text}</code>
          </pre>
          <p className="requests-script__note">
            {NOTES[language]}
            {language === 'cli' && consoleText === undefined && (
              <>
                {' '}
                The Console’s CLI mode stops at a command that fails and runs no shell loops: there, run the
                requests one by one.
              </>
            )}
            {language === 'cli' && consoleText !== undefined && consoleText !== script.text && (
              <>
                {' '}
                The Console’s CLI mode runs no shell loops: opened there, a batch is sent once and what it
                leaves unprocessed is shown, not sent again.
              </>
            )}
          </p>
        </>
      ) : (
        <p className="requests-script__note">{script.reason}</p>
      )}
    </details>
  );
}
