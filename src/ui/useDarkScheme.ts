import { useSyncExternalStore } from 'react';

const query = () => window.matchMedia('(prefers-color-scheme: dark)');

/** Whether the page uses the dark colour scheme (canvas colours cannot follow CSS on their own). */
export function useDarkScheme(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = query();
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => query().matches,
  );
}
