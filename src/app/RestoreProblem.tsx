import { useState } from 'react';
import { useAppState, useServices } from '../state/AppServices.tsx';
import { downloadJson } from '../ui/downloadJson.ts';

/**
 * Shown when saved data from an earlier visit cannot be restored (damaged, or from another
 * version). The app works meanwhile on an empty sandbox that is not saved, so nothing is lost
 * until the learner chooses: start fresh, keep the data (and not save), or download a copy first.
 */
export function RestoreProblem() {
  const { engine } = useServices();
  const persistence = useAppState((state) => state.persistence);
  const resetSandbox = useAppState((state) => state.resetSandbox);
  const [dismissed, setDismissed] = useState(false);
  if (persistence?.state !== 'unreadable' || dismissed) return null;
  const download = async () => downloadJson('dynamo-sandbox-saved.json', await engine.savedData());
  return (
    <section className="restore-problem" aria-labelledby="restore-problem-title">
      <h2 id="restore-problem-title">Your saved sandbox could not be restored</h2>
      <p>The tables saved in this browser were not loaded. {persistence.reason}</p>
      <p>You are working in an empty sandbox that is not saved; the saved data is left as it is.</p>
      <div className="restore-problem__actions">
        <button type="button" className="button button--primary" onClick={() => void resetSandbox()}>
          Start fresh (delete the saved data)
        </button>
        <button type="button" className="button" onClick={() => void download()}>
          Download the saved data
        </button>
        <button type="button" className="button" onClick={() => setDismissed(true)}>
          Keep the saved data, don’t save this session
        </button>
      </div>
    </section>
  );
}
