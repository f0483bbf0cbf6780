// Base styles first, so component styles imported below can build on them.
import './ui/theme.css';
import './ui/controls.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createSandboxRunner } from './client/sandboxRunner.ts';
import { flushWhenLeaving } from './client/saveOnLeave.ts';
import { createWorkerClient } from './client/workerClient.ts';
import { AppServicesProvider, type AppServices } from './state/AppServices.tsx';
import { createAppStore } from './state/store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing its <div id="root">.');

const engine = createWorkerClient();
const services: AppServices = {
  engine,
  store: createAppStore({ engine }),
  sandbox: createSandboxRunner(engine),
};
const state = services.store.getState();
void engine.watchPersistence((status) => services.store.getState().setPersistence(status));
void state.refreshSandbox();
// Writes made a moment before the tab closes are saved on the way out.
flushWhenLeaving({ window, document }, () => engine.flushSave());

createRoot(container).render(
  <StrictMode>
    <AppServicesProvider services={services}>
      <App />
    </AppServicesProvider>
  </StrictMode>,
);
