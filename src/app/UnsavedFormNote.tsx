import { useUnsavedChangesHeld } from '../state/leaveGuard.ts';

/** The sentence the sandbox-replacing questions add while a form holds unsaved changes. */
const DROPS_UNSAVED_FORM = 'This also drops the unsaved changes in the item form.';

/**
 * Added to the questions that replace the whole sandbox — Reset sandbox, Open sandbox file…, a link
 * that opens a sandbox file — while the Explorer's item form holds unsaved changes (leaveGuard.ts).
 *
 * Why a sentence in their question and not the guard's own question first: these moves already ask,
 * right where the learner clicked, and their answer is the one that matters (everything is replaced,
 * the form with it). Going through leaveOrAsk would ask twice, the first time far from the button —
 * in the form, higher up the page — about the smaller loss. One question that names both losses
 * reads better, and Keep answers both.
 */
export function UnsavedFormNote() {
  const held = useUnsavedChangesHeld();
  return held ? <> {DROPS_UNSAVED_FORM}</> : null;
}
