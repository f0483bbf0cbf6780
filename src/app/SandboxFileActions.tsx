import { useRef, useState, type ChangeEvent } from 'react';
import { useAppState, useServices } from '../state/AppServices.tsx';
import { downloadJson } from '../ui/downloadJson.ts';
import { plural } from '../ui/plural.ts';
import { UnsavedFormNote } from './UnsavedFormNote.tsx';

type Pending = { name: string; data: unknown };

/**
 * "Download sandbox" and "Open sandbox file…": the whole sandbox (tables, items, partitions, clock,
 * triggers) as one JSON file — to keep, to hand to a colleague, or to serve to the SDKs with
 * `npm run serve -- --data <file>`, which reads and writes the same format. Opening a file replaces
 * everything, so it asks first; a file that cannot be opened changes nothing and says why.
 */
export function SandboxFileActions() {
  const { engine } = useServices();
  const openSandbox = useAppState((state) => state.openSandbox);
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending>();
  const [message, setMessage] = useState('');

  const download = async () => {
    const day = new Date().toISOString().slice(0, 10);
    downloadJson(`dynamo-sandbox-${day}.json`, await engine.sandboxData());
  };

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      setPending({ name: file.name, data: JSON.parse(await file.text()) as unknown });
      setMessage('');
    } catch (error) {
      setMessage(
        `Could not open ${file.name} (nothing was changed): it is not JSON (${(error as Error).message})`,
      );
    }
  };

  const replace = async ({ name, data }: Pending) => {
    setPending(undefined);
    const outcome = await openSandbox(data);
    setMessage(
      outcome.ok
        ? `Opened ${name}: ${plural(outcome.restored.tables, 'table')}, ${plural(outcome.restored.items, 'item')}.`
        : `Could not open ${name} (nothing was changed): ${outcome.error}`,
    );
  };

  return (
    <div className="sandbox-file">
      {pending ? (
        <p className="app-footer__confirm">
          Replace every table and item with those in {pending.name}?
          <UnsavedFormNote />{' '}
          <button type="button" className="button button--danger" onClick={() => void replace(pending)}>
            Replace
          </button>{' '}
          <button type="button" className="button" onClick={() => setPending(undefined)}>
            Keep
          </button>
        </p>
      ) : (
        <>
          <button type="button" className="button" onClick={() => void download()}>
            Download sandbox
          </button>
          <button type="button" className="button" onClick={() => input.current?.click()}>
            Open sandbox file…
          </button>
        </>
      )}
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        aria-label="Sandbox file to open"
        hidden
        onChange={(event) => void chosen(event)}
      />
      {message && (
        <p className="sandbox-file__message" role="status">
          {message}
        </p>
      )}
    </div>
  );
}
