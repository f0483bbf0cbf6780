import { useState } from 'react';

/** Copies `text`, saying whether the browser let it. */
export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState<'yes' | 'refused'>();
  const copy = () => {
    // The clipboard needs a secure context (https, or localhost): a site served over plain http
    // elsewhere has none, and then the text is there to select by hand.
    const written = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
    written.then(
      () => setCopied('yes'),
      () => setCopied('refused'),
    );
  };
  return (
    <>
      <button type="button" className="button" onClick={copy}>
        Copy
      </button>
      <span className="copy-button__status" role="status">
        {copied === 'yes'
          ? 'Copied.'
          : copied === 'refused'
            ? 'The browser refused: select the text to copy it.'
            : ''}
      </span>
    </>
  );
}
