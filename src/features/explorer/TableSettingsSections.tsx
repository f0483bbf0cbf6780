/**
 * The table settings panel's sections, one per setting, each holding the learner's choice (starting
 * from the table as it is) and turning it into its request (tableSettings.ts).
 */
import { useState } from 'react';
import type { TableDescription } from '../../client/wireTypes.ts';
import { RadioChoice } from '../../ui/RadioChoice.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import {
  billingModeOf,
  capacityDraftOf,
  capacityRequest,
  deletionProtectionRequest,
  pointInTimeRecoveryLabel,
  pointInTimeRecoveryRequest,
  STREAM_VIEW_TYPES,
  streamChoiceOf,
  streamRequest,
  timeToLiveRequest,
  type BillingMode,
  type Built,
  type StreamChoice,
} from './tableSettings.ts';

const BILLING_MODES = [
  { value: 'PAY_PER_REQUEST', label: 'On-demand' },
  { value: 'PROVISIONED', label: 'Provisioned' },
] as const;

const STREAM_LABELS: Record<StreamChoice, string> = {
  OFF: 'Off',
  KEYS_ONLY: 'Keys only',
  NEW_IMAGE: 'New image',
  OLD_IMAGE: 'Old image',
  NEW_AND_OLD_IMAGES: 'New and old images',
};

/** While the table is UPDATING, DynamoDB shows the change settling: say so once it accepted one. */
const SETTLING = 'The table is UPDATING until the change is made, then ACTIVE.';

interface SectionProps {
  table: TableDescription;
  onChanged(): void;
}

export function CapacitySettings({ table, onChanged }: SectionProps) {
  const [draft, setDraft] = useState(() => capacityDraftOf(table));
  const indexes = table.GlobalSecondaryIndexes?.length ?? 0;
  return (
    <SettingsSection
      title="Capacity"
      built={capacityRequest(table, draft)}
      applyLabel="Update capacity"
      accepted={SETTLING}
      onApplied={onChanged}
    >
      <RadioChoice
        label="Capacity mode"
        options={BILLING_MODES}
        value={draft.billing}
        onChange={(billing: BillingMode) => setDraft((current) => ({ ...current, billing }))}
      />
      {draft.billing === 'PROVISIONED' && (
        <div className="table-settings__row">
          <label className="create-table__field">
            <span>Read capacity units</span>
            <input
              type="number"
              min={1}
              value={draft.read}
              onChange={(event) => setDraft((current) => ({ ...current, read: event.target.value }))}
            />
          </label>
          <label className="create-table__field">
            <span>Write capacity units</span>
            <input
              type="number"
              min={1}
              value={draft.write}
              onChange={(event) => setDraft((current) => ({ ...current, write: event.target.value }))}
            />
          </label>
        </div>
      )}
      <p className="explorer__muted">
        DynamoDB allows a table four switches to on-demand in any 24 hours, and four decreases of provisioned
        capacity in a UTC day, then one an hour; past them, it says so.
        {indexes > 0 &&
          billingModeOf(table) === 'PAY_PER_REQUEST' &&
          ' Switching to provisioned gives each global index the same units, as the request shows.'}
      </p>
    </SettingsSection>
  );
}

export function TimeToLiveSettings({
  table,
  enabledOn,
  onChanged,
}: SectionProps & {
  /** The attribute Time to Live is on (ENABLING or ENABLED), from DescribeTimeToLive. */
  enabledOn: string | undefined;
}) {
  const [enabled, setEnabled] = useState(enabledOn !== undefined);
  const [attribute, setAttribute] = useState(enabledOn ?? 'expires');
  return (
    <SettingsSection
      title="Time to Live"
      built={timeToLiveRequest(table.TableName, enabled, attribute)}
      applyLabel="Update Time to Live"
      accepted="DynamoDB takes a moment to turn it on or off, and refuses another change within the hour."
      onApplied={onChanged}
    >
      <label className="table-settings__check">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        <span>Time to Live on</span>
      </label>
      <label className="create-table__field">
        <span>Time to Live attribute</span>
        <input
          type="text"
          value={attribute}
          spellCheck={false}
          onChange={(event) => setAttribute(event.target.value)}
        />
        <small className="explorer__muted">
          A Number attribute holding an expiry in epoch seconds. To turn Time to Live off, DynamoDB wants the
          name it is on.
        </small>
      </label>
    </SettingsSection>
  );
}

export function StreamSettings({ table, onChanged }: SectionProps) {
  const [choice, setChoice] = useState(() => streamChoiceOf(table));
  return (
    <SettingsSection
      title="Stream"
      built={streamRequest(table.TableName, choice)}
      applyLabel="Update stream"
      accepted={SETTLING}
      onApplied={onChanged}
    >
      <label className="create-table__field">
        <span>Stream view type</span>
        <select value={choice} onChange={(event) => setChoice(event.target.value as StreamChoice)}>
          {(['OFF', ...STREAM_VIEW_TYPES] as const).map((value) => (
            <option key={value} value={value}>
              {STREAM_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <p className="explorer__muted">
        To change the view type of a stream that is on, DynamoDB wants it turned off first: a new stream
        starts, and the old one stays readable for 24 hours.
      </p>
    </SettingsSection>
  );
}

/** A setting that is on or off: one checkbox, and the request that sets it as checked. */
function ToggleSettings({
  title,
  initial,
  build,
  label,
  accepted,
  onChanged,
}: {
  title: string;
  initial: boolean;
  build(enabled: boolean): Built;
  label: string;
  accepted: string;
  onChanged(): void;
}) {
  const [enabled, setEnabled] = useState(initial);
  return (
    <SettingsSection
      title={title}
      built={build(enabled)}
      applyLabel={`Update ${title.toLowerCase()}`}
      accepted={accepted}
      onApplied={onChanged}
    >
      <label className="table-settings__check">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        <span>{label}</span>
      </label>
    </SettingsSection>
  );
}

export function PointInTimeRecoverySettings({
  table,
  enabled,
  periodDays,
  onChanged,
}: SectionProps & {
  enabled: boolean;
  /** The window it has, while it is on (DescribeContinuousBackups). */
  periodDays: number | undefined;
}) {
  return (
    <ToggleSettings
      title="Point-in-time recovery"
      initial={enabled}
      build={(on) => pointInTimeRecoveryRequest(table.TableName, on)}
      label={pointInTimeRecoveryLabel(periodDays)}
      accepted="DescribeContinuousBackups shows the new state."
      onChanged={onChanged}
    />
  );
}

export function DeletionProtectionSettings({ table, onChanged }: SectionProps) {
  return (
    <ToggleSettings
      title="Deletion protection"
      initial={table.DeletionProtectionEnabled === true}
      build={(on) => deletionProtectionRequest(table.TableName, on)}
      label="Deletion protection on"
      accepted="DescribeTable shows the new setting; while it is on, DeleteTable is refused."
      onChanged={onChanged}
    />
  );
}
