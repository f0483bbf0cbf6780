import { useState } from 'react';
import { useAppState } from '../state/AppServices.tsx';

/**
 * Shown while another tab of the app saves the sandbox (worker/persistence/saveLock.ts): this tab
 * works on a copy that is not saved, which the learner must know before building anything here. Once
 * the other tab has closed after this one changed something, the learner picks which sandbox stays:
 * this tab's (saved from then on) or the saved one (a reload loads it).
 */
export function OtherTabNotice() {
  const persistence = useAppState((state) => state.persistence);
  const saveHere = useAppState((state) => state.saveHere);
  const [dismissed, setDismissed] = useState(false);
  if (persistence?.state !== 'elsewhere') return null;
  if (persistence.otherTabClosed)
    return (
      <section className="restore-problem" aria-labelledby="other-tab-title">
        <h2 id="other-tab-title">The tab that saved your sandbox has closed</h2>
        <p>
          What you changed in this tab is not saved yet. Keep this tab’s sandbox (it replaces the saved one
          and is saved from now on), or load the saved one in its place.
        </p>
        <div className="restore-problem__actions">
          <button type="button" className="button button--primary" onClick={() => void saveHere()}>
            Save this tab’s sandbox
          </button>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Load the saved sandbox
          </button>
        </div>
      </section>
    );
  if (dismissed) return null;
  return (
    <section className="restore-problem" aria-labelledby="other-tab-title">
      <h2 id="other-tab-title">Dynamo Sandbox is open in another tab</h2>
      <p>
        The other tab saves the sandbox. This one started from the saved copy, but what you change here is not
        saved, and the other tab’s changes do not appear here. Work in one tab, or close the others and reload
        this one.
      </p>
      <div className="restore-problem__actions">
        <button type="button" className="button" onClick={() => setDismissed(true)}>
          Continue without saving
        </button>
      </div>
    </section>
  );
}
