/**
 * Asks before in-app navigation drops a form's unsaved changes (today the explorer's item editor).
 *
 * Why one small guard outside the components: what drops the form sits far from it — the header's
 * section links and table picker, the explorer's table list, Region choice, buttons anywhere that
 * set the address — and nearly all of it goes through the hash route. So the hash router consults
 * this guard on every hashchange (back and forward too) and no link or button needs to know about
 * forms; the few moves that do not change the address (the header's table picker on a bare
 * #/explorer, Create table) call leaveOrAsk themselves. The question itself is asked by the form,
 * with its own UnsavedEditPrompt, as Edit on another row is. It is a module and not a slice of the
 * app store: the router reads it outside React, it holds callbacks rather than state, and a sandbox
 * file or a store reset has nothing of it to save or restore. Closing or reloading the browser tab
 * is not covered (the browser asks that question itself, if at all). Replacing the whole sandbox
 * (Reset sandbox, a sandbox file) already asks a question of its own, which names the form's
 * changes too (src/app/UnsavedFormNote.tsx); deleting the form's table lets go without asking.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';

/** The question the form shows: what going on does, and a count so that asking again refocuses. */
export interface LeaveQuestion {
  consequence: string;
  asked: number;
}

interface Holder {
  /** Whether the address `hash` still shows the form (going there drops nothing). */
  stays(hash: string): boolean;
}

let holder: Holder | undefined;
let question: (LeaveQuestion & { go(): void }) | undefined;
let asked = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function setQuestion(next: typeof question) {
  question = next;
  notify();
}

function setHolder(next: Holder | undefined) {
  holder = next;
  notify();
}

/** Whether going to `hash` (undefined: a move that is not an address) drops unsaved changes. */
export function leavingNeedsAsking(hash?: string): boolean {
  return holder !== undefined && (hash === undefined || !holder.stays(hash));
}

/**
 * Runs `go` now when nothing would be lost; otherwise the form asks first and `go` runs only on
 * Discard changes. `consequence` finishes "This form has unsaved changes.": "Opening the Console
 * page instead drops them."
 */
export function leaveOrAsk(consequence: string, go: () => void, hash?: string): void {
  if (!leavingNeedsAsking(hash)) return go();
  asked += 1;
  setQuestion({ consequence, asked, go });
}

/** Discard changes: the form lets go (so the move is not asked about again) and the move happens. */
export function discardAndLeave(): void {
  const pending = question;
  setHolder(undefined);
  setQuestion(undefined);
  pending?.go();
}

/**
 * A move the learner has confirmed already, knowing it drops everything the form was about
 * (deleting the form's table): the form lets go without asking, and the move happens. Asking
 * would be a second question, about a table that is gone.
 */
export function leaveWithoutAsking(go: () => void): void {
  setHolder(undefined);
  setQuestion(undefined);
  go();
}

/** Keep editing: the move is dropped. */
export function keepEditing(): void {
  setQuestion(undefined);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The question to show, if a move is waiting on the learner's answer. */
export function useLeaveQuestion(): LeaveQuestion | undefined {
  return useSyncExternalStore(subscribe, () => question);
}

/**
 * Whether a form holds unsaved changes now: questions that replace the whole sandbox (Reset
 * sandbox, opening a sandbox file) say that it drops them too.
 */
export function useUnsavedChangesHeld(): boolean {
  return useSyncExternalStore(subscribe, () => holder !== undefined);
}

/**
 * Holds the guard while `unsaved`. `stays` may change on every render (it is read when asked);
 * letting go, when the changes are saved, undone or the form closes, drops a pending question.
 */
export function useHoldLeaving(unsaved: boolean, stays: (hash: string) => boolean): void {
  const current = useRef(stays);
  useEffect(() => {
    current.current = stays;
  });
  useEffect(() => {
    if (!unsaved) return;
    const mine: Holder = { stays: (hash) => current.current(hash) };
    setHolder(mine);
    return () => {
      if (holder !== mine) return;
      setHolder(undefined);
      if (question) setQuestion(undefined);
    };
  }, [unsaved]);
}
