import { useId, useState, type ReactNode } from 'react';
import { callWith, type OperationReply } from '../../client/calls.ts';
import { errorText } from '../../client/engineClient.ts';
import { useServices } from '../../state/AppServices.tsx';
import { RequestCode } from '../console/asCode/RequestCode.tsx';
import type { Built } from './tableSettings.ts';

type Outcome = { ok: true; text: string } | { ok: false; text: string };

/**
 * One setting of the table settings panel: its controls, the request they make (as JSON, CLI or
 * code, like the create-table form's), a button that sends it, and DynamoDB's answer — accepted, or
 * its error exactly as it words it. Nothing is checked here first: the point is to see what
 * DynamoDB itself allows.
 */
export function SettingsSection({
  title,
  built,
  applyLabel,
  accepted,
  disabled = false,
  onApplied,
  children,
}: {
  title: string;
  built: Built;
  /** The button's text, naming the setting: several sections sit side by side. */
  applyLabel: string;
  /** What to say once DynamoDB accepted the request. */
  accepted: string;
  /** Besides a request that cannot be built (a confirmation not typed yet). */
  disabled?: boolean;
  onApplied(reply: OperationReply): void | Promise<void>;
  children: ReactNode;
}) {
  const { engine } = useServices();
  const id = useId();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const apply = async () => {
    if (!built.ok) return;
    setSending(true);
    setOutcome(undefined);
    const sent = await callWith(engine, built.value.operation, built.value.request);
    setSending(false);
    if (!sent.ok) {
      setOutcome({ ok: false, text: errorText(sent.error) });
      return;
    }
    setOutcome({ ok: true, text: `${built.value.operation} accepted. ${accepted}` });
    await onApplied(sent.value);
  };

  return (
    <section className="table-settings__section" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{title}</h4>
      {children}
      {built.ok ? (
        <details className="create-table__request">
          <summary>The {built.value.operation} request</summary>
          <RequestCode
            operation={built.value.operation}
            request={JSON.stringify(built.value.request)}
            fromOutside
          />
        </details>
      ) : (
        <p className="explorer__error">{built.reason}</p>
      )}
      <div className="item-editor__actions">
        <button
          type="button"
          className="button"
          disabled={!built.ok || disabled || sending}
          onClick={() => void apply()}
        >
          {applyLabel}
        </button>
      </div>
      {outcome?.ok && (
        <p className="import-panel__status" role="status">
          {outcome.text}
        </p>
      )}
      {outcome && !outcome.ok && (
        <p className="explorer__error" role="alert">
          {outcome.text}
        </p>
      )}
    </section>
  );
}
