import { Badge } from '../ui/Badge.tsx';
import type { Section } from './sections.ts';

/** The page of a section that is not built yet: what it will do, and what brings it. */
export function SectionPlaceholder({ section }: { section: Section }) {
  return (
    <section className="placeholder" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">
        {section.label} <Badge tone="soon">coming soon</Badge>
      </h1>
      <p className="placeholder__summary">{section.summary}</p>
      <p className="placeholder__note">Coming with {section.comingWith}.</p>
    </section>
  );
}
