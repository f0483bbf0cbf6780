import { useMediaQuery } from './useMediaQuery.ts';

/** Whether the page uses the dark colour scheme (canvas colours cannot follow CSS on their own). */
export const useDarkScheme = (): boolean => useMediaQuery('(prefers-color-scheme: dark)');
