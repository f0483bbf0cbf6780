import { useEffect, useRef } from 'react';

/**
 * For a panel that opens in the page from a button or a menu choice: the focus moves to the element
 * given the ref (its heading, with tabIndex -1) when the panel appears. Without it, a choice in a
 * menu that closes leaves the focus on the page itself, and a keyboard user starts again from the top.
 */
export function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
