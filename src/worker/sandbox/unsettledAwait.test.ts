import { describe, expect, it } from 'vitest';
import { UNSETTLED_AFTER_MS, UNSETTLED_POLL_MS, watchUnsettledAwait } from './unsettledAwait.ts';

/** A watch on a hand-driven clock: `advance` runs the polls that fall due. */
function harness() {
  let now = 0;
  let due: { at: number; callback: () => void } | undefined;
  const state = { evaluating: true, busy: false, notices: 0 };
  watchUnsettledAwait({
    evaluating: () => state.evaluating,
    busy: () => state.busy,
    notify: () => state.notices++,
    setTimeout: (callback, ms) => (due = { at: now + ms, callback }),
    now: () => now,
  });
  const advance = (ms: number) => {
    const end = now + ms;
    while (due && due.at <= end) {
      const { at, callback } = due;
      due = undefined;
      now = at;
      callback();
    }
    now = end;
  };
  return { state, advance, polling: () => due !== undefined };
}

describe('watchUnsettledAwait', () => {
  it('gives the notice once, after a second with no timer or request pending', () => {
    const { state, advance, polling } = harness();
    advance(UNSETTLED_AFTER_MS);
    expect(state.notices).toBe(0);
    advance(UNSETTLED_POLL_MS);
    expect(state.notices).toBe(1);
    expect(polling()).toBe(false);
    advance(10_000);
    expect(state.notices).toBe(1);
  });

  it('starts the idle second over whenever a timer or request is pending', () => {
    const { state, advance } = harness();
    advance(UNSETTLED_POLL_MS * 3);
    state.busy = true;
    advance(UNSETTLED_POLL_MS);
    state.busy = false;
    // A second of idle time from the first idle poll after the busy one, not from the start.
    advance(UNSETTLED_AFTER_MS);
    expect(state.notices).toBe(0);
    advance(UNSETTLED_POLL_MS);
    expect(state.notices).toBe(1);
  });

  it('stops watching, silently, once the module has finished or the run has ended', () => {
    const { state, advance, polling } = harness();
    advance(UNSETTLED_POLL_MS * 2);
    state.evaluating = false;
    advance(UNSETTLED_POLL_MS);
    expect(polling()).toBe(false);
    advance(UNSETTLED_AFTER_MS * 5);
    expect(state.notices).toBe(0);
  });

  it('stays quiet while a request or timer keeps the run busy, however long', () => {
    const { state, advance } = harness();
    state.busy = true;
    advance(UNSETTLED_AFTER_MS * 20);
    expect(state.notices).toBe(0);
  });
});
