import { useEffect, useRef, useState } from 'react';
import './TableSettings.css';
import type { TableDescription } from '../../client/wireTypes.ts';
import { useServices } from '../../state/AppServices.tsx';
import { DeleteTableSection } from './DeleteTableSection.tsx';
import { readSideSettings, type SideSettings } from './sideSettings.ts';
import {
  CapacitySettings,
  DeletionProtectionSettings,
  PointInTimeRecoverySettings,
  StreamSettings,
  TimeToLiveSettings,
} from './TableSettingsSections.tsx';

/**
 * The table's settings, as the AWS console groups them: capacity, Time to Live, stream,
 * point-in-time recovery, deletion protection, and deleting the table. Each change is one real
 * request, shown before it is sent, and DynamoDB's answer is shown as it gives it. A replica of a
 * global table is left to its home Region's table here.
 */
export function TableSettingsPanel({
  table,
  region,
  onChanged,
  onClose,
}: {
  table: TableDescription;
  /** The Region of the replica shown, when not the home Region's table. */
  region?: string;
  onChanged(): void;
  onClose(): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened, the focus moves into the panel; closing it returns the focus to Settings (TableView).
  useEffect(() => heading.current?.focus(), []);
  const side = useSideSettings(table, region === undefined);
  return (
    <section
      className="import-panel table-settings"
      aria-labelledby="table-settings-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <h3 id="table-settings-title" ref={heading} tabIndex={-1}>
        Settings of {table.TableName}
      </h3>
      {region !== undefined ? (
        <p className="explorer__muted">
          This is the table’s replica in {region}. Here, settings are changed on the table in its home Region:
          open it with the Region choice above.
        </p>
      ) : (
        <div className="table-settings__sections">
          <CapacitySettings table={table} onChanged={onChanged} />
          {side === undefined ? (
            <p className="explorer__muted">Reading Time to Live and point-in-time recovery…</p>
          ) : (
            <TimeToLiveSettings table={table} enabledOn={side.timeToLiveAttribute} onChanged={onChanged} />
          )}
          <StreamSettings table={table} onChanged={onChanged} />
          {side !== undefined && (
            <PointInTimeRecoverySettings
              table={table}
              enabled={side.pointInTimeRecovery}
              periodDays={side.recoveryPeriodInDays}
              onChanged={onChanged}
            />
          )}
          <DeletionProtectionSettings table={table} onChanged={onChanged} />
          <DeleteTableSection table={table} onChanged={onChanged} />
        </div>
      )}
      <div className="item-editor__actions">
        <button type="button" className="button" onClick={onClose}>
          Close settings
        </button>
      </div>
    </section>
  );
}

/**
 * DescribeTimeToLive and DescribeContinuousBackups, read once when the panel opens: the sections
 * start from what they said and keep the learner's choices while the table's description refreshes.
 */
function useSideSettings(table: TableDescription, wanted: boolean): SideSettings | undefined {
  const { engine } = useServices();
  const [side, setSide] = useState<SideSettings>();
  const name = table.TableName;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void readSideSettings(engine, name).then((read) => {
      if (current) setSide(read);
    });
    return () => {
      current = false;
    };
  }, [engine, name, wanted]);
  return side;
}
