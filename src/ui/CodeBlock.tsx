import './CodeBlock.css';

interface CodeBlockProps {
  /** What the snippet is, shown above it (e.g. "AWS CLI"). */
  title: string;
  code: string;
}

/** A captioned, horizontally scrollable block of code; focusable so keyboard users can scroll it. */
export function CodeBlock({ title, code }: CodeBlockProps) {
  return (
    <figure className="code-block">
      <figcaption className="code-block__title">{title}</figcaption>
      <pre className="code-block__body" tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
