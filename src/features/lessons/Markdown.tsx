import { marked } from 'marked';
import { useMemo } from 'react';

/**
 * Lesson text rendered from Markdown. The text is the project's own (lessons/ in the repository,
 * bundled at build time), never user input, so the HTML marked produces is trusted.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => marked.parse(text, { async: false, gfm: true }), [text]);
  return <div className={`markdown ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A line of lesson text with inline Markdown only (code, emphasis), e.g. a question. */
export function InlineMarkdown({ text }: { text: string }) {
  const html = useMemo(() => marked.parseInline(text, { async: false, gfm: true }), [text]);
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}
