import { useState } from 'react';
import { useAppState } from '../state/AppServices.tsx';
import { SandboxFileActions } from './SandboxFileActions.tsx';

/**
 * The footer: the promise that nothing leaves the machine, whether the sandbox is saved, the
 * sandbox as a file (download, open), and reset.
 */
export function SandboxFooter() {
  const persistence = useAppState((state) => state.persistence);
  const resetSandbox = useAppState((state) => state.resetSandbox);
  const [confirming, setConfirming] = useState(false);

  const saved =
    persistence?.state === 'saving'
      ? persistence.savedAt
        ? `Saved in this browser at ${new Date(persistence.savedAt).toLocaleTimeString('en-GB')}, your time.`
        : 'Saved in this browser as you work.'
      : persistence?.state === 'off'
        ? `Not saved between visits (${persistence.reason ?? 'no storage'}).`
        : persistence?.state === 'unreadable'
          ? 'Not saving: the earlier sandbox could not be restored.'
          : '';

  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <div className="app-footer__text">
          <p>Dynamo Sandbox runs entirely on your machine: nothing you do here is sent anywhere.</p>
          <p className="app-footer__saved" role="status">
            {saved}
          </p>
        </div>
        <div className="app-footer__actions">
          <SandboxFileActions />
          {confirming ? (
            <p className="app-footer__confirm">
              Delete every table and item and restart the clock?{' '}
              <button
                type="button"
                className="button button--danger"
                onClick={() => {
                  setConfirming(false);
                  void resetSandbox();
                }}
              >
                Delete everything
              </button>{' '}
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                Keep
              </button>
            </p>
          ) : (
            <button type="button" className="button" onClick={() => setConfirming(true)}>
              Reset sandbox
            </button>
          )}
        </div>
      </div>
    </footer>
  );
}
