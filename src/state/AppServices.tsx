/**
 * React access to the app's services: the store, the engine client and the sandbox runner. Created
 * once in main.tsx (and by tests with an in-process engine), handed down through one context.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { EngineClient } from '../client/engineClient.ts';
import type { SandboxRunner } from '../client/sandboxRunner.ts';
import type { AppStore } from './store.ts';
import type { AppState } from './types.ts';

export interface AppServices {
  store: AppStore;
  engine: EngineClient;
  sandbox: SandboxRunner;
}

const ServicesContext = createContext<AppServices | undefined>(undefined);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs an <AppServicesProvider> above it.');
  return services;
}

/** A slice of the app state; re-renders only when the selected value changes. */
export function useAppState<T>(selector: (state: AppState) => T): T {
  return useStore(useServices().store, selector);
}
