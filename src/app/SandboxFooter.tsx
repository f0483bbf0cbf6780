import { useEffect, useRef, useState } from 'react';
import { useAppState } from '../state/AppServices.tsx';
import { SandboxFileActions } from './SandboxFileActions.tsx';
import { savedStatusText } from './savedStatus.ts';
import { UnsavedFormNote } from './UnsavedFormNote.tsx';

/**
 * The footer: the promise that nothing leaves the machine, whether the sandbox is saved, the
 * sandbox as a file (download, open), and reset.
 */
export function SandboxFooter() {
  const persistence = useAppState((state) => state.persistence);
  const resetSandbox = useAppState((state) => state.resetSandbox);
  const [confirming, setConfirming] = useState(false);
  // The question replaces the button and the button comes back: the focus follows, not lost to <body>.
  const resetButton = useRef<HTMLButtonElement>(null);
  /** The safe answer takes the focus, so a stray Enter keeps the sandbox. */
  const keepButton = useRef<HTMLButtonElement>(null);
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
    else if (answered) resetButton.current?.focus();
  }, [confirming, answered]);
  const answer = () => {
    setAnswered(true);
    setConfirming(false);
  };

  const saved = savedStatusText(persistence);

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
            // Escape answers as Keep does, as it cancels any other question.
            <p
              className="app-footer__confirm"
              onKeyDown={(event) => {
                if (event.key === 'Escape') answer();
              }}
            >
              Delete every table, item, S3 object and Console run, and restart the clock?
              <UnsavedFormNote />{' '}
              <button
                type="button"
                className="button button--danger"
                onClick={() => {
                  answer();
                  void resetSandbox();
                }}
              >
                Delete everything
              </button>{' '}
              <button ref={keepButton} type="button" className="button" onClick={answer}>
                Keep
              </button>
            </p>
          ) : (
            <button ref={resetButton} type="button" className="button" onClick={() => setConfirming(true)}>
              Reset sandbox
            </button>
          )}
        </div>
      </div>
    </footer>
  );
}
