import { useSyncExternalStore } from 'react';
import { parseHash, type Route } from './routes.ts';

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const getHash = () => window.location.hash;

/** The current hash route; re-renders on navigation, back and forward. */
export function useHashRoute(): Route {
  const hash = useSyncExternalStore(subscribe, getHash, getHash);
  return parseHash(hash);
}
