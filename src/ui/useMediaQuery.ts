import { useSyncExternalStore } from 'react';

/** One MediaQueryList per query, made on first use: a render reads `matches` without a new one. */
const lists = new Map<string, MediaQueryList | undefined>();

function mediaList(query: string): MediaQueryList | undefined {
  if (!lists.has(query)) {
    // Without matchMedia (a test environment) no query matches.
    lists.set(query, typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);
  }
  return lists.get(query);
}

/** Whether a CSS media query matches now; the component renders again when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = mediaList(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    () => mediaList(query)?.matches ?? false,
  );
}
