import { useState, type ChangeEvent } from 'react';
import { errorText } from '../../client/engineClient.ts';
import type { TableDescription } from '../../client/wireTypes.ts';
import { useServices } from '../../state/AppServices.tsx';
import { useFocusOnOpen } from '../../ui/useFocusOnOpen.ts';
import { importItems, type ImportProgress } from './importItems.ts';
import { parseItems, type ItemFormat } from './itemJson.ts';

type Status =
  | { state: 'idle' }
  | { state: 'running'; progress: ImportProgress }
  | { state: 'done'; progress: ImportProgress }
  | { state: 'failed'; message: string; progress?: ImportProgress };

/**
 * Import items from JSON — pasted, or read from a file on this machine — into the table, with
 * BatchWriteItem like a real loader (importItems.ts): progress, and throttling shown as it happens.
 */
export function ImportPanel({
  table,
  onClose,
  onImported,
}: {
  table: TableDescription;
  onClose(): void;
  onImported(): void;
}) {
  const { engine } = useServices();
  const [text, setText] = useState('');
  const [format, setFormat] = useState<ItemFormat | 'auto'>('auto');
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const heading = useFocusOnOpen<HTMLHeadingElement>();

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
  };

  const start = async () => {
    const parsed = parseItems(text, format);
    if (!parsed.ok) {
      setStatus({ state: 'failed', message: parsed.error });
      return;
    }
    const progress: ImportProgress = { written: 0, total: parsed.items.length, throttled: 0 };
    setStatus({ state: 'running', progress });
    const result = await importItems(engine, table.TableName, parsed.items, (next) =>
      setStatus({ state: 'running', progress: next }),
    );
    onImported();
    if (result.ok) setStatus({ state: 'done', progress: result.progress });
    else {
      const message = typeof result.error === 'string' ? result.error : errorText(result.error);
      setStatus({ state: 'failed', message, progress: result.progress });
    }
  };

  const running = status.state === 'running';
  return (
    <form
      className="import-panel"
      aria-label="Import items"
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <h3 ref={heading} tabIndex={-1}>
        Import items into {table.TableName}
      </h3>
      <p className="explorer__muted">
        A list of items, or a saved Scan reply (<code>{'{"Items": [...]}'}</code>), in DynamoDB JSON (
        <code>{'{"PK": {"S": "CUSTOMER#42"}}'}</code>) or plain JSON (<code>{'{"PK": "CUSTOMER#42"}'}</code>
        ). Items are written with BatchWriteItem, 25 at a time, against the table’s capacity.
      </p>
      <label className="import-panel__field">
        <span>Items (JSON)</span>
        <textarea
          value={text}
          rows={8}
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <div className="import-panel__row">
        <label>
          From a file{' '}
          <input type="file" accept=".json,application/json" onChange={(event) => void readFile(event)} />
        </label>
        <label>
          Format{' '}
          <select value={format} onChange={(event) => setFormat(event.target.value as ItemFormat | 'auto')}>
            <option value="auto">Recognise</option>
            <option value="dynamodb">DynamoDB JSON</option>
            <option value="plain">Plain JSON</option>
          </select>
        </label>
      </div>
      <ImportStatus status={status} />
      <div className="item-editor__actions">
        <button type="submit" className="button button--primary" disabled={running || text.trim() === ''}>
          Import
        </button>
        <button type="button" className="button" onClick={onClose} disabled={running}>
          Close
        </button>
      </div>
    </form>
  );
}

function ImportStatus({ status }: { status: Status }) {
  if (status.state === 'idle') return null;
  const counts = (progress: ImportProgress) =>
    `${progress.written.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')} items written` +
    (progress.throttled > 0 ? `; throttled ${progress.throttled} times, retried after a back-off` : '');
  if (status.state === 'failed') {
    return (
      <p className="explorer__error" role="alert">
        {status.message}
        {status.progress && ` (${counts(status.progress)})`}
      </p>
    );
  }
  return (
    <p className="import-panel__status" role="status">
      {status.state === 'done' ? 'Imported: ' : 'Importing: '}
      {counts(status.progress)}.
    </p>
  );
}
