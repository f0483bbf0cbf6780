import { useEffect, useRef } from 'react';
import { Logo } from '../ui/Logo.tsx';
import { ClockControls } from './header/ClockControls.tsx';
import { ReplicaLagPicker } from './header/ReplicaLagPicker.tsx';
import { TablePicker } from './header/TablePicker.tsx';
import { hrefFor, type Route } from './routes.ts';
import { sections } from './sections.ts';

/**
 * Product name, section navigation, and the sandbox-wide controls: table picker, replica lag and
 * virtual clock.
 */
export function AppHeader({ route }: { route: Route }) {
  const header = useHeaderHeight();
  return (
    <header ref={header} className="app-header">
      <div className="app-header__inner">
        <a className="app-header__brand" href={hrefFor('home')}>
          <Logo />
          <span>Dynamo Sandbox</span>
        </a>
        <nav className="app-nav" aria-label="Sections">
          <ul className="app-nav__list">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  className="app-nav__link"
                  href={hrefFor(section.id)}
                  aria-current={route.section === section.id ? 'page' : undefined}
                  title={section.caption && section.summary}
                >
                  {section.label}
                  {section.caption && <span className="app-nav__caption"> {section.caption}</span>}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="app-header__tools">
          <TablePicker />
          <ReplicaLagPicker />
          <ClockControls />
        </div>
      </div>
    </header>
  );
}

/**
 * Keeps --app-header-height (on the root element) at the header's height, which changes as its rows
 * wrap: App.css pads scrolling by it, so a focused control never hides under the sticky header.
 */
function useHeaderHeight() {
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--app-header-height', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-header-height');
    };
  }, []);
  return header;
}
