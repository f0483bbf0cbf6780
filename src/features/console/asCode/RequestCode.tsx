/**
 * A request as its wire JSON, or as the AWS CLI command, JavaScript or Python that sends the same
 * request — to copy into a script, or to open in the Console's own JavaScript or CLI mode. The
 * Console's Request tab shows it, and so does the Explorer's create-table form.
 */
import type { ReactNode } from 'react';
import './RequestCode.css';
import { useAppState } from '../../../state/AppServices.tsx';
import type { ConsoleMode, RequestLanguage } from '../../../state/consoleSlice.ts';
import { CopyButton } from '../../../ui/CopyButton.tsx';
import { RadioChoice } from '../../../ui/RadioChoice.tsx';
import { useOpenDraft } from '../useOpenDraft.ts';
import { consoleModeFor, REQUEST_LANGUAGES } from './requestLanguages.ts';
import { useRequestCode } from './useRequestCode.ts';

const NOTES: Record<RequestLanguage, ReactNode> = {
  json: 'The request body as the engine received it: DynamoDB’s JSON wire format.',
  cli: (
    <>
      As AWS’s docs write CLI commands (binary values in base64 with <code>--cli-binary-format base64</code>,
      which only the CLI v2 knows: the v1 cannot send binary values from JSON). A Query or Scan without{' '}
      <code>--limit</code> makes the CLI fetch every page, not just this one. Against{' '}
      <code>npm run serve</code>, add <code>--endpoint-url http://localhost:8000</code>.
    </>
  ),
  javascript: (
    <>
      AWS SDK for JavaScript v3. It runs as it stands in the Console; in a project, against{' '}
      <code>npm run serve</code>, give the client <code>endpoint: 'http://localhost:8000'</code>.
    </>
  ),
  document: (
    <>
      The document client of the AWS SDK for JavaScript v3 (<code>@aws-sdk/lib-dynamodb</code>): plain
      JavaScript values where the wire has attribute values. It runs as it stands in the Console.
    </>
  ),
  table: (
    <>
      boto3’s resource interface: a <code>Table</code> and plain Python values (numbers as{' '}
      <code>Decimal</code>); what a Table has no method for goes through the resource’s client,{' '}
      <code>dynamodb.meta.client</code>, which takes plain values too. Against <code>npm run serve</code>,
      make the resource with <code>endpoint_url="http://localhost:8000"</code>.
    </>
  ),
  python: (
    <>
      boto3. Against <code>npm run serve</code>, make the client with{' '}
      <code>endpoint_url="http://localhost:8000"</code>.
    </>
  ),
};

interface RequestCodeProps {
  operation: string;
  /** The request body, JSON text. */
  request: string;
  /** The Region the request was signed for, when not the home Region: the code names it. */
  region?: string;
  /** Offer the choice of language (false for a second request under the same choice). */
  picker?: boolean;
  /** Outside the Console: the button goes there once the code is in its editor. */
  fromOutside?: boolean;
}

export function RequestCode({
  operation,
  request,
  region,
  picker = true,
  fromOutside = false,
}: RequestCodeProps) {
  const language = useAppState((state) => state.requestLanguage);
  const setLanguage = useAppState((state) => state.setRequestLanguage);
  const codeFor = useRequestCode(language);
  const code = codeFor?.(operation, request, region);
  const opensAs = consoleModeFor(language, operation);
  return (
    <div className="request-code">
      <div className="request-code__bar">
        {picker && (
          <RadioChoice
            label="Show the request as"
            options={REQUEST_LANGUAGES}
            value={language}
            onChange={setLanguage}
          />
        )}
        {code?.ok && <CopyButton text={code.text} />}
        {code?.ok && opensAs && (
          <OpenInConsole mode={opensAs} operation={operation} text={code.text} fromOutside={fromOutside} />
        )}
      </div>
      {!code ? (
        <p className="request-code__note">Writing the code…</p>
      ) : code.ok ? (
        <>
          <pre className="json-block" aria-label={`${operation} as ${labelOf(language)}`}>
            {code.text}
          </pre>
          <p className="request-code__note">{NOTES[language]}</p>
        </>
      ) : (
        <p className="request-code__note">{code.reason}</p>
      )}
    </div>
  );
}

const labelOf = (language: RequestLanguage) =>
  REQUEST_LANGUAGES.find((candidate) => candidate.value === language)!.label;

function OpenInConsole(props: { mode: ConsoleMode; operation: string; text: string; fromOutside: boolean }) {
  const openDraft = useOpenDraft();
  const open = () => {
    openDraft(props.mode, props.operation, props.text);
    if (props.fromOutside) window.location.hash = '#/console';
  };
  return (
    <button type="button" className="button" onClick={open}>
      {props.fromOutside ? 'Open in Console' : 'Open in the editor'}
    </button>
  );
}
