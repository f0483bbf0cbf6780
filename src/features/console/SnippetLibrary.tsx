import { useRef, useState } from 'react';
import { useAppState } from '../../state/AppServices.tsx';
import { draftKey } from '../../state/consoleSlice.ts';
import { snippets, type Snippet } from './snippets/index.ts';
import './sidePanels.css';

const GROUPS: { mode: Snippet['mode']; label: string }[] = [
  { mode: 'javascript', label: 'JavaScript' },
  { mode: 'json', label: 'JSON' },
  { mode: 'cli', label: 'AWS CLI' },
  { mode: 'partiql', label: 'PartiQL' },
];

/** The material's examples, by mode; loading one switches the console to its mode. */
export function SnippetLibrary() {
  const setMode = useAppState((state) => state.setConsoleMode);
  const setJsonOperation = useAppState((state) => state.setJsonOperation);
  const setDraft = useAppState((state) => state.setDraft);
  const [loaded, setLoaded] = useState<Snippet>();
  // The example picked last: its text is fetched, and one picked before it must not land after it.
  const picked = useRef<Snippet>(undefined);

  const load = async (snippet: Snippet) => {
    picked.current = snippet;
    const code = await snippet.code();
    if (picked.current !== snippet) return;
    setMode(snippet.mode);
    if (snippet.operation) setJsonOperation(snippet.operation);
    setDraft(draftKey(snippet.mode, snippet.operation ?? ''), code);
    setLoaded(snippet);
  };

  return (
    <section className="snippets" aria-labelledby="snippets-title">
      <h2 id="snippets-title">Examples</h2>
      <p className="snippets__intro">
        From “DynamoDB data modeling at scale”, the one-page card the lessons cite, corrected where the card
        is wrong.
      </p>
      {GROUPS.map((group) => (
        <div key={group.mode} className="snippets__group">
          <h3>{group.label}</h3>
          <ul aria-label={`${group.label} examples`}>
            {snippets
              .filter((snippet) => snippet.mode === group.mode)
              .map((snippet) => (
                <li key={snippet.id}>
                  <button
                    type="button"
                    className="link-button"
                    aria-current={loaded?.id === snippet.id ? 'true' : undefined}
                    onClick={() => void load(snippet)}
                  >
                    {snippet.title}
                  </button>
                </li>
              ))}
          </ul>
        </div>
      ))}
      {loaded?.note && (
        <p className="snippets__note" role="note">
          <strong>{loaded.title}:</strong> {loaded.note}
        </p>
      )}
    </section>
  );
}
