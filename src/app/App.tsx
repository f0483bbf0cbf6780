import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { AppHeader } from './AppHeader.tsx';
import { sandboxLink } from './sandboxLink.ts';
import { OtherTabNotice } from './OtherTabNotice.tsx';
import { RestoreProblem } from './RestoreProblem.tsx';
import { SandboxFooter } from './SandboxFooter.tsx';
import { sections } from './sections.ts';
import { useHashRoute } from './useHashRoute.ts';
import './App.css';

// Each built section is its own chunk, the start page too: the first paint carries the shell only,
// and a learner who opens a section's link does not load the start page.
const Landing = lazy(() => import('./Landing.tsx'));
// Loaded only when the address carries a sandbox link (`?open=`), which few visits do.
const OpenFromLink = lazy(() => import('./OpenFromLink.tsx'));
const ConsolePage = lazy(() => import('../features/console/ConsolePage.tsx'));
const ExplorerPage = lazy(() => import('../features/explorer/ExplorerPage.tsx'));
const S3Page = lazy(() => import('../features/s3/S3Page.tsx'));
const HeatmapPage = lazy(() => import('../features/heatmap/HeatmapPage.tsx'));
const MetricsPage = lazy(() => import('../features/metrics/MetricsPage.tsx'));
const LessonsPage = lazy(() => import('../features/lessons/LessonsPage.tsx'));

/** The app shell: header, the routed section, footer. Kept thin on purpose. */
export function App() {
  const route = useHashRoute();
  const main = useRef<HTMLElement>(null);
  const sectionLabel = sections.find((section) => section.id === route.section)?.label;
  const [linkAtStart] = useState(() => sandboxLink(window.location.href) !== undefined);

  useEffect(() => {
    document.title = sectionLabel ? `${sectionLabel} · Dynamo Sandbox` : 'Dynamo Sandbox';
  }, [sectionLabel]);

  return (
    <div className="app">
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          // `#main` would be read as a route: move focus instead of changing the hash.
          event.preventDefault();
          main.current?.focus();
        }}
      >
        Skip to content
      </a>
      <AppHeader route={route} />
      <main id="main" ref={main} className="app-main" tabIndex={-1}>
        <RestoreProblem />
        <OtherTabNotice />
        {linkAtStart && (
          <Suspense fallback={null}>
            <OpenFromLink />
          </Suspense>
        )}
        <Suspense fallback={<p className="app-loading">Loading…</p>}>
          {route.section === 'home' && <Landing />}
          {route.section === 'console' && <ConsolePage />}
          {route.section === 'explorer' && <ExplorerPage tableName={route.rest[0]} region={route.rest[1]} />}
          {route.section === 's3' && <S3Page bucket={route.rest[0]} path={route.rest[1] ?? ''} />}
          {route.section === 'heatmap' && <HeatmapPage tableName={route.rest[0]} region={route.rest[1]} />}
          {route.section === 'metrics' && <MetricsPage tableName={route.rest[0]} region={route.rest[1]} />}
          {route.section === 'lessons' && <LessonsPage slug={route.rest[0]} exerciseId={route.rest[1]} />}
        </Suspense>
      </main>
      <SandboxFooter />
    </div>
  );
}
