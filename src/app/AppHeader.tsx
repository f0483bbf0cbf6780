import { Badge } from '../ui/Badge.tsx';
import { Logo } from '../ui/Logo.tsx';
import { sections } from './sections.ts';

/**
 * Product name and section navigation. The sections are not built yet, so they are shown as labelled
 * placeholders rather than links: nothing here pretends to navigate. One visible "coming soon" badge marks
 * the whole group; each item also carries the words for screen readers, which read items one by one.
 */
export function AppHeader() {
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <p className="app-header__brand">
          <Logo />
          <span>Dynamo Sandbox</span>
        </p>
        <nav className="app-nav" aria-label="Sections">
          <ul className="app-nav__list">
            {sections.map((section) => (
              <li key={section.id} className="app-nav__item">
                {section.label}
                <span className="visually-hidden"> coming soon</span>
              </li>
            ))}
          </ul>
          <span aria-hidden="true">
            <Badge tone="soon">coming soon</Badge>
          </span>
        </nav>
      </div>
    </header>
  );
}
