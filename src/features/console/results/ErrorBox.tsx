/**
 * An error the way DynamoDB (or the CLI, or the learner's code) reported it: the type first, then
 * the message, then any extra fields of the error body (CancellationReasons, Item …).
 */
import { errorName, type WireError } from '../../../client/engineClient.ts';

export function WireErrorBox({
  error,
  hint,
  expected,
}: {
  error: WireError;
  /** The sandbox's word on it. */ hint?: string;
  /** Why this error was the outcome wanted: shown calmly, not as an alert. */ expected?: string;
}) {
  const extra = extraFields(error.body);
  return (
    <div
      className={expected ? 'error-box error-box--expected' : 'error-box'}
      role={expected ? undefined : 'alert'}
    >
      {expected && <p className="error-box__expected">{expected}</p>}
      <p className="error-box__type">{errorName(error.__type) || 'Error'}</p>
      {error.message ? (
        <p className="error-box__message">{error.message}</p>
      ) : (
        <p className="error-box__message">(no message)</p>
      )}
      <p className="error-box__wire">
        <code>{error.__type}</code>
        {error.status > 0 && <> · HTTP {error.status}</>}
      </p>
      {extra && <pre className="json-block">{extra}</pre>}
      {hint && <p className="error-box__hint">{hint}</p>}
    </div>
  );
}

/**
 * A run that failed outside a request. A message's first line is prose; what follows is shown as
 * written, in monospace, so the AWS CLI's caret under a shorthand mistake lines up with the input.
 */
export function FailureBox({
  name,
  message,
  line,
  hint,
}: {
  name: string;
  message: string;
  line?: number;
  /** The sandbox's word on it. */ hint?: string;
}) {
  const [summary, ...detail] = message.split('\n');
  return (
    <div className="error-box" role="alert">
      <p className="error-box__type">{name}</p>
      <p className="error-box__message">{summary}</p>
      {detail.length > 0 && <pre className="error-box__detail">{detail.join('\n')}</pre>}
      {line !== undefined && <p className="error-box__wire">at line {line}</p>}
      {hint && <p className="error-box__hint">{hint}</p>}
    </div>
  );
}

function extraFields(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const rest = Object.fromEntries(
      Object.entries(parsed).filter(([key]) => key !== '__type' && key !== 'message' && key !== 'Message'),
    );
    return Object.keys(rest).length > 0 ? JSON.stringify(rest, null, 2) : undefined;
  } catch {
    return undefined;
  }
}
