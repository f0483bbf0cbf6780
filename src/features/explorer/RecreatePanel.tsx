import { useEffect, useMemo, useState } from 'react';
import './RecreatePanel.css';
import type { Item, TableDescription } from '../../client/wireTypes.ts';
import { useAppState, useServices } from '../../state/AppServices.tsx';
import type { RequestLanguage } from '../../state/consoleSlice.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { downloadText } from '../../ui/downloadJson.ts';
import { plural } from '../../ui/plural.ts';
import { RadioChoice } from '../../ui/RadioChoice.tsx';
import { useFocusOnOpen } from '../../ui/useFocusOnOpen.ts';
import { consoleModeFor, REQUEST_LANGUAGES } from '../console/asCode/requestLanguages.ts';
import { useOpenDraft } from '../console/useOpenDraft.ts';
import { useScriptCode } from '../console/asCode/useRequestCode.ts';
import { RECREATE_ITEM_LIMIT, recreateTableSteps, type TableSettings } from './recreateTable.ts';
import { scanAll } from './scanAll.ts';
import { readSideSettings } from './sideSettings.ts';

/** Scripts only: the JSON view shows one request at a time. */
type ScriptLanguage = Exclude<RequestLanguage, 'json'>;
const SCRIPT_LANGUAGES = REQUEST_LANGUAGES.filter(
  (language): language is { value: ScriptLanguage; label: string } => language.value !== 'json',
);
const EXTENSION: Record<ScriptLanguage, string> = {
  cli: 'sh',
  javascript: 'mjs',
  document: 'mjs',
  python: 'py',
  table: 'py',
};

type Loaded = { settings: TableSettings; items: Item[]; more: boolean } | { problem: string };

/**
 * The table as a script that makes it again — in an AWS account, or against `npm run serve` — with
 * its settings and (up to RECREATE_ITEM_LIMIT of) its items: a model designed here, taken along.
 */
export function RecreatePanel({ table, onClose }: { table: TableDescription; onClose(): void }) {
  const { engine } = useServices();
  const shared = useAppState((state) => state.requestLanguage);
  const setLanguage = useAppState((state) => state.setRequestLanguage);
  const language = shared === 'json' ? 'cli' : shared;
  const scriptFor = useScriptCode(language);
  const [loaded, setLoaded] = useState<Loaded>();
  const [name, setName] = useState(table.TableName);
  const openDraft = useOpenDraft();
  const heading = useFocusOnOpen<HTMLHeadingElement>();

  useEffect(() => {
    let current = true;
    void (async () => {
      const [side, items] = await Promise.all([
        readSideSettings(engine, table.TableName),
        scanAll(engine, table.TableName, RECREATE_ITEM_LIMIT + 1),
      ]);
      if (!current) return;
      if (typeof items === 'string') return setLoaded({ problem: items });
      const settings: TableSettings = { table, ...side };
      setLoaded({
        settings,
        items: items.slice(0, RECREATE_ITEM_LIMIT),
        more: items.length > RECREATE_ITEM_LIMIT,
      });
    })();
    return () => {
      current = false;
    };
  }, [engine, table]);

  const steps = useMemo(
    () =>
      loaded && 'settings' in loaded ? recreateTableSteps(loaded.settings, loaded.items, name) : undefined,
    [loaded, name],
  );
  const script = useMemo(() => steps && scriptFor?.(steps), [scriptFor, steps]);
  const consoleText = script?.ok ? script.consoleText : undefined;
  const opensAs = consoleModeFor(language, 'CreateTable');
  const openInConsole = (text: string) => {
    if (!opensAs) return;
    openDraft(opensAs, 'CreateTable', text);
    window.location.hash = '#/console';
  };
  return (
    <section className="import-panel recreate-panel" aria-label="The table as a script">
      <h3 ref={heading} tabIndex={-1}>
        {table.TableName} as a script
      </h3>
      <p className="explorer__muted">
        Makes the table again elsewhere — in an AWS account, or against <code>npm run serve</code> — with its
        keys, indexes, capacity, stream, table class, deletion protection, Time to Live and point-in-time
        recovery, waiting until it is ACTIVE, then writes its items with BatchWriteItem, 25 at a time, sending
        again what comes back unprocessed. Not carried: encryption keys, warm throughput, tags and Contributor
        Insights. In this sandbox, give it another name first: a copy to try a change on.
      </p>
      <label className="import-panel__field recreate-panel__name">
        <span>Name of the table it makes</span>
        <input
          type="text"
          value={name}
          spellCheck={false}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <RadioChoice
        label="Write the script as"
        options={SCRIPT_LANGUAGES}
        value={language}
        onChange={setLanguage}
      />
      {!loaded ? (
        <p className="explorer__muted">Reading the table…</p>
      ) : 'problem' in loaded ? (
        <p className="explorer__error" role="alert">
          {loaded.problem}
        </p>
      ) : !script ? (
        <p className="explorer__muted">Writing the code…</p>
      ) : !script.ok ? (
        <p className="explorer__error">{script.reason}</p>
      ) : (
        <>
          <p className="import-panel__status" role="status">
            {loaded.more
              ? `The first ${RECREATE_ITEM_LIMIT.toLocaleString('en-US')} items are in the script; a table this big is better moved with Export.`
              : `${plural(loaded.items.length, 'item')}, ${plural(steps!.length, 'request')}.`}
          </p>
          <pre
            className="json-block recreate-panel__code"
            tabIndex={0}
            aria-label={`${table.TableName} as a script`}
          >
            {script.text}
          </pre>
        </>
      )}
      <div className="item-editor__actions">
        {script?.ok && (
          <>
            <CopyButton text={script.text} />
            <button
              type="button"
              className="button"
              onClick={() => downloadText(`${name}.${EXTENSION[language]}`, script.text)}
            >
              Download
            </button>
            {consoleText !== undefined && opensAs && (
              <button type="button" className="button" onClick={() => openInConsole(consoleText)}>
                Open the script in Console
              </button>
            )}
          </>
        )}
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}
