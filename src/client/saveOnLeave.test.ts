import { describe, expect, it } from 'vitest';
import { flushWhenLeaving } from './saveOnLeave.ts';

/** A window and a document as the browser's events reach them. */
function fakePage() {
  const document = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  return { window: new EventTarget(), document };
}

describe('flushWhenLeaving', () => {
  it('flushes when the page is about to go, hidden or left, not when it is shown again', () => {
    const page = fakePage();
    let flushes = 0;
    flushWhenLeaving(page, () => flushes++);

    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));
    expect(flushes).toBe(1);
    page.document.visibilityState = 'visible';
    page.document.dispatchEvent(new Event('visibilitychange'));
    expect(flushes).toBe(1);
    page.window.dispatchEvent(new Event('pagehide'));
    expect(flushes).toBe(2);
    const leaving = new Event('beforeunload', { cancelable: true });
    page.window.dispatchEvent(leaving);
    expect(flushes).toBe(3);
    // Nothing asks the learner whether to leave.
    expect(leaving.defaultPrevented).toBe(false);
  });

  it('stops when told to', () => {
    const page = fakePage();
    let flushes = 0;
    const stop = flushWhenLeaving(page, () => flushes++);
    stop();
    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));
    page.window.dispatchEvent(new Event('pagehide'));
    page.window.dispatchEvent(new Event('beforeunload'));
    expect(flushes).toBe(0);
  });
});
