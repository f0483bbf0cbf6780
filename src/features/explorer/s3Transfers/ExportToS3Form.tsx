import { useState } from 'react';
import { callWith } from '../../../client/calls.ts';
import { errorText } from '../../../client/engineClient.ts';
import { useAppState, useServices } from '../../../state/AppServices.tsx';
import { simulatedNow } from '../../../state/clockSlice.ts';
import { RequestCode } from '../../console/asCode/RequestCode.tsx';
import { BucketNameField } from '../../s3/BucketNameField.tsx';
import { ExportFilterFields } from './ExportFilterFields.tsx';
import { emptyExportForm, exportRequest, type ExportForm } from './exportRequest.ts';
import { defaultIncrementalPeriod, utcInputValue } from './transferTimes.ts';
import type { ExportDescription } from './transferTypes.ts';
import type { RecoveryDescription } from './usePointInTimeRecovery.ts';

/**
 * ExportTableToPointInTime as a form: where in S3, which format, and a full export (the table at one
 * moment) or an incremental one (what changed in a period), of every item or of those a
 * FilterSpecification selects. The request is shown as it is built.
 */
export function ExportToS3Form({
  tableArn,
  recovery,
  onStarted,
}: {
  tableArn: string;
  recovery: RecoveryDescription | undefined;
  onStarted(description: ExportDescription): void;
}) {
  const { engine } = useServices();
  const clock = useAppState((state) => state.clock);
  const [form, setForm] = useState<ExportForm>(emptyExportForm);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const built = exportRequest(tableArn, form);
  const change = (update: Partial<ExportForm>) => setForm((current) => ({ ...current, ...update }));
  /** Minutes of recovery window when it was too short for an incremental export's default period. */
  const [shortWindow, setShortWindow] = useState<number>();

  const chooseType = (type: ExportForm['type']) => {
    const earliest = recovery?.EarliestRestorableDateTime;
    const now = clock ? simulatedNow(clock, performance.now()) : undefined;
    const period = earliest !== undefined && now !== undefined && defaultIncrementalPeriod(earliest, now);
    // The period starts inside the recovery window: the last hour, or since PITR was on. Its end is
    // left empty, which is the engine's own "now" (this page's clock only extrapolates it).
    if (type === 'INCREMENTAL_EXPORT' && form.from === '' && period) {
      change({ type, from: utcInputValue(period.from) });
      setShortWindow(period.fits ? undefined : Math.floor((period.to - period.from) / 60));
    } else change({ type });
  };

  const send = async () => {
    if (!built.ok) return;
    setSending(true);
    const outcome = await callWith(engine, 'ExportTableToPointInTime', built.request);
    setSending(false);
    if (!outcome.ok) {
      setError(errorText(outcome.error));
      return;
    }
    setError(undefined);
    onStarted(outcome.value.reply.ExportDescription as ExportDescription);
  };

  return (
    <form
      className="s3-transfer__form"
      aria-label="Export to S3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="s3-transfer__row">
        <BucketNameField label="S3 bucket" value={form.bucket} onChange={(bucket) => change({ bucket })} />
        <label className="s3-field">
          <span>S3 prefix (optional)</span>
          <input
            type="text"
            value={form.prefix}
            placeholder="exports/app"
            spellCheck={false}
            onChange={(event) => change({ prefix: event.target.value })}
          />
        </label>
        <label className="s3-field">
          <span>Format</span>
          <select
            value={form.format}
            onChange={(event) => change({ format: event.target.value as ExportForm['format'] })}
          >
            <option value="DYNAMODB_JSON">DynamoDB JSON</option>
            <option value="ION">Amazon Ion</option>
          </select>
        </label>
      </div>
      <fieldset className="create-table__group">
        <legend>Export type</legend>
        <label>
          <input
            type="radio"
            checked={form.type === 'FULL_EXPORT'}
            onChange={() => chooseType('FULL_EXPORT')}
          />{' '}
          Full export
        </label>
        <label>
          <input
            type="radio"
            checked={form.type === 'INCREMENTAL_EXPORT'}
            onChange={() => chooseType('INCREMENTAL_EXPORT')}
          />{' '}
          Incremental export
        </label>
        {form.type === 'FULL_EXPORT' ? (
          <label>
            Export time (UTC, empty: now){' '}
            <input
              type="datetime-local"
              step={1}
              value={form.exportTime}
              onChange={(event) => change({ exportTime: event.target.value })}
            />
          </label>
        ) : (
          <>
            <label>
              From (UTC){' '}
              <input
                type="datetime-local"
                step={1}
                value={form.from}
                onChange={(event) => change({ from: event.target.value })}
              />
            </label>
            <label>
              To (UTC, empty: now){' '}
              <input
                type="datetime-local"
                step={1}
                value={form.to}
                onChange={(event) => change({ to: event.target.value })}
              />
            </label>
            <label>
              View{' '}
              <select
                value={form.view}
                onChange={(event) => change({ view: event.target.value as ExportForm['view'] })}
              >
                <option value="NEW_AND_OLD_IMAGES">New and old images</option>
                <option value="NEW_IMAGE">New images</option>
              </select>
            </label>
          </>
        )}
      </fieldset>
      <ExportFilterFields form={form} onChange={change} />
      <p className="explorer__muted s3-transfer__hint">
        {form.type === 'FULL_EXPORT'
          ? 'The table as it was at one second of its recovery window: the files hold every item, one per line.'
          : 'What changed in the period — 15 minutes to 24 hours, inside the recovery window — one line per changed item, with its keys and images.'}
        {form.type === 'INCREMENTAL_EXPORT' && shortWindow !== undefined && (
          <>
            {' '}
            Recovery has been on for only {shortWindow} minutes: step the clock forward in the header until
            the window holds 15.
          </>
        )}
      </p>
      <details className="create-table__request">
        <summary>The ExportTableToPointInTime request</summary>
        {built.ok ? (
          <RequestCode
            operation="ExportTableToPointInTime"
            request={JSON.stringify(built.request)}
            fromOutside
          />
        ) : (
          <p className="explorer__muted">{built.problem}</p>
        )}
      </details>
      {error && (
        <p className="explorer__error" role="alert">
          {error}
        </p>
      )}
      <div className="item-editor__actions">
        <button type="submit" className="button button--primary" disabled={!built.ok || sending}>
          Export
        </button>
      </div>
    </form>
  );
}
