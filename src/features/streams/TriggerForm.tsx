import { useId, useMemo, useState, type ReactNode } from 'react';
import { errorText, type WireError } from '../../client/engineClient.ts';
import {
  DEFAULT_TRIGGER_SETTINGS,
  type StartingPosition,
  type TriggerSettings,
} from '../../client/triggersClient.ts';
import type { TableDescription } from '../../client/wireTypes.ts';
import { useServices } from '../../state/AppServices.tsx';
import { useFocusOnOpen } from '../../ui/useFocusOnOpen.ts';
import { HandlerEditor } from './HandlerEditor.tsx';
import { triggerTemplates, type TemplateId } from './templates.ts';
import {
  filterCriteriaFor,
  filterPatternsText,
  reportsBatchItemFailures,
  responseTypesFor,
} from './triggerSettingsText.ts';

/** The filter box's example: only new items (Lambda's pattern syntax, one pattern per line). */
const FILTER_EXAMPLE = '{"eventName": ["INSERT"]}';

/** A new trigger: a template to start from, the handler's code, and the event source mapping's settings. */
export function TriggerForm({
  table,
  onCancel,
  onCreated,
}: {
  table: TableDescription;
  onCancel(): void;
  onCreated(): void;
}) {
  const { engine } = useServices();
  const templates = useMemo(() => triggerTemplates(table), [table]);
  const first = templates[0];
  const [template, setTemplate] = useState<TemplateId>(first.id);
  const [name, setName] = useState(first.name);
  const [code, setCode] = useState(first.code);
  const [settings, setSettings] = useState<Required<TriggerSettings>>({
    ...DEFAULT_TRIGGER_SETTINGS,
    ...first.settings,
  });
  // The patterns as typed (one per line): read into FilterCriteria when the trigger is created.
  const [filterText, setFilterText] = useState(filterPatternsText(DEFAULT_TRIGGER_SETTINGS.filterCriteria));
  const [error, setError] = useState<WireError>();
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  // The engine checks the record age (CreateEventSourceMapping's limits); its refusal names the setting.
  const ageRefused = error?.message.includes('MaximumRecordAgeInSeconds') ?? false;
  const windowRefused = error?.message.includes('MaximumBatchingWindowInSeconds') ?? false;
  // Lambda's "Invalid filter pattern definition." and the sandbox's limits on filters name them.
  const filtersRefused = /filter/i.test(error?.message ?? '');
  const change = (update: Partial<TriggerSettings>) => setSettings((current) => ({ ...current, ...update }));

  const applyTemplate = (id: TemplateId) => {
    const chosen = templates.find((candidate) => candidate.id === id)!;
    setTemplate(id);
    setName(chosen.name);
    setCode(chosen.code);
    setSettings({ ...DEFAULT_TRIGGER_SETTINGS, ...chosen.settings });
    setFilterText(
      filterPatternsText(chosen.settings.filterCriteria ?? DEFAULT_TRIGGER_SETTINGS.filterCriteria),
    );
  };

  // New trigger is disabled while the form is open: the focus moves here instead of to the page.
  const heading = useFocusOnOpen<HTMLHeadingElement>();

  const create = async () => {
    setBusy(true);
    const outcome = await engine.triggers.createTrigger({
      tableName: table.TableName,
      name,
      code,
      ...settings,
      filterCriteria: filterCriteriaFor(filterText),
    });
    setBusy(false);
    if (outcome.ok) onCreated();
    else setError(outcome.error);
  };

  return (
    <form
      className="trigger-form"
      aria-label="New trigger"
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <h4 ref={heading} tabIndex={-1}>
        New trigger
      </h4>
      <fieldset className="trigger-form__templates">
        <legend>Start from</legend>
        {templates.map((candidate) => (
          <label key={candidate.id} className="trigger-form__template">
            <input
              type="radio"
              name="trigger-template"
              checked={template === candidate.id}
              onChange={() => applyTemplate(candidate.id)}
            />
            <span>
              <strong>{candidate.title}</strong>
              <small>{candidate.summary}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="trigger-form__field">
        <span>Function name</span>
        <input type="text" value={name} onChange={(event) => setName(event.target.value)} required />
      </label>
      <HandlerEditor value={code} path="new-trigger" onChange={setCode} onSubmit={() => void create()} />
      <fieldset className="trigger-form__settings">
        <legend>Event source mapping</legend>
        <label>
          Batch size{' '}
          <input
            type="number"
            min={1}
            max={10000}
            value={settings.batchSize}
            onChange={(event) => change({ batchSize: Number(event.target.value) })}
          />
        </label>
        <label title="-1: retry until the records expire from the stream (24 hours)">
          Maximum retry attempts{' '}
          <input
            type="number"
            min={-1}
            max={10000}
            value={settings.maximumRetryAttempts}
            onChange={(event) => change({ maximumRetryAttempts: Number(event.target.value) })}
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={settings.bisectBatchOnFunctionError}
            onChange={(event) => change({ bisectBatchOnFunctionError: event.target.checked })}
          />{' '}
          Split batch on error
        </label>
        <div className="trigger-form__setting">
          <label>
            <input
              type="checkbox"
              checked={reportsBatchItemFailures(settings.functionResponseTypes)}
              onChange={(event) => change({ functionResponseTypes: responseTypesFor(event.target.checked) })}
              aria-describedby={`${hintId}-report`}
            />{' '}
            Report batch item failures
          </label>
          <small id={`${hintId}-report`} className="streams__muted">
            The handler returns the records it could not process, as{' '}
            <code>{'{ batchItemFailures: [{ itemIdentifier: SequenceNumber }] }'}</code>: the records before
            the first of them count as processed, and only the rest of the batch is retried.
          </small>
        </div>
        <NumberSetting
          label="Maximum record age (s)"
          min={-1}
          max={604800}
          value={settings.maximumRecordAgeInSeconds}
          onChange={(maximumRecordAgeInSeconds) => change({ maximumRecordAgeInSeconds })}
          hintId={`${hintId}-age`}
          invalid={ageRefused}
        >
          -1: no limit (a failing batch may be retried until its records leave the stream, after 24 hours).
          Otherwise 60–604,800: a record older than that is never sent to the handler, and a failing batch
          that grows that old is not retried: both go to the on-failure destination.
        </NumberSetting>
        <NumberSetting
          label="Batching window (s)"
          min={0}
          max={300}
          value={settings.maximumBatchingWindowInSeconds}
          onChange={(maximumBatchingWindowInSeconds) => change({ maximumBatchingWindowInSeconds })}
          hintId={`${hintId}-window`}
          invalid={windowRefused}
        >
          0–300. 0: each batch is sent as soon as records arrive. Otherwise a batch waits up to that long for
          more records, unless it fills up first (the batch size, or 6 MB of records): fewer, fuller
          invocations, but each record waits longer. A failing batch is retried without waiting.
        </NumberSetting>
        <div className="trigger-form__setting">
          <label className="trigger-form__filters">
            Filter criteria (one pattern per line)
            <textarea
              rows={3}
              value={filterText}
              placeholder={FILTER_EXAMPLE}
              spellCheck={false}
              onChange={(event) => setFilterText(event.target.value)}
              aria-describedby={`${hintId}-filters`}
              aria-invalid={filtersRefused}
            />
          </label>
          <small id={`${hintId}-filters`} className="streams__muted">
            Up to 5 JSON patterns, such as <code>{FILTER_EXAMPLE}</code> for new items only. A record that
            matches none of them is discarded: the handler never sees it and the trigger reads on past it.
            Empty: every record is sent.
          </small>
        </div>
        <label>
          Starting position{' '}
          <select
            value={settings.startingPosition}
            onChange={(event) => change({ startingPosition: event.target.value as StartingPosition })}
          >
            <option value="TRIM_HORIZON">TRIM_HORIZON (every record still in the stream)</option>
            <option value="LATEST">LATEST (records written from now on)</option>
          </select>
        </label>
        <label title="Real seconds a handler may run before the invocation fails">
          Timeout (s){' '}
          <input
            type="number"
            min={1}
            max={900}
            value={settings.timeoutSeconds}
            onChange={(event) => change({ timeoutSeconds: Number(event.target.value) })}
          />
        </label>
        <p className="streams__muted trigger-form__destination">
          On-failure destination: batches given up on (retries used up, records older than the maximum record
          age, or records expired from the stream) are kept with their records and shown on the trigger.
        </p>
      </fieldset>
      {error && (
        <p className="streams__error" role="alert">
          {errorText(error)}
        </p>
      )}
      <div className="streams__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          Create trigger
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A whole-number setting with its hint beneath, marked invalid when the engine refused it. */
function NumberSetting({
  label,
  min,
  max,
  value,
  onChange,
  hintId,
  invalid,
  children,
}: {
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
  hintId: string;
  invalid: boolean;
  children: ReactNode;
}) {
  return (
    <div className="trigger-form__setting">
      <label>
        {label}{' '}
        <input
          type="number"
          min={min}
          max={max}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
          aria-describedby={hintId}
          aria-invalid={invalid}
        />
      </label>
      <small id={hintId} className="streams__muted">
        {children}
      </small>
    </div>
  );
}
