/**
 * The footer's line on saving. The time of the last save is the learner's own wall-clock time, not
 * the sandbox's virtual clock in the header (which may be paused, stepped or sped up): the line
 * says which, so the two are not read as one.
 */
import type { PersistenceStatus } from '../client/engineClient.ts';

export function savedStatusText(persistence: PersistenceStatus | undefined): string {
  switch (persistence?.state) {
    case 'saving':
      return persistence.savedAt
        ? `Saved in this browser at ${new Date(persistence.savedAt).toLocaleTimeString('en-GB')} (your computer’s clock, not the sandbox’s).`
        : 'Saved in this browser as you work.';
    case 'off':
      return `Not saved between visits (${persistence.reason ?? 'no storage'}).`;
    case 'unreadable':
      return 'Not saving: the earlier sandbox could not be restored.';
    case 'elsewhere':
      return 'Not saved: another tab saves this sandbox.';
    default:
      return '';
  }
}
