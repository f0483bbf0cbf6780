import { useEffect } from 'react';
import { useAppState } from '../../state/AppServices.tsx';
import { formatLag } from '../../ui/formatLag.ts';

/** The choices offered; a lag set some other way (a request, a lesson) is shown as it is. */
const LAGS_MS = [0, 100, 1000, 5000, 30_000] as const;
/** Another tab or a lesson's set-up may change the setting: read it again now and then. */
const RESYNC_MS = 10_000;

const EXPLANATION =
  'DynamoDB keeps each partition on three replicas. An eventually consistent read may be served by ' +
  'the one that is behind; a strongly consistent read always sees the latest write. With a lag set, ' +
  'about one eventually consistent read in three answers as the table was that long ago.';

const lagLabel = (lagMs: number) => (lagMs === 0 ? 'in sync' : `${formatLag(lagMs)} behind`);

/** How far the trailing replica of every partition is behind: the sandbox's stale-read switch. */
export function ReplicaLagPicker() {
  const lagMs = useAppState((state) => state.replicaLagMs);
  const setReplicaLag = useAppState((state) => state.setReplicaLag);
  const refreshReplicaLag = useAppState((state) => state.refreshReplicaLag);

  useEffect(() => {
    const resync = window.setInterval(() => void refreshReplicaLag(), RESYNC_MS);
    return () => window.clearInterval(resync);
  }, [refreshReplicaLag]);

  if (lagMs === undefined) return null;
  const choices: number[] = LAGS_MS.includes(lagMs as (typeof LAGS_MS)[number])
    ? [...LAGS_MS]
    : [...LAGS_MS, lagMs].sort((a, b) => a - b);
  return (
    <label className="header-field" title={EXPLANATION}>
      {/* Not "Replicas": a global table's replicas are other Regions' tables. */}
      <span className="header-field__label" aria-hidden="true">
        Stale reads
      </span>
      <select
        aria-label="Stale reads: replica lag"
        className={lagMs > 0 ? 'header-field__alert' : undefined}
        value={lagMs}
        onChange={(event) => void setReplicaLag(Number(event.target.value))}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {lagLabel(choice)}
          </option>
        ))}
      </select>
    </label>
  );
}
