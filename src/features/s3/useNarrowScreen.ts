import { useSyncExternalStore } from 'react';

/** The width below which the S3 page stacks (s3.css's media query says the same). */
const NARROW = '(max-width: 50rem)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : undefined);

/**
 * Whether the S3 page is laid out for a narrow screen (a phone): the bucket list folds away and a
 * folder's rows put their actions under the name, which CSS alone cannot move between cells.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = query();
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    () => query()?.matches ?? false,
  );
}
