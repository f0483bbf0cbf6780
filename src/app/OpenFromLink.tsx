import { useEffect, useState } from 'react';
import { useAppState } from '../state/AppServices.tsx';
import { plural } from '../ui/plural.ts';
import { UnsavedFormNote } from './UnsavedFormNote.tsx';
import { sandboxLink, withoutSandboxLink } from './sandboxLink.ts';

type Step = { kind: 'ask'; name: string; data: unknown } | { kind: 'said'; text: string };

/**
 * A link with `?open=<file>` (a sandbox an instructor downloaded and put next to a self-hosted copy)
 * offers to replace the learner's sandbox with that file. It asks first, like "Open sandbox file…";
 * a file that cannot be fetched or opened changes nothing and says why. Once answered, the parameter
 * leaves the address, so a reload does not ask again.
 */
export default function OpenFromLink() {
  const openSandbox = useAppState((state) => state.openSandbox);
  // A learner who already has the app open often follows the class link in a new tab. That tab does not
  // save, so the lab it opens is lost with it: the banner says so (OtherTabNotice offers to keep it once
  // the other tab closes).
  const unsavedTab = useAppState((state) => state.persistence?.state === 'elsewhere');
  const [step, setStep] = useState<Step>();

  useEffect(() => {
    const link = sandboxLink(window.location.href);
    if (!link) return;
    const fail = (reason: string) =>
      setStep({ kind: 'said', text: `Could not open ${link.name} (nothing was changed): ${reason}` });
    if ('refused' in link) {
      forgetLink();
      return fail(link.refused);
    }
    let current = true;
    void (async () => {
      try {
        const response = await fetch(link.url, { cache: 'no-store' });
        if (!response.ok)
          throw new Error(`the site answered ${response.status} ${response.statusText}`.trim());
        // Hosts that serve a single-page app answer unknown paths with the app's own page.
        if (response.headers.get('content-type')?.includes('text/html'))
          throw new Error('the site has no such file (it answered with a web page)');
        const data = (await response.json()) as unknown;
        if (current) setStep({ kind: 'ask', name: link.name, data });
      } catch (error) {
        if (!current) return;
        forgetLink();
        fail(error instanceof SyntaxError ? `it is not JSON (${error.message})` : (error as Error).message);
      }
    })();
    return () => {
      current = false;
    };
  }, []);

  if (!step) return null;
  if (step.kind === 'said') {
    return (
      <section className="link-banner" aria-label="Sandbox from a link">
        <p role="status">{step.text}</p>
        <button type="button" className="button" onClick={() => setStep(undefined)}>
          Dismiss
        </button>
      </section>
    );
  }
  const open = async () => {
    forgetLink();
    const outcome = await openSandbox(step.data);
    const where = unsavedTab ? ' in this tab (not saved: another tab saves your sandbox)' : '';
    setStep({
      kind: 'said',
      text: outcome.ok
        ? `Opened ${step.name}${where}: ${plural(outcome.restored.tables, 'table')}, ${plural(outcome.restored.items, 'item')}.`
        : `Could not open ${step.name} (nothing was changed): ${outcome.error}`,
    });
  };
  return (
    <section className="link-banner" aria-labelledby="link-banner-title">
      <h2 id="link-banner-title">This link opens {step.name}</h2>
      <p>
        {unsavedTab
          ? 'It replaces every table and item in this tab. Another tab saves your sandbox: what opens here is not saved.'
          : 'It replaces every table and item in your sandbox with those in the file, from this site.'}
        <UnsavedFormNote />
      </p>
      <div className="link-banner__actions">
        <button type="button" className="button button--primary" onClick={() => void open()}>
          Open {step.name}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            forgetLink();
            setStep(undefined);
          }}
        >
          Keep my sandbox
        </button>
      </div>
    </section>
  );
}

function forgetLink(): void {
  window.history.replaceState(window.history.state, '', withoutSandboxLink(window.location.href));
}
