/**
 * Saves the sandbox as the learner leaves the page. Saves are paced (engine/snapshot/savePacing.ts),
 * and the engine worker ends with its page, so writes made a moment before the tab closes would
 * otherwise never be saved.
 *
 * The save runs in the worker, and the browser stops the worker as the page goes: the earlier it is
 * asked, the likelier it lands. So three events, each flushing what still waits (a second flush finds
 * nothing): `beforeunload` comes first when a tab is closed or navigated away (in Chromium, flushing
 * on `pagehide` alone lost the save about one time in five); `visibilitychange` to hidden is the last
 * event a phone's browser promises before it discards a background tab; `pagehide` comes on every
 * way of leaving. The `beforeunload` listener never asks the learner anything. It may keep the page
 * out of Firefox's back/forward cache; Chromium keeps a page that holds a Web Lock out of its cache
 * anyway, and the tab that saves holds one until it closes (worker/persistence/saveLock.ts). No
 * `unload` listener.
 *
 * Even so a save may be cut off (a very large sandbox takes longer to copy than a closing tab lives):
 * this makes losing the last writes rare, not impossible.
 */

/** The parts of `window` and `document` this needs (EventTargets, so tests can stand in for them). */
export interface PageEvents {
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
    readonly visibilityState: DocumentVisibilityState;
  };
}

/** Calls `flush` whenever the page is hidden or left; returns a function that stops it. */
export function flushWhenLeaving(page: PageEvents, flush: () => void): () => void {
  const onVisibility = () => {
    if (page.document.visibilityState === 'hidden') flush();
  };
  // Never cancelled: no "leave this site?" question.
  const onLeaving = () => flush();
  page.window.addEventListener('beforeunload', onLeaving);
  page.document.addEventListener('visibilitychange', onVisibility);
  page.window.addEventListener('pagehide', onLeaving);
  return () => {
    page.window.removeEventListener('beforeunload', onLeaving);
    page.document.removeEventListener('visibilitychange', onVisibility);
    page.window.removeEventListener('pagehide', onLeaving);
  };
}
