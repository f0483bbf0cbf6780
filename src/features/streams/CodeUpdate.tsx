import { useEffect, useState } from 'react';
import { errorText, type WireError } from '../../client/engineClient.ts';
import { useServices } from '../../state/AppServices.tsx';
import { HandlerEditor } from './HandlerEditor.tsx';

/** Edits a trigger's code and deploys it: the next invocation runs the new code in a fresh worker. */
export function CodeUpdate({ id, onDone }: { id: string; onDone(): void }) {
  const { engine } = useServices();
  const [code, setCode] = useState<string>();
  const [error, setError] = useState<WireError>();

  useEffect(() => {
    let live = true;
    void engine.triggers.describeTrigger(id).then((outcome) => {
      if (!live) return;
      if (outcome.ok) setCode(outcome.value.code);
      else setError(outcome.error);
    });
    return () => {
      live = false;
    };
  }, [engine, id]);

  const deploy = async () => {
    if (code === undefined) return;
    const outcome = await engine.triggers.updateTriggerCode(id, code);
    if (outcome.ok) onDone();
    else setError(outcome.error);
  };

  return (
    <form
      className="code-update"
      aria-label="Edit handler code"
      onSubmit={(event) => {
        event.preventDefault();
        void deploy();
      }}
    >
      {code === undefined ? (
        <p className="streams__muted">Loading the code…</p>
      ) : (
        <HandlerEditor value={code} path={id} onChange={setCode} onSubmit={() => void deploy()} />
      )}
      {error && (
        <p className="streams__error" role="alert">
          {errorText(error)}
        </p>
      )}
      <div className="streams__actions">
        <button type="submit" className="button button--primary" disabled={code === undefined}>
          Deploy
        </button>
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
