import { AppHeader } from './AppHeader.tsx';
import { Landing } from './Landing.tsx';
import './App.css';

/** The app shell: header with the section navigation, the page, and a footer. Kept thin on purpose. */
export function App() {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader />
      <main id="main" className="app-main" tabIndex={-1}>
        <Landing />
      </main>
      <footer className="app-footer">
        <p>Dynamo Sandbox runs entirely on your machine: this page makes no network requests.</p>
      </footer>
    </div>
  );
}
