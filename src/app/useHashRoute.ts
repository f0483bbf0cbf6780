import { useSyncExternalStore } from 'react';
import { leaveOrAsk, leavingNeedsAsking } from '../state/leaveGuard.ts';
import { leavingConsequence } from './leavingConsequence.ts';
import { parseHash, type Route } from './routes.ts';

/**
 * The hash shown, kept here rather than read from the address on each render: a move that would
 * drop a form's unsaved changes (leaveGuard.ts) is stepped back while the form asks, and only
 * Discard changes takes it.
 */
let shown = window.location.hash;
/**
 * Each history entry the app shows is numbered in its state, so that a hashchange says how it came:
 * an entry with no number is new (a link, a hash set, an address typed), one with a number was
 * reached by back or forward, that many steps away.
 */
const ENTRY = 'dynamoSandboxEntry';
let shownEntry = entryNumber() ?? numberEntry(0);
const listeners = new Set<() => void>();

function entryNumber(): number | undefined {
  const state: unknown = window.history.state;
  const number =
    state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[ENTRY] : undefined;
  return typeof number === 'number' ? number : undefined;
}

function numberEntry(number: number): number {
  const state: unknown = window.history.state;
  // Another state than an object (none is written today) is left alone: that entry counts as new.
  if (state === null || typeof state === 'object') {
    window.history.replaceState({ ...(state as object | null), [ENTRY]: number }, '');
  }
  return number;
}

function show(hash: string, entry: number | undefined) {
  shown = hash;
  // A new page (a link followed, a hash set) opens at its top, as a page load would: the document is
  // the same, so the browser would keep the place scrolled to on the page left, deep into the next
  // lesson. Back and forward leave the scroll to the browser, which restores the place left there.
  // Scrolled before the page renders, so a page that scrolls to a part of itself (an exercise) wins.
  if (entry === undefined) window.scrollTo(0, 0);
  shownEntry = entry ?? numberEntry(shownEntry + 1);
  for (const listener of listeners) listener();
}

function onHashChange() {
  const next = window.location.hash;
  const entry = entryNumber();
  if (next === shown) {
    // Back where the page is: a move stepped back while the form asks.
    if (entry !== undefined) shownEntry = entry;
    return;
  }
  if (!leavingNeedsAsking(next)) return show(next, entry);
  // Step back to the entry shown, so the address and the history match the page while the form
  // asks; Discard changes takes the same move again.
  const steps = entry === undefined ? 1 : entry - shownEntry;
  if (steps === 0) return show(next, entry);
  window.history.go(-steps);
  leaveOrAsk(
    leavingConsequence(parseHash(next)),
    () => {
      if (entry === undefined) window.location.hash = next;
      else window.history.go(steps);
    },
    next,
  );
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('hashchange', onHashChange);
    // A change while nothing listened is taken as it is.
    if (window.location.hash !== shown) show(window.location.hash, entryNumber());
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('hashchange', onHashChange);
  };
}

const getHash = () => shown;

/** The current hash route; re-renders on navigation, back and forward. */
export function useHashRoute(): Route {
  const hash = useSyncExternalStore(subscribe, getHash, getHash);
  return parseHash(hash);
}
